import type { AxisEvent } from './events.ts'
import type { AxisState } from './state.ts'

/**
 * One line of the battle log for an event. With a state, units and sides are
 * named; without one (the ruleset's describe), by their ids.
 */
export function formatEvent(s: AxisState | null, e: AxisEvent): string {
  const side = (x: 'attacker' | 'defender') => s?.sides[x].name ?? x
  const unit = (id: string) => s?.units.find((u) => u.id === id)?.name ?? id
  const area = (id: string) => s?.areas.find((a) => a.id === id)?.name ?? id
  switch (e.t) {
    case 'round':
      return `— Round ${e.round} —`
    case 'step':
      return `${e.label}`
    case 'decision':
      return `${side(e.side)} decides ${e.kind}: ${e.choice}${e.reason ? ` (${e.reason})` : ''}`
    case 'support':
      return `${unit(e.unit)} ${e.joins ? 'joins as Defensive Air Support' : 'stays out of the battle'}`
    case 'assign':
      return `${unit(e.unit)}: ${e.mission === 'aircap' ? 'AirCap' : e.mission === 'tacair' ? 'TacAir' : 'no mission'} (${e.reason})`
    case 'exposed':
      return `${side(e.side)}'s TacAir fights without friendly land units: enemy land units fire on ${e.units.map(unit).join(', ')} (special rule 1)`
    case 'shot':
      return `${unit(e.unit)}${e.target ? ` at ${unit(e.target)}` : ''} rolls ${e.die} needing ${e.value} or less: ${e.hit ? 'hit' : 'miss'}`
    case 'hits':
      return `${side(e.side)} takes ${e.hits} hit${e.hits === 1 ? '' : 's'}${e.normal && e.line ? ` (${e.line} across the line, ${e.normal} normal)` : ''}`
    case 'casualty':
      return `${unit(e.unit)} destroyed (${e.reason})`
    case 'flip':
      return `${unit(e.unit)} takes a half hit and is flipped on its side`
    case 'unflip':
      return `${unit(e.unit)} is set upright again (${e.reason})`
    case 'wasted':
      return `${e.hits} hit${e.hits === 1 ? '' : 's'} on ${side(e.side)} lost: ${e.reason}`
    case 'retreat':
      return `${side(e.side)} retreats ${e.what === 'air' ? 'its air units' : 'all units'} to ${area(e.to)}: ${e.units.map(unit).join(', ')}`
    case 'fortification-captured':
      return `${e.name} captured: it is useless from now on`
    case 'breakthrough':
      return e.qualified
        ? `Breakthrough Combat possible (${e.reason}): ${e.units.map(unit).join(', ') || 'no eligible unit'} into ${e.areas.map(area).join(', ') || 'no adjacent enemy area'}`
        : `No Breakthrough Combat: ${e.reason}`
    case 'end':
      return `Battle over: ${e.winner ? `${side(e.winner)} wins` : 'no winner'} — ${e.reason}`
  }
}
