import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { Side } from '../engine/core/types.ts'
import { engineOf, manifestOf, rulesetIds, type RulesetId } from '../engine/rulesets/registry.ts'
import { builtInScenarios, parseScenarioText, type AnyScenario } from '../scenarios/load.ts'
import { PLAYER_KINDS, type PlayerKind } from '../store/session.ts'
import { WalkthroughList } from './WalkthroughList.tsx'
import { MapPicture } from './start/MapPicture.tsx'
import type { MapView } from '../engine/core/map.ts'
import type { CounterView } from '../engine/core/view.ts'
import { useExpectedLengths } from './start/useExpectedLengths.ts'
import { lengthWords } from './start/expectedLength.ts'
import './start/start.css'
import { RulesHost } from './rules/RulesHost.tsx'
import { openRules } from './rules/rulesStore.ts'

export function randomSeed(): string {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return a[0]!.toString(36)
}

export const PLAYER_NAMES: Record<PlayerKind, string> = { human: 'Human', 'ai-easy': 'AI (easy)', 'ai-normal': 'AI (normal)', 'ai-hard': 'AI (hard)' }
/** Quick start: the newcomer commands the attacker against the gentlest AI. */
const QUICK_PLAYERS: Record<Side, PlayerKind> = { attacker: 'human', defender: 'ai-easy' }

interface Props {
  canResume: string | null
  onResume(): void
  onStart(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>): void
  /** Opens the battle builder. */
  onBuild?(): void
  /** The saved battles' list, at the top. */
  saved?: ReactNode
  /** The rule system shown first (the last battle's); the first one when absent. */
  initialRuleset?: string | null
}

const visibleRulesets = () => rulesetIds().filter((id) => !manifestOf(id).hidden)

type Board = { map: MapView; counters: CounterView[]; colors: Record<Side, string>; scenario: string }
const boards = new Map<string, Board | null>()

/** The map a tile's picture is drawn from: the largest map among its scenarios' (the most places), the Quick start's on a tie. */
function boardOf(rid: RulesetId, scenarios: readonly AnyScenario[]): Board | null {
  if (boards.has(rid)) return boards.get(rid)!
  const engine = engineOf(rid)
  const quick = manifestOf(rid).tile?.quickStart
  const mine = scenarios.filter((s) => s.ruleset === rid).sort((a, b) => Number(b.id === quick) - Number(a.id === quick))
  let found: Board | null = null
  for (const sc of mine) {
    const v = engine.view(engine.setup(sc, 'tile'))
    if (v.map && (!found || v.map.places.length > found.map.places.length)) {
      found = { map: v.map, counters: v.counters, colors: { attacker: v.sides.attacker.color, defender: v.sides.defender.color }, scenario: sc.name }
    }
  }
  boards.set(rid, found)
  return found
}

export function StartScreen({ canResume, onResume, onStart, onBuild, saved, initialRuleset }: Props) {
  const [imported, setImported] = useState<AnyScenario[]>([])
  const scenarios = useMemo(() => [...builtInScenarios(), ...imported], [imported])
  const tiles = visibleRulesets()
  const [ruleset, setRuleset] = useState<RulesetId>(() => tiles.find((id) => id === initialRuleset) ?? tiles[0]!)
  const mine = useMemo(() => scenarios.filter((s) => s.ruleset === ruleset), [scenarios, ruleset])
  // The scenario chosen in each rule system: coming back to a system finds its choice as it was left.
  const [chosenIn, setChosenIn] = useState<Record<string, string>>({})
  const scenario = mine.find((s) => s.id === chosenIn[ruleset]) ?? mine[0]
  const [seed, setSeed] = useState(randomSeed)
  const [players, setPlayers] = useState<Record<Side, PlayerKind>>({ attacker: 'human', defender: 'human' })
  const [importErrors, setImportErrors] = useState<{ file: string; errors: string[] } | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const lengths = useExpectedLengths(mine)
  const manifest = manifestOf(ruleset)
  const quick = manifest.tile && scenarios.find((s) => s.id === manifest.tile!.quickStart)

  const choose = (sc: AnyScenario) => setChosenIn((c) => ({ ...c, [sc.ruleset]: sc.id }))
  const onFile = async (f: File | undefined) => {
    if (!f) return
    const parsed = parseScenarioText(await f.text())
    if (!parsed.ok) {
      setImportErrors({ file: f.name, errors: parsed.errors })
    } else {
      setImportErrors(null)
      setImported((xs) => [...xs.filter((x) => x.id !== parsed.value.id), parsed.value])
      setRuleset(parsed.value.ruleset as RulesetId)
      choose(parsed.value)
    }
    if (file.current) file.current.value = ''
  }
  const card = scenario && engineOf(scenario.ruleset).scenarioCard(scenario)

  return (
    <div className="start-screen" data-testid="start-screen">
      {canResume && (
        <div className="resume">
          <span>Battle in progress: {canResume}</span>
          <button type="button" onClick={onResume} data-testid="resume">
            Resume
          </button>
        </div>
      )}
      {saved}
      <section aria-labelledby="rulesets-title" className="ruleset-tiles-section">
        <h2 id="rulesets-title">Choose a rule system</h2>
        {/* Radios: one group, so that the arrow keys move from one rule system to the next. */}
        <div className="ruleset-tiles" role="radiogroup" aria-labelledby="rulesets-title">
          {tiles.map((rid) => {
            const m = manifestOf(rid)
            const count = scenarios.filter((s) => s.ruleset === rid).length
            const b = boardOf(rid, builtInScenarios())
            return (
              <label key={rid} className={`ruleset-tile ${rid === ruleset ? 'chosen' : ''}`} data-ruleset={rid}>
                {/* Named by the system alone, so that a scenario sharing its map's name is not found twice by its name. */}
                <input type="radio" name="ruleset" className="sr-only" checked={rid === ruleset} onChange={() => setRuleset(rid)} aria-label={m.title} aria-describedby={`tile-about-${rid}`} />
                {b && <MapPicture map={b.map} counters={b.counters} colors={b.colors} label={`The map of ${b.scenario}`} />}
                <span className="tile-title">{m.title}</span>
                {m.tile && <span className="tile-line" id={`tile-about-${rid}`}>{m.tile.line}</span>}
                <span className="tile-count">
                  {count} scenario{count === 1 ? '' : 's'}
                </span>
              </label>
            )
          })}
        </div>
      </section>
      <div className="start-main">
        <section aria-labelledby="scenarios-title" className="scenario-column">
          <h2 id="scenarios-title">Scenarios: {manifest.title}</h2>
          {/* A list (its items are list items); the radios are one group by their shared name: the arrow keys move through the system's scenarios. */}
          <ul className="scenario-list" aria-labelledby="scenarios-title">
            {mine.map((s) => {
              const c = engineOf(s.ruleset).scenarioCard(s)
              const length = lengths.get(s)
              return (
                <li key={s.id} className={`scenario ${s.id === scenario?.id ? 'chosen' : ''}`} data-scenario={s.id}>
                  <label>
                    <input type="radio" name="scenario" checked={s.id === scenario?.id} onChange={() => choose(s)} />
                    <span className="scenario-title">{s.name}</span>
                  </label>
                  <p className="scenario-meta">
                    {c.date && <span className="scenario-date">{c.date} · </span>}
                    {c.sides.attacker} attacking {c.sides.defender}
                  </p>
                  <p className="scenario-meta">
                    {c.line} · <span data-testid="scenario-length" title="Rounds (clicks of Launch) to the result, measured by playing the scenario with each side answering as the rules' defaults do, over six seeds">{length ? lengthWords(length) : 'length being measured…'}</span>
                  </p>
                  {c.description && (
                    <details className="scenario-description">
                      <summary>Description</summary>
                      <p>{c.description}</p>
                    </details>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
        <section className="setup" aria-labelledby="setup-title">
          <h2 id="setup-title">{scenario ? scenario.name : 'No scenario'}</h2>
          {card && (
            <p className="setup-sides">
              {card.sides.attacker} attacking {card.sides.defender}
            </p>
          )}
          {(['attacker', 'defender'] as const).map((side) => (
            <label key={side} className="setup-row">
              <span>
                {side === 'attacker' ? 'Attacker' : 'Defender'}
                {card ? ` (${card.sides[side]})` : ''}
              </span>
              <select value={players[side]} onChange={(e) => setPlayers((p) => ({ ...p, [side]: e.target.value as PlayerKind }))} data-testid={`player-${side}`}>
                {PLAYER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {PLAYER_NAMES[k]}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <div className="setup-row">
            <label htmlFor="seed-input">Seed</label>
            <span className="seed-line">
              <input id="seed-input" value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="seed" aria-label="Seed" />
              <button type="button" onClick={() => setSeed(randomSeed())} title="A new random seed: the dice of the battle come from it">
                New seed
              </button>
            </span>
          </div>
          <button type="button" className="primary start-button" disabled={!seed.trim() || !scenario} onClick={() => scenario && onStart(scenario, seed.trim(), players)} data-testid="start">
            Start battle
          </button>
          <div className="setup-more">
            {quick && (
              <button type="button" onClick={() => onStart(quick, randomSeed(), QUICK_PLAYERS)} data-testid="quick-start" aria-describedby="quick-what">
                Quick start
              </button>
            )}
            {onBuild && (
              <button type="button" onClick={onBuild} data-testid="start-build" title="Make your own battle in any rule system from its units and conditions, with a live forecast; then play it, save it or share it">
                Build a battle
              </button>
            )}
            <button type="button" onClick={() => openRules(ruleset)} data-testid="start-rules" title="How a battle of this rule system is fought: every gauge, box, counter value and modifier, with the rule text it comes from">
              Read the rules
            </button>
          </div>
          {quick && (
            <p className="quick-start" id="quick-what">
              Quick start: {quick.name} as {engineOf(quick.ruleset).scenarioCard(quick).sides.attacker}, against the easy AI.
            </p>
          )}
        </section>
      </div>
      <section className="import-section" aria-label="Import a scenario">
        <label className="import">
          Import a scenario file (JSON):{' '}
          <input ref={file} type="file" accept=".json,application/json" onChange={(e) => void onFile(e.target.files?.[0])} data-testid="import" />
        </label>
        {importErrors && (
          <div className="error" role="alert" data-testid="import-error">
            <strong>{importErrors.file} was not loaded:</strong>
            <ul>
              {importErrors.errors.slice(0, 12).map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
            {importErrors.errors.length > 12 && <p>…and {importErrors.errors.length - 12} more.</p>}
          </div>
        )}
      </section>
      <WalkthroughList />
      <RulesHost ruleset={ruleset} />
    </div>
  )
}
