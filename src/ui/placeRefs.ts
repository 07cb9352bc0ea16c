/** A piece of a log line: plain text, or the name of a map place (its id). */
export type LinePiece = { text: string; place?: string }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Splits log lines at the names of a map's places, so that the window can
 * light a place when its name is hovered. Longer names first, so that "Hex
 * 0402" is not read as a shorter name inside it; only whole words.
 */
export function placeSplitter(places: readonly { id: string; name: string }[]): (text: string) => LinePiece[] {
  const byName = new Map<string, string>()
  for (const p of places) if (p.name && !byName.has(p.name)) byName.set(p.name, p.id)
  if (!byName.size) return (text) => [{ text }]
  const names = [...byName.keys()].sort((a, b) => b.length - a.length)
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
  return (text) => {
    const out: LinePiece[] = []
    let last = 0
    for (const m of text.matchAll(re)) {
      if (m.index > last) out.push({ text: text.slice(last, m.index) })
      out.push({ text: m[0], place: byName.get(m[0])! })
      last = m.index + m[0].length
    }
    if (last < text.length) out.push({ text: text.slice(last) })
    return out
  }
}
