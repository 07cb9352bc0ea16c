/**
 * A step's expected results, checked against the ruleset's BattleView so that
 * they mean the same for every rule system. A key is a path into the view —
 * `sides.defender.gauge.value`, `counters[id=d1].strength`,
 * `sides.attacker.gauge.parts[source=Armor superiority].value`,
 * `sides.defender.losses.length` — or `log contains` (a line or lines that the
 * step's log must contain, each as part of one line).
 */

export const LOG_CONTAINS = 'log contains'

type Segment = { key: string } | { index: number } | { field: string; equals: string }

/** Splits "a.b[id=x.y].c[0]" into segments; dots inside brackets belong to the value. */
export function parsePath(path: string): Segment[] | string {
  const out: Segment[] = []
  let i = 0
  while (i < path.length) {
    if (path[i] === '[') {
      const end = path.indexOf(']', i)
      if (end < 0) return `unclosed "[" in "${path}"`
      const inner = path.slice(i + 1, end)
      const eq = inner.indexOf('=')
      if (eq > 0) out.push({ field: inner.slice(0, eq), equals: inner.slice(eq + 1) })
      else if (/^\d+$/.test(inner)) out.push({ index: Number(inner) })
      else return `"[${inner}]" in "${path}" is neither an index nor field=value`
      i = end + 1
      if (path[i] === '.') i++
      continue
    }
    let j = i
    while (j < path.length && path[j] !== '.' && path[j] !== '[') j++
    if (j === i) return `empty name in "${path}"`
    out.push({ key: path.slice(i, j) })
    i = path[j] === '.' ? j + 1 : j
  }
  return out.length ? out : 'empty path'
}

/** The value at a path, or undefined when some part of it is not there. */
export function resolvePath(root: unknown, segments: readonly Segment[]): unknown {
  let at: unknown = root
  for (const seg of segments) {
    if (at === null || typeof at !== 'object') return undefined
    if ('key' in seg) {
      at = Object.hasOwn(at, seg.key) ? (at as Record<string, unknown>)[seg.key] : undefined
    } else if ('index' in seg) {
      at = Array.isArray(at) ? at[seg.index] : undefined
    } else {
      if (!Array.isArray(at)) return undefined
      at = at.find((x: unknown) => x !== null && typeof x === 'object' && String((x as Record<string, unknown>)[seg.field]) === seg.equals)
    }
  }
  return at
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a)
    const kb = Object.keys(b)
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  }
  return false
}

const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v))

/**
 * What does not hold, one message per failed expectation (empty when all hold).
 * An expected null also matches nothing there: `"counters[id=d1]": null` says
 * d1 is no longer on the field.
 */
export function checkExpectations(expect: Readonly<Record<string, unknown>>, view: unknown, log: readonly string[]): string[] {
  const failures: string[] = []
  for (const [key, want] of Object.entries(expect)) {
    if (key === LOG_CONTAINS) {
      const lines = typeof want === 'string' ? [want] : Array.isArray(want) && want.every((x) => typeof x === 'string') ? (want as string[]) : null
      if (!lines) {
        failures.push(`"${LOG_CONTAINS}" must be a string or a list of strings`)
        continue
      }
      for (const l of lines) if (!log.some((x) => x.includes(l))) failures.push(`the log has no line with "${l}"`)
      continue
    }
    const path = parsePath(key)
    if (typeof path === 'string') {
      failures.push(`bad path: ${path}`)
      continue
    }
    const got = resolvePath(view, path)
    const ok = want === null ? got === null || got === undefined : sameValue(got, want)
    if (!ok) failures.push(`${key} is ${show(got)}, expected ${show(want)}`)
  }
  return failures
}
