import { useRef, useState, type ReactNode } from 'react'
import type { Side } from '../engine/core/types.ts'
import { engineOf, manifestOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { builtInScenarios, parseScenarioText, type AnyScenario } from '../scenarios/load.ts'
import { PLAYER_KINDS, type PlayerKind } from '../store/session.ts'
import { WalkthroughList } from './WalkthroughList.tsx'

export function randomSeed(): string {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return a[0]!.toString(36)
}

const PLAYER_NAMES: Record<PlayerKind, string> = { human: 'Human', 'ai-easy': 'AI (easy)', 'ai-normal': 'AI (normal)', 'ai-hard': 'AI (hard)' }

interface Props {
  canResume: string | null
  onResume(): void
  onStart(scenario: AnyScenario, seed: string, players: Record<Side, PlayerKind>): void
  /** The saved battles' list, under the resume line. */
  saved?: ReactNode
}

/** Choose a built-in scenario or import one, each side's player, and the seed. */
export function StartScreen({ canResume, onResume, onStart, saved }: Props) {
  const [imported, setImported] = useState<AnyScenario[]>([])
  const scenarios = [...builtInScenarios(), ...imported]
  const [chosen, setChosen] = useState(scenarios[0]!.id)
  const [seed, setSeed] = useState(randomSeed)
  const [players, setPlayers] = useState<Record<Side, PlayerKind>>({ attacker: 'human', defender: 'human' })
  const [importErrors, setImportErrors] = useState<{ file: string; errors: string[] } | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const scenario = scenarios.find((s) => s.id === chosen) ?? scenarios[0]!

  const onFile = async (f: File | undefined) => {
    if (!f) return
    const parsed = parseScenarioText(await f.text())
    if (!parsed.ok) {
      setImportErrors({ file: f.name, errors: parsed.errors })
    } else {
      setImportErrors(null)
      setImported((xs) => [...xs.filter((x) => x.id !== parsed.value.id), parsed.value])
      setChosen(parsed.value.id)
    }
    if (file.current) file.current.value = ''
  }

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
      <section aria-labelledby="scenarios-title">
        <h2 id="scenarios-title">Choose a scenario</h2>
        {rulesetIds().map((rid) => {
          const mine = scenarios.filter((s) => s.ruleset === rid)
          const m = manifestOf(rid)
          if (!mine.length || m.hidden) return null
          return (
            <div key={rid} className="ruleset-group">
              <h3 className="ruleset-title" id={`ruleset-${rid}`}>
                {m.title}
              </h3>
              {/* A list (its items are list items); the radios are one group by their shared name: the arrow keys move through every scenario. */}
              <ul className="scenario-list" aria-labelledby={`ruleset-${rid}`}>
                {mine.map((s) => {
                  const card = engineOf(s.ruleset).scenarioCard(s)
                  return (
                  <li key={s.id} className={`scenario ${s.id === scenario.id ? 'chosen' : ''}`} data-scenario={s.id}>
                    <label>
                      <input type="radio" name="scenario" checked={s.id === scenario.id} onChange={() => setChosen(s.id)} />
                      <span className="scenario-title">{s.name}</span>
                    </label>
                    <p className="scenario-meta">{card.line}</p>
                    <p>{card.description}</p>
                  </li>
                  )
                })}
              </ul>
            </div>
          )
        })}
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
      <section className="setup" aria-label="Battle setup">
        {(['attacker', 'defender'] as const).map((side) => (
          <label key={side}>
            {side === 'attacker' ? 'Attacker' : 'Defender'} ({engineOf(scenario.ruleset).scenarioCard(scenario).sides[side]}):{' '}
            <select value={players[side]} onChange={(e) => setPlayers((p) => ({ ...p, [side]: e.target.value as PlayerKind }))} data-testid={`player-${side}`}>
              {PLAYER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PLAYER_NAMES[k]}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          Seed: <input value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="seed" aria-label="Seed" />
        </label>
        <button type="button" onClick={() => setSeed(randomSeed())} title="A new random seed">
          New seed
        </button>
        <button type="button" className="primary" disabled={!seed.trim()} onClick={() => onStart(scenario, seed.trim(), players)} data-testid="start">
          Start battle
        </button>
      </section>
      <WalkthroughList />
    </div>
  )
}
