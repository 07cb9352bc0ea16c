import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Policy } from '../core/ruleset.ts'
import { engineOf, manifestOf, rulesetIds, type BattleState } from './registry.ts'
import golden from './golden-logs.json' with { type: 'json' }

/**
 * Every built-in scenario, five seeds, the default and the random policy: the
 * whole log (every die, every event, every line of text) must stay what it
 * was when golden-logs.json was recorded. A refactor that changes one die
 * anywhere fails here; a rule change (or a new rule system) records the file
 * anew with `RECORD_GOLDEN=1 npx vitest run src/engine/rulesets/goldenLogs.test.ts`,
 * and its commit says why the logs changed. Recording keeps the logs of the scenarios it did not play
 * (`-t <scenario>` records those alone: two rule systems built side by side do not overwrite each
 * other's) and drops those of scenarios that are gone.
 */
const RECORD = process.env.RECORD_GOLDEN === '1'
const FILE = new URL('./golden-logs.json', import.meta.url)
const fresh: Record<string, string> = {}
const SEEDS = ['1', '2', '3', '42', 'golden-5']
const recorded = golden as Record<string, string>
/** Test fixtures (hidden rule systems) are no part of the product's record. */
const shipped = () => rulesetIds().filter((id) => !manifestOf(id).hidden)

function play(id: string, scenario: unknown, seed: string, policy: Policy): string {
  const e = engineOf(id)
  const parsed = e.parseScenario(scenario)
  if (!parsed.ok) throw new Error(parsed.errors.join('; '))
  let s: BattleState = e.setup(parsed.value, seed)
  const events: { t: string }[] = []
  for (let i = 0; i < 10_000; i++) {
    const d = e.pending(s)
    if (!d && s.result) break
    const step = d ? e.decide(s, d.side, policy(s, d)) : e.advance(s)
    s = step.state
    events.push(...step.events)
  }
  const lines = events.map((ev) => e.describe(s, ev))
  const h = createHash('sha256').update(JSON.stringify(events)).update('\n').update(lines.join('\n')).digest('hex').slice(0, 24)
  return `${events.length}:${h}`
}

describe('battle logs are unchanged (golden-logs.json)', () => {
  for (const id of shipped()) {
    const e = engineOf(id)
    for (const raw of e.scenarios) {
      const scId = (raw as { id: string }).id
      it(`${scId}: 5 seeds × default and random policy`, () => {
        for (const seed of SEEDS) {
          for (const pol of ['default', 'random'] as const) {
            const key = `${scId}/${seed}/${pol}`
            const policy = pol === 'default' ? e.policies.default : e.policies.random(`random/${seed}`)
            const got = play(id, raw, seed, policy)
            if (RECORD) fresh[key] = got
            else expect(got, key).toBe(recorded[key])
          }
        }
      })
    }
  }
  it('records every built-in scenario', () => {
    const ids = new Set(shipped().flatMap((id) => engineOf(id).scenarios.map((r) => (r as { id: string }).id)))
    if (RECORD) {
      const merged = Object.fromEntries(Object.entries({ ...recorded, ...fresh }).filter(([k]) => ids.has(k.split('/')[0]!)))
      writeFileSync(FILE, JSON.stringify(merged, null, 1) + '\n')
      return
    }
    expect([...new Set(Object.keys(recorded).map((k) => k.split('/')[0]))].sort()).toEqual([...ids].sort())
  })
})
