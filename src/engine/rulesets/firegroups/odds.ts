import type { OddsKit } from '../../core/ruleset.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { exactBattle } from './exact.ts'
import { winnerOn } from './simulate.ts'
import type { FgState } from './state.ts'

/**
 * The odds bar's figures for a fire-group battle, the rest of it played with
 * the default answers (the planned entries, nobody leaving, the best units
 * moved up): exact when the battle is small enough to walk every shot, else
 * sampled battle by battle from the sampling stream. Loaded by the odds
 * workers without zod or seedrandom.
 */
export const odds: OddsKit<FgState> = {
  exact(s, maxPaths) {
    const r = exactBattle(s, maxPaths)
    return r && { attacker: r.attacker, defender: r.defender, draw: r.draw, left: r.left, detail: `exact over ${r.paths} steps, default orders` }
  },
  prepare: (s) => s,
  sample: (prepared, stream, from, count) => tallyStream(stream, from, count, (dice, left) => winnerOn(prepared as FgState, dice, left)),
}
