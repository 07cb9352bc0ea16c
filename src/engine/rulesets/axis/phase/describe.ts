import { formatEvent } from '../describe.ts'
import type { AxisState } from '../state.ts'
import { isPhaseOwn, type PhaseEvent } from './events.ts'
import { areaNameOf } from './rules.ts'
import type { PhaseState } from './state.ts'

/**
 * The battle log's words read the sides, units and areas of a state; the
 * phase holds every unit of every battle under the same ids and names, so
 * its battles' events are worded the same whether the battle is open or
 * long closed (a log is described with the last state).
 */
function names(p: PhaseState): AxisState {
  return { sides: p.sides, units: p.units, areas: p.areas } as unknown as AxisState
}

/** One line of the phase's log: its own events, and its battles' in their own words. */
export function formatPhaseEvent(p: PhaseState, e: PhaseEvent): string {
  if (!isPhaseOwn(e)) return formatEvent(names(p), e)
  const area = (id: string) => areaNameOf(p, id)
  const side = (s: 'attacker' | 'defender') => p.sides[s].name
  const units = (ids: readonly string[]) => ids.map((id) => p.units.find((u) => u.id === id)?.name ?? id).join(', ')
  switch (e.t) {
    case 'combat-move':
      return `Combat move: ${units(e.units)} from ${area(e.from)} into ${area(e.to)}`
    case 'area-taken':
      return `${side('attacker')} takes ${area(e.area)}${e.how === 'empty' ? ': it was empty (its units qualify for Breakthrough Combat)' : e.how === 'breakthrough' ? ' by Breakthrough Combat' : ''}`
    case 'battle-list':
      return e.areas.length
        ? `${e.stage === 'normal' ? 'Battles of normal combat' : 'Battles of Breakthrough Combat'}: ${e.areas.map(area).join(', ')}`
        : `No battle of ${e.stage === 'normal' ? 'normal' : 'Breakthrough'} combat`
    case 'battle-open':
      return `— ${e.stage === 'breakthrough' ? 'Breakthrough battle' : 'Battle'} ${e.n}: ${area(e.area)}${e.left ? ` (${e.left} more to fight)` : ' (the last on the list)'} —`
    case 'battle-closed':
      return `Battle of ${area(e.area)} closed: ${e.winner ? `${side(e.winner)} wins` : 'no winner'}${e.conquered ? ', the area is taken' : ''}`
    case 'breakthrough-stage':
      return e.groups.length
        ? `All normal combat is resolved: Breakthrough Combat from ${e.groups.map(area).join(', ')}`
        : 'All normal combat is resolved: no unit qualifies for Breakthrough Combat'
    case 'phase-decision': {
      const why = e.reason ? ` (${e.reason})` : ''
      if (e.kind === 'next battle') return `${side(e.side)} decides next battle: ${area(e.choice)}${why}`
      const m = /^(\S+)(?: > (\S+): (.*)| : none|: none)$/.exec(e.choice)
      if (!m) return `${side(e.side)} decides breakthrough: ${e.choice}${why}`
      if (!m[2]) return `${side(e.side)} decides breakthrough: no more from ${area(m[1]!)}${why}`
      return `${side(e.side)} decides breakthrough: from ${area(m[1]!)} into ${area(m[2])} with ${units(m[3]!.split(' '))}${why}`
    }
    case 'breakthrough-move':
      return `Breakthrough: ${units(e.units)} from ${area(e.from)} into ${area(e.to)}${e.empty ? ' (empty: entered at once)' : ': a battle of Breakthrough Combat'}`
    case 'no-breakthrough':
      return `No breakthrough from ${area(e.from)}: ${e.reason}`
    case 'phase-end':
      return `End of the combat phase: ${e.winner ? `${side(e.winner)} wins` : 'no winner'} — ${e.reason}`
  }
}
