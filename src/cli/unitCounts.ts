import { UsageError } from './args.ts'

/**
 * Reads "infantry=3,armor=2" into counts per unit type. Each unknown type or
 * bad count is an error that names it and lists what is allowed.
 */
export function parseUnitCounts(option: string, text: string, known: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {}
  const items = text.split(',').map((s) => s.trim()).filter((s) => s !== '')
  if (!items.length) throw new UsageError(`${option} is empty; expected e.g. "infantry=3,armor=2"`)
  for (const item of items) {
    const m = /^([a-z0-9-]+)\s*=\s*(\S+)$/.exec(item)
    if (!m) throw new UsageError(`${option}: "${item}" is not type=count, e.g. "infantry=3"`)
    const [, type, count] = m as unknown as [string, string, string]
    if (!known.includes(type)) throw new UsageError(`${option}: unknown unit type "${type}"; known: ${known.join(', ')}`)
    if (!/^\d+$/.test(count) || Number(count) > 200) throw new UsageError(`${option}: ${type} count must be a whole number from 0 to 200, got "${count}"`)
    if (type in out) throw new UsageError(`${option}: ${type} given twice`)
    out[type] = Number(count)
  }
  return out
}
