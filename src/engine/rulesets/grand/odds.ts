import type { OddsKit } from '../../core/ruleset.ts'
import { exactOdds } from './exact.ts'
import { sampleBattles } from './sampling.ts'
import type { GrandState } from './state.ts'
import { withoutCards } from './withoutCards.ts'

/**
 * The odds bar's figures for a grand battle, without cards (section B: the
 * bar "does not factor luck or cards"): exact for small positions, else
 * battles sampled through the kernel.
 */
export const odds: OddsKit<GrandState> = {
  exact(s, maxPaths) {
    const o = exactOdds(s, maxPaths)
    return o && { attacker: o.attacker, defender: o.defender, draw: o.draw, left: o.left, detail: `exact: ${o.paths.toLocaleString('en')} rounds of dice over ${o.positions.toLocaleString('en')} positions` }
  },
  prepare: withoutCards,
  sample: (prepared, stream, from, count) => sampleBattles(prepared as GrandState, stream, from, count),
}
