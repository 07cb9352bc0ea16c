import { BranchingDice } from '../../../odds/branchingDice.ts'
import { addAt } from '../../../odds/outcomes.ts'
import type { Side } from '../../core/types.ts'
import { geometry } from './geometry.ts'
import { defaultStep } from './simulate.ts'
import type { NapState } from './state.ts'
import { cloneState, strengthLeft, type Work } from './work.ts'

/**
 * The exact chances of the whole battle with the default order of attacks,
 * by running the rules over every d6 face and every morale test's pass or
 * fail, one default step at a time, merging equal positions between steps.
 * Only small endings are solved: past `maxPaths` engine steps it gives up
 * (null) and the odds are sampled instead.
 */
export function positionKey(s: NapState): string {
  let k = `${s.phaseNo}${s.ended ? 'e' : ''}${s.phase === 'over' ? `o${s.result?.winner ?? 'draw'}` : ''}`
  for (const u of s.units) k += `|${u.strength},${u.morale},${u.at},${u.place === 'field' ? '' : 'x'}${u.attacked ? 'a' : ''}${u.defended ? 'd' : ''}${u.victorious ? 'v' : ''}`
  for (const hex of s.objectives) k += `|${s.holders[hex] ?? '-'}`
  return k
}

/** `left[side][k]`: the chance that the side ends with k strength points on the field (strengthLeft). */
export function exactBattle(state: NapState, maxPaths: number): { attacker: number; defender: number; draw: number; paths: number; left: Record<Side, number[]> } | null {
  const won: Record<Side | 'draw', number> = { attacker: 0, defender: 0, draw: 0 }
  const left: Record<Side, number[]> = { attacker: [], defender: [] }
  let frontier = new Map<string, { s: NapState; p: number }>([[positionKey(state), { s: state, p: 1 }]])
  let paths = 0
  const g = geometry(state.map)
  while (frontier.size) {
    const next = new Map<string, { s: NapState; p: number }>()
    for (const { s, p } of frontier.values()) {
      if (s.phase === 'over') {
        won[s.result?.winner ?? 'draw'] += p
        addAt(left.attacker, strengthLeft(s, 'attacker'), p)
        addAt(left.defender, strengthLeft(s, 'defender'), p)
        continue
      }
      const dice = new BranchingDice()
      do {
        if (++paths > maxPaths) return null
        dice.rewind()
        const w: Work = { s: cloneState(s), g, dice, ev: null }
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
