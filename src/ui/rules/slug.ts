/**
 * A heading's anchor as GitHub writes it (lowercase; punctuation dropped;
 * spaces to hyphens), so that a link to docs/rules/x.md#anchor on GitHub
 * names the same place in the window's rules reference.
 */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Gives each anchor once: a repeated one takes -1, -2 … as GitHub numbers them. */
export function uniqueSlugs(): (text: string) => string {
  const used = new Set<string>()
  return (text) => {
    const base = slugOf(text) || 'section'
    let slug = base
    for (let n = 1; used.has(slug); n++) slug = `${base}-${n}`
    used.add(slug)
    return slug
  }
}
