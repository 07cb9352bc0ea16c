import seedrandom from 'seedrandom'
import { describe, expect, it } from 'vitest'
import { BATTLE_ENDINGS, battleEnding, TURN_ENDINGS, turnEnding, type Ending } from './endings.ts'
import { grand, simulate } from './index.ts'
import { randomPolicy } from './policies.ts'
import { randomScenario } from './randomScenario.ts'
import { randomTurn } from './randomTurn.ts'
import { randomTurnPolicy } from './turn/policies.ts'
import { parseTurnScenario } from './turn/scenario.ts'
import { startTurn } from './turn/setup.ts'
import { simulateTurn } from './turn/simulate.ts'

/**
 * The fuzzer's ending labels (issue 18) are read from the end state; the
 * engine words each ending in its reason (end.ts, advance.ts, decisions.ts,
 * turn/steps.ts). On random battles and turns the two must agree.
 */
const SEED = '000_65abfdd3be31f0b0.txt'

const BATTLE_REASON: Record<(typeof BATTLE_ENDINGS)[number], RegExp> = {
  cancelled: /: the battle is cancelled and \w+ retreats$/,
  retreat: /^\w+ retreated$/,
  rout: /^\w+ routed$/,
  pursuit: /^\w+ routed and was pursued$/,
  eliminated: /^\w+ has no combat units left on the field$/,
  'driven-off': /^\w+ has no combat units left on the field$/,
  'both-emptied': /^neither side has combat units left: the defender holds$/,
  'rounds-out': /^(the last round is over|no round is left) and both sides stand: the defender holds$/,
}

const TURN_REASON: Record<(typeof TURN_ENDINGS)[number], RegExp> = {
  'turn-vp': /^\w+ \d+ VP against \d+$/,
  'turn-losses': /^\d+ VP each; \w+ lost fewer strength points/,
  'turn-even': /^\d+ VP each and \d+ strength points lost each: the defender holds$/,
  'turn-no-battle': /^0 VP each and 0 strength points lost each: the defender holds$/,
}

describe(`${SEED} the fuzzer's ending labels`, () => {
  it("§C, §J, §K: a battle's ending read from its end state is the one its reason words; 'eliminated' lost every combat unit, 'driven-off' had some panic", () => {
    const seen = new Map<Ending, number>()
    for (let i = 0; i < 800; i++) {
      const p = grand.parseScenario(randomScenario(seedrandom.alea(`endings-${i}`), `e${i}`))
      if (!p.ok) throw new Error(p.errors.join('; '))
      const s = simulate(grand.setup(p.value, `e${i}`), randomPolicy(`e${i}`))
      const e = battleEnding(s) as (typeof BATTLE_ENDINGS)[number]
      expect(s.result!.reason, `battle ${i}: ${e}`).toMatch(BATTLE_REASON[e])
      if (e === 'eliminated' || e === 'driven-off') {
        const loser = s.result!.winner === 'attacker' ? 'defender' : 'attacker'
        const panicked = s.units.some((u) => u.side === loser && u.role === 'combat' && !u.air && u.panicked)
        expect(panicked, `battle ${i}`).toBe(e === 'driven-off')
      }
      seen.set(e, (seen.get(e) ?? 0) + 1)
    }
    expect([...seen.keys()].sort()).toEqual([...BATTLE_ENDINGS].sort())
  })

  it('D46: a turn\'s ending read from its result and its battles is the one its reason words', () => {
    const seen = new Set<Ending>()
    for (let i = 0; i < 150; i++) {
      const p = parseTurnScenario(randomTurn(seedrandom.alea(`turn-endings-${i}`), `t${i}`))
      if (!p.ok) throw new Error(p.errors.join('; '))
      const t = simulateTurn(startTurn(p.value, `t${i}`), randomTurnPolicy(`t${i}`))
      const e = turnEnding(t) as (typeof TURN_ENDINGS)[number]
      expect(t.result!.reason, `turn ${i}: ${e}`).toMatch(TURN_REASON[e])
      seen.add(e)
    }
    expect([...seen].sort()).toEqual([...TURN_ENDINGS].sort())
  })
})
