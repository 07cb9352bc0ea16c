import type { BaseState, FuzzKit, RulesetEngine } from '../engine/core/ruleset.ts'
import type { BattleView } from '../engine/core/view.ts'

/**
 * The invariants every rule system shares, checked from the contract alone
 * (the state, its view, its result). A rule system's own ones come from its
 * FuzzKit (src/engine/rulesets/<id>/invariants.ts).
 */

/** The path of the first number in `x` that is not finite (NaN, ±Infinity), or null. */
export function nonFinite(x: unknown, path = 'state'): string | null {
  if (typeof x === 'number') return Number.isFinite(x) ? null : path
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const p = nonFinite(x[i], `${path}[${i}]`)
      if (p) return p
    }
  } else if (x && typeof x === 'object') {
    for (const k in x) {
      const p = nonFinite((x as Record<string, unknown>)[k], `${path}.${k}`)
      if (p) return p
    }
  }
  return null
}

/** What must hold of any state: finite numbers, and the rule system's own invariants. */
export function checkState(kit: FuzzKit | undefined, s: BaseState): string[] {
  const bad = nonFinite(s)
  const out = bad ? [`a number that is not finite at ${bad}`] : []
  if (kit) out.push(...kit.check(s))
  return out
}

/** What must hold at the end: a result stands, nothing is left to decide, and the state's own invariants. */
export function checkEnd(engine: RulesetEngine, kit: FuzzKit | undefined, s: BaseState): string[] {
  const out = checkState(kit, s)
  if (s.phase !== 'over') out.push(`ended in phase "${s.phase}", not "over"`)
  if (!s.result) out.push('ended without a result')
  const d = engine.pending(s)
  if (d) out.push(`ended with a decision pending (${d.kind})`)
  return out
}

/**
 * What the window is shown: every counter in exactly one place (the field, the
 * Losses box or the Routs box; `places`, at the end), and, where the rule
 * system says its gauge is a sum (Battle Morale), the gauge equal to the sum
 * of its parts.
 */
export function checkView(engine: RulesetEngine, kit: FuzzKit | undefined, s: BaseState, places = true): string[] {
  const v = engine.view(s)
  const out: string[] = []
  if (places) out.push(...onePlace(v))
  if (kit?.gaugeIsSum) {
    for (const side of ['attacker', 'defender'] as const) {
      const g = v.sides[side].gauge
      const sum = g.parts.reduce((a, p) => a + p.value, 0)
      if (g.parts.length && sum !== g.value) out.push(`${side}'s ${g.label} is ${g.value}, its parts add up to ${sum}`)
    }
  }
  return out
}

/**
 * Every counter in exactly one place at the end of a battle. (During one a
 * Routs box may also list units still on the field: those driven back this
 * phase, on a hex map.)
 */
function onePlace(v: BattleView): string[] {
  const out: string[] = []
  const seen = new Map<string, string>()
  const place = (id: string, where: string) => {
    const before = seen.get(id)
    if (before) out.push(`counter ${id} is both ${before} and ${where}`)
    else seen.set(id, where)
  }
  const boxed = new Set<string>()
  for (const side of ['attacker', 'defender'] as const) {
    for (const c of v.sides[side].losses) {
      place(c.id, `in ${side}'s Losses`)
      boxed.add(c.id)
    }
    for (const c of v.sides[side].routs) {
      place(c.id, `in ${side}'s Routs`)
      boxed.add(c.id)
    }
  }
  for (const c of v.counters) {
    // A unit just lost may stay drawn where it fell until the next click (fire groups' wrecks), neither firing nor hit.
    if (boxed.has(c.id) && !c.active && !c.targetable) continue
    place(c.id, 'on the field')
  }
  return out
}
