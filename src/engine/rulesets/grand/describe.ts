import type { GrandEvent } from './events.ts'
import { ROUND_NAMES } from './rounds.ts'
import type { GrandState } from './state.ts'

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)

/** What the log's words need of the state: the names of sides, units (and leaders) and regions. */
export interface Names {
  side(x: 'attacker' | 'defender'): string
  unit(id: string): string
  region(id: string): string
}

function battleNames(s: GrandState): Names {
  return {
    side: (x) => s.sides[x].name,
    unit: (id) => s.units.find((u) => u.id === id)?.name ?? id,
    region: (id) => s.regions.find((r) => r.id === id)?.name ?? (s.region.id === id ? s.region.name : id),
  }
}

/** One line of the battle log for an event, in words (the CLI and the window's log). */
export function formatEvent(s: GrandState, e: GrandEvent): string {
  return formatWith(battleNames(s), e)
}

/** A battle's event in words, with names from wherever the battle is fought (a battle alone, or a turn's). */
export function formatWith(names: Names, e: GrandEvent): string {
  const { side, unit, region } = names
  switch (e.t) {
    case 'round':
      return `— ${e.name} (round ${e.number}) —`
    case 'skip':
      return `${ROUND_NAMES[e.round]} skipped: ${e.reason}`
    case 'card':
      return `${side(e.side)} plays ${e.name}`
    case 'decision':
      // A breakthrough's answer is the region's id (or 'none'): the log names it.
      return `${side(e.side)} decides ${e.kind}: ${e.kind === 'breakthrough' && e.choice !== 'none' ? region(e.choice) : e.choice}${e.reason ? ` (${e.reason})` : ''}`
    case 'modifiers':
      return `${side(e.side)} modifiers${e.answer ? ' for its answer' : ''}: ${e.parts.map((p) => `${p.source} ${signed(p.value)}${p.kinds ? ` (${p.kinds.join(', ')})` : ''}`).join('; ') || 'none'}`
    case 'shot':
      return `${unit(e.unit)} ${e.reroll ? 're-rolls' : 'rolls'} ${e.die} against ${e.value}: ${e.hit ? 'hit' : 'miss'}`
    case 'hits':
      return `${unit(e.unit)} takes ${e.hits} hit${e.hits > 1 ? 's' : ''} (${e.strength} left)`
    case 'wasted':
      return `${e.hits} hit${e.hits > 1 ? 's' : ''} on ${side(e.side)} lost: ${e.reason}`
    case 'eliminated':
      return `${unit(e.unit)} eliminated (${e.reason})`
    case 'panic':
      return `${unit(e.unit)} panic test: ${e.die} against ${e.limit} — ${e.panicked ? 'panics and leaves the field' : 'holds'}`
    case 'bm':
      return `${side(e.side)} Battle Morale ${e.from} → ${e.to} (${e.reason})`
    case 'heavy-losses':
      return `${side(e.side)} heavy losses: ${e.lost} of ${e.present} SP (−1 BM)`
    case 'rout-test':
      return `${side(e.side)} rout test: ${e.die} against ${e.limit} — ${e.routed ? 'routs' : 'holds'}`
    case 'no-rout-test':
      return `No rout test: ${e.reason}`
    case 'routed':
      return `${side(e.side)} routs: ${e.units.map(unit).join(', ') || 'no unit left'}`
    case 'pursuit':
      return `${side(e.side)} ${e.allowed ? 'pursues' : 'cannot pursue'}: ${e.reason}`
    case 'total-elimination':
      return `${side(e.side)} totally eliminated: ${e.units.map(unit).join(', ')} lost with it`
    case 'draw':
      return e.what === 'retreat'
        ? `${side(e.side)} retreat: ${e.among} regions equally close to supply, a d${e.among} rolls ${e.die}: ${region(e.chosen)}`
        : `${side(e.side)} total elimination: a d${e.among} among the support units left rolls ${e.die}: ${unit(e.chosen)}`
    case 'retreat':
      return `${unit(e.unit)} retreats to ${e.to ? region(e.to) : 'nowhere and is lost'}`
    case 'breakthrough':
      return e.region ? `${side(e.side)} breaks through into ${region(e.region)}: ${e.units.map(unit).join(', ')}` : `${side(e.side)} does not break through`
    case 'end':
      return `Battle over: ${e.winner ? `${side(e.winner)} wins` : 'no winner'} — ${e.reason}`
  }
}
