import type { Side } from '../../core/types.ts'
import type { NapEvent, StrengthPart } from './events.ts'
import { geometry } from './geometry.ts'
import type { NapState } from './state.ts'

/** One unit's share of a total in words: "#1 5 in support, victorious". */
export function partText(s: NapState, p: StrengthPart): string {
  const name = s.units.find((u) => u.id === p.unit)?.name ?? p.unit
  return `${name} ${p.value}${p.note ? ` (${p.note})` : ''}${p.role === 'support' ? (p.victorious ? ' in support, victorious' : ' in support') : ''}`
}

/** One line of the battle log for an event, units and hexes by name. */
export function describe(s: NapState, e: NapEvent): string {
  const side = (x: Side) => s.sides[x].name
  const unit = (id: string) => s.units.find((u) => u.id === id)?.name ?? id
  const hex = (id: string) => geometry(s.map).hexes.get(id)?.name ?? id
  const part = (p: StrengthPart) => partText(s, p)
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`)
  switch (e.t) {
    case 'phase':
      return `— Phase ${e.phase}: ${side(e.side)} attacks —`
    case 'declare':
      return `${side(e.side)}: ${unit(e.attacker)} attacks ${unit(e.defender)}${e.reason ? ` (${e.reason})` : ''}`
    case 'end-declared':
      return `${side(e.side)} ends the phase${e.reason ? ` (${e.reason})` : ''}`
    case 'phase-end':
      return `End of phase ${e.phase}${e.why === 'no attack left' ? `: ${side(e.side)} has no attack left` : ''}`
    case 'totals':
      return `Attack ${e.attack} (${e.attackParts.map(part).join(' + ')}) against ${e.defend} (${e.defendParts.map(part).join(' + ')})`
    case 'ratio':
      return `${e.attack} against ${e.defend}: column ${e.column}`
    case 'modifier':
      return `Die ${signed(e.value)}: ${e.source}`
    case 'shot':
      return `${unit(e.unit)} rolls ${e.die}`
    case 'result': {
      const cell = (loss: number, test: boolean) => `${loss}${test ? '*' : ''}`
      const mods = e.drm ? ` ${signed(e.drm)} = ${e.face + e.drm}${e.row !== e.face + e.drm ? `, read as ${e.row}` : ''}` : ''
      return `Die ${e.face}${mods}: row ${e.row} of column ${e.column}, attacker ${cell(e.attackerLoss, e.attackerTest)}, defender ${cell(e.defenderLoss, e.defenderTest)}`
    }
    case 'loss':
      return `${unit(e.unit)} loses ${e.points} strength point${e.points === 1 ? '' : 's'}: ${e.left} left`
    case 'eliminated':
      return `${unit(e.unit)} is eliminated${e.why === 'no retreat' ? ': it cannot retreat' : ''}`
    case 'morale-test':
      return `${unit(e.unit)} tests morale: ${e.roll} against morale ${e.morale}, ${e.passed ? 'passed' : 'failed'}`
    case 'no-test':
      return `${unit(e.unit)} is a leader: no morale test`
    case 'retreat':
      return `${unit(e.unit)} retreats from ${hex(e.from)} to ${hex(e.to)} (${e.why})`
    case 'morale-loss':
      return `${unit(e.unit)} loses a morale point: morale ${e.morale}${e.morale === 0 ? ', demoralised' : ''}`
    case 'victorious':
      return `${unit(e.unit)} is victorious${e.regained ? `: morale back up to ${e.morale}` : ''}`
    case 'advance':
      return `${unit(e.unit)} advances from ${hex(e.from)} to ${hex(e.to)}`
    case 'advance-refused':
      return `${unit(e.unit)} does not advance into ${hex(e.to)}: ${e.why}`
    case 'objective':
      return `${side(e.side)} takes the objective ${hex(e.hex)}`
    case 'end':
      return `Battle over: ${e.reason}`
  }
}
