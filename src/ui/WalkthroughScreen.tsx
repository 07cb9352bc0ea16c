import { SpeedSelect } from './SpeedSelect.tsx'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Battlefield, type Hover } from '../battlefield/Battlefield.tsx'
import type { BattlefieldLayout } from '../battlefield/layout.ts'
import type { AnyScenario, BattleState } from '../engine/rulesets/registry.ts'
import { SPEEDS, type Speed } from '../store/battleStore.ts'
import { walkthroughLink } from '../walkthroughs/link.ts'
import { handOver, positionAt } from '../walkthroughs/runner.ts'
import { HIGHLIGHT_ELEMENTS, type Walkthrough } from '../walkthroughs/schema.ts'
import { BottomBar } from './BottomBar.tsx'
import { CounterTooltip } from './CounterTooltip.tsx'
import { logLines } from './logLines.ts'
import { battleStore, useBattle } from './store.ts'
import { TopBar } from './TopBar.tsx'
import { useOdds } from './useOdds.ts'
import { publishWalkthroughHook } from './WalkthroughHook.ts'
import { RulesHost } from './rules/RulesHost.tsx'
import { RulesLink } from './rules/RulesLink.tsx'
import './Walkthrough.css'

/** How long autoplay shows a step at each of the window's speeds (the dice animate at the same speed). */
const AUTOPLAY_MS: Record<Speed, number> = { slow: 6000, normal: 3500, fast: 1800, instant: 500 }
const NO_RETREAT = { attacker: false, defender: false }

interface Props {
  walkthrough: Walkthrough
  /** 1-based, already within the walkthrough's steps. */
  initialStep: number
  onExit(): void
  /** Normal play from this position, with a fresh seed. */
  onPlayOn(scenario: AnyScenario, state: BattleState): void
}

/**
 * A rulebook example in the battle window: the position after the current
 * step, replayed from the start on every move (so Back is exact), with the
 * rule quoted, the step's counters and window elements highlighted, and the
 * log of what happened. Its state is local: it never touches the saved battle.
 */
export function WalkthroughScreen({ walkthrough: w, initialStep, onExit, onPlayOn }: Props) {
  const n = w.steps.length
  const [step, setStep] = useState(initialStep)
  const [playing, setPlaying] = useState(false)
  const speed = useBattle((s) => s.speed)
  const [hover, setHover] = useState<Hover | null>(null)
  const layout = useRef<BattlefieldLayout | null>(null)
  const onLayout = useCallback((l: BattlefieldLayout) => {
    layout.current = l
  }, [])

  const position = useMemo(() => positionAt(w, step), [w, step])
  const { view, state } = position
  const current = w.steps[step - 1]!
  const record = position.records[step - 1]
  // Odds from this position as normal play would go on: the script is for the book's dice only.
  const odds = useOdds(useMemo(() => handOver(state, 'odds'), [state]))

  const go = useCallback(
    (to: number) => {
      const next = Math.max(1, Math.min(n, to))
      setStep(next)
      // replaceState: the link follows the step without a history entry per click.
      history.replaceState(null, '', walkthroughLink(w.id, next))
    },
    [n, w.id],
  )
  const next = useCallback(() => go(step + 1), [go, step])
  const back = useCallback(() => {
    setPlaying(false)
    go(step - 1)
  }, [go, step])
  const toggle = useCallback(() => setPlaying((p) => !p && step < n), [step, n])

  useEffect(() => {
    if (!playing) return
    if (step >= n || position.error) {
      setPlaying(false)
      return
    }
    const t = setTimeout(next, AUTOPLAY_MS[speed])
    return () => clearTimeout(t)
  }, [playing, step, n, speed, next, position.error])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return
      if (e.key === 'ArrowRight') next()
      else if (e.key === 'ArrowLeft') back()
      else if (e.key === ' ' && t?.tagName !== 'BUTTON') {
        e.preventDefault()
        toggle()
      } else if (/^[1-4]$/.test(e.key)) battleStore.getState().setSpeed(SPEEDS[Number(e.key) - 1]!)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [next, back, toggle])

  useEffect(() => {
    publishWalkthroughHook({ id: w.id, step, steps: n, error: position.error, playing, state, view, layout: () => layout.current })
    return () => publishWalkthroughHook(null)
  }, [w.id, step, n, position.error, playing, state, view])

  const counters = useMemo(() => new Set(current.highlight.filter((h) => !HIGHLIGHT_ELEMENTS.includes(h))), [current])
  const elements = current.highlight.filter((h) => HIGHLIGHT_ELEMENTS.includes(h)).join(' ')
  const lines = useMemo(
    () => position.records.map((r) => ({ step: r.step, lines: logLines(w.scenario as AnyScenario, state, r.events) })),
    [position.records, w.scenario, state],
  )
  const currentLog = useRef<HTMLLIElement>(null)
  useEffect(() => {
    // A block body: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
    currentLog.current?.scrollIntoView({ block: 'nearest' })
  }, [step])

  const hovered = hover ? view.counters.find((c) => c.id === hover.id) : undefined
  // Once the example's battle is over there is nothing to play on (a question left after it, such as a breakthrough,
  // would open a finished battle whose record starts empty): the button gives way to a note.
  const over = view.over && !position.error

  return (
    <div className="battle-screen walkthrough-screen" data-testid="walkthrough-screen" data-hl={elements}>
      <TopBar view={view} />
      <div className="walkthrough-body">
        <div className="field-area">
          <Battlefield view={view} events={record?.events ?? []} stamp={step} speed={speed} dropActive={false} highlight={counters} onHover={setHover} onLayout={onLayout} />
          {hovered && hover && <CounterTooltip c={hovered} x={hover.x} y={hover.y} />}
        </div>
        <aside className="walkthrough-panel" aria-label="Rulebook example">
          <p className="walkthrough-title">{w.title}</p>
          <h2 data-testid="walkthrough-step-title">
            <span className="walkthrough-count" data-testid="walkthrough-step">
              Step {step} of {n}
            </span>{' '}
            {current.title}
          </h2>
          <blockquote className="walkthrough-quote" data-testid="walkthrough-quote">
            <p>“{current.quote.text}”</p>
            <footer>
              <cite>
                {current.quote.seed}, {current.quote.section}
              </cite>
            </footer>
          </blockquote>
          <p className="walkthrough-narration" data-testid="walkthrough-narration">
            {current.narration}
          </p>
          {position.error ? (
            <p className="walkthrough-error" role="alert" data-testid="walkthrough-error">
              The engine does not reproduce the book here: {position.error}
            </p>
          ) : (
            Object.keys(current.expect).length > 0 && (
              <p className="walkthrough-ok" data-testid="walkthrough-ok" title={Object.entries(current.expect).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}>
                ✓ The engine's result matches the book ({Object.keys(current.expect).length} checks)
              </p>
            )
          )}
          <div className="walkthrough-buttons">
            <button type="button" onClick={back} disabled={step <= 1} data-testid="walkthrough-back" title="Back (←): replays from the start to the step before">
              ← Back
            </button>
            <button type="button" onClick={next} disabled={step >= n} data-testid="walkthrough-next" title="Next (→)">
              Next →
            </button>
            <button type="button" onClick={toggle} disabled={!playing && step >= n} aria-pressed={playing} data-testid="walkthrough-autoplay" title="Autoplay at the window's speed (Space)">
              {playing ? '❚❚ Pause' : '▶ Autoplay'}
            </button>
          </div>
          {over ? (
            <p className="walkthrough-over" data-testid="walkthrough-over">
              The example's battle is over. Step back to play on from before its end.
            </p>
          ) : (
            <button type="button" className="primary" onClick={() => onPlayOn(w.scenario as AnyScenario, state)} disabled={!!position.error} data-testid="walkthrough-play-on" title="Normal play from this position, with a fresh seed">
              Play on from here
            </button>
          )}
          {/* Focusable: the keyboard scrolls it (axe: scrollable-region-focusable). */}
          <section className="walkthrough-log" aria-label="What happened" tabIndex={0}>
            <ol data-testid="walkthrough-log">
              {lines.map((r) => (
                <li key={r.step} ref={r.step === step ? currentLog : undefined} className={r.step === step ? 'current' : ''} data-step={r.step}>
                  <span className="walkthrough-log-step">Step {r.step}: {w.steps[r.step - 1]!.title}</span>
                  <ol>
                    {r.lines.map((l, i) => (
                      <li key={i} className={l.cls}>
                        {l.text}
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
      <BottomBar view={view} odds={odds} canRetreat={NO_RETREAT} onRetreat={() => undefined} />
      <nav className="toolbar" aria-label="Walkthrough controls">
        <button type="button" onClick={onExit}>
          ← Scenarios
        </button>
        <SpeedSelect speed={speed} onChange={battleStore.getState().setSpeed} />
        <RulesLink ruleset={view.ruleset} />
        <span className="seed">
          Rulebook example · {w.seed} · the book's dice
        </span>
        <span className="keys">→: next · ←: back · Space: autoplay · 1–4: speed · click the field: skip dice · ?: rules</span>
      </nav>
      <RulesHost ruleset={view.ruleset} />
    </div>
  )
}
