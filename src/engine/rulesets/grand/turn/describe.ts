import { formatWith, type Names } from '../describe.ts'
import type { ModifierPart } from '../events.ts'
import { isTurnOwn, type TurnEvent } from './events.ts'
import type { TurnState } from './state.ts'

export function turnNames(t: TurnState): Names {
  return {
    side: (x) => t.sides[x].name,
    unit: (id) => t.units.find((u) => u.id === id)?.name ?? t.leaders.find((l) => l.id === id)?.name ?? id,
    region: (id) => t.regions.find((r) => r.id === id)?.name ?? id,
  }
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`)
const partsText = (parts: readonly ModifierPart[]) => parts.map((p) => `${p.source} ${signed(p.value)}`).join(', ')

/** One line of the turn's log: its own events, and its battles' in their own words. */
export function formatTurnEvent(t: TurnState, e: TurnEvent): string {
  const n = turnNames(t)
  if (!isTurnOwn(e)) return formatWith(n, e)
  const units = (ids: readonly string[]) => ids.map(n.unit).join(', ')
  switch (e.t) {
    case 'air-move':
      return `Air movement: ${units(e.units)} fly from ${n.region(e.from)} by ${e.path.map(n.region).join(' → ')}`
    case 'air-enter':
      return `${units(e.units)} enter ${n.region(e.region)}`
    case 'shot':
      if (e.test === 'interception') {
        const mods = e.parts.length ? ` (${partsText(e.parts)})` : ''
        return `${n.side(e.side)} interception test from ${n.region(e.region)}: ${e.die}${mods}, needs ${e.value} or less — ${e.hit ? 'intercepted' : 'no interception'}`
      }
      return `${n.unit(e.unit)} ${e.test === 'aa' ? 'AA fire' : 'air combat'}: ${e.reroll ? 're-rolls' : 'rolls'} ${e.die} against ${e.value}${e.parts.length ? ` (${partsText(e.parts)})` : ''}: ${e.hit ? 'hit' : 'miss'}`
    case 'air-placement':
      return `${e.what === 'hit' ? 'A hit falls' : 'A panic falls'} on ${n.unit(e.unit)} (die ${e.die + 1} of ${e.among})`
    case 'air-panic-test':
      return `${n.unit(e.unit)} panic test: ${e.die} against ${e.limit} — ${e.failed ? 'a panic' : 'holds'}`
    case 'air-damage':
      return `${n.unit(e.unit)}: ${e.hits} hit${e.hits === 1 ? '' : 's'}, ${e.status === 'destroyed' ? 'destroyed' : `${e.strength} SP left${e.status === 'panicked' ? ', panics' : ''}`}`
    case 'air-combat':
      return `Air combat over ${n.region(e.region)}: ${n.side('attacker')} ${e.scored.attacker} hit${e.scored.attacker === 1 ? '' : 's'}, ${n.side('defender')} ${e.scored.defender} — ${n.side(e.winner)} wins`
    case 'air-return':
      return `${units(e.units)} fly back to ${n.region(e.to)}: ${e.reason}`
    case 'air-arrive':
      return `${units(e.units)} ${e.joins ? 'arrive over' : 'land at'} ${n.region(e.region)}${e.joins ? ' and join its battle' : ''}`
    case 'battles-list':
      return e.regions.length ? `Battles List: ${e.regions.map(n.region).join(', ')}` : 'Battles List: no battle this turn'
    case 'battle-open':
      return `— Battle ${e.n}: ${n.region(e.region)}${e.left ? ` (${e.left} more on the list)` : ' (the last on the list)'} —`
    case 'battle-closed':
      return `Battle of ${n.region(e.region)} closed: ${e.winner ? `${n.side(e.winner)} wins${e.vp ? ` (${e.vp} VP)` : ''}` : 'no winner'}`
    case 'region-taken':
      return `${n.side(e.side)} takes ${n.region(e.region)}`
    case 'new-battle':
      return `The breakthrough from ${n.region(e.from)} makes a battle in ${n.region(e.region)}, at the top of the Battles List`
    case 'back-to-base':
      return `${units(e.units)} fly back to base`
    case 'leader-lost':
      return `${n.unit(e.leader)} is lost with his stack`
    case 'turn-end':
      return `End of turn: ${n.side(e.winner)} wins — ${e.reason}`
  }
}
