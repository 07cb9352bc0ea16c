import type { ScenarioMap } from '../../core/mapSchema.ts'
import { squareDistance, type Square } from '../../core/square.ts'

/**
 * Squares by id and the distances the rules use. Adjacent means any of the
 * eight squares around (docs/rules/firegroups.md, "Adjacent"), so distances
 * count king's moves.
 */
const cache = new WeakMap<ScenarioMap, Map<string, Square>>()

function squares(map: ScenarioMap): Map<string, Square> {
  let m = cache.get(map)
  if (!m) {
    m = new Map(map.places.map((p) => [p.id, { x: p.col ?? 0, y: p.row ?? 0 }]))
    cache.set(map, m)
  }
  return m
}

export function squareOf(map: ScenarioMap, id: string): Square {
  const sq = squares(map).get(id)
  if (!sq) throw new Error(`no square "${id}" on the map`)
  return sq
}

export function distance(map: ScenarioMap, a: string, b: string): number {
  return squareDistance(squareOf(map, a), squareOf(map, b), true)
}

export const adjacent = (map: ScenarioMap, a: string, b: string): boolean => distance(map, a, b) === 1

/**
 * The squares an aircraft flies over from `from` to `to`, both left out: a
 * diagonal step while both coordinates differ, then straight on. They need
 * not be squares of the map (an aircraft may fly over ground the scenario
 * leaves out); only their coordinates are used.
 */
export function flightPath(map: ScenarioMap, from: string, to: string): Square[] {
  const a = squareOf(map, from)
  const b = squareOf(map, to)
  const out: Square[] = []
  let { x, y } = a
  for (;;) {
    x += Math.sign(b.x - x)
    y += Math.sign(b.y - y)
    if (x === b.x && y === b.y) return out
    out.push({ x, y })
  }
}
