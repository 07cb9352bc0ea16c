import { describe, expect, it } from 'vitest'
import { CHIP_FACES, lossPoints } from './charts.ts'
import { engine } from './engine.ts'
import { RuleError } from '../../core/types.ts'
import { chooseLead } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { answer, battle, C, faces, fight, hex, NW, ofType, SE, SEED, unit, W, type TestBattle } from './testkit.ts'
import { closeWork, openWork } from './work.ts'

const three: TestBattle = {
  units: [
    { id: 'a', side: 'attacker', at: W },
    { id: 'a2', side: 'attacker', at: NW },
    { id: 'far', side: 'attacker', at: [0, 0] },
    { id: 'd', side: 'defender', at: C },
    { id: 'd2', side: 'defender', at: SE },
  ],
  combats: [{ attack: [W, NW], defend: C, kind: 'meeting', mp: 4 }],
}

describe(`${SEED} 8.0 "the units involved each draw a random combat chip, flip it, and place it underneath their unit"`, () => {
  it('every unit in the combat draws one chip from the seeded dice, face down until the combat is resolved, then turned up; units out of the combat draw none (K1)', () => {
    // a, a2 attack; d defends, d2 beside the combat hex supports (Meeting Engagement).
    let s = battle(three, faces(3, 3, [1, -1, 0, 1]))
    s = answer(s, 'lead', { lead: 'a' }).state
    s = answer(s, 'lead', { lead: 'd' }).state
    // Face down: nothing shown before the dice, though the view says each unit in the combat has one.
    expect(s.units.map((u) => u.chip)).toEqual([null, null, null, null, null])
    const before = engine.view(s)
    for (const id of ['a', 'a2', 'd', 'd2']) expect(before.counters.find((c) => c.id === id)!.notes).toContain('Combat chip: face down until the combat is resolved')
    expect(before.counters.find((c) => c.id === 'far')!.notes.some((n) => /chip/.test(n))).toBe(false)
    const r = engine.advance(s)
    const chips = ofType(r.events, 'chips')
    expect(chips.map((c) => [c.side, c.chips.map((x) => `${x.unit}${x.value}`), c.total])).toEqual([
      ['attacker', ['a1', 'a2-1'], 0],
      ['defender', ['d0', 'd21'], 1],
    ])
    expect(['a', 'a2', 'far', 'd', 'd2'].map((id) => unit(r.state, id).chip)).toEqual([1, -1, null, 0, 1])
    expect(r.state.dice.rolled).toBe(6)
    const after = engine.view(r.state)
    expect(after.counters.find((c) => c.id === 'a')!.notes).toContain('Combat chip: +1 (house reading: a chip holds −1, 0 or +1)')
    // Turned up on the board as well: each hex of the combat marks its units' chips.
    expect(after.map!.places.find((p) => p.id === '2-2')!.marks).toEqual(['chip +1'])
    expect(after.map!.places.find((p) => p.id === '3-1')!.marks).toEqual(['chip −1'])
    expect(before.map!.places.find((p) => p.id === '2-2')!.marks).toBeUndefined()
  })

  it('a chip holds −1, 0 or +1, one, four and one in six: a d6 read 1 → −1, 2–5 → 0, 6 → +1 (K1)', () => {
    expect(CHIP_FACES).toEqual([-1, 0, 0, 0, 0, 1])
    for (let face = 0; face < 6; face++) {
      const s = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] }, [2, 2, face, 1])
      const r = fight(s)
      expect(unit(r.state, 'a').chip).toBe(CHIP_FACES[face])
    }
  })

  it('the chips count in each side\'s modified result, the same seed giving the same chips', () => {
    const s = battle(three, faces(4, 2, [1, 1, -1, -1]))
    const r = fight(s, { attacker: 'a', defender: 'd' })
    const d = ofType(r.events, 'differential')[0]!
    const mods = ofType(r.events, 'modifiers')
    expect(d.totals.attacker).toBe(4 + mods[0]!.total + 2)
    expect(d.totals.defender).toBe(2 + mods[1]!.total - 2)
    const again = fight(battle(three), { attacker: 'a', defender: 'd' })
    expect(fight(battle(three), { attacker: 'a', defender: 'd' }).events).toEqual(again.events)
  })
})

describe(`${SEED} 8.0 "Both players then determine DRM, both roll dice, subtracting the defender's modified result from the attackers to determine the Combat Differential"`, () => {
  it('each side\'s modifiers are logged with their sources, then each lead rolls a d6 (K2), then the differential', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W, quality: 'A' }, { id: 'd', side: 'defender', at: C }], terrain: [[C, 'hills']], defender: { air: 1 } }, faces(2, 5, [0, 0]))
    const r = fight(s)
    expect(r.events.map((e) => e.t).slice(-7)).toEqual(['modifiers', 'modifiers', 'shot', 'shot', 'chips', 'chips', 'differential'])
    const [ma, md] = ofType(r.events, 'modifiers')
    expect(ma).toMatchObject({ side: 'attacker', total: 3, parts: [{ source: 'Non-static attacking units: 1, the lead included', value: 1 }, { source: 'Unit quality: A against C', value: 2 }] })
    expect(md).toMatchObject({ side: 'defender', total: 2 })
    const shots = ofType(r.events, 'shot')
    expect(shots.map((x) => [x.side, x.unit, x.die, x.value])).toEqual([['attacker', 'a', 2, 5], ['defender', 'd', 5, 7]])
    const d = ofType(r.events, 'differential')[0]!
    expect(d.differential).toBe(5 - 7)
    // The attacker's die "missed", the defender's "hit": it inflicted the loss points.
    expect(shots.map((x) => x.hit)).toEqual([false, true])
    expect(r.state.now!.roll).toMatchObject({ dice: { attacker: 2, defender: 5 }, totals: { attacker: 5, defender: 7 }, differential: -2 })
  })

  it('the dice come from the state\'s generator: the same seed and answers give the same log, another seed another', () => {
    const run = (seed: string) => {
      const parsed = engine.parseScenario(engine.scenarios[1])
      if (!parsed.ok) throw new Error()
      let s = engine.setup(parsed.value, seed)
      const lines: string[] = []
      while (!s.result) {
        const d = engine.pending(s)
        const step = d ? engine.decide(s, d.side, engine.policies.default(s, d)) : engine.advance(s)
        s = step.state
        lines.push(...step.events.map((e) => engine.describe(s, e)))
      }
      return lines.join('\n')
    }
    expect(run('a')).toBe(run('a'))
    expect(run('a')).not.toBe(run('b'))
  })
})

describe(`${SEED} 8.3 "Units suffer Loss Points in combat in relation to the Combat Differential and the applicable Loss Ratio" (K9)`, () => {
  it('a positive differential is the defender\'s, a negative one the attacker\'s, each n points (or part of n) one loss point at n:1; a tie costs each side 1', () => {
    const one = { attacker: 1, defender: 1 }
    expect(lossPoints(3, one)).toEqual({ attacker: 0, defender: 3 })
    expect(lossPoints(-4, one)).toEqual({ attacker: 4, defender: 0 })
    expect(lossPoints(0, one)).toEqual({ attacker: 1, defender: 1 })
    const me = { attacker: 1, defender: 2 }
    expect([1, 2, 3, 4, 5].map((d) => lossPoints(d, me).defender)).toEqual([1, 1, 2, 2, 3])
    expect(lossPoints(-3, me)).toEqual({ attacker: 3, defender: 0 })
    expect(lossPoints(0, me)).toEqual({ attacker: 1, defender: 1 })
  })

  it('a roll leaves each side owing its loss points, the defender answering first', () => {
    // A Meeting Engagement at 2:1: differential +3 is 2 loss points for the defender.
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 4 }] }, faces(5, 2, [0, 0]))
    const r = fight(s)
    const d = ofType(r.events, 'differential')[0]!
    expect([d.differential, d.lp]).toEqual([3, { attacker: 0, defender: 2 }])
    expect(r.state.now!.owed).toEqual({ attacker: 0, defender: 2 })
    expect(engine.pending(r.state)).toMatchObject({ side: 'defender', kind: 'losses' })
    // A tie: both owe one, the defender first, then the attacker.
    const tie = fight(battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] }, faces(1, 2, [0, 0])))
    expect(ofType(tie.events, 'differential')[0]!.lp).toEqual({ attacker: 1, defender: 1 })
    expect(tie.state.now!.toAnswer).toEqual(['defender', 'attacker'])
  })

  it("each lead's roll is shown as a hit when it costs the other side loss points, a miss when it does not (the dice overlay reads it)", () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }], combats: [{ attack: [W], defend: C, kind: 'meeting', mp: 4 }] }, faces(5, 2, [0, 0]))
    const shots = ofType(fight(s).events, 'shot')
    expect(shots.map((x) => [x.side, x.hit])).toEqual([
      ['attacker', true],
      ['defender', false],
    ])
    const tie = fight(battle({ units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }] }, faces(1, 2, [0, 0])))
    expect(ofType(tie.events, 'shot').map((x) => x.hit)).toEqual([true, true])
  })
})

describe(`${SEED} 8.0 "each side names its lead unit": the engine refuses a lead or depot the rules do not allow, whoever asks`, () => {
  // The forms offer only legal answers; the AI and the fast playouts call chooseLead directly, and meet the same refusals.
  const b: TestBattle = {
    units: [{ id: 'a', side: 'attacker', at: W }, { id: 'd', side: 'defender', at: C }, { id: 'd2', side: 'defender', at: SE }],
    defender: { depots: [{ id: 'dp', at: [3, 4] }, { id: 'dp2', at: [4, 3] }, { id: 'far', at: [6, 0], range: 1 }] },
  }
  const lead = (s: KoreaState, side: 'attacker' | 'defender', id: string, depot: string | null = null) => {
    const w = openWork(s)
    chooseLead(w, side, id, depot)
    return closeWork(w)
  }

  it('a lead must stand in an attacking hex (the attacker\'s) or the combat hex (the defender\'s)', () => {
    const s = battle(b)
    expect(() => lead(s, 'attacker', 'd')).toThrow(new RuleError('lead: #d cannot lead Reds in this combat'))
    expect(() => lead(s, 'attacker', 'nobody')).toThrow(new RuleError('lead: nobody cannot lead Reds in this combat'))
    const named = lead(s, 'attacker', 'a').state
    expect(() => lead(named, 'defender', 'd2')).toThrow(new RuleError('lead: #d2 cannot lead Blues in this combat'))
    expect(lead(named, 'defender', 'd').state.now!.leads).toEqual({ attacker: 'a', defender: 'd' })
  })

  it('"Expended Depot ... UN ONLY", and only a depot within supply range of the combat (K8): either of two in range may be expended', () => {
    const s = battle(b)
    expect(() => lead(s, 'attacker', 'a', 'dp')).toThrow(new RuleError('depot: only the UN side expends depots'))
    const named = lead(s, 'attacker', 'a').state
    expect(() => lead(named, 'defender', 'd', 'far')).toThrow(new RuleError('depot: Dump far is not a depot in supply range of the combat'))
    expect(() => lead(named, 'defender', 'd', 'nothing')).toThrow(new RuleError('depot: nothing is not a depot in supply range of the combat'))
    const r = lead(named, 'defender', 'd', 'dp2')
    expect(r.state.depots.find((x) => x.id === 'dp2')!.place).toBe('expended')
    expect(ofType(r.events, 'depot-expended')).toEqual([{ t: 'depot-expended', depot: 'dp2' }])
  })

  it('the combat is announced once, with the attacker\'s lead; the roll is kept with both leads for the dice overlay', () => {
    const r = fight(battle(three, faces(4, 4, [0, 0, 0, 0])), { attacker: 'a2', defender: 'd' })
    expect(ofType(r.events, 'combat')).toEqual([{ t: 'combat', combat: 0, of: 1, kind: 'meeting', attack: [hex(W), hex(NW)], defend: hex(C), mp: 4 }])
    expect(r.state.lastRoll).toMatchObject({ combat: 0, leads: { attacker: 'a2', defender: 'd' } })
  })
})
