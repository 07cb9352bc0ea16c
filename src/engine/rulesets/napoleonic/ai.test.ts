import { describe, expect, it } from 'vitest'
import { fastSeedDice } from '../../core/fastAlea.ts'
import { AI_LEVELS } from '../../core/ruleset.ts'
import { attackOdds } from './attackOdds.ts'
import { Board, type FastFigures } from './board.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { rankedAttacks } from './policy.ts'
import { findNapoleonic, napoleonicScenarios } from './scenarios.ts'
import { evaluateBoard, RESULT, Search } from './search.ts'
import { attack, battle, EXAMPLE, exactAfter, SEED, type TestUnit } from './testkit.ts'
import type { NapState } from './state.ts'

const ask = (s: NapState, level: 'easy' | 'normal' | 'hard') => engine.ai(s, engine.pending(s)!, level)

type Answer = { attacker: string; defender: string }

/** The phasing side's share of wins (a draw half) when `choice` is answered and the rest played by the default order, on `n` generators of its own (not the AI's playout dice). */
function playedOut(s: NapState, choice: Answer, n: number): number {
  const me = s.phasing
  let w = 0
  for (let i = 0; i < n; i++) {
    const t = engine.decide({ ...s, dice: fastSeedDice(`played-out#${i}`) }, me, { kind: 'attack', answer: choice }).state
    const end = engine.simulate(t)
    w += end.result!.winner === me ? 1 : end.result!.winner === null ? 0.5 : 0
  }
  return w / n
}

/**
 * The example's left: #1, #3 and #5 against #2, #4 and #6 (with the wood
 * behind #4); #3 a point stronger than in the seed, so that its attack pays,
 * #5 weak and #6 strong, so that theirs does not.
 */
const LEFT = EXAMPLE.filter((u) => ['1', '2', '3', '4', '5', '6'].includes(u.id)).map((u) => (u.id === '3' ? { ...u, strength: 4 } : u.id === '5' ? { ...u, strength: 1 } : u.id === '6' ? { ...u, strength: 8 } : u))

/**
 * Two against two where order decides: #3 (4) faces #4 (4) and touches #2;
 * #1 (3) faces #2 (3). Every attack is 1–1. The default takes #3 against #2
 * (7 against 7, #1 supporting, #4 supporting #2); won first, #3 against #4
 * makes #3 victorious in #4's hex, next to #2, and #1 then attacks #2 at 2–1.
 */
const ORDER: TestUnit[] = [
  { id: '3', side: 'attacker', at: [1, 4], strength: 4 },
  { id: '1', side: 'attacker', at: [2, 4], strength: 3 },
  { id: '2', side: 'defender', at: [2, 3], strength: 3 },
  { id: '4', side: 'defender', at: [1, 3], strength: 4 },
]

/** Positions met in battles of every scenario, under the random policy and the hard AI in turn: every third decision, `perScenario` of each. */
function positions(perScenario: number): NapState[] {
  const out: NapState[] = []
  for (const sc of napoleonicScenarios()) {
    let s = engine.setup(sc, 'ai-positions')
    const random = engine.policies.random('ai-positions')
    let taken = 0
    for (let k = 0; taken < perScenario && !s.result; k++) {
      const d = engine.pending(s)
      if (!d) {
        s = engine.advance(s).state
        continue
      }
      if (k % 3 === 0) {
        out.push(s)
        taken++
      }
      s = engine.decide(s, d.side, k % 2 ? random(s, d) : engine.ai(s, d, 'hard')).state
    }
  }
  return out
}

/**
 * The look-ahead written plainly, no memo: what Search must give. The best of
 * ending the phase and the `beam` best attacks by odds, each over every die
 * and test, `depth` attacks deep.
 */
function plainWorth(b: Board, a: number, d: number, depth: number, beam: number, me: number, last: boolean): number {
  const worth = (): number => {
    const e = evaluateBoard(b, me)
    return !last || b.over ? e : e + RESULT * Math.sign(b.score(me) - b.score(me ^ 1))
  }
  const value = (k: number): number => {
    let v = worth()
    if (k <= 0 || b.over) return v
    const search = new Search(b, beam)
    const n = Math.min(beam, search.rank(0))
    const next: number[] = []
    for (let i = 0; i < n; i++) next.push(search.ranked(0, i))
    for (const p of next) v = Math.max(v, go(Math.floor(p / b.nU), p % b.nU, k))
    return v
  }
  const go = (x: number, y: number, k: number): number => {
    let v = 0
    const f: FastFigures = { attack: 0, defend: 0, column: 0, drm: 0 }
    b.branches(x, y, f, (p) => (v += p * value(k - 1)))
    return v
  }
  return go(a, d, depth)
}

describe(`${SEED}: the AI — "the first attacks to carry out are those that provide the best odds ratio", and order decides`, () => {
  it('easy attacks as the default does, best odds first, saying the odds', () => {
    const s = battle({ units: EXAMPLE })
    const c = ask(s, 'easy')
    expect(c.answer).toEqual(engine.policies.default(s, engine.pending(s)!).answer)
    expect(c.reason).toBe('easy: best odds first, #1 attacks #2: 6 against 2, 3–1, 76% to dislodge')
  })

  it('normal and hard: #1 attacks #2 first in the example (its win lets it support the attacks beside it)', () => {
    const s = battle({ units: EXAMPLE })
    for (const level of ['normal', 'hard'] as const) expect(ask(s, level).answer).toEqual({ attacker: '1', defender: '2' })
  })

  it('after #1 has won, #3 attacks #4: the reason says what the victorious unit changed', () => {
    const s = attack(battle({ units: LEFT, terrain: [[[1, 2], 'woods']] }, [2]), '1', '2').state
    const c = ask(s, 'normal')
    expect(c.answer).toEqual({ attacker: '3', defender: '4' })
    expect(c.reason).toMatch(/^normal: #3 attacks #4 after #1 has won: 1–1.5 becomes 1.5–1, \d+% to dislodge$/)
  })

  it('attacks first with the unit whose win makes it support the next attack, where the default would not: #3 on #4, then #1 on #2 at 2–1', () => {
    const s = battle({ units: ORDER })
    expect(ask(s, 'easy')).toMatchObject({ answer: { attacker: '3', defender: '2' }, reason: 'easy: best odds first, #3 attacks #2: 7 against 7, 1–1, 37% to dislodge' })
    expect(ask(s, 'normal')).toEqual({ kind: 'attack', answer: { attacker: '3', defender: '4' }, reason: 'normal: #3 attacks #4: 4 against 4, 1–1, 37% to dislodge; first, since a win lets #3 support #1 against #2' })
    // Die 6 (row 6: #4 loses 2 and tests), number 7 against morale 4: #4 retreats, #3 takes its hex, victorious.
    const won = attack(battle({ units: ORDER }, [5, 6]), '3', '4').state
    expect(won.units.find((u) => u.id === '3')).toMatchObject({ at: '1-3', victorious: true })
    expect(ask(won, 'normal')).toEqual({ kind: 'attack', answer: { attacker: '1', defender: '2' }, reason: 'normal: #1 attacks #2 after #3 has won: 1–1 becomes 2–1, 44% to dislodge' })
    // Lost (die 4: both lose a point, nobody moves), the 1–1 left is not worth it.
    const lost = attack(battle({ units: ORDER }, [3]), '3', '4').state
    expect(ask(lost, 'normal')).toMatchObject({ answer: { attacker: 'end', defender: 'end' }, reason: 'normal: ends the phase: the best attack left, #1 on #2 at 1–1, would cost more than it wins' })
  })

  it('hard, in a one-phase battle where the order decides who wins: #3 on #4 first, which wins more often than the default\'s #3 on #2 (exact chances)', () => {
    const s = battle({ units: ORDER, phases: 1 })
    expect(ask(s, 'hard')).toEqual({ kind: 'attack', answer: { attacker: '3', defender: '4' }, reason: "hard: #3 attacks #4: 4 against 4, 1–1, 37% to dislodge; first, since a win lets #3 support #1 against #2; the battle's last phase, level" })
    // Each first attack followed by the default order: the order alone makes the difference.
    expect(exactAfter(s, { attacker: '3', defender: '4' })).toBeGreaterThan(exactAfter(s, { attacker: '3', defender: '2' }) + 0.02)
    const won = attack(battle({ units: ORDER, phases: 1 }, [5, 6]), '3', '4').state
    expect(ask(won, 'hard')).toEqual({ kind: 'attack', answer: { attacker: '1', defender: '2' }, reason: "hard: #1 attacks #2 after #3 has won: 1–1 becomes 2–1, 44% to dislodge; the battle's last phase, ahead by 1" })
  })

  it('ends the phase when every attack left costs more than it wins; easy below 1–1', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 1, morale: 2 }, { id: 'd', side: 'defender', at: [3, 2], strength: 8, morale: 6 }] })
    for (const level of AI_LEVELS) expect(ask(s, level).answer).toEqual({ attacker: 'end', defender: 'end' })
    expect(ask(s, 'easy').reason).toBe('easy: no attack at 1–1 or better left (best 1–8)')
    expect(ask(s, 'normal').reason).toBe('normal: ends the phase: the best attack left, #a on #d at 1–8, would cost more than it wins')
  })

  it('normal plays for the result in the battle\'s last phase only; hard already before it, by playing the battle out: behind by a point it takes the 1–1, as the exact chances say', () => {
    const at = (phases: number) => {
      const s = battle({
        units: [
          { id: 'a', side: 'attacker', at: [3, 3], strength: 3 },
          { id: 'd', side: 'defender', at: [3, 2], strength: 3 },
          { id: 'y', side: 'attacker', at: [0, 6], strength: 3 },
          { id: 'x', side: 'defender', at: [6, 6], strength: 3 },
        ],
        phases,
        victory: { kind: 'strength', objectivePoints: 3 },
      })
      // #y has lost a point already: the defender leads by one.
      s.units.find((u) => u.id === 'y')!.initialStrength = 4
      return s
    }
    expect(ask(at(2), 'normal')).toMatchObject({ answer: { attacker: 'end', defender: 'end' }, reason: 'normal: ends the phase: the best attack left, #a on #d at 1–1, would cost more than it wins' })
    expect(ask(at(1), 'normal')).toEqual({ kind: 'attack', answer: { attacker: 'a', defender: 'd' }, reason: "normal: #a attacks #d: 3 against 3, 1–1, 37% to dislodge; the battle's last phase, behind by 1" })
    expect(ask(at(1), 'hard')).toEqual({ kind: 'attack', answer: { attacker: 'a', defender: 'd' }, reason: "hard: #a attacks #d: 3 against 3, 1–1, 37% to dislodge; the battle's last phase, behind by 1" })
    // Phase 1 of 2: the defender's last phase is still to come. Ending here leaves 8%, the attack 14%.
    const s = at(2)
    expect(exactAfter(s, { attacker: 'end', defender: 'end' })).toBeCloseTo(1 / 12, 6)
    expect(exactAfter(s, { attacker: 'a', defender: 'd' })).toBeCloseTo(5 / 36, 6)
    expect(ask(s, 'hard')).toEqual({ kind: 'attack', answer: { attacker: 'a', defender: 'd' }, reason: 'hard: #a attacks #d: 3 against 3, 1–1, 37% to dislodge; wins 14% of playouts, 8% if it ends the phase' })
  })

  it('hard ends the phase when the playouts say every attack lowers its chance: ahead by a point before the opponent\'s last phase', () => {
    const s = battle({
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 3 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 3 },
        { id: 'y', side: 'attacker', at: [0, 6], strength: 3 },
        { id: 'x', side: 'defender', at: [6, 6], strength: 3 },
      ],
      phases: 2,
      victory: { kind: 'strength', objectivePoints: 3 },
    })
    // #x has lost a point already: the attacker leads by one.
    s.units.find((u) => u.id === 'x')!.initialStrength = 4
    const end = exactAfter(s, { attacker: 'end', defender: 'end' })
    const go = exactAfter(s, { attacker: 'a', defender: 'd' })
    expect(end).toBeGreaterThan(go + 0.05)
    expect(ask(s, 'easy').answer).toEqual({ attacker: 'a', defender: 'd' })
    const c = ask(s, 'hard')
    expect(c.answer).toEqual({ attacker: 'end', defender: 'end' })
    expect(c.reason).toMatch(/^hard: ends the phase: wins (\d+)% of playouts as it stands, (\d+)% after the best attack left, #a on #d at 1–1$/)
    const [, stay, after] = /wins (\d+)% .*, (\d+)% after/.exec(c.reason!)!.map(Number)
    expect(Math.abs(stay! / 100 - end)).toBeLessThan(0.06)
    expect(Math.abs(after! / 100 - go)).toBeLessThan(0.06)
  })

  it('hard cannot see the battle\'s dice: the same answer whatever the generator in the state will roll', () => {
    for (const sc of napoleonicScenarios()) {
      const s = engine.setup(sc, 'dice-a')
      const other = { ...s, dice: engine.setup(sc, 'dice-b').dice }
      expect(other.dice).not.toEqual(s.dice)
      expect(ask(other, 'hard')).toEqual(ask(s, 'hard'))
    }
  })

  it('in the rearguard, where hard and easy choose differently before the last phase, hard\'s choice wins more often in battles played out by the engine on dice of its own', () => {
    // The French phase 2 and the Austrian phase 3 of a few battles between easy sides; each differing choice played out 600 times by simulate().
    let gain = 0
    let differ = 0
    for (let i = 0; i < 6 && differ < 4; i++) {
      let s = engine.setup(findNapoleonic('napoleonic-rearguard'), `ai-rearguard-${i}`)
      for (let k = 0; k < 60 && !s.result && differ < 4; k++) {
        const d = engine.pending(s)
        if (!d) {
          s = engine.advance(s).state
          continue
        }
        const easy = ask(s, 'easy')
        if (s.phaseNo > 1 && s.phaseNo < s.phases) {
          const hard = ask(s, 'hard')
          if (JSON.stringify(hard.answer) !== JSON.stringify(easy.answer)) {
            differ++
            gain += playedOut(s, hard.answer as Answer, 600) - playedOut(s, easy.answer as Answer, 600)
          }
        }
        s = engine.decide(s, d.side, easy).state
      }
    }
    expect(differ).toBeGreaterThanOrEqual(2)
    expect(gain / differ).toBeGreaterThan(0.02)
  })

  it('gives the chance to dislodge of attackOdds in its reasons, in positions of every scenario', () => {
    let n = 0
    for (const s of positions(6)) {
      const c = ask(s, 'easy')
      if (c.answer.attacker === 'end') continue
      const m = /(\d+)% to dislodge/.exec(c.reason!)
      expect(Number(m![1])).toBe(Math.round(attackOdds(s, c.answer.attacker as string, c.answer.defender as string).dislodge * 100))
      n++
    }
    expect(n).toBeGreaterThan(15)
  })

  it('its memos change no value: every first attack is worth what a plain look-ahead without them gives, in the odds\' order', () => {
    let n = 0
    let last = 0
    for (const s of positions(5)) {
      const b = new Board(s)
      const search = new Search(b, 3)
      const count = search.rank(0)
      expect(Array.from({ length: count }, (_, k) => search.ranked(0, k)).map((p) => `${b.ids[Math.floor(p / b.nU)]}>${b.ids[p % b.nU]}`)).toEqual(
        rankedAttacks(s, geometry(s.map)).map((r) => `${r.a.id}>${r.d.id}`),
      )
      if (search.last) last++
      for (let k = 0; k < count; k++) {
        const p = search.ranked(0, k)
        const a = Math.floor(p / b.nU)
        const d = p % b.nU
        expect(search.worth(a, d, 3)).toBeCloseTo(plainWorth(b, a, d, 3, 3, b.phasing, search.last), 9)
        n++
      }
      // A line of play reached again is not weighed again.
      if (count > 2) expect(search.stats.gainHits + search.stats.ttHits).toBeGreaterThan(0)
    }
    expect(n).toBeGreaterThan(60)
    expect(last).toBeGreaterThan(0)
  })

  it('answers every decision of whole battles with a legal choice at every level, deterministically, leaving the state as it was', () => {
    for (const level of AI_LEVELS) {
      let s = engine.setup(findNapoleonic('napoleonic-rearguard'), `ai-${level}`)
      for (let i = 0; i < 200 && !s.result; i++) {
        const d = engine.pending(s)
        if (!d) {
          s = engine.advance(s).state
          continue
        }
        const before = JSON.stringify(s)
        const c = engine.ai(s, d, level)
        expect(JSON.stringify(s)).toBe(before)
        expect(engine.ai(s, d, level)).toEqual(c)
        // The same answer from a copy of the state (a worker receives one): nothing is kept between calls.
        expect(engine.ai(JSON.parse(before) as NapState, d, level)).toEqual(c)
        expect(c.reason).toMatch(new RegExp(`^${level}: `))
        s = engine.decide(s, d.side, c).state
      }
      expect(s.result).not.toBeNull()
    }
  })
})
