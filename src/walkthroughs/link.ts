/** Deep links to a walkthrough step: #/walkthrough/<id>/<step>, steps counted from 1. */

export function walkthroughLink(id: string, step: number): string {
  return `#/walkthrough/${encodeURIComponent(id)}/${step}`
}

/**
 * Reads a hash path (without "#"): null when it is not a walkthrough link, an
 * error that says what is wrong, or the id and step (1 when none is given).
 * Whether the id and step exist is for the caller, who has the catalogue.
 */
export function parseWalkthroughLink(path: string): { id: string; step: number } | { error: string } | null {
  if (!/^\/walkthrough(\/|$)/.test(path)) return null
  const m = /^\/walkthrough\/([^/?]+)(?:\/([^/?]*))?$/.exec(path)
  if (!m) return { error: `Bad link "#${path}": expected #/walkthrough/<id>/<step>` }
  const step = m[2] === undefined || m[2] === '' ? '1' : m[2]
  if (!/^\d+$/.test(step) || Number(step) < 1) return { error: `Bad link: step "${m[2]}" is not a step number (1, 2, …)` }
  return { id: decodeURIComponent(m[1]!), step: Number(step) }
}
