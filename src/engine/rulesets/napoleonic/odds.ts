import type { OddsKit } from '../../core/ruleset.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { exactBattle } from './exact.ts'
import { winnerOn } from './simulate.ts'
import type { NapState } from './state.ts'

export { attackOdds, type AttackOdds } from './attackOdds.ts'

/**
 * The odds bar's figures for a napoleonic battle, the rest of it played with
 * the default order of attacks (best odds first, none below 1–1): exact when
 * the ending is small enough to walk, else sampled battle by battle from the
 * sampling stream. Loaded by the odds workers without zod or seedrandom.
 */
export const odds: OddsKit<NapState> = {
  exact(s, maxPaths) {
    const r = exactBattle(s, maxPaths)
    return r && { attacker: r.attacker, defender: r.defender, draw: r.draw, left: r.left, detail: `exact over ${r.paths} steps, default order of attacks` }
  },
  prepare: (s) => s,
  sample: (prepared, stream, from, count) => tallyStream(stream, from, count, (dice, left) => winnerOn(prepared as NapState, dice, left)),
}
