import type { BattleSpec } from '../engine/core/builder.ts'
import { SIDES } from '../engine/core/types.ts'
import { isRulesetId } from '../engine/rulesets/registry.ts'
import { fromBase64Url, toBase64Url } from './shareLink.ts'

/**
 * A builder's spec on its way in or out: the draft kept in the browser's
 * storage, and the builder's share link (`#/build/<code>`, the spec's JSON in
 * base64url: a spec is a few hundred bytes). What comes in is checked field
 * by field; each way it can be wrong is named, and nothing is applied.
 */
export const DRAFT_KEY = 'battle-sim/builder-draft'
const MAX_LINK_CHARS = 20_000

export type ReadSpec = { ok: true; spec: BattleSpec } | { ok: false; why: string }

export function readSpec(value: unknown): ReadSpec {
  const no = (why: string): ReadSpec => ({ ok: false, why })
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return no('it is not a battle from the builder')
  const v = value as Record<string, unknown>
  if (!isRulesetId(v.ruleset)) return no(`"ruleset" names no rule system here (${JSON.stringify(v.ruleset)})`)
  if (typeof v.name !== 'string' || v.name.length > 120) return no('"name" must be a name of at most 120 characters')
  const units = v.units as Record<string, unknown> | undefined
  if (typeof units !== 'object' || units === null) return no('"units" is missing')
  const out: BattleSpec = { ruleset: v.ruleset, name: v.name, units: { attacker: {}, defender: {} }, conditions: {} }
  for (const side of SIDES) {
    const counts = units[side]
    if (typeof counts !== 'object' || counts === null || Array.isArray(counts)) return no(`"units.${side}" must be counts by unit type`)
    for (const [type, n] of Object.entries(counts)) {
      if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 1000) return no(`"units.${side}.${type}" must be a whole number from 0 to 1000, not ${JSON.stringify(n)}`)
      out.units[side][type] = n as number
    }
  }
  const conditions = v.conditions ?? {}
  if (typeof conditions !== 'object' || conditions === null || Array.isArray(conditions)) return no('"conditions" must be answers by condition')
  for (const [k, c] of Object.entries(conditions)) {
    if (typeof c !== 'string') return no(`"conditions.${k}" must be text, not ${JSON.stringify(c)}`)
    out.conditions[k] = c
  }
  return { ok: true, spec: out }
}

export function specLinkCode(spec: BattleSpec): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(spec)))
}

/** A link's code back to a spec; a broken one says how. */
export function specFromLinkCode(code: string): ReadSpec {
  if (code.length > MAX_LINK_CHARS) return { ok: false, why: `the link is ${code.length} characters long; a built battle's link is at most ${MAX_LINK_CHARS}` }
  const bytes = fromBase64Url(code)
  if (!bytes) return { ok: false, why: 'the link is not written in the letters a link uses (it may have been cut or changed)' }
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, why: 'the link does not hold a battle (it may have been cut or changed)' }
  }
  return readSpec(value)
}
