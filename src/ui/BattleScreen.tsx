import { SpeedSelect } from './SpeedSelect.tsx'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Battlefield, type Hover } from '../battlefield/Battlefield.tsx'
import type { BattlefieldLayout } from '../battlefield/layout.ts'
import type { MapTransform } from '../battlefield/mapLayout.ts'
import type { Side } from '../engine/core/types.ts'
import { defaultAnswer, type FormAnswer } from '../engine/core/form.ts'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import type { BattleSpec } from '../engine/core/builder.ts'
import { allEvents, currentState, isAi, launchPlan, type Session } from '../store/session.ts'
import { activePlaces, applyClick, clickTargets, mapSubjects, selectedSubject } from './formClicks.ts'
import { RoundLog } from './RoundLog.tsx'
import { BottomBar } from './BottomBar.tsx'
import { CounterKeys } from './CounterKeys.tsx'
import { CounterTooltip } from './CounterTooltip.tsx'
import { DecisionPanel } from './DecisionPanel.tsx'
import { Hand } from './Hand.tsx'
import { Handoff } from './Handoff.tsx'
import { battleStore, useBattle } from './store.ts'
import { Summary, SummaryButton, useSummaryClosed } from './Summary.tsx'
import { logLines } from './logLines.ts'
import { publishTestHook } from './testHook.ts'
import { ShareMenu } from './records/ShareMenu.tsx'
import { RulesHost } from './rules/RulesHost.tsx'
import { RulesLink } from './rules/RulesLink.tsx'
import { ForecastPanel } from './forecast/ForecastPanel.tsx'
import { TopBar } from './TopBar.tsx'
import { useAiDriver } from './useAiDriver.ts'
import { useKeyboard } from './useKeyboard.ts'
import { useOdds } from './useOdds.ts'
import { usePlayback } from './usePlayback.ts'

/** The battle window (section B): top bar, battlefield with the log and launch button, boxes and odds. */
export function BattleScreen({ session, onExit, onEditCopy }: { session: Session; onExit(): void; onEditCopy?(spec: BattleSpec): void }) {
  const speed = useBattle((s) => s.speed)
  const logOpen = useBattle((s) => s.logOpen)
  const revealedTo = useBattle((s) => s.revealedTo)
  const replayQueue = useBattle((s) => s.replayQueue)
  const replayLeft = replayQueue.length
  const battleName = useBattle((s) => s.battleName)
  const battleCreated = useBattle((s) => s.battleCreated)
  const store = battleStore.getState()

  const state = currentState(session)
  const rs = rulesetOf(session.scenario)
  const view = useMemo(() => rs.view(state), [rs, state])
  // What the builder can make of this battle's scenario (its forces and conditions); null where it cannot.
  const copySpec = useMemo(() => rs.builder?.specOf?.(session.scenario) ?? null, [rs, session.scenario])
  const last = useMemo(() => session.gestures.at(-1)?.events ?? [], [session])
  // The last gesture plays out on the field: until it has, the field, the gauges and the odds show the state before it.
  const playback = usePlayback(session.gestures.length, last, speed)
  const before = playback.playing ? (session.gestures.at(-2)?.state ?? session.initial) : null
  const beforeView = useMemo(() => (before ? rs.view(before) : null), [rs, before])
  const lines = useMemo(() => logLines(session.scenario, state, allEvents(session)), [session, state])
  const odds = useOdds(before ?? state)
  const [focusUnits, setFocusUnits] = useState<string[]>([])
  // The counter the keyboard is on (CounterKeys): marked on the field, its tooltip shown.
  const [keyCounter, setKeyCounter] = useState<string | null>(null)

  const [hover, setHover] = useState<Hover | null>(null)
  const [staged, setStaged] = useState<string[]>([])
  const [dropActive, setDropActive] = useState(false)
  const layout = useRef<BattlefieldLayout | null>(null)
  const dropZone = useRef<HTMLDivElement>(null)
  const onLayout = useCallback((l: BattlefieldLayout) => {
    layout.current = l
  }, [])
  const mapTransform = useRef<MapTransform | null>(null)
  const onMapTransform = useCallback((t: MapTransform | null) => {
    mapTransform.current = t
  }, [])

  useEffect(() => setStaged([]), [state])
  useEffect(
    () => publishTestHook({ session, state, view, layout: () => layout.current, map: () => mapTransform.current, odds, playing: playback.playing, fieldView: beforeView ?? view }),
    [session, state, view, odds, playback.playing, beforeView],
  )

  const pending = view.pending
  const players = session.players
  const bothHuman = !isAi(players.attacker) && !isAi(players.defender)
  const bothAi = isAi(players.attacker) && isAi(players.defender)
  const [paused, setPaused] = useState(false)
  const { thinking } = useAiDriver(session, speed, paused, replayLeft > 0, playback.playing)
  // A human side's open question: answered in the panel, on the board, or by the Launch button.
  const humanPending = pending && !isAi(players[pending.side]) && replayLeft === 0 && !playback.playing ? pending : null
  const cardsField = humanPending?.form.fields.find((f) => f.type === 'several' && f.present === 'cards')
  const cardsFor: Side | null = cardsField ? humanPending!.side : null
  // Hot-seat: a secret question (a hand of cards) waits until the device has passed.
  const needsHandoff = !!humanPending?.secret && bothHuman && revealedTo !== humanPending.side
  const handVisible = cardsFor !== null && !needsHandoff
  // A secret form other than a hand waits behind the hand-off too.
  const formFor = humanPending && !humanPending.byLaunch && !cardsField && !needsHandoff ? humanPending : null
  const [formAnswer, setFormAnswer] = useState<FormAnswer | null>(null)
  const [activeField, setActiveField] = useState<string | null>(null)
  // A new question comes with a new state only. Its answer starts at the defaults in the same render, so that
  // the new panel never shows (or sends) the previous question's answer and its submit button, enabled, takes the focus.
  const [askedIn, setAskedIn] = useState<typeof state | null>(null)
  // A question that comes with the end of a show (the state came while the dice were rolling) starts at its defaults then.
  if (askedIn !== state || (formFor && formAnswer === null)) {
    setAskedIn(state)
    setFocusUnits([])
    setFormAnswer(formFor ? defaultAnswer(formFor.form) : null)
    setActiveField(formFor?.form.fields.find((f) => f.type === 'pick' && f.targets === 'counters')?.id ?? null)
  }
  // The answer being composed, as the rule system reads it: the attack's totals in the diamonds, its exact outcomes in the bar.
  // Besides the targets, the units whose orders are given on the map: a click selects one, a click on a square orders it.
  const clickable = useMemo(() => (formFor ? new Set([...clickTargets(formFor.form, activeField, 'counters', formAnswer ?? undefined), ...mapSubjects(formFor.form)]) : undefined), [formFor, activeField, formAnswer])
  const composed = useMemo(() => (formFor && formAnswer && rs.preview ? rs.preview(state, { kind: formFor.kind, answer: formAnswer }) : null), [rs, state, formFor, formAnswer])
  // Hovering a counter previews what a click on it would answer: its figures beside the cursor, in the diamonds and the bar.
  const hoverAnswer = useMemo(() => {
    if (!hover || !formFor || !formAnswer || !clickable?.has(hover.id)) return null
    const r = applyClick(formFor.form, formAnswer, activeField, hover.id, 'counters')
    return r && !('activate' in r) && JSON.stringify(r.answer) !== JSON.stringify(formAnswer) ? r.answer : null
  }, [hover, formFor, formAnswer, activeField, clickable])
  const hoverPreview = useMemo(() => (hoverAnswer && formFor && rs.preview ? rs.preview(state, { kind: formFor.kind, answer: hoverAnswer }) : null), [rs, state, formFor, hoverAnswer])
  // With no question open, what Launch leads to, where the rule system says it (the exact outcomes of a roll before its dice).
  const launchPreview = !formFor && !playback.playing && !view.over ? (view.launchPreview ?? null) : null
  const preview = hoverPreview ?? composed ?? launchPreview
  const shown = useMemo(
    () => (preview?.gauges ? { ...view, sides: { attacker: { ...view.sides.attacker, gauge: preview.gauges.attacker }, defender: { ...view.sides.defender, gauge: preview.gauges.defender } } } : view),
    [view, preview],
  )
  // The unit selected for orders on the map glows until another is chosen.
  const selectedUnit = formFor ? selectedSubject(formFor.form, activeField) : null
  const marked = useMemo(() => new Set([...focusUnits, ...(preview?.marked ?? []), ...(keyCounter ? [keyCounter] : []), ...(selectedUnit ? [selectedUnit] : [])]), [focusUnits, preview, keyCounter, selectedUnit])
  const pins = useMemo(() => new Map([...(preview?.supports ?? []).map((id) => [id, 'support'] as const), ...(preview?.chosen ?? []).map((id) => [id, 'chosen'] as const)]), [preview])
  // A place field on the map (a breakthrough region, a retreat area): the field shows the map, legal places in yellow.
  const placeField = formFor?.form.fields.find((f) => f.type === 'place' && f.targets === 'places')
  // A place named in the log, lit on the map while its name is hovered (when the field shows the map).
  const [spot, setSpot] = useState<string | null>(null)
  const mapShown = !!view.map && (view.board.kind === 'map' || !!placeField)
  const logPlaces = useMemo(() => (mapShown && view.map ? { places: view.map.places, onHover: setSpot } : null), [mapShown, view.map])
  const placePick = useMemo(() => {
    if (!formFor || !formAnswer || placeField?.type !== 'place') return null
    return {
      highlight: new Set(placeField.choices.map((c) => c.value)),
      selected: (formAnswer[placeField.id] as string | undefined) ?? null,
      onPick(id: string) {
        const r = applyClick(formFor.form, formAnswer, null, id, 'places')
        if (!r || 'activate' in r) return
        // A form with nothing else to answer, or "nowhere" (a click on the battle's own region), is answered by the click.
        const done = formFor.form.fields.length === 1 || (placeField.none?.place === id && r.answer[placeField.id] === placeField.none.value)
        if (done) store.decide(formFor.side, { kind: formFor.kind, answer: r.answer })
        else setFormAnswer(r.answer)
      },
    }
  }, [formFor, formAnswer, placeField, store])
  // The squares that order the selected unit, on a map beside the zones.
  const mapClick = useMemo(() => {
    if (!formFor || !formAnswer) return null
    const places = activePlaces(formFor.form, activeField)
    if (!places.size) return null
    return {
      highlight: places,
      onPick(id: string) {
        const r = applyClick(formFor.form, formAnswer, activeField, id, 'places')
        if (r && !('activate' in r)) setFormAnswer(r.answer)
      },
    }
  }, [formFor, formAnswer, activeField])
  const onCounterClick = useCallback(
    (id: string) => {
      if (!formFor || !formAnswer) return
      const r = applyClick(formFor.form, formAnswer, activeField, id, 'counters')
      if (!r) return
      if ('activate' in r) setActiveField(r.activate)
      else if (r.submit) store.decide(formFor.side, { kind: formFor.kind, answer: r.answer })
      else {
        setFormAnswer(r.answer)
        if (r.next) setActiveField(r.next)
      }
    },
    [formFor, formAnswer, activeField, store],
  )
  // A standing order (the order of loss) the player opened from the toolbar; it takes the panel's place.
  const [standingOpen, setStandingOpen] = useState<{ side: Side; index: number } | null>(null)
  const standing = standingOpen ? view.sides[standingOpen.side].standing?.[standingOpen.index] : undefined
  const canLaunch = replayLeft > 0 || (view.launch !== null && launchPlan(session, state) !== null && !thinking)
  const canRetreat = {
    attacker: view.sides.attacker.canRetreat && !isAi(players.attacker) && replayLeft === 0,
    defender: view.sides.defender.canRetreat && !isAi(players.defender) && replayLeft === 0,
  }

  const skipShow = playback.skip
  const launch = useCallback(() => {
    // Space during the show ends it; the next press launches.
    if (playback.playing) skipShow()
    else if (canLaunch) battleStore.getState().launch()
  }, [canLaunch, playback.playing, skipShow])
  // The forecast: the bar's own estimate in full; in the card round, also the position with the cards staged.
  const [forecastOpen, setForecastOpen] = useState(false)
  const toggleForecast = useCallback(() => setForecastOpen((o) => !o), [])
  const stagedChoice = handVisible && cardsFor && cardsField && staged.length ? { side: cardsFor, choice: { kind: humanPending!.kind, answer: { [cardsField.id]: staged } } } : null
  // By value: the choice is made anew at every render.
  const stagedKey = stagedChoice && JSON.stringify(stagedChoice)
  const stagedState = useMemo(() => {
    if (!forecastOpen || !stagedKey || !rs.staged) return null
    const { side, choice } = JSON.parse(stagedKey) as NonNullable<typeof stagedChoice>
    return rs.staged(state, side, choice)
  }, [forecastOpen, rs, state, stagedKey])
  const stagedOdds = useOdds(stagedState, 'forecast')
  const stagedWhat = stagedChoice && cardsFor ? `${view.sides[cardsFor].name}'s cards staged: ${staged.map((id) => view.sides[cardsFor].hand.find((c) => c.id === id)?.name ?? id).join(', ')}` : ''
  const commitCards = () => {
    if (cardsFor && cardsField) store.decide(cardsFor, { kind: humanPending!.kind, answer: { [cardsField.id]: staged } })
  }
  const keys = useMemo(
    () => ({
      launch,
      undo: store.undo,
      toggleLog: store.toggleLog,
      setSpeed: store.setSpeed,
      pause: () => setPaused((p) => !p),
      skip: skipShow,
      forecast: toggleForecast,
    }),
    [launch, store, skipShow, toggleForecast],
  )
  useKeyboard(keys)

  const fieldView = beforeView ?? view
  const counterAt = useCallback(
    (id: string) => {
      // The zone board's layout, or on a map where the map board stands the counter (a stack's own spot).
      const l = layout.current
      const p = l?.places.find((q) => q.id === id)
      return l && p ? { x: p.x + l.counterW / 2, y: p.y + l.counterH / 2 } : null
    },
    [],
  )
  const onKeyCounter = useCallback((h: Hover | null) => {
    setHover(h)
    setKeyCounter(h?.id ?? null)
  }, [])
  const hovered = hover ? fieldView.counters.find((c) => c.id === hover.id) : undefined
  // A human's question after the battle (a breakthrough) is answered on the field before the summary shows.
  const showSummary = view.over && !playback.playing && (!pending || isAi(players[pending.side]))
  const summary = useSummaryClosed(state)

  return (
    <div className="battle-screen" data-testid="battle-screen">
      <TopBar view={beforeView ?? shown} />
      <div className="field-area">
        <Battlefield
          view={fieldView}
          events={last}
          stamp={session.gestures.length}
          speed={speed}
          dropActive={dropActive}
          highlight={marked}
          pins={pins}
          spot={spot}
          onHover={setHover}
          onLayout={onLayout}
          clickable={clickable}
          onCounterClick={onCounterClick}
          placePick={placePick}
          mapClick={mapClick}
          onMapTransform={onMapTransform}
          animate={playback.playing}
          skip={playback.skips}
          skipFor={playback.skippedAt}
          onSkip={skipShow}
          onDiceShown={playback.diceShown}
        />
        <div className={`centre-panel ${handVisible ? 'with-hand' : ''} ${placePick || view.board.kind === 'map' ? 'aside' : view.map && view.board.map === 'beside' ? 'beside' : ''}`}>
          <RoundLog playback={playback} stamp={session.gestures.length} lines={lines} open={logOpen} onToggle={store.toggleLog} places={logPlaces} />
          {playback.playing && (
            <button type="button" className="launch skip-show" onClick={skipShow} data-testid="skip-show" title="Space, or a click on the field">
              Show the result now
            </button>
          )}
          {!playback.playing && pending && !view.over && !formFor && (
            <p className="pending" data-testid="pending">
              {thinking ? `${view.sides[pending.side].name} (AI) is thinking…` : pending.prompt}
            </p>
          )}
          {standing && standingOpen && (
            <DecisionPanel
              key={`${standingOpen.side}-${standingOpen.index}-${session.gestures.length}`}
              who={view.sides[standingOpen.side].name}
              prompt={standing.title}
              form={standing.form}
              onSubmit={(answer) => {
                store.decide(standingOpen.side, { kind: standing.kind, answer })
                setStandingOpen(null)
              }}
              onCancel={() => setStandingOpen(null)}
            />
          )}
          {!standing && formFor && formAnswer && (
            <DecisionPanel
              key={session.gestures.length}
              who={view.sides[formFor.side].name}
              prompt={formFor.prompt}
              form={formFor.form}
              answer={formAnswer}
              onChange={setFormAnswer}
              active={activeField}
              onActivate={setActiveField}
              onSubmit={(answer) => store.decide(formFor.side, { kind: formFor.kind, answer })}
              onFocusUnits={setFocusUnits}
            />
          )}
          {handVisible ? (
            <button type="button" className="launch" onClick={commitCards} data-testid="cards-done">
              {staged.length ? `Play ${staged.length} card${staged.length > 1 ? 's' : ''}` : 'Pass'}
            </button>
          ) : (
            !playback.playing &&
            (!view.over || replayLeft > 0) && (
              <button type="button" className="launch" onClick={launch} disabled={!canLaunch} data-testid="launch" title="Space">
                {replayLeft > 0 ? `Replay next move (${replayLeft} left)` : thinking ? 'Waiting for the AI' : (view.launch ?? 'Waiting for a decision')}
              </button>
            )
          )}
          {handVisible && (
            <div ref={dropZone} className={`drop-zone ${dropActive ? 'active' : ''}`} data-testid="drop-zone" role="group" aria-label="Cards to play">
              {staged.length ? staged.map((id, i) => (
                <button key={`${id}-${i}`} type="button" className="card-chip" onClick={() => setStaged((s) => s.filter((_, k) => k !== i))} title="Take the card back">
                  {view.sides[cardsFor].hand.find((c) => c.id === id)?.name}
                </button>
              )) : <span>Drop cards here</span>}
            </div>
          )}
        </div>
        {handVisible && cardsFor && (
          <Hand side={view.sides[cardsFor]} staged={staged} dropZone={dropZone} onDropActive={setDropActive} onStage={(id) => setStaged((s) => [...s, id])} />
        )}
        <CounterKeys counters={fieldView.counters} at={counterAt} clickable={clickable} onFocusCounter={onKeyCounter} onClickCounter={onCounterClick} />
        {hoverPreview?.outcomes && hover && (
          <div className="hover-odds" role="status" style={{ left: hover.x + 14, top: Math.max(0, hover.y - 40) }} data-testid="hover-odds">
            {hoverPreview.outcomes.title}
          </div>
        )}
        {hovered && hover && <CounterTooltip c={hovered} x={hover.x} y={hover.y} stack={hover.stack?.flatMap((id) => fieldView.counters.filter((k) => k.id === id))} />}
      </div>
      {forecastOpen && (
        <ForecastPanel view={fieldView} odds={odds} staged={stagedState ? { odds: stagedOdds, what: stagedWhat } : null} outcomes={preview?.outcomes ?? null} onClose={() => setForecastOpen(false)} />
      )}
      <BottomBar view={fieldView} odds={odds} outcomes={preview?.outcomes ?? null} canRetreat={canRetreat} onRetreat={store.retreat} onOddsClick={toggleForecast} />
      <nav className="toolbar" aria-label="Battle controls">
        <button type="button" onClick={onExit}>
          ← Scenarios
        </button>
        <button type="button" onClick={store.undo} disabled={session.gestures.length === 0} title="Undo the last decision or round (U)">
          Undo
        </button>
        <button type="button" onClick={toggleForecast} aria-expanded={forecastOpen} data-testid="forecast-open" title="The spread of outcomes from here: each result's chance, each side's expected loss and what it may keep (F)">
          Forecast
        </button>
        {onEditCopy && copySpec && (
          <button type="button" onClick={() => onEditCopy(copySpec)} title="Open this battle's forces and conditions in the battle builder, as a new battle: this one stays as it is" data-testid="edit-copy">
            Edit a copy
          </button>
        )}
        <ShareMenu session={session} replayQueue={replayQueue} name={battleName ?? session.scenario.name} createdAt={battleCreated} />
        {showSummary && state.result && summary.closed && <SummaryButton onOpen={summary.open} />}
        {(['attacker', 'defender'] as const).flatMap((side) =>
          isAi(players[side])
            ? []
            : (view.sides[side].standing ?? []).map((o, index) => (
                <button key={`${side}-${o.kind}`} type="button" onClick={() => setStandingOpen({ side, index })} data-testid={`standing-${side}-${o.kind}`}>
                  {o.title}: {view.sides[side].name}
                </button>
              )),
        )}
        {bothAi && (
          <button type="button" onClick={() => setPaused((p) => !p)} data-testid="pause" title="Pause or resume the AI battle (P)">
            {paused ? 'Resume' : 'Pause'}
          </button>
        )}
        <SpeedSelect speed={speed} onChange={store.setSpeed} />
        <RulesLink ruleset={view.ruleset} />
        <span className="seed">
          {session.scenario.name} · seed <code>{session.seed}</code>
        </span>
        <span className="keys">Space: launch · S or a click on the field: skip the dice · U: undo · L: log · 1–4: speed · P: pause AI battle · F: forecast · ?: rules</span>
      </nav>
      <RulesHost ruleset={view.ruleset} />
      {needsHandoff && humanPending && !playback.playing && (
        <Handoff side={view.sides[humanPending.side]} what={cardsField ? 'cards' : 'orders'} onReveal={() => store.reveal(humanPending.side)} />
      )}
      {showSummary && state.result && !summary.closed && (
        <Summary session={session} result={state.result} state={state} view={view} onNew={onExit} onReplay={store.replayBattle} onUndo={store.undo} onClose={summary.close} />
      )}
    </div>
  )
}
