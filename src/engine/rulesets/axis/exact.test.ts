import { describe, expect, it } from 'vitest'
import { openDice } from '../../core/dice.ts'
import { seedDice } from '../../core/seedDice.ts'
import { landScenario } from './countsScenario.ts'
import { solveAxisLand } from './exact.ts'
import { axis, simulateAxis } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.3 §5.5 exact land odds`, () => {
  it('one infantry against one infantry: the closed form of the round', () => {
    // Per round the attacker hits on 1/6, the defender on 2/6; both dead when both hit.
    const p = 1 / 6
    const q = 2 / 6
    const stay = (1 - p) * (1 - q)
    const r = solveAxisLand({ infantry: 1 }, { infantry: 1 })
    expect(r.attackerWins).toBeCloseTo((p * (1 - q)) / (1 - stay), 12)
    expect(r.defenderWins).toBeCloseTo((q * (1 - p)) / (1 - stay), 12)
    expect(r.draws).toBeCloseTo((p * q) / (1 - stay), 12)
  })

  it('probabilities sum to one on a 30-against-30 battle', () => {
    const r = solveAxisLand({ infantry: 15, artillery: 5, armor: 10 }, { infantry: 20, artillery: 5, armor: 5 })
    expect(r.attackerWins + r.defenderWins + r.draws).toBeCloseTo(1, 9)
  })

  it('agrees with the engine played by simulateAxis (default answers, no retreat) within the 99.9% interval on 20 random battles', () => {
    const gen = openDice(seedDice('axis-exact-agreement'))
    const runs = 1000
    const z = 3.29
    for (let b = 0; b < 20; b++) {
      const pick = () => ({ infantry: gen.roll(4), artillery: gen.roll(3), armor: gen.roll(3) })
      const attack = pick()
      const defend = pick()
      if (attack.infantry + attack.artillery + attack.armor === 0) attack.infantry = 1
      const exact = solveAxisLand(attack, defend)
      let state = axis.setup(landScenario(attack, defend), `agreement-${b}`)
      const wins = { attacker: 0, defender: 0, draw: 0 }
      for (let r = 0; r < runs; r++) {
        const end = simulateAxis(state)
        wins[end.result!.winner ?? 'draw']++
        // The next battle rolls on from where this one's dice stopped.
        state = { ...state, dice: end.dice }
      }
      for (const [p, n] of [
        [exact.attackerWins, wins.attacker],
        [exact.defenderWins, wins.defender],
      ] as const) {
        const tolerance = z * Math.sqrt((p * (1 - p)) / runs) + 1e-9
        expect(Math.abs(n / runs - p), `battle ${b}: ${JSON.stringify({ attack, defend })}`).toBeLessThanOrEqual(tolerance)
      }
    }
  })
})
