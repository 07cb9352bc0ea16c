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
  if (!m) return { error: `Bad link "#${shown(path)}": expected #/walkthrough/<id>/<step>` }
  const step = m[2] === undefined || m[2] === '' ? '1' : m[2]
  if (!/^\d+$/.test(step) || Number(step) < 1) return { error: `Bad link: step "${shown(m[2] ?? '')}" is not a step number (1, 2, …)` }
  const id = safeDecode(m[1]!)
  if (id === null) return { error: `Bad link: the rulebook example "${shown(m[1]!)}" is not a valid encoded name` }
  return { id, step: Number(step) }
}

/** A piece of a link as a message quotes it: cut at 60 characters, so that a huge address still makes a short message. */
export function shown(part: string): string {
  return part.length > 60 ? `${part.slice(0, 60)}…` : part
}

/** A %-encoded part of a link, or null when it is broken (decodeURIComponent throws on "%E0%A4%A"). */
export function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}
