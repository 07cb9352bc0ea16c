import type { Side } from '../engine/core/types.ts'
import type { CounterView, ZoneColumn } from '../engine/core/view.ts'
import { textSize } from './labelPlacement.ts'

/** Where a counter stands on the battlefield canvas, and how large counters are. */
export interface CounterPlace {
  id: string
  x: number
  y: number
  /** Its size where it differs from the layout's: a counter on the map beside the zones. */
  w?: number
  h?: number
}

export interface BattlefieldLayout {
  width: number
  height: number
  counterW: number
  counterH: number
  places: CounterPlace[]
  /** Column bands per side and zone, for the decor. */
  bands: { side: Side; zone: string; x: number; w: number; semicircle: boolean; label?: string }[]
  /** The centre strip where the log, the launch button and the card drop zone sit. */
  centre: { x: number; w: number }
}

const ASPECT = 0.72 // counter height / width
/** The strip above labelled columns where their names are written. */
const LABEL_ROOM = 18
/** The size of the columns' names (Decor writes them). */
export const LABEL_FONT = 11
const GAP = 6
/** Room at each counter's right for the reminders of its rolls (section C, Visual Aspect of Combat Dice). */
const reminderRoom = (cw: number) => Math.max(10, Math.round(cw * 0.26))

/**
 * Lays the counters out in zone columns, each a grid that fills its band top
 * to bottom, with one counter size for the whole field: the largest that lets
 * every zone fit. A band is as wide as its counters need at that size, and the
 * room left is shared by the columns' weights, so a crowded column takes room
 * from an empty one. Pure, so it can be tested at every window size.
 *
 * The size is fitted to the most counters a band can ever hold in this battle
 * (the rule system's `most`, counting units gone to the boxes and not yet
 * arrived), not to the counters standing now: fitted to the current ones,
 * counters grew as units left and a narrow band emptied, and shrank back when
 * one came in, so the field jumped under the player's eyes mid-battle. A band
 * without `most` (or holding more than it says) is fitted to what it holds.
 */
/** The columns are the rule system's, far edge to front, for the attacker on the left; mirrored for the defender. */
export function layoutBattlefield(counters: readonly CounterView[], width: number, fullHeight: number, zones: readonly ZoneColumn[], centreMin = 180): BattlefieldLayout {
  const centreW = Math.max(centreMin, Math.min(width * 0.26, 420))
  // Labelled columns keep a strip at the top for their names.
  const top = zones.some((z) => z.label) ? LABEL_ROOM : 0
  const height = fullHeight - top
  const halfW = (width - centreW) / 2
  const totalWeight = zones.reduce((a, z) => a + z.weight, 0)
  const groups = new Map<string, CounterView[]>()
  for (const c of counters) {
    const k = `${c.side}/${c.zone}`
    const g = groups.get(k)
    if (g) g.push(c)
    else groups.set(k, [c])
  }
  const sides = ['attacker', 'defender'] as const
  const sizedFor = new Map<string, number>()
  for (const side of sides) for (const z of zones) sizedFor.set(`${side}/${z.id}`, Math.max(groups.get(`${side}/${z.id}`)?.length ?? 0, z.most?.[side] ?? 0))
  const stepOf = (cw: number) => cw + reminderRoom(cw) + GAP
  // The width a band needs at counter width cw: as many columns as its counters need to stand in the height.
  const need = (n: number, cw: number): number => {
    if (!n) return 0
    const rows = Math.max(1, Math.floor((height - GAP) / (cw * ASPECT + GAP)))
    return Math.ceil(n / rows) * stepOf(cw) + GAP
  }
  // The largest counter width such that, on each side, the bands' needs fit its half of the field.
  const fits = (cw: number): boolean => {
    if (cw * ASPECT + 2 * GAP > height) return false
    return sides.every((side) => zones.reduce((t, z) => t + need(sizedFor.get(`${side}/${z.id}`)!, cw), 0) <= halfW)
  }
  let lo = 24
  let hi = 150
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2
    if (fits(mid)) lo = mid
    else hi = mid
  }
  const cw = Math.floor(lo)
  const ch = Math.floor(cw * ASPECT)
  // Each band gets what its counters need at that size, and the room left is shared by the rule system's weights.
  const bands: BattlefieldLayout['bands'] = []
  for (const side of sides) {
    const needs = zones.map((z) => need(sizedFor.get(`${side}/${z.id}`)!, cw))
    const spare = Math.max(0, halfW - needs.reduce((t, n) => t + n, 0))
    let x = side === 'attacker' ? 0 : width
    zones.forEach((z, i) => {
      const w = needs[i]! + (spare * z.weight) / totalWeight
      // A name wider than its band would run into the next one's: the short name stands in.
      const label = z.label && textSize(z.label, LABEL_FONT).w + 6 > w && z.short ? z.short : z.label
      const band = { side, zone: z.id, w, semicircle: z.semicircle ?? false, ...(label ? { label } : {}) }
      if (side === 'attacker') {
        bands.push({ ...band, x })
        x += w
      } else {
        x -= w
        bands.push({ ...band, x })
      }
    })
  }
  const places: CounterPlace[] = []
  for (const b of bands) {
    const g = groups.get(`${b.side}/${b.zone}`)
    if (!g) continue
    const stepX = stepOf(cw)
    const cols = Math.max(1, Math.min(g.length, Math.floor((b.w - GAP) / stepX)))
    const rows = Math.ceil(g.length / cols)
    const gridW = cols * stepX - GAP
    const gridH = rows * (ch + GAP) - GAP
    const x0 = b.x + (b.w - gridW) / 2
    const y0 = top + (height - gridH) / 2
    g.forEach((c, i) => {
      // The attacker's front column nearest the centre fills first; mirrored for the defender.
      const col = i % cols
      const row = Math.floor(i / cols)
      const cx = b.side === 'attacker' ? cols - 1 - col : col
      places.push({ id: c.id, x: Math.round(x0 + cx * stepX), y: Math.round(y0 + row * (ch + GAP)) })
    })
  }
  return { width, height: fullHeight, counterW: cw, counterH: ch, places, bands, centre: { x: halfW, w: centreW } }
}

/** The size of the values printed on a zone counter of height h: never under 12 px, the least a player reads at a glance. */
export function valueFontSize(h: number): number {
  return Math.max(12, Math.round(h * 0.26))
}

/**
 * A map drawn beside the zones takes the field's left part: about a third,
 * within bounds that keep both readable. `.centre-panel.beside` in app.css
 * writes the same bounds, so the log and the forms stand in the zones' middle.
 */
export function besideMapWidth(fieldW: number): number {
  return Math.round(Math.min(620, Math.max(300, fieldW * 0.36)))
}
/** The centre strip beside a map is kept wide enough for a form's rows of choices. */
export const BESIDE_CENTRE_MIN = 260

/**
 * One layout for the whole canvas when a map stands beside the zones: the
 * zones' places moved right past the map, then the map's counters that have
 * no place in the zones (a counter shown in both is found at its close-up).
 */
export function besideLayout(zones: BattlefieldLayout, mapW: number, map: BattlefieldLayout | null): BattlefieldLayout {
  const places: CounterPlace[] = zones.places.map((p) => ({ ...p, x: p.x + mapW }))
  const have = new Set(places.map((p) => p.id))
  for (const p of map?.places ?? []) if (!have.has(p.id)) places.push({ ...p, w: map!.counterW, h: map!.counterH })
  return {
    ...zones,
    width: zones.width + mapW,
    places,
    bands: zones.bands.map((b) => ({ ...b, x: b.x + mapW })),
    centre: { x: zones.centre.x + mapW, w: zones.centre.w },
  }
}
