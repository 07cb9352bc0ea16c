import type { BattleView } from '../engine/core/view.ts'
import { MapPicture } from './start/MapPicture.tsx'

/** How many of the map's cells the disc spans: the battle's place and a ring or two of its neighbours. */
const CELLS_ACROSS = 5

/**
 * The "hole" view of the battle's ground (section B, item 2): a small disc of
 * the real map around the battle's place, drawn as the map is (terrain, the
 * places holding units in their side's colour), the battle's place ringed.
 */
export function RegionDisc({ view, attackerColor, defenderColor }: { view: BattleView; attackerColor: string; defenderColor: string }) {
  const map = view.map
  if (!map?.places.length) return null
  // The battle's place; on a map without one, the place nearest the middle of the units on it.
  const at = new Map(map.places.map((p) => [p.id, p]))
  const standing = view.counters.flatMap((c) => (c.place === 'field' && c.at && at.has(c.at) ? [at.get(c.at)!] : []))
  const pool = standing.length ? standing : map.places
  const mx = pool.reduce((t, p) => t + p.x, 0) / pool.length
  const my = pool.reduce((t, p) => t + p.y, 0) / pool.length
  const nearest = map.places.reduce((b, p) => (Math.hypot(p.x - mx, p.y - my) < Math.hypot(b.x - mx, b.y - my) ? p : b))
  const focus = map.places.find((p) => map.focus?.includes(p.id))
  const centre = focus ?? nearest
  return (
    <div className="region-disc">
      <MapPicture map={map} counters={view.counters} colors={{ attacker: attackerColor, defender: defenderColor }} label={`Map around ${view.location.name}`} around={{ place: centre.id, cells: CELLS_ACROSS, ring: !!focus }} />
    </div>
  )
}
