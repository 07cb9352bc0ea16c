/**
 * Malformed scenarios made from a well-formed one without knowing its rule
 * system: every field is found by walking the JSON, so a rule system added
 * later is broken the same ways. Each spoiled copy says which field it
 * spoiled (as the schemas' errors spell a path: "attacker.units[2].type").
 */

export type Path = (string | number)[]

export interface Spoiled {
  /** What was done, for the test's name. */
  what: string
  /** The field spoiled, as an error names it. */
  field: string
  /** The file's text. */
  text: string
  /** Values held under the field before it was removed (an error may name one of them instead). */
  removed?: string[]
}

export function fieldName(path: Path): string {
  let out = ''
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out ? `.${k}` : k
  return out || '(top level)'
}

interface Leaf {
  path: Path
  value: unknown
}

function leaves(x: unknown, path: Path = [], out: Leaf[] = []): Leaf[] {
  if (Array.isArray(x)) x.forEach((v, i) => leaves(v, [...path, i], out))
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) leaves(v, [...path, k], out)
  else out.push({ path, value: x })
  return out
}

function setAt(x: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(x) as Record<string | number, unknown>
  let at = copy
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>
  at[path.at(-1)!] = value
  return copy
}

/** A marker no scenario uses, replaced in the text so that a number can be written as JSON cannot hold it. */
const RAW = '\u0000raw\u0000'

/** Every `every`-th of a list, from the first: a sample that reaches all parts of a large scenario. */
function sample<T>(xs: T[], most: number): T[] {
  const every = Math.max(1, Math.ceil(xs.length / most))
  return xs.filter((_, i) => i % every === 0)
}

/**
 * The spoiled copies of one scenario: each top-level field removed; a value of
 * the wrong type in a field; a number written as 1e999 (Infinity once read); a
 * reference to an id, or a `type`, that nothing has; the text cut short.
 * `most` bounds the fields tried for each kind of harm.
 */
export function spoil(raw: Record<string, unknown>, most = 60): Spoiled[] {
  const out: Spoiled[] = []
  const text = (x: unknown) => JSON.stringify(x, null, 1)
  for (const key of Object.keys(raw)) {
    const rest = { ...raw }
    delete rest[key]
    out.push({ what: `${key} removed`, field: key, text: text(rest), removed: leaves(raw[key]).flatMap((l) => (typeof l.value === 'string' ? [l.value] : [])) })
  }
  const all = leaves(raw)
  for (const { path, value } of sample(all, most)) {
    const wrong = typeof value === 'number' ? 'seven' : typeof value === 'string' ? 7 : typeof value === 'boolean' ? 'yes' : 5
    out.push({ what: `${typeof value} → ${typeof wrong}`, field: fieldName(path), text: text(setAt(raw, path, wrong)) })
  }
  for (const { path } of sample(all.filter((l) => typeof l.value === 'number'), most)) {
    out.push({ what: 'number → 1e999', field: fieldName(path), text: text(setAt(raw, path, RAW)).replace(JSON.stringify(RAW), '1e999') })
  }
  const ids = new Set(all.filter((l) => l.path.at(-1) === 'id' && l.path.length > 1).map((l) => l.value))
  const refs = all.filter((l) => typeof l.value === 'string' && l.path.at(-1) !== 'id' && (ids.has(l.value) || l.path.at(-1) === 'type'))
  for (const { path } of sample(refs, most)) {
    out.push({ what: `${String(path.at(-1))} → nothing of that name`, field: fieldName(path), text: text(setAt(raw, path, 'zz-nothing-of-that-name')) })
  }
  const whole = text(raw)
  for (const cut of [0.1, 0.5, 0.99]) out.push({ what: `cut at ${cut * 100}%`, field: '(file)', text: whole.slice(0, Math.floor(whole.length * cut)) })
  return out
}
