import type { MapView } from '../../engine/core/map.ts'
import type { CounterView } from '../../engine/core/view.ts'
import { terrainFill } from '../../battlefield/mapArt.ts'
import { regionCells } from '../../battlefield/mapLayout.ts'

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`

/**
 * A tile's picture drawn from a rule system's own board: the places of one of
 * its scenarios' maps in their terrain, and a mark in its side's colour on each
 * place that holds units. The map's own units, scaled to the tile. With
 * `around`, only the map about one place (`cells` of its cells across), that
 * place ringed when it is the battle's: the window's disc of the ground around the battle.
 */
export function MapPicture({ map, counters, colors, label, around }: { map: MapView; counters: readonly CounterView[]; colors: Record<'attacker' | 'defender', string>; label: string; around?: { place: string; cells: number; ring: boolean } }) {
  // A region map has no cell: its places are drawn at a little under half the distance between the closest two.
  let closest = Infinity
  for (const a of map.places) for (const b of map.places) if (a !== b) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y))
  const cell = map.cell ?? (Number.isFinite(closest) ? closest : 60)
  const r = map.grid === 'regions' ? cell * 0.42 : map.grid === 'hex' ? cell / Math.sqrt(3) : cell / 2
  const xs = map.places.map((p) => p.x)
  const ys = map.places.map((p) => p.y)
  const centre = around ? map.places.find((p) => p.id === around.place) : undefined
  const half = around ? (around.cells * cell) / 2 : 0
  const ring = centre && around?.ring ? centre : undefined
  const [x0, x1, y0, y1] = centre
    ? [centre.x - half, centre.x + half, centre.y - half, centre.y + half]
    : [Math.min(...xs) - r, Math.max(...xs) + r, Math.min(...ys) - r, Math.max(...ys) + r]
  // Who stands in each place: a contested square holds both sides.
  const sidesAt = new Map<string, Set<'attacker' | 'defender'>>()
  for (const c of counters) {
    if (!c.at || c.place !== 'field') continue
    const here = sidesAt.get(c.at) ?? new Set()
    here.add(c.side)
    sidesAt.set(c.at, here)
  }
  const at = new Map(map.places.map((p) => [p.id, p]))
  // A region map without outlines: its places' cells, as the board draws them.
  const cells = regionCells(map)
  return (
    // A grid is cropped to fill the tile; a region map is shown whole (its few places would be cut), on its sea.
    <svg className="board-picture" viewBox={`${x0} ${y0} ${x1 - x0} ${y1 - y0}`} preserveAspectRatio={map.grid === 'regions' && !centre ? 'xMidYMid meet' : 'xMidYMid slice'} style={{ background: '#6f8a9e' }} role="img" aria-label={label}>
      <rect x={x0} y={y0} width={x1 - x0} height={y1 - y0} fill="#6f8a9e" />
      {map.grid === 'regions' &&
        map.edges.map((e) => {
          const a = at.get(e.a)
          const b = at.get(e.b)
          return a && b ? <line key={`${e.a}-${e.b}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#5b4a30" strokeWidth={cell * 0.04} /> : null
        })}
      {map.places.map((p) => {
        const fill = hex(terrainFill(p.terrain, p.elevation ?? 0))
        if (map.grid === 'hex') {
          const pts = [0, 1, 2, 3, 4, 5].map((i) => {
            const a = (Math.PI / 3) * i + Math.PI / 6
            return `${p.x + r * Math.cos(a)},${p.y + r * Math.sin(a)}`
          })
          return <polygon key={p.id} points={pts.join(' ')} fill={fill} stroke="#7b6a45" strokeWidth={cell * 0.03} />
        }
        if (map.grid === 'square') return <rect key={p.id} x={p.x - r} y={p.y - r} width={2 * r} height={2 * r} fill={fill} stroke="#7b6a45" strokeWidth={cell * 0.03} />
        const outline = p.outline?.length ? p.outline : cells?.get(p.id)
        if (outline) return <polygon key={p.id} points={outline.map(([x, y]) => `${x},${y}`).join(' ')} fill={fill} stroke="#8a6d3b" strokeWidth={cell * 0.04} />
        return <circle key={p.id} cx={p.x} cy={p.y} r={r} fill={fill} stroke="#8a6d3b" strokeWidth={cell * 0.04} />
      })}
      {ring && map.grid === 'hex' && (
        <polygon
          points={[0, 1, 2, 3, 4, 5].map((i) => `${ring.x + r * Math.cos((Math.PI / 3) * i + Math.PI / 6)},${ring.y + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)}`).join(' ')}
          fill="none"
          stroke="#fff200"
          strokeWidth={cell * 0.12}
        />
      )}
      {ring && map.grid === 'square' && <rect x={ring.x - r} y={ring.y - r} width={2 * r} height={2 * r} fill="none" stroke="#fff200" strokeWidth={cell * 0.12} />}
      {ring && map.grid === 'regions' && (ring.outline?.length ? <polygon points={ring.outline.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke="#fff200" strokeWidth={cell * 0.1} /> : <circle cx={ring.x} cy={ring.y} r={r} fill="none" stroke="#fff200" strokeWidth={cell * 0.1} />)}
      {[...sidesAt].flatMap(([place, present]) => {
        const p = at.get(place)
        if (!p) return []
        const s = Math.min(r, cell * 0.5) * 0.9
        const sides = (['attacker', 'defender'] as const).filter((x) => present.has(x))
        // Both sides in one place: two narrower marks side by side, the attacker's on the left.
        const w = sides.length > 1 ? s * 0.6 : s
        const gap = s * 0.1
        const left = p.x - (sides.length * w + (sides.length - 1) * gap) / 2
        return sides.map((side, i) => <rect key={`${place}-${side}`} x={left + i * (w + gap)} y={p.y - s * 0.35} width={w} height={s * 0.7} rx={s * 0.08} fill={colors[side]} stroke="#2b2620" strokeWidth={s * 0.06} />)
      })}
    </svg>
  )
}
