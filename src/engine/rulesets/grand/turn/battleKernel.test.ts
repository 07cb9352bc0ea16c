import { describe, expect, it } from 'vitest'
import { FastAlea } from '../../../core/fastAlea.ts'
import { seedDice } from '../../../core/seedDice.ts'
import { engine } from '../engine.ts'
import { winnerPassing } from '../kernel.ts'
import { TURN_SCENARIOS } from '../scenarios.ts'
import { simulate } from '../simulate.ts'
import type { GrandState } from '../state.ts'
import { strengthLeft } from '../strength.ts'
import { passChoice } from '../testkit.ts'
import type { TurnScenario } from './scenario.ts'
import type { TurnState } from './state.ts'
import { decideTurn } from './steps.ts'
import { SEED_FILE, turnOf, type TurnSpec } from './turnTestkit.ts'

/**
 * The odds run a turn's battles on the kernel (kernel.ts), which replays the
 * loser's retreat to count what it loses. A turn's battles carry what a
 * battle alone never had: crossings into the regions around (D40), room
 * left, unresolved battles. The kernel must end them where the battle
 * engine does, strength for strength.
 */

/** Every battle each list position can open, from the start of each built-in turn and of a map where only a strait leads back. */
function battlesToCheck(): GrandState[] {
  const out: GrandState[] = []
  const open = (t: TurnState) => {
    for (const e of t.list) out.push(decideTurn(t, 'attacker', { kind: 'next-battle', region: e.region }).state.battle!)
  }
  for (const raw of TURN_SCENARIOS) {
    const p = engine.parseScenario(raw)
    if (!p.ok) throw new Error(p.errors.join('; '))
    let t = engine.setup(p.value as TurnScenario, 'kernel') as TurnState
    if (t.phase !== 'list') t = advanceToList(t)
    open(t)
  }
  const cornered: TurnSpec = {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'f', owner: 'defender' },
      { id: 'isle', owner: 'defender' },
      { id: 'far', owner: 'defender', stackingLimit: 1 },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'f'],
      ['f', 'isle', 'strait'],
      ['f', 'far'],
      ['isle', 's'],
      ['far', 's'],
    ],
    attacker: {
      units: [
        { id: 'a1', type: 'arm-bde', region: 'f', from: 'w' },
        { id: 'a2', type: 'mech-bde', region: 'f', from: 'w' },
      ],
      supply: ['w'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-bde', region: 'f' },
        { id: 'd2', type: 'at-bn', region: 'f' },
        { id: 'd3', type: 'corps-hq', region: 'f' },
      ],
      supply: ['s'],
    },
  }
  open(turnOf(cornered))
  return out
}

function advanceToList(t: TurnState): TurnState {
  let s = t
  for (let i = 0; i < 20 && s.phase !== 'list'; i++) {
    const d = engine.pending(s)
    s = (d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)).state as TurnState
  }
  return s
}

describe(`${SEED_FILE} §M the kernel agrees with the battle engine on a turn's battles`, () => {
  it('winner and strength left of every battle the built-in turns open, and of a stack whose only way back is across a strait, 60 dice each', () => {
    const dice = new FastAlea(seedDice('x'))
    const left = new Int32Array(2)
    let lostInRetreat = 0
    for (const [j, b] of battlesToCheck().entries()) {
      for (let r = 0; r < 60; r++) {
        const seed = `tk#${j}#${r}`
        const end = simulate({ ...b, dice: seedDice(seed) }, (_s, d) => passChoice(d))
        dice.seed(seed)
        left.fill(-1)
        const winner = winnerPassing(b, dice, left)
        expect([winner, left[0], left[1]], `${b.scenarioId} ${r}`).toEqual([end.result?.winner ?? null, strengthLeft(end, 'attacker'), strengthLeft(end, 'defender')])
        if (end.result?.retreat?.moves.some((m) => m.to === null)) lostInRetreat++
      }
    }
    expect(lostInRetreat).toBeGreaterThan(0)
  })
})
