import { useEffect, useMemo, useRef, useState } from 'react'
import { sideCost, withDefaults, type BattleSpec, type BuilderKit, type SpecProblem } from '../../engine/core/builder.ts'
import { SIDES, type Side } from '../../engine/core/types.ts'
import { engineOf, rulesetIds, type AnyScenario, type BattleState, type RulesetId } from '../../engine/rulesets/registry.ts'
import type { OddsEstimate } from '../../odds/oddsPool.ts'
import { buildScenario } from '../../scenarios/built.ts'
import { specLinkCode } from '../../store/builderSpec.ts'
import { PLAYER_KINDS, type PlayerKind } from '../../store/session.ts'
import { ForecastBlock } from '../forecast/ForecastPanel.tsx'
import { useOdds } from '../useOdds.ts'
import { PLAYER_NAMES, randomSeed } from '../StartScreen.tsx'
import { builderLink } from '../route.ts'
import { MapPicture } from '../start/MapPicture.tsx'
import { freshDraft, useBuilder } from './useBuilder.ts'
import { WhatItTakes } from './WhatItTakes.tsx'
import './builder.css'

interface Props {
  /** The battle a link or *Edit a copy* opens with (over the saved draft: Undo goes back to it). */
  initial: BattleSpec | null
  onPlay(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>): void
  onExit(): void
}

const SIDE_NAME: Record<Side, string> = { attacker: 'Attacker', defender: 'Defender' }

/** The figures a forecast of this spec starts from: its first state, or what stops it. */
function useBuilt(spec: BattleSpec | null) {
  return useMemo(() => {
    if (!spec) return null
    const built = buildScenario(spec)
    if (!built.ok) return { built, state: null }
    // The forecast's position: the battle as it starts, on a seed of its own (the odds do not read the battle's dice).
    return { built, state: engineOf(spec.ruleset).setup(built.scenario, 'builder') as BattleState }
  }, [spec])
}

function problemFor(problems: readonly SpecProblem[], field: string): string | null {
  return problems.filter((p) => p.field === field).map((p) => p.message).join('; ') || null
}

function SidePanel({ side, spec, kit, problems, onCount }: { side: Side; spec: BattleSpec; kit: BuilderKit; problems: readonly SpecProblem[]; onCount(id: string, n: number): void }) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const entries = kit.catalogue.filter((e) => (!e.sides || e.sides.includes(side)) && (!q || `${e.name} ${e.kind} ${e.id}`.toLowerCase().includes(q)))
  const count = Object.values(spec.units[side]).reduce((a, n) => a + (n > 0 ? n : 0), 0)
  const sideProblem = problemFor(problems, side)
  return (
    <section className={`builder-side ${side}`} aria-label={`${SIDE_NAME[side]}'s forces`} data-testid={`builder-${side}`}>
      <h3>
        {SIDE_NAME[side]}: <span data-testid={`builder-${side}-total`}>
          {count} unit{count === 1 ? '' : 's'}
          {kit.cost === 'units' ? '' : `, ${sideCost(spec, side, kit)} ${kit.cost}`}
        </span>
      </h3>
      {sideProblem && (
        <p className="field-problem" role="alert" data-testid={`problem-${side}`}>
          {sideProblem}
        </p>
      )}
      <input type="search" className="builder-search" placeholder="Search by name or type" aria-label={`Search the ${side}'s catalogue`} value={query} onChange={(e) => setQuery(e.target.value)} data-testid={`search-${side}`} />
      <ul className="builder-catalogue">
        {entries.map((e) => {
          const n = spec.units[side][e.id] ?? 0
          const problem = problemFor(problems, `${side}.${e.id}`)
          return (
            <li key={e.id} className={n > 0 ? 'has' : ''} data-entry={e.id}>
              <div className="entry-text" title={e.line}>
                <span className="entry-name">{e.name}</span>
                <span className="entry-line">{e.line}</span>
              </div>
              <div className="entry-count">
                <button type="button" aria-label={`One ${e.name} less for the ${side}`} disabled={n <= 0} onClick={() => onCount(e.id, n - 1)} data-testid={`less-${side}-${e.id}`}>
                  −
                </button>
                <input
                  type="number"
                  min={0}
                  max={kit.maxCount}
                  value={n}
                  aria-label={`${e.name}, ${side}: how many`}
                  aria-invalid={problem ? true : undefined}
                  onChange={(ev) => onCount(e.id, ev.target.value === '' ? 0 : Number(ev.target.value))}
                  data-testid={`count-${side}-${e.id}`}
                />
                <button type="button" aria-label={`One ${e.name} more for the ${side}`} onClick={() => onCount(e.id, n + 1)} data-testid={`more-${side}-${e.id}`}>
                  +
                </button>
              </div>
              {problem && (
                <p className="field-problem" role="alert" data-testid={`problem-${side}-${e.id}`}>
                  {problem}
                </p>
              )}
            </li>
          )
        })}
        {!entries.length && <li className="empty">No unit matches “{query}”.</li>}
      </ul>
    </section>
  )
}

/** The board the builder made, where the rule system has a map: its places in their terrain and a mark where each side stands. */
function BoardPicture({ state }: { state: BattleState | null }) {
  const view = useMemo(() => (state ? engineOf(state.ruleset as RulesetId).view(state) : null), [state])
  if (!view?.map) return null
  return (
    <figure className="builder-board" data-testid="builder-board">
      <MapPicture map={view.map} counters={view.counters} colors={{ attacker: view.sides.attacker.color, defender: view.sides.defender.color }} label="The board of this battle: each side's units where they stand" />
    </figure>
  )
}

function Conditions({ kit, spec, problems, state, onChange }: { kit: BuilderKit; spec: BattleSpec; problems: readonly SpecProblem[]; state: BattleState | null; onChange(id: string, v: string): void }) {
  if (!kit.conditions.length) return null
  return (
    <fieldset className="builder-conditions" data-testid="builder-conditions">
      <legend>Conditions</legend>
      <BoardPicture state={state} />
      {kit.conditions.map((c) => {
        const problem = problemFor(problems, `condition.${c.id}`)
        const chosen = c.choices.find((x) => x.value === spec.conditions[c.id])
        return (
          <label key={c.id} className="condition" title={chosen?.title}>
            <span>{c.label}</span>
            <select value={spec.conditions[c.id] ?? c.default} onChange={(e) => onChange(c.id, e.target.value)} data-testid={`condition-${c.id}`}>
              {c.choices.map((x) => (
                <option key={x.value} value={x.value} title={x.title}>
                  {x.label}
                </option>
              ))}
            </select>
            {problem && (
              <span className="field-problem" role="alert">
                {problem}
              </span>
            )}
          </label>
        )
      })}
    </fieldset>
  )
}

/** One variant's forecast, from the odds workers: refined as they report, cancelled when the battle changes. */
function VariantForecast({ label, state, which, onOdds }: { label: string; state: BattleState | null; which: 'bar' | 'forecast'; onOdds(o: OddsEstimate | null): void }) {
  const odds = useOdds(state, which)
  useEffect(() => onOdds(odds), [odds, onOdds])
  const view = useMemo(() => (state ? engineOf(state.ruleset as RulesetId).view(state) : null), [state])
  if (!state || !view) return <p className="builder-nofc">No forecast until the battle can start.</p>
  return (
    <div className="builder-forecast">
      <h3>{label}</h3>
      {odds ? <ForecastBlock o={odds} view={view} testid={`builder-forecast-${which === 'bar' ? 'a' : 'b'}`} histograms /> : <p role="status">Computing…</p>}
    </div>
  )
}

function signedPoints(d: number): string {
  const r = Number((d * 100).toFixed(1))
  return `${r > 0 ? '+' : r < 0 ? '−' : '±'}${Math.abs(r).toFixed(1)} points`
}

/** B against A: the change in the attacker's chance to win, with its 95% interval (the two estimates are independent). */
function Difference({ a, b }: { a: OddsEstimate; b: OddsEstimate }) {
  const d = b.attacker - a.attacker
  const h = Math.sqrt(a.halfWidth ** 2 + b.halfWidth ** 2)
  return (
    <p className="builder-diff" data-testid="builder-diff" title="The change in the attacker's chance to win from A to B; the interval is 95%, from each forecast's own (zero where both are exact)">
      Attacker's chance to win, B against A: <strong>{signedPoints(d)}</strong>
      {h > 0 ? ` (95%: ${signedPoints(d - h)} to ${signedPoints(d + h)})` : ' (exact)'}
    </p>
  )
}

/**
 * The battle builder (issue 29): pick a rule system, add units to each side
 * from its catalogue, set its conditions, and watch the forecast (exact where
 * the rule system solves the battle, else sampled with its interval) change
 * with every edit; keep a second variant to compare, ask what it would take
 * to win, then play it, save it as a scenario file, or share it by link.
 * Everything a rule system has is its builder kit's (src/engine/core/builder.ts).
 */
export function BuilderScreen({ initial, onPlay, onExit }: Props) {
  const { draft, set, undo, redo, canUndo, canRedo } = useBuilder(initial)
  const spec = draft.editing === 'b' && draft.b ? draft.b : draft.a
  const kit = engineOf(spec.ruleset).builder!
  const full = useMemo(() => withDefaults(spec, kit), [spec, kit])
  const a = useBuilt(draft.a)
  const b = useBuilt(draft.b)
  const current = draft.editing === 'b' && b ? b : a
  // The variant on show, built once: its problems are those of the build.
  const problems = current && !current.built.ok ? current.built.problems : []
  const [oddsA, setOddsA] = useState<OddsEstimate | null>(null)
  const [oddsB, setOddsB] = useState<OddsEstimate | null>(null)
  const [players, setPlayers] = useState<Record<Side, PlayerKind>>({ attacker: 'human', defender: 'ai-normal' })
  const [seed, setSeed] = useState(randomSeed)
  const [shared, setShared] = useState<string | null>(null)
  const builders = rulesetIds().filter((id) => engineOf(id).builder)

  const edit = (next: BattleSpec) => set(draft.editing === 'b' && draft.b ? { ...draft, b: next } : { ...draft, a: next })
  const onCount = (side: Side) => (id: string, n: number) => edit({ ...spec, units: { ...spec.units, [side]: { ...spec.units[side], [id]: Number.isFinite(n) ? Math.round(n) : 0 } } })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      const k = e.key.toLowerCase()
      if (k === 'z' && !e.shiftKey) undo()
      else if (k === 'y' || (k === 'z' && e.shiftKey)) redo()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [undo, redo])

  const save = () => {
    if (!current?.built.ok) return
    const blob = new Blob([JSON.stringify(current.built.file, null, 1) + '\n'], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = `${String(current.built.file.id)}.json`
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const share = () => {
    const address = `${location.origin}${location.pathname}${builderLink(specLinkCode(spec))}`
    setShared(address)
    void navigator.clipboard?.writeText(address).catch(() => undefined)
  }
  const shareInput = useRef<HTMLInputElement>(null)
  useEffect(() => shareInput.current?.select(), [shared])
  const battleProblems = problems.filter((p) => p.field === 'battle' || p.field === 'ruleset')

  return (
    <div className="builder" data-testid="builder">
      <header className="builder-top">
        <h2>Build a battle</h2>
        <label>
          Rule system{' '}
          <select
            value={spec.ruleset}
            onChange={(e) => set(freshDraft(e.target.value as RulesetId))}
            data-testid="builder-ruleset"
            title="Another rule system starts a new battle; Undo brings this one back"
          >
            {builders.map((id) => (
              <option key={id} value={id}>
                {engineOf(id).title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name <input value={spec.name} maxLength={120} onChange={(e) => edit({ ...spec, name: e.target.value })} data-testid="builder-name" />
        </label>
        <span className="builder-variants" role="group" aria-label="Variants">
          <button type="button" aria-pressed={draft.editing === 'a'} onClick={() => set({ ...draft, editing: 'a' })} data-testid="variant-a">
            A
          </button>
          {draft.b ? (
            <button type="button" aria-pressed={draft.editing === 'b'} onClick={() => set({ ...draft, editing: 'b' })} data-testid="variant-b">
              B
            </button>
          ) : (
            <button type="button" onClick={() => set({ ...draft, b: { ...draft.a, name: `${draft.a.name} (B)` }, editing: 'b' })} title="A copy of A to change and compare" data-testid="make-b">
              Compare with B
            </button>
          )}
          {draft.b && (
            <button type="button" onClick={() => set({ ...draft, b: null, editing: 'a' })} title="Drop variant B" data-testid="drop-b">
              Drop B
            </button>
          )}
        </span>
        <span className="builder-history">
          <button type="button" disabled={!canUndo} onClick={undo} title="Undo (Ctrl+Z)" data-testid="builder-undo">
            Undo
          </button>
          <button type="button" disabled={!canRedo} onClick={redo} title="Redo (Ctrl+Y)" data-testid="builder-redo">
            Redo
          </button>
        </span>
        <button type="button" onClick={onExit} data-testid="builder-exit">
          Back to the start
        </button>
      </header>
      <div className="builder-body">
        <div className="builder-forces">
          <Conditions kit={kit} spec={full} problems={problems} state={current?.state ?? null} onChange={(id, v) => edit({ ...spec, conditions: { ...spec.conditions, [id]: v } })} />
          <div className="builder-sides">
            {SIDES.map((side) => (
              <SidePanel key={`${spec.ruleset}-${side}`} side={side} spec={spec} kit={kit} problems={problems} onCount={onCount(side)} />
            ))}
          </div>
        </div>
        <aside className="builder-aside">
          <div className="builder-play">
            {SIDES.map((side) => (
              <label key={side}>
                {SIDE_NAME[side]}{' '}
                <select value={players[side]} onChange={(e) => setPlayers((p) => ({ ...p, [side]: e.target.value as PlayerKind }))} data-testid={`builder-player-${side}`}>
                  {PLAYER_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {PLAYER_NAMES[k]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label>
              Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} size={10} data-testid="builder-seed" aria-label="Seed" />
            </label>
            <span className="builder-actions">
              <button type="button" className="primary" disabled={!current?.built.ok || !seed.trim()} onClick={() => current?.built.ok && onPlay(current.built.scenario, seed.trim(), players)} data-testid="builder-play">
                Play {draft.b ? (draft.editing === 'b' ? 'B' : 'A') : 'it'}
              </button>
              <button type="button" disabled={!current?.built.ok} onClick={save} title="Download the battle as a scenario file: Import a scenario file on the start screen opens it again" data-testid="builder-save">
                Save file
              </button>
              <button type="button" onClick={share} title="A link that opens this battle in the builder" data-testid="builder-share">
                Share link
              </button>
            </span>
            {shared && <input ref={shareInput} className="builder-link" readOnly value={shared} aria-label="The battle's link (copied)" data-testid="builder-link" />}
            {battleProblems.map((p) => (
              <p key={p.message} className="field-problem" role="alert" data-testid="problem-battle">
                {p.message}
              </p>
            ))}
          </div>
          <VariantForecast label={draft.b ? 'Forecast of A' : 'Forecast'} state={a?.state ?? null} which="bar" onOdds={setOddsA} />
          {draft.b && <VariantForecast label="Forecast of B" state={b?.state ?? null} which="forecast" onOdds={setOddsB} />}
          {draft.b && oddsA && oddsB && <Difference a={oddsA} b={oddsB} />}
          <WhatItTakes key={`${spec.ruleset}/${draft.editing}`} spec={full} kit={kit} playable={!problems.length} onTake={(next) => edit(next)} />
        </aside>
      </div>
    </div>
  )
}
