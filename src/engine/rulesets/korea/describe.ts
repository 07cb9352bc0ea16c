import { otherSide as other, type Side } from '../../core/types.ts'
import { GROUND_VP, HOUSE, ROUT_VP } from './charts.ts'
import type { KoreaEvent, LossKind } from './events.ts'
import { geometry, hexName } from './geometry.ts'
import type { KoreaState } from './state.ts'

/** One line of the battle log for an event, units, depots and hexes by name. */
const KIND = { meeting: 'Meeting Engagement', prepared: 'Prepared Attack' } as const
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')
const points = (n: number) => `${n} loss point${n === 1 ? '' : 's'}`

const WAY: Record<LossKind, string> = {
  static: 'to static',
  retreat: 'retreats 1 hex',
  'retreat-far': 'retreats 2–3 hexes',
  depot: 'eliminated',
  vp: 'VP',
  rout: 'to the Rout box',
}

export function describe(s: KoreaState, e: KoreaEvent): string {
  const side = (x: Side) => s.sides[x].name
  /** The part of a VP penalty the side could not pay, gained by the enemy (K22). */
  const owedOn = (n: number, to: Side) => (n ? `, and ${side(to)} gains the ${n} it could not pay` : '')
  const unit = (id: string) => s.units.find((u) => u.id === id)?.name ?? s.depots.find((d) => d.id === id)?.name ?? id
  const hex = (id: string) => hexName(geometry(s.map), id)
  switch (e.t) {
    case 'combat':
      return `— Combat ${e.combat + 1} of ${e.of}: ${KIND[e.kind]}, ${side('attacker')} attacks ${hex(e.defend)} from ${e.attack.map(hex).join(', ')}${e.kind === 'meeting' ? ` (${e.mp} MP spent)` : ''} —`
    case 'cancelled':
      return `Combat ${e.combat + 1} on ${hex(e.defend)} is called off: ${e.why === 'no attacker' ? 'no attacking unit is left in its hexes' : 'no defending unit is left in the hex'}`
    case 'lead':
      return `${side(e.side)}: ${unit(e.unit)} leads${e.reason ? ` (${e.reason})` : ''}`
    case 'depot-expended':
      return `The depot at ${unit(e.depot)} is expended for the combat`
    case 'modifiers':
      return `${side(e.side)} die-roll modifiers ${signed(e.total)}${e.parts.length ? `: ${e.parts.map((p) => `${p.source} ${signed(p.value)}`).join(', ')}` : ''}`
    case 'shot':
      return `${unit(e.unit)} rolls ${e.die}`
    case 'chips':
      return `${side(e.side)} chips turned up ${signed(e.total)}: ${e.chips.map((c) => `${unit(c.unit)} ${signed(c.value)}`).join(', ')}`
    case 'differential': {
      const lp = (x: Side) => (e.lp[x] ? `${side(x)} ${points(e.lp[x])}` : '')
      const both = [lp('defender'), lp('attacker')].filter(Boolean).join(', ')
      return `${side('attacker')} ${e.totals.attacker} against ${side('defender')} ${e.totals.defender}: differential ${signed(e.differential)} (${e.ratioWhy}): ${both || 'no loss'}`
    }
    case 'losses': {
      const what = e.picks.map((p) => (p.kind === 'vp' ? `${p.count} VP` : p.kind === 'depot' ? `the depot at ${unit(p.id)} eliminated` : `${unit(p.id)} ${WAY[p.kind]}`))
      return `${side(e.side)} satisfies ${points(e.owed)}: ${what.join(', ')}${e.reason ? ` (${e.reason})` : ''}`
    }
    case 'static':
      return `${unit(e.unit)} goes static`
    case 'retreat':
      return `${unit(e.unit)} retreats from ${hex(e.from)} to ${hex(e.to)}: ${e.why}${e.reason ? ` (${e.reason})` : ''}`
    case 'depot-eliminated':
      return `The depot at ${unit(e.depot)} is eliminated`
    case 'vp-spent':
      return `${side(e.side)} spends ${e.vp} VP: ${e.left} left`
    case 'rout':
      return `${unit(e.unit)} goes to the Rout box: ${side(e.side)} loses ${e.vp} VP${owedOn(e.toEnemy, other(e.side))} (${HOUSE}: a rout costs ${ROUT_VP} VP)`
    case 'ground':
      return `${side('defender')} gives up ${hex(e.hex)}: ${e.vp} VP lost${owedOn(e.toEnemy, 'attacker')} (${HOUSE}: a hex given up costs ${GROUND_VP} VP)`
    case 'end':
      return `Battle over: ${e.reason}`
  }
}
