import type { OddsKit } from '../../core/ruleset.ts'
import { tallyStream } from '../../../odds/sampling.ts'
import { exactBattle } from './exact.ts'
import { winnerOn } from './simulate.ts'
import type { KoreaState } from './state.ts'

/**
 * The odds bar's figures for a korea turn, its rest played with the default
 * answers: exact over every loss-point outcome of every combat when the walk
 * is small enough, else sampled battle by battle from the stream. Loaded by
 * the odds workers without zod or seedrandom.
 */
export const odds: OddsKit<KoreaState> = {
  exact(s, maxPaths) {
    const r = exactBattle(s, maxPaths)
    return r && { attacker: r.attacker, defender: r.defender, draw: r.draw, left: r.left, detail: `exact over ${r.paths} loss-point outcomes, default choices` }
  },
  prepare: (s) => s,
  sample: (prepared, stream, from, count) => tallyStream(stream, from, count, (dice, left) => winnerOn(prepared as KoreaState, dice, left)),
}
