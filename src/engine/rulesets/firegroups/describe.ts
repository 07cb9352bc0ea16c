import type { Side } from '../../core/types.ts'
import { squareName } from './decisions.ts'
import type { FgEvent } from './events.ts'
import type { FgState } from './state.ts'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** One line of the battle log for an event, units and squares by name. */
export function describe(s: FgState, e: FgEvent): string {
  const side = (x: Side) => s.sides[x].name
  const unit = (id: string) => s.units.find((u) => u.id === id)?.name ?? id
  const sq = (id: string) => squareName(s, id)
  const centre = (at: string) => s.centers.find((c) => c.at === at)?.name ?? sq(at)
  const why = (reason?: string) => (reason ? ` (${reason})` : '')
  switch (e.t) {
    case 'turn':
      return `— Turn ${e.turn} —`
    case 'production':
      return `${centre(e.center)}: ${plural(e.steps, 'build step')} this turn${e.cut ? `, ${e.cut} cut by bomber damage` : ''}`
    case 'orders': {
      const parts = e.sent ? [`${plural(e.sent, 'unit')} to go in`] : []
      if (e.leaving) parts.push(`${plural(e.leaving, 'unit')} to leave`)
      if (e.pio) parts.push(plural(e.pio, 'Production Improvement Order'))
      return `${side(e.side)} gives its orders: ${parts.length ? parts.join(', ') : 'nothing moves'}${why(e.reason)}`
    }
    case 'phase':
      return `— Turn ${e.turn}, phase ${e.phase} —`
    case 'leave':
      return `${unit(e.unit)} leaves ${sq(s.square)} for ${sq(e.to)}`
    case 'enter':
      return e.jump ? `${unit(e.unit)} jump into ${sq(s.square)} from ${sq(e.from)}: group 2 in this phase` : `${unit(e.unit)} enters ${sq(s.square)} from ${sq(e.from)}`
    case 'combat':
      return `Combat in ${sq(s.square)}: ${e.why === 'pinned' ? 'both sides stayed in phase 1 and are pinned' : 'new units came in'}`
    case 'no-combat':
      return `No combat in ${sq(s.square)}: nobody came in during this phase`
    case 'promote':
      return `${side(e.side)}'s ${e.units.length === 1 ? 'leader moves' : 'leaders move'} ${e.units.map(unit).join(' and ')} up to group 2${why(e.reason)}`
    case 'group':
      return `Group ${e.group} fires`
    case 'shot': {
      // The die that drew the target comes first, as it was rolled first.
      const roll = `${e.drawn ? `target drawn ${e.drawn.face} on a d${e.drawn.among}, ` : ''}${e.die} against ${e.value}%: ${e.hit ? 'hit' : 'miss'}`
      if (e.fire === 'passing') return `${unit(e.unit)} fires at ${unit(e.target)} passing one square away, at a reduced ToHit: ${roll}`
      if (e.fire === 'ranged') return `${unit(e.unit)} fires into the next square at ${unit(e.target)}: ${roll}`
      return `${unit(e.unit)} fires at ${unit(e.target)}: ${roll}${e.endurance !== undefined ? ` (endurance ${e.endurance} left)` : ''}`
    }
    case 'destroyed':
      return `${unit(e.unit)} is destroyed`
    case 'ranged':
      return 'Ranged fire: units with no enemy in their square fire into the squares around'
    case 'bombed':
      return `${unit(e.unit)} bombs ${centre(e.center)}: ${plural(e.damage, 'point')} of damage, ${e.total} in all (it cuts the build steps from next turn)`
    case 'no-damage':
      return `${unit(e.unit)} flies over ${centre(e.center)}: a neutral centre takes no damage`
    case 'land':
      return `${unit(e.unit)} flies back to ${sq(e.to)}`
    case 'repair':
      return `${centre(e.center)} repairs ${plural(e.points, 'point')} of damage${e.by === 'pio' ? ' (Production Improvement Order)' : ''}: ${e.damage} left`
    case 'improve':
      return `${centre(e.center)}: the Production Improvement Order adds a build step, ${e.steps} now`
    case 'end':
      return `Battle over: ${e.reason}`
  }
}
