import { describe, expect, it } from 'vitest'
import type { Policy } from '../core/ruleset.ts'
import { engineOf, rulesetIds, type BattleState } from './registry.ts'

/**
 * The battle log is in words (issue: "German Army decides aim: ger-bmr-1=brit-inf-1",
 * casualties as "fr-inf-1×1"): over a whole battle of every built-in scenario, with
 * the default and the random policies, no line names a unit, region or area by its id.
 *
 * A line is cut into whole tokens (an id is letters, digits, '-' and '_'); an id that
 * is also a word of its own name ("bismarck" for "Bismarck") cannot be told from the
 * name and is left out.
 */
interface Named {
  id: string
  name: string
}

const SEEDS = ['1', '2', '42']
const tokens = (text: string) => text.toLowerCase().split(/[^a-z0-9_-]+/).filter(Boolean)

/** The ids a line must not show: units, and the regions or areas the rule system names. */
function idsOf(s: BattleState): Map<string, string> {
  const st = s as unknown as { units?: Named[]; regions?: Named[]; areas?: Named[] }
  const ids = new Map<string, string>()
  for (const x of [...(st.units ?? []), ...(st.regions ?? []), ...(st.areas ?? [])]) {
    if (typeof x !== 'object' || !x.id || !x.name) continue
    const id = x.id.toLowerCase()
    if (!tokens(x.name).includes(id)) ids.set(id, x.name)
  }
  return ids
}

function idsIn(lines: readonly string[], ids: Map<string, string>): string[] {
  const found: string[] = []
  for (const line of lines) for (const t of tokens(line)) if (ids.has(t)) found.push(`${t} in "${line}"`)
  return found
}

function play(rs: string, raw: unknown, seed: string, policy: Policy): string[] {
  const e = engineOf(rs)
  const parsed = e.parseScenario(raw)
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  let s: BattleState = e.setup(parsed.value, seed)
  const ids = idsOf(s)
  const all: { t: string }[] = []
  const found: string[] = []
  for (let i = 0; i < 10_000; i++) {
    const d = e.pending(s)
    if (!d && s.result) break
    const step = d ? e.decide(s, d.side, policy(s, d)) : e.advance(s)
    s = step.state
    all.push(...step.events)
    // Worded as the window words them: with the state the step left behind…
    found.push(...idsIn(step.events.map((ev) => e.describe(s, ev)), ids))
  }
  // …and the whole log again with the last state (the log as the battle ends).
  found.push(...idsIn(all.map((ev) => e.describe(s, ev)), ids))
  return [...new Set(found)]
}

describe('the battle log names units, never by their ids', () => {
  for (const rs of rulesetIds()) {
    const e = engineOf(rs)
    for (const raw of e.scenarios) {
      const sc = (raw as { id: string }).id
      it(`${rs}/${sc}: default and random policies`, () => {
        for (const seed of SEEDS) {
          expect(play(rs, raw, seed, e.policies.default), `${sc}/${seed}/default`).toEqual([])
          expect(play(rs, raw, seed, e.policies.random(`random/${seed}`)), `${sc}/${seed}/random`).toEqual([])
        }
      })
    }
  }

  it('the check itself catches an id (and leaves a name that is its own id alone)', () => {
    const ids = new Map([
      ['ger-bmr-1', 'German Bomber'],
      ['fr-inf-1', 'French Infantry 1'],
    ])
    expect(idsIn(['German Army decides aim: ger-bmr-1=brit-inf-1'], ids)).toHaveLength(1)
    expect(idsIn(['casualties: fr-inf-1×1'], ids)).toHaveLength(1)
    expect(idsIn(['German Bomber at British Infantry 1'], ids)).toEqual([])
  })
})
