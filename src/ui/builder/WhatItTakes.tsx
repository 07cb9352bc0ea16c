import { useEffect, useRef, useState } from 'react'
import type { BattleSpec, BuilderKit } from '../../engine/core/builder.ts'
import type { Side } from '../../engine/core/types.ts'
import { engineOf, manifestOf, type BattleState, type RulesetId } from '../../engine/rulesets/registry.ts'
import { scenarioOdds } from '../../odds/scenarioOdds.ts'
import { whatItTakes, type SearchReport } from '../../odds/whatItTakes.ts'
import { buildScenario } from '../../scenarios/built.ts'

/** Each position of the search is sampled to ±2 points (or solved): enough to rank additions, quick enough to weigh dozens. */
const SEARCH_HALF_WIDTH = 0.02
const SEARCH_CAP = 4000
const pause = () => new Promise<void>((r) => setTimeout(r, 0))

/**
 * "What would it take": the cheapest additions from the catalogue that bring
 * a side's chance to win to the target, in the rule system's own costs. The
 * search runs on the page a position at a time (each exact or sampled by the
 * rule system's odds kit, the CLI's code), so it can be stopped at any time.
 */
export function WhatItTakes({ spec, kit, playable, onTake }: { spec: BattleSpec; kit: BuilderKit; playable: boolean; onTake(next: BattleSpec): void }) {
  const [side, setSide] = useState<Side>('attacker')
  const [target, setTarget] = useState(70)
  const [running, setRunning] = useState(false)
  const [report, setReport] = useState<SearchReport | null>(null)
  const [tried, setTried] = useState(0)
  const stop = useRef(false)
  useEffect(() => () => void (stop.current = true), [])
  // An edit makes the answers stale: they are dropped, and a search under way stops.
  useEffect(() => {
    stop.current = true
    setReport(null)
  }, [spec])

  const run = async () => {
    stop.current = false
    setRunning(true)
    setReport(null)
    setTried(0)
    const engine = engineOf(spec.ruleset as RulesetId)
    const { odds } = await manifestOf(spec.ruleset as RulesetId).odds()
    let n = 0
    const chance = async (s: BattleSpec) => {
      await pause()
      setTried(++n)
      const built = buildScenario(s)
      if (!built.ok) return null
      const state = engine.setup(built.scenario, 'what-it-takes') as BattleState
      const r = scenarioOdds(engine, odds, state, { stream: 'what-it-takes', halfWidth: SEARCH_HALF_WIDTH, cap: SEARCH_CAP })
      return side === 'attacker' ? r.attackerWins : r.defenderWins
    }
    const r = await whatItTakes(spec, kit, side, target / 100, chance, { cancelled: () => stop.current })
    setReport(r)
    setRunning(false)
  }
  const take = (added: Record<string, number>) => {
    const units = { ...spec.units[side] }
    for (const [id, n] of Object.entries(added)) units[id] = (units[id] ?? 0) + n
    onTake({ ...spec, units: { ...spec.units, [side]: units } })
  }
  const name = (id: string) => kit.catalogue.find((e) => e.id === id)?.name ?? id

  return (
    <details className="builder-what" data-testid="what-it-takes">
      <summary>What would it take?</summary>
      <p className="builder-what-ask">
        <label>
          For the{' '}
          <select value={side} onChange={(e) => setSide(e.target.value as Side)} data-testid="what-side">
            <option value="attacker">attacker</option>
            <option value="defender">defender</option>
          </select>
        </label>{' '}
        <label>
          to win at least <input type="number" min={1} max={99} value={target} onChange={(e) => setTarget(Math.max(1, Math.min(99, Number(e.target.value) || 1)))} data-testid="what-target" />%
        </label>
        {running ? (
          <button type="button" onClick={() => (stop.current = true)} data-testid="what-stop">
            Stop ({tried} weighed)
          </button>
        ) : (
          <button type="button" disabled={!playable} onClick={() => void run()} data-testid="what-run">
            Search
          </button>
        )}
      </p>
      <p className="builder-what-note">The cheapest additions in {kit.cost} first; each position weighed exactly where the rules allow, else from up to {SEARCH_CAP.toLocaleString('en')} battles (±{SEARCH_HALF_WIDTH * 100} points).</p>
      {report && (
        <div data-testid="what-answers">
          {report.answers.length ? (
            <ol>
              {report.answers.map((a) => (
                <li key={JSON.stringify(a.added)}>
                  Add {Object.entries(a.added).map(([id, n]) => `${n} ${name(id)}`).join(', ')} ({a.cost} {kit.cost}): wins {(a.p * 100).toFixed(1)}%{' '}
                  <button type="button" onClick={() => take(a.added)}>
                    Add them
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p>No addition reached {target}% in the {report.tried} positions weighed.</p>
          )}
          {report.answers.length > 0 && report.exhausted && <p>The search stopped after {report.tried} positions; there may be more answers at a higher cost.</p>}
        </div>
      )}
    </details>
  )
}
