import { BranchingDice } from '../../../odds/branchingDice.ts'
import { addAt } from '../../../odds/outcomes.ts'
import type { Side } from '../../core/types.ts'
import { defaultStep } from './simulate.ts'
import type { FgState } from './state.ts'
import { cloneState, unitsAlive, type Work } from './work.ts'

/**
 * The exact chances of the rest of the battle played by default, by running
 * the rules over both ways of every shot (hit or miss) and every target a shot
 * may draw, one click at a time, merging equal positions between clicks. Only
 * small battles are solved: past `maxPaths` runs it gives up (null) and the
 * odds are sampled instead.
 */
export function positionKey(s: FgState): string {
  let k = `${s.turn}.${s.phaseNo}.${s.step}.${s.group}.${+s.combat}${s.phase === 'over' ? `o${s.result?.winner ?? 'draw'}` : ''}`
  for (const u of s.units) k += `|${u.alive ? u.at : 'x'},${u.endurance},${u.order}${u.leaving ? 'l' : ''}${u.entered ? 'e' : ''}${u.jumped ? 'j' : ''}${u.promoted ? 'p' : ''}${u.fired ? 'f' : ''}`
  for (const c of s.centers) k += `|${c.steps},${c.damage},${c.cut},${c.denied}${c.pio ? c.pio[0] : ''}`
  return k
}

export function exactBattle(state: FgState, maxPaths: number): { attacker: number; defender: number; draw: number; paths: number; left: Record<Side, number[]> } | null {
  const won: Record<Side | 'draw', number> = { attacker: 0, defender: 0, draw: 0 }
  const left: Record<Side, number[]> = { attacker: [], defender: [] }
  let frontier = new Map<string, { s: FgState; p: number }>([[positionKey(state), { s: state, p: 1 }]])
  let paths = 0
  while (frontier.size) {
    const next = new Map<string, { s: FgState; p: number }>()
    for (const { s, p } of frontier.values()) {
      if (s.phase === 'over') {
        won[s.result?.winner ?? 'draw'] += p
        addAt(left.attacker, unitsAlive(s, 'attacker'), p)
        addAt(left.defender, unitsAlive(s, 'defender'), p)
        continue
      }
      const dice = new BranchingDice()
      do {
        if (++paths > maxPaths) return null
        dice.rewind()
        const w: Work = { s: cloneState(s), dice, ev: null, shots: 0 }
        defaultStep(w)
        const q = p * dice.prob
        const key = positionKey(w.s)
        const seen = next.get(key)
        if (seen) seen.p += q
        else next.set(key, { s: w.s, p: q })
      } while (dice.next())
    }
    frontier = next
  }
  return { ...won, paths, left }
}
