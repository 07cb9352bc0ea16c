import ts from 'typescript'

/**
 * The rule-system boundary: nothing outside a rule system's folder and the
 * registries names a rule system or reaches into its folder, so that adding or
 * removing a rule system means adding or removing a folder and a registry line.
 * Pure (the caller reads the files), so that it can be tested on made-up trees.
 */
const RULESETS = 'src/engine/rulesets/'
const REGISTRIES = new Set(['src/engine/rulesets/manifests.ts', 'src/engine/rulesets/registry.ts', 'src/ui/rulesetUi.ts'])

export interface SourceFile {
  path: string
  text: string
}

/** One message per violation: "path:line what is wrong". Paths are relative to the project root, with '/'. */
export function rulesetBoundaryViolations(files: SourceFile[], ids: string[]): string[] {
  const out: string[] = []
  for (const { path, text } of files) {
    if (!path.startsWith('src/') || REGISTRIES.has(path)) continue
    const own = folderOf(path, ids)
    // The TypeScript parser, not regexes: comments, regex literals and JSX text
    // (an apostrophe in "Don't") can then never be mistaken for a string.
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind)
    const visit = (node: ts.Node): void => {
      // Every string, not only import specifiers: a worker URL, import(), vi.mock()
      // or a fixture path reaches into a folder just as an import does.
      if (ts.isStringLiteralLike(node)) {
        const at = `${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`
        const target = folderOf(resolve(path, node.text), ids)
        if (target !== undefined && target !== own) out.push(`${at} imports from the ${target} rule system's folder (${node.text})`)
        else if (own === undefined && ids.includes(node.text)) out.push(`${at} names the rule system '${node.text}'`)
      }
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return out
}

/** The rule system whose folder holds this project path, if any. */
function folderOf(path: string | undefined, ids: string[]): string | undefined {
  return path === undefined ? undefined : ids.find((id) => path === RULESETS + id || path.startsWith(RULESETS + id + '/'))
}

/** A relative ('./', '../') or root ('/src/…', as Vite reads it) specifier as a project path; undefined for packages and plain text. */
function resolve(from: string, spec: string): string | undefined {
  if (!/^(\.\.?(\/|$)|\/)/.test(spec)) return undefined
  const parts = spec.startsWith('/') ? [] : from.split('/').slice(0, -1)
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '' && part !== '.') parts.push(part)
  }
  return parts.join('/')
}
