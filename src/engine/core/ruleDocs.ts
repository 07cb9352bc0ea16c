import type { RuleDoc } from './ruleset.ts'

/**
 * A manifest's loader of its rule documents, from dynamic imports of the
 * Markdown as text (Vite's `?raw`): each file becomes a chunk of its own,
 * fetched only when the rules reference opens, never with the first screen.
 */
export function ruleDocs(files: Record<string, () => Promise<{ default: string }>>): () => Promise<RuleDoc[]> {
  return () => Promise.all(Object.entries(files).map(async ([file, load]) => ({ file, text: (await load()).default })))
}
