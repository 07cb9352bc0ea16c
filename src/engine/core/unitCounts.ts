/**
 * Reads "infantry=3,armor=2" into counts per unit type. Each unknown type or
 * bad count is an error that names it and lists what is allowed (a plain
 * Error: the caller says how to show it; the CLI prints it after "sim: ").
 */
export function parseUnitCounts(option: string, text: string, known: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {}
  const items = text.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (!items.length) throw new Error(`${option} is empty; expected e.g. "infantry=3,armor=2"`)
  for (const item of items) {
    const m = /^([A-Za-z0-9-]+)\s*=\s*(\S+)$/.exec(item)
    if (!m) throw new Error(`${option}: "${item}" is not type=count, e.g. "infantry=3"`)
    const [, type, count] = m as unknown as [string, string, string]
    if (!known.includes(type)) throw new Error(`${option}: unknown unit type "${type}"; known: ${known.join(', ')}`)
    if (!/^\d+$/.test(count) || Number(count) > 200) throw new Error(`${option}: ${type} count must be a whole number from 0 to 200, got "${count}"`)
    if (type in out) throw new Error(`${option}: ${type} given twice`)
    out[type] = Number(count)
  }
  return out
}
