import type { OddsKit } from '../../core/ruleset.ts'
import { exactOdds } from './exact.ts'
import { sampleBattles } from './sampling.ts'
import type { GrandState } from './state.ts'
import { prepareTurn, sampleTurns, turnExact, type PreparedTurn } from './turn/odds.ts'
import { isTurnState, type TurnState } from './turn/state.ts'
import { withoutCards } from './withoutCards.ts'

/**
 * The odds bar's figures for a grand battle, without cards (section B: the
 * bar "does not factor luck or cards"): exact for small positions, else
 * battles sampled through the kernel. A turn's: its open battle's, or whole
 * turns sampled (turn/odds.ts).
 */
export const odds: OddsKit<GrandState | TurnState> = {
  exact(s, maxPaths) {
    if (isTurnState(s)) return turnExact(s, maxPaths)
    const o = exactOdds(s, maxPaths)
    return o && { attacker: o.attacker, defender: o.defender, draw: o.draw, left: o.left, detail: `exact: ${o.paths.toLocaleString('en')} rounds of dice over ${o.positions.toLocaleString('en')} positions` }
  },
  prepare: (s) => (isTurnState(s) ? { turn: prepareTurn(s) } : withoutCards(s)),
  sample(prepared, stream, from, count) {
    const p = prepared as GrandState | { turn: PreparedTurn }
    return 'turn' in p && !('ruleset' in p) ? sampleTurns(p.turn, stream, from, count) : sampleBattles(p as GrandState, stream, from, count)
  },
}
