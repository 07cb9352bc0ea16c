import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Application, extend } from '@pixi/react'
// Pixi generates its uniform and buffer sync code with new Function unless these polyfills stand in: the page's CSP forbids eval.
import 'pixi.js/unsafe-eval'
import { BitmapText, Graphics, type Application as PixiApplication } from 'pixi.js'
import type { AnyEvent, BattleView } from '../engine/core/view.ts'
import { AimLayer } from './AimLayer.tsx'
import type { Speed } from '../store/battleStore.ts'
import { Counter } from './Counter.tsx'
import { Decor } from './Decor.tsx'
import { DiceLayer } from './DiceLayer.tsx'
import { FrameGate } from './FrameGate.tsx'
import { isDimmed } from './dimming.ts'
import { BESIDE_CENTRE_MIN, besideLayout, besideMapWidth, layoutBattlefield, type BattlefieldLayout } from './layout.ts'
import { MapBoard, type Pin } from './MapBoard.tsx'
import { arrowStep, MapControls } from './MapControls.tsx'
import { OwnedContainer, releasePoolsWhenGone } from './pixiParts.ts'
import type { MapStep, MapTransform } from './mapLayout.ts'

// Once, at module scope (@pixi/react v8): the Pixi classes the scene uses.
// pixiContainer is OwnedContainer: a removed subtree's texts and graphics are destroyed with it (pixiParts.ts).
extend({ Container: OwnedContainer, Graphics, BitmapText })

export interface Hover {
  id: string
  x: number
  y: number
  /** Over a closed stack on a map: the ids of its counters, top first. */
  stack?: readonly string[]
}

interface Props {
  view: BattleView
  events: readonly AnyEvent[]
  stamp: number
  /** Counters a walkthrough step or a decision is about: drawn with a glow. */
  highlight?: ReadonlySet<string>
  speed: Speed
  dropActive: boolean
  onHover(h: Hover | null): void
  onLayout(layout: BattlefieldLayout): void
  /** A place lit on the map (its name hovered in the log). */
  spot?: string | null
  /** Little squares on map counters: red on those the answer chose, green on its supports. */
  pins?: ReadonlyMap<string, Pin>
  /** Counters a click answers the open question with; clicking one calls onCounterClick. */
  clickable?: ReadonlySet<string>
  onCounterClick?(id: string): void
  /**
   * A place to choose on the view's map (a breakthrough region, a retreat
   * area): the field shows the map board, legal places in yellow.
   */
  placePick?: { highlight: ReadonlySet<string>; selected: string | null; onPick(id: string): void } | null
  /** Places of a map beside the zones that answer the open form (the selected unit's orders), in yellow. */
  mapClick?: { highlight: ReadonlySet<string>; onPick(id: string): void } | null
  /** Where the map board puts map units on the canvas, for tests and tooltips. */
  onMapTransform?(t: MapTransform | null): void
  /** False when the last gesture's dice are not to be played again (a reload, an undo): they show as reminders. */
  animate?: boolean
  /** Changes when the show was skipped elsewhere (a key, a button). */
  skip?: number
  /** The gesture that skip ended. */
  skipFor?: number
  /** A click on the field: it skips the dice. */
  onSkip?(): void
  /** How many of the gesture's dice the field has drawn (all of them at once on a map board, which draws none). */
  onDiceShown?(stamp: number, count: number): void
}

/**
 * The battlefield canvas: decor, counters per side and zone, dice overlays.
 * Memoised: the window re-renders as a round's show goes on, the field only when its own props change.
 */
export const Battlefield = memo(function Battlefield({ view, events, stamp, speed, dropActive, highlight, pins, spot, onHover, onLayout, clickable, onCounterClick, placePick, mapClick, onMapTransform, animate = true, skip = 0, skipFor = -1, onSkip, onDiceShown }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState({ w: 800, h: 400 })
  // Skips by a click on the field, when no one above takes them (a walkthrough): how many, and of which gesture.
  const [clicks, setClicks] = useState({ n: 0, of: -1 })
  const [busy, setBusy] = useState(false)
  // @pixi/react renders the children it had when init began once init ends, over any rendered since (a resize
  // while the renderer starts): one more render after init puts the current ones back.
  const [, setInitialised] = useState(false)
  const onInit = useCallback((app: PixiApplication) => {
    // Pixi's global pools are emptied when this renderer goes (pixiParts.ts: they grew battle by battle).
    releasePoolsWhenGone(app.renderer)
    setInitialised(true)
  }, [])

  useEffect(() => {
    const el = box.current
    if (!el) return
    const ro = new ResizeObserver(() => setSize({ w: Math.max(320, el.clientWidth), h: Math.max(200, el.clientHeight) }))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])

  const onMap = !!view.map && (view.board.kind === 'map' || !!placePick)
  // The rule system's map as the board at the left, its zones the close-up at the right.
  const beside = !onMap && !!view.map && view.board.kind === 'zones' && view.board.map === 'beside'
  const mapW = beside ? besideMapWidth(size.w) : 0
  const layout = useMemo(
    () => layoutBattlefield(view.counters, size.w - mapW, size.h, view.board.kind === 'zones' ? view.board.columns : [], mapW ? BESIDE_CENTRE_MIN : undefined),
    [view.counters, view.board, size, mapW],
  )
  const places = useMemo(() => new Map(layout.places.map((p) => [p.id, p])), [layout])
  const hover = useCallback((id: string | null, x: number, y: number, stack?: readonly string[]) => onHover(id ? { id, x, y, ...(stack ? { stack } : {}) } : null), [onHover])
  const [besideMap, setBesideMap] = useState<BattlefieldLayout | null>(null)
  // On a map the board reports where its counters stand; beside one, the zones and the map together.
  useEffect(() => {
    if (!onMap) onLayout(mapW ? besideLayout(layout, mapW, besideMap) : layout)
  }, [layout, onLayout, onMap, mapW, besideMap])
  useEffect(() => {
    if (!onMap && !beside) onMapTransform?.(null)
  }, [onMap, beside, onMapTransform])
  const noPlaces = useMemo(() => new Set<string>(), [])
  const [mapStep, setMapStep] = useState({ seq: 0, step: 'fit' as MapStep })
  const onMapStep = useCallback((step: MapStep) => setMapStep((m) => ({ seq: m.seq + 1, step })), [])
  // The places' names on a grid map, shown on demand (region maps always name their places).
  const [names, setNames] = useState(false)
  const toggleNames = useCallback(() => setNames((n) => !n), [])
  // On the battle's own map, the places of the counters a click may choose now (the attackers, then the enemies in reach).
  const reach = useMemo(() => new Set(view.counters.flatMap((c) => (clickable?.has(c.id) && c.at ? [c.at] : []))), [view.counters, clickable])
  // The battle's own map dims as the zone board does; a map shown for a choice (regions, areas) does not.
  const mapDimmed = useMemo(() => new Set(view.board.kind === 'map' || beside ? view.counters.filter((c) => isDimmed(view, c)).map((c) => c.id) : []), [view, beside])
  const mapShown = onMap || beside

  return (
    <div
      ref={box}
      className="battlefield"
      data-testid="battlefield"
      // On a map the field takes the focus (a click, Tab): the arrow keys then pan it.
      tabIndex={mapShown ? 0 : undefined}
      role={mapShown ? 'region' : undefined}
      aria-label={mapShown ? 'Map: drag or the arrow keys pan it, the wheel or + and − zoom, 0 shows it whole' : undefined}
      onKeyDown={(e) => {
        const step = mapShown && e.target === box.current && !e.altKey && !e.ctrlKey && !e.metaKey ? arrowStep(e.key) : undefined
        if (!step) return
        // Kept from the window's own arrow keys (a walkthrough's steps).
        e.preventDefault()
        e.stopPropagation()
        onMapStep(step)
      }}
      onClick={() => {
        if (onSkip) onSkip()
        else setClicks((c) => ({ n: c.n + 1, of: stamp }))
      }}
    >
      <Application onInit={onInit} resizeTo={box} preference="webgl" antialias autoDensity resolution={window.devicePixelRatio || 1} background={0x6b5a3a}>
        {(onMap || beside) && view.map && (
          <MapBoard
            map={view.map}
            counters={view.counters}
            // Alone, the map leaves the panel its place at the right edge (.centre-panel.aside); beside the zones, it takes its share.
            width={onMap ? Math.max(240, size.w - 376) : mapW}
            height={size.h}
            sideColors={{ attacker: view.sides.attacker.color, defender: view.sides.defender.color }}
            highlight={(onMap ? placePick?.highlight : mapClick?.highlight) ?? noPlaces}
            reach={reach}
            marked={highlight}
            pins={pins}
            spot={spot ?? null}
            names={names}
            dimmed={mapDimmed}
            selected={onMap ? (placePick?.selected ?? null) : null}
            onPlaceClick={onMap ? placePick?.onPick : mapClick?.onPick}
            onCounterHover={hover}
            onCounterClick={onCounterClick}
            onTransform={onMapTransform}
            onLayout={onMap ? onLayout : setBesideMap}
            step={mapStep}
            // Beside the zones, the dice stand on the close-up's counters.
            dice={onMap ? { events, stamp, speed, skip: clicks.n + skip, skipFor: onSkip ? skipFor : clicks.of, animate, onBusy: setBusy, onShown: onDiceShown } : undefined}
          />
        )}
        {!onMap && (
          <pixiContainer x={mapW}>
            <Decor layout={layout} dropActive={dropActive} />
            {view.counters.map((c) => {
              const p = places.get(c.id)
              if (!p) return null
              return (
                <Counter
                  key={c.id}
                  view={c}
                  sideColor={view.sides[c.side].color}
                  x={p.x}
                  y={p.y}
                  w={layout.counterW}
                  h={layout.counterH}
                  dimmed={isDimmed(view, c)}
                  highlighted={highlight?.has(c.id) ?? false}
                  morale={view.showMorale}
                  onHover={hover}
                  onClick={onCounterClick && clickable?.has(c.id) ? onCounterClick : undefined}
                />
              )
            })}
            {view.aims && view.aims.length > 0 && <AimLayer aims={view.aims} layout={layout} />}
            <DiceLayer events={events} stamp={stamp} speed={speed} layout={layout} skip={clicks.n + skip} skipFor={onSkip ? skipFor : clicks.of} animate={animate} onBusy={setBusy} onShown={onDiceShown} />
          </pixiContainer>
        )}
        <FrameGate wake={{}} busy={busy} />
      </Application>
      {mapShown && view.map && view.map.places.length > 1 && <MapControls onStep={onMapStep} names={view.map.grid === 'regions' ? null : names} onNames={toggleNames} />}
    </div>
  )
})
