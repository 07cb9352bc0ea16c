import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openDice, type Dice } from '../../core/dice.ts'
import { seedDice } from '../../core/seedDice.ts'
import { defaultAnswer } from '../../core/form.ts'
import { chooseAxis } from './ai.ts'
import { landScenario } from './countsScenario.ts'
import { axis, type AxisChoice, type AxisDecision, type AxisState } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'
const DIR = new URL('../../../../assets/scenarios/', import.meta.url)

function play(state: AxisState, policy: Record<'attacker' | 'defender', (s: AxisState, d: AxisDecision) => AxisChoice>, kinds?: Set<string>): AxisState {
  let s = state
  for (let i = 0; i < 3000 && s.phase !== 'over'; i++) {
    const d = axis.pending(s)
    if (d) kinds?.add(d.kind)
    s = d ? axis.decide(s, d.side, policy[d.side](s, d)).state : axis.advance(s).state
  }
  return s
}

/** Any legal answer: a random pick per field, default allocations. */
function randomPolicy(dice: Dice) {
  return (_s: AxisState, d: AxisDecision): AxisChoice => {
    const answer = defaultAnswer(d.options)
    for (const f of d.options.fields) if (f.type === 'pick' || f.type === 'place') answer[f.id] = f.choices[dice.roll(f.choices.length)]!.value
    return { kind: d.kind, answer }
  }
}

describe(`${SEED} §5.6 the axis AI`, () => {
  it('gives a legal answer to every decision kind in every built-in scenario', () => {
    const kinds = new Set<string>()
    for (const file of readdirSync(DIR).filter((f) => f.startsWith('axis-') && !f.startsWith('axis-phase-'))) {
      const parsed = axis.parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
      if (!parsed.ok) throw new Error(file)
      const ai = (level: 'easy' | 'normal') => (s: AxisState, d: AxisDecision) => chooseAxis(s, d, level).choice
      const end = play(axis.setup(parsed.value, file), { attacker: ai('easy'), defender: ai('normal') }, kinds)
      expect(end.result, file).not.toBeNull()
    }
    expect([...kinds].sort()).toEqual(['aim', 'assign', 'casualties', 'retreat', 'support'])
  })

  it('is deterministic and says why', () => {
    const s = axis.setup(landScenario({ infantry: 2 }, { infantry: 4 }), 'why')
    let t = s
    while (!axis.pending(t)) t = axis.advance(t).state
    const d = axis.pending(t)!
    const a = chooseAxis(t, d, 'normal')
    expect(chooseAxis(t, d, 'normal')).toEqual(a)
    expect(a.reason).toMatch(/to win if it stays/)
  })

  it('hard wins more often than a random policy as the attacker of a land battle with retreat choices', () => {
    const sc = landScenario({ infantry: 3, armor: 2 }, { infantry: 4 })
    const gen = openDice(seedDice('random-policy'))
    const hard = (s: AxisState, d: AxisDecision) => chooseAxis(s, d, 'hard').choice
    const keep = (s: AxisState, d: AxisDecision) => chooseAxis(s, d, 'easy').choice
    let hardWins = 0
    let randomWins = 0
    for (let i = 0; i < 20; i++) {
      const start = axis.setup(sc, `duel-${i}`)
      if (play(start, { attacker: hard, defender: keep }).result?.winner === 'attacker') hardWins++
      if (play(start, { attacker: randomPolicy(gen), defender: keep }).result?.winner === 'attacker') randomWins++
    }
    expect(hardWins).toBeGreaterThan(randomWins)
  })
})
