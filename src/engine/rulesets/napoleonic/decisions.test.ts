import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { attackOdds } from './attackOdds.ts'
import { engine } from './engine.ts'
import { attack, battle, endPhase, ofType, scenario, SECOND_PICTURE, SEED, type TestBattle } from './testkit.ts'
import type { NapState } from './state.ts'

const pictured: TestBattle = { units: SECOND_PICTURE }
/** Two lone units far apart: no attack is possible. */
const apart: TestBattle = {
  units: [
    { id: 'a', side: 'attacker', at: [1, 6], strength: 2 },
    { id: 'd', side: 'defender', at: [6, 1], strength: 2 },
  ],
}
const off = (s: NapState, id: string): NapState => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, place: 'losses' as const } : u)) })
const refusal = (f: () => unknown): string => {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError)
    return (e as Error).message
  }
  throw new Error('no refusal')
}

describe(`${SEED} Declaring combat: the refusals of an illegal answer, in words`, () => {
  it('only the phasing player declares, and only an attack; the battle over or the phase ended, nothing is declared', () => {
    const s = battle(pictured)
    expect(refusal(() => engine.decide(s, 'defender', { kind: 'attack', answer: { attacker: 'r1', defender: 'g1' } }))).toBe('Blue declares an attack now, not Yellow (attack)')
    expect(refusal(() => engine.decide(s, 'attacker', { kind: 'move', answer: { attacker: 'g1', defender: 'r1' } }))).toBe('Blue declares an attack now, not Blue (move)')
    const ended = endPhase(s)
    expect(refusal(() => attack(ended, 'g1', 'r1'))).toBe('Blue has ended the phase: advance to the next')
    let over = battle({ ...pictured, phases: 1 })
    over = engine.advance(endPhase(over)).state
    expect(over.phase).toBe('over')
    expect(refusal(() => attack(over, 'g1', 'r1'))).toBe('the battle is over')
  })

  it('an answer that is not a unit id, an unknown unit, or "end" for the defender only, is refused', () => {
    const s = battle(pictured)
    expect(refusal(() => engine.decide(s, 'attacker', { kind: 'attack', answer: { attacker: ['g1'], defender: 'r1' } }))).toBe('attacker: expected a unit id or "end"')
    expect(refusal(() => engine.decide(s, 'attacker', { kind: 'attack', answer: { attacker: 'g1', defender: { r1: 1 } } }))).toBe('defender: expected a unit id or "end"')
    expect(refusal(() => attack(s, 'zz', 'r1'))).toBe('attacker: no unit "zz"')
    expect(refusal(() => attack(s, 'g1', 'zz'))).toBe('defender: no unit "zz"')
    expect(refusal(() => attack(s, 'g1', 'end'))).toBe('defender: choose the enemy unit #g1 attacks, or end the phase with attacker "end"')
  })

  it('a unit no longer on the field neither attacks nor is attacked', () => {
    const s = battle(pictured)
    expect(refusal(() => attack(off(s, 'g1'), 'g1', 'r1'))).toBe('#g1 cannot attack #r1: #g1 is no longer on the field')
    expect(refusal(() => attack(off(s, 'r1'), 'g1', 'r1'))).toBe('#g1 cannot attack #r1: #r1 is no longer on the field')
  })

  it('"end" with no attack left is refused: Launch advances instead, and its refusal while an attack is open names the side', () => {
    const s = battle(apart)
    expect(engine.pending(s)).toBeNull()
    expect(refusal(() => endPhase(s))).toBe('no attack is left to decline: advance to the next phase')
    expect(refusal(() => engine.advance(battle(pictured)))).toBe('Blue declares an attack or ends the phase first')
  })

  it('"end" ends the phase, in the log with the reason given if any', () => {
    const s = battle(pictured)
    const r = engine.decide(s, 'attacker', { kind: 'attack', answer: { attacker: 'end', defender: 'end' }, reason: 'no good odds' })
    expect(r.events).toEqual([{ t: 'end-declared', side: 'attacker', reason: 'no good odds' }])
    const plain = engine.decide(s, 'attacker', { kind: 'attack', answer: { attacker: 'end', defender: 'end' } })
    expect(plain.events).toEqual([{ t: 'end-declared', side: 'attacker' }])
    expect(plain.state.ended).toBe(true)
  })
})

describe(`${SEED} Declaring combat: each choice's tooltip names the supports, terrain and die modifiers`, () => {
  const titles = (s: NapState) => {
    const a = engine.pending(s)!.options.fields[0]!
    if (a.type !== 'place') throw new Error('place field expected')
    return a.choices.map((c) => c.title)
  }

  it('attacking down the slope with the better morale: die +1 and +1; infantry defending in woods or a village is doubled (N2)', () => {
    const s = battle({
      elevation: [[[3, 3], 1]],
      terrain: [[[3, 2], 'woods']],
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 4, morale: 6 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 2, morale: 4 },
      ],
    })
    expect(titles(s)).toEqual(['#a 4 against #d 4 (infantry in woods: doubled); die +1: attacking down the slope (higher ground); die +1: morale 6 against 4'])
    const village = battle({ terrain: [[[3, 2], 'village']], units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 4 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] })
    expect(titles(village)).toEqual(['#a 4 against #d 4 (infantry in a village: doubled)'])
  })

  it('attacking up the slope with the worse morale: die −1 and −2, the label "die -3"', () => {
    const s = battle({
      elevation: [[[3, 2], 1]],
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 2, morale: 2 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 2, morale: 6 },
      ],
    })
    expect(titles(s)).toEqual(['#a 2 against #d 2; die -1: attacking up the slope (lower ground); die -2: morale 2 against 6'])
    const a = engine.pending(s)!.options.fields[0]!
    expect(a.type === 'place' && a.choices[0]!.label).toBe('#a attacks #d: 2 against 2, 1–1, die -3')
  })
})

describe(`${SEED} Combat Results Table: the rows the d6 reaches (attackOdds)`, () => {
  const rowsOf = (s: NapState) => attackOdds(s, 'a', 'd').rows.map((r) => [r.row, r.p, r.attackerLoss, r.defenderLoss])

  it('die -3 at 1–1: faces 1–3 all read as row 0 ("below 0 is 0"), each row with its chance and its cell', () => {
    const s = battle({
      elevation: [[[3, 2], 1]],
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 2, morale: 2 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 2, morale: 6 },
      ],
    })
    const rows = rowsOf(s)
    expect(rows.map(([row]) => row)).toEqual([0, 1, 2, 3])
    expect(rows[0]![1]).toBeCloseTo(3 / 6, 12)
    for (const r of rows.slice(1)) expect(r[1]).toBeCloseTo(1 / 6, 12)
    expect(rows.map(([, , al, dl]) => [al, dl])).toEqual([
      [2, 1],
      [2, 1],
      [1, 1],
      [1, 1],
    ])
  })

  it('die 0 at 1–1: six rows, 1 to 6, each 1 in 6', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 2 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] })
    const rows = rowsOf(s)
    expect(rows.map(([row]) => row)).toEqual([1, 2, 3, 4, 5, 6])
    for (const r of rows) expect(r[1]).toBeCloseTo(1 / 6, 12)
  })

  it('an unknown unit is named', () => {
    const s = battle(apart)
    expect(() => attackOdds(s, 'x', 'd')).toThrow('attackOdds: no unit "x"')
    expect(() => attackOdds(s, 'a', 'y')).toThrow('attackOdds: no unit "y"')
  })
})

describe(`${SEED} A side with no unit on the field has lost at once (N10)`, () => {
  it('both armies destroyed in one attack: a draw', () => {
    // 1–1, row 0: the attacker loses 2*, the defender 1.
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 1 }, { id: 'd', side: 'defender', at: [3, 2], strength: 1 }] }, [0])
    const { state, events } = attack(s, 'a', 'd')
    expect(state.result).toEqual({ winner: null, reason: 'Both armies are destroyed: a draw' })
    expect(ofType(events, 'end')).toEqual([{ t: 'end', winner: null, reason: 'Both armies are destroyed: a draw' }])
  })

  it('the last defender eliminated: the attacker wins', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 16 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] }, [0])
    const { state } = attack(s, 'a', 'd')
    expect(state.result).toEqual({ winner: 'attacker', reason: 'Yellow has no unit left: Blue wins' })
  })
})

describe(`${SEED} The battle's door: scenario card, rounds fought, strength points, when the exact odds are worth a try`, () => {
  it('the card counts the units and the combat phases (one phase, several phases)', () => {
    expect(engine.scenarioCard(scenario({ ...pictured, phases: 1 })).line).toBe('2 against 2 units · 1 combat phase, Blue first')
    expect(engine.scenarioCard(scenario({ ...pictured, phases: 3, first: 'defender' })).line).toBe('2 against 2 units · 3 combat phases, Yellow first')
  })

  it('the battle has begun with the first attack or the first phase ended, and is then counted in phases', () => {
    const s = battle({ ...pictured, phases: 3 }, [3])
    expect([engine.roundsFought(s), engine.roundLabel(s)]).toEqual([0, null])
    const attacked = attack(s, 'g1', 'r1').state
    expect(attacked.ended).toBe(false)
    expect([engine.roundsFought(attacked), engine.roundLabel(attacked)]).toEqual([1, 'Phase 1: Blue attacks'])
    const ended = endPhase(s)
    expect([engine.roundsFought(ended), engine.roundLabel(ended)]).toEqual([1, 'Phase 1: Blue attacks'])
    const second = engine.advance(ended).state
    expect(second.attacks).toBe(0)
    expect(second.ended).toBe(false)
    expect([engine.roundsFought(second), engine.roundLabel(second)]).toEqual([2, 'Phase 2: Yellow attacks'])
    // No attack possible in a one-phase battle: over at once, one phase fought.
    const over = engine.advance(battle({ ...apart, phases: 1 })).state
    expect(over.phase).toBe('over')
    expect([over.phaseNo, over.attacks, over.ended]).toEqual([1, 0, false])
    expect([engine.roundsFought(over), engine.roundLabel(over)]).toEqual([1, 'Phase 1: Blue attacks'])
  })

  it('the measure is the strength points on the field', () => {
    const s = battle(pictured)
    expect(engine.measure!(s)).toEqual({ unit: 'SP', name: 'strength points', now: { attacker: 4, defender: 4 } })
  })

  it('the exact odds are worth a try in the last two phases, or once the battle is over', () => {
    let s = battle({ ...pictured, phases: 3 })
    expect(engine.exactWorthTrying!(s)).toBe(false)
    s = engine.advance(endPhase(s)).state
    expect(engine.exactWorthTrying!(s)).toBe(true)
    s = engine.advance(endPhase(s)).state
    expect(s.phaseNo).toBe(3)
    expect(engine.exactWorthTrying!(s)).toBe(true)
    // Over in phase 1 of 3: the last defender eliminated.
    const won = attack(battle({ phases: 3, units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 16 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] }, [0]), 'a', 'd').state
    expect([won.phase, won.phaseNo]).toEqual(['over', 1])
    expect(engine.exactWorthTrying!(won)).toBe(true)
  })
})

describe(`${SEED} Victorious units: the advance after combat`, () => {
  it('a demoralised defender that drove its attacker back may not advance into the enemy zone of control (N9)', () => {
    // 3 against 6 at 1–2, morale 4 against 0 (die +2): face 1 reads row 3, the attacker loses 2* and fails its test (9).
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 3 }, { id: 'd', side: 'defender', at: [3, 2], strength: 6, morale: 0 }] }, [0, 8])
    const { state, events } = attack(s, 'a', 'd')
    expect(ofType(events, 'retreat').map((e) => e.unit)).toEqual(['a'])
    expect(ofType(events, 'advance-refused')).toEqual([{ t: 'advance-refused', unit: 'd', to: '3-3', why: 'it is demoralised and may not enter an enemy zone of control' }])
    expect(state.units.find((u) => u.id === 'd')).toMatchObject({ at: '3-2', victorious: true })
  })
})

describe(`${SEED} Victorious units: "a victorious unit may bring a support" — on the defending side too`, () => {
  it('a defender that threw back its attacker supports its neighbour against the next attack, shown as victorious in the tooltip', () => {
    // #a1 4 against #d1 6 at 1–2, face 1: #a1 loses 3* and fails (9); #d1, on an objective, holds.
    let s = battle(
      {
        objectives: [{ at: [3, 3] }],
        units: [
          { id: 'a1', side: 'attacker', at: [3, 4], strength: 4 },
          { id: 'a2', side: 'attacker', at: [2, 4], strength: 2 },
          { id: 'd1', side: 'defender', at: [3, 3], strength: 6 },
          { id: 'd2', side: 'defender', at: [2, 3], strength: 2 },
        ],
      },
      [0, 8],
    )
    s = attack(s, 'a1', 'd1').state
    expect(s.units.find((u) => u.id === 'd1')).toMatchObject({ at: '3-3', strength: 5, victorious: true })
    const a = engine.pending(s)!.options.fields[0]!
    if (a.type !== 'place') throw new Error('place field expected')
    expect(a.choices.find((c) => c.value === 'a2')!.title).toContain('#d2 2 + #d1 5 in support, victorious')
  })
})
