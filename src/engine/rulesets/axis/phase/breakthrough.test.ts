import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../core/types.ts'
import { battleScenarioOf } from './battle.ts'
import { asked as askedNow, builtInPhase, declare, defaults, newPhase, stepUntil, type PhaseSpec, type TestPolicy } from './phaseTestkit.ts'
import { breakthroughTargets, breakthroughType, eligibleIn, unitsAt } from './rules.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, decidePhase, phasePending } from './steps.ts'
import { retreatOptions } from '../retreat.ts'

/**
 * Seed 003_e76c4a8044852cfa.txt §5.6 Breakthrough Combat, rule by rule, on
 * small phases made here and on the built-in ones. Dice decide the battles,
 * so where a rule needs a battle to end a certain way the test looks for the
 * first seed that does and asserts the rule there.
 */
const SEED = '003_e76c4a8044852cfa.txt §5.6'

/** Two empty enemy areas B and C entered from A; X and Y hold the enemy beyond them. No die decides who qualifies. */
const FORK: PhaseSpec = {
  areas: {
    a: { owner: 'attacker', to: ['b', 'c'] },
    b: { owner: 'defender', to: ['x', 'y'] },
    c: { owner: 'defender', to: ['x'] },
    x: { owner: 'defender', to: ['y'] },
    y: { owner: 'defender', to: [] },
    z: { owner: 'defender', to: ['c'] },
  },
  attacker: ['armor@a>b', 'armor@a>b', 't2-infantry@a>b', 'infantry@a>b', 'armor@a>c', 'fighter@a>c', 'bomber@a>c', 'artillery@a>c'],
  defender: ['infantry@x', 'infantry@y', 'infantry@y'],
}

/** Plays past the combat moves to the first question about breakthroughs. */
const toDeclare = (p: PhaseState) => stepUntil(p, defaults, (q) => q.phase === 'declare').p

/** The first seed of a built-in phase (played by `policy`) where `holds` is true at the end; the state then. */
function firstSeed(id: string, policy: TestPolicy, holds: (p: PhaseState) => boolean, tries = 60): PhaseState {
  for (let i = 0; i < tries; i++) {
    const end = stepUntil(builtInPhase(id, `s${i}`), policy).p
    if (holds(end)) return end
  }
  throw new Error(`no seed of ${id} in ${tries} gave the case`)
}

describe(`${SEED}: who may break through, from where, into what`, () => {
  it('"may only occur after all normal combat in the Combat Phase has been resolved": no breakthrough is asked while a normal battle is left', () => {
    let asked = 0
    for (let i = 0; i < 12; i++) {
      let p = builtInPhase('axis-phase-sedan', `order${i}`)
      const normal = new Set<string>()
      for (let k = 0; k < 5000 && p.phase !== 'over'; k++) {
        const d = askedNow(p)
        if (d?.kind === 'breakthrough') {
          // Every normal battle is recorded, none is on the list or open.
          asked++
          expect(p.battle).toBeNull()
          expect(p.list).toEqual([])
          expect(p.records.filter((r) => r.stage === 'normal' && !r.empty).map((r) => r.area).sort()).toEqual([...normal].sort())
          expect(normal.size).toBe(2)
          break
        }
        if (p.phase === 'list' && p.stage === 'normal') for (const a of p.list) normal.add(a)
        p = (d ? decidePhase(p, d.side, defaults(p, d)) : advancePhase(p)).state
      }
    }
    expect(asked).toBeGreaterThan(0)
  })

  it('"may never be used to provide additional forces for combat in other areas": a breakthrough battle is fought by the units declared into it alone', () => {
    let p = toDeclare(newPhase(FORK))
    p = declare(p, 'x', ['a-1'])
    p = declare(p, 'none')
    p = declare(p, 'none')
    expect(p.phase).toBe('list')
    const sc = battleScenarioOf(p, 'x')
    expect(sc.attacker.units.map((u) => u.id)).toEqual(['a-1'])
    expect(sc.attacker.units[0]!.from).toBe('b')
  })

  it('"can be used to attack enemy units that have retreated": defenders that retreat from one battle are attacked where they went', () => {
    // The defender retreats all its units at its first chance; the attacker breaks through after them.
    const retreatFirst: TestPolicy = (p, d) => {
      if (p.battle && d.kind === 'retreat' && d.side === 'defender') {
        const all = retreatOptions(p.battle, 'defender').find((o) => o.startsWith('all:'))
        if (all) return { kind: 'retreat', answer: { retreat: all.slice(4) } }
      }
      if (!p.battle && d.kind === 'breakthrough') {
        const r = p.records.find((x) => x.area === p.groups[0] && x.retreats.some((m) => m.side === 'defender'))
        const to = r?.retreats.find((m) => m.side === 'defender' && breakthroughTargets(p, p.groups[0]!).includes(m.to))?.to
        if (to) return { kind: 'breakthrough', answer: { area: to, units: eligibleIn(p, p.groups[0]!).map((u) => u.id) } }
      }
      return defaults(p, d)
    }
    const end = firstSeed('axis-phase-sedan', retreatFirst, (p) => p.records.some((r) => r.stage === 'breakthrough' && !r.empty && p.records.some((n) => n.stage === 'normal' && n.retreats.some((m) => m.side === 'defender' && m.to === r.area))))
    const fled = end.records.find((n) => n.stage === 'normal' && n.retreats.some((m) => m.side === 'defender'))!
    const move = fled.retreats.find((m) => m.side === 'defender')!
    const battle = end.records.find((r) => r.stage === 'breakthrough' && r.area === move.to)!
    // Every unit that fled there was in the breakthrough battle: lost in it, or still there, or gone on.
    const inBattle = new Set([...battle.lost.defender, ...end.units.filter((u) => u.side === 'defender').map((u) => u.id)])
    for (const id of move.units) expect(inBattle.has(id)).toBe(true)
    expect(battle.origin).toBe(fled.area)
  })

  it('"may only be performed by the attacking player": the question is the attacker\'s, the defender\'s answer is refused, no defender unit ever qualifies', () => {
    const p = toDeclare(newPhase(FORK))
    expect(phasePending(p)).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
    expect(() => decidePhase(p, 'defender', { kind: 'breakthrough', answer: { area: 'x', units: ['a-1'] } })).toThrow(RuleError)
    for (let i = 0; i < 6; i++) {
      const end = stepUntil(builtInPhase('axis-phase-smolensk', `d${i}`), defaults).p
      expect(end.units.filter((u) => u.side === 'defender' && (u.eligibleFrom !== null || u.brokeThrough))).toEqual([])
    }
  })

  it('"Only armor, Tech-2 infantry and TacAir fighters may participate": infantry, artillery, bombers and AirCap fighters do not', () => {
    expect(breakthroughType({ type: 'armor', tech2: false, mission: null })).toBe(true)
    expect(breakthroughType({ type: 'infantry', tech2: true, mission: null })).toBe(true)
    expect(breakthroughType({ type: 'fighter', tech2: false, mission: 'tacair' })).toBe(true)
    expect(breakthroughType({ type: 'fighter', tech2: false, mission: 'aircap' })).toBe(false)
    expect(breakthroughType({ type: 'infantry', tech2: false, mission: null })).toBe(false)
    expect(breakthroughType({ type: 'artillery', tech2: false, mission: null })).toBe(false)
    expect(breakthroughType({ type: 'bomber', tech2: false, mission: 'tacair' })).toBe(false)
    const p = toDeclare(newPhase(FORK))
    // B: two armor and the Tech-2 infantry, not the infantry; C: the armor and the fighter, not the bomber or the artillery.
    expect(eligibleIn(p, 'b').map((u) => u.id)).toEqual(['a-1', 'a-2', 'a-3'])
    expect(eligibleIn(p, 'c').map((u) => u.id)).toEqual(['a-5', 'a-6'])
    // A unit the question does not offer is refused.
    expect(() => decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'x', units: ['a-4'] } })).toThrow(RuleError)
    // In played phases, every unit that qualified is of those types (its mission as it last flew).
    for (let i = 0; i < 6; i++) {
      const end = stepUntil(builtInPhase('axis-phase-smolensk', `t${i}`), defaults).p
      for (const r of end.records) for (const id of r.eligible) expect(breakthroughType(end.units.find((u) => u.id === id)!)).toBe(true)
    }
  })

  it('qualification 1: "took part in battle that was won and in which the attacker had air superiority: at least one AirCap fighter survived"', () => {
    const won = firstSeed('axis-phase-smolensk', defaults, (p) => p.records.some((r) => r.area === 'belorussia' && r.conquered) && p.records.some((r) => r.area === 'baltic' && r.stage === 'normal' && r.conquered))
    const bel = won.records.find((r) => r.area === 'belorussia')!
    // Belorussia has a Soviet fighter: the German fighters fly AirCap there; the battle qualified exactly when one survived.
    const aircapAlive = won.units.some((u) => u.side === 'attacker' && u.type === 'fighter' && u.mission === 'aircap' && u.status === 'map')
    expect(bel.qualified).toBe(aircapAlive)
    // The Baltic battle, won without an AirCap fighter, qualifies no unit.
    const baltic = won.records.find((r) => r.area === 'baltic' && r.stage === 'normal')!
    expect(baltic.eligible).toEqual([])
    expect(baltic.why).toMatch(/no AirCap fighter survived/)
    const lostOne = firstSeed('axis-phase-smolensk', defaults, (p) => p.records.some((r) => r.area === 'belorussia' && r.conquered && r.qualified))
    expect(lostOne.records.find((r) => r.area === 'belorussia')!.eligible.length).toBeGreaterThan(0)
  })

  it('qualification 2: "The first enemy controlled area they entered was empty": entered at once, no battle, its units qualify', () => {
    const { p, events } = stepUntil(newPhase(FORK), defaults, (q) => q.phase === 'declare')
    expect(events.filter((e) => e.t === 'battle-open')).toEqual([])
    expect(p.records.map((r) => [r.area, r.empty, r.qualified])).toEqual([
      ['b', true, true],
      ['c', true, true],
    ])
    expect(p.areas.find((a) => a.id === 'b')!.owner).toBe('attacker')
    expect(unitsAt(p, 'b', 'attacker').length).toBe(4)
  })

  it('"units that took part in different battles can never attack the same area"', () => {
    let p = toDeclare(newPhase(FORK))
    expect(p.groups).toEqual(['b', 'c'])
    expect(breakthroughTargets(p, 'c')).toEqual(['x', 'z'])
    p = declare(p, 'x', ['a-1'])
    p = declare(p, 'none')
    // B's units break into X: C's may not, Z (empty) is still open to it.
    expect(p.groups[0]).toBe('c')
    expect(breakthroughTargets(p, 'c')).toEqual(['z'])
    expect(() => decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'x', units: ['a-5'] } })).toThrow(RuleError)
  })

  it('"Breakthrough units that took part in the same battle can attack different areas": one battle\'s units split over two areas, a battle in each', () => {
    let p = toDeclare(newPhase(FORK))
    p = declare(p, 'x', ['a-1'])
    // Asked again for the same battle, the rest of its units.
    expect(p.groups[0]).toBe('b')
    expect(eligibleIn(p, 'b').map((u) => u.id)).toEqual(['a-2', 'a-3'])
    p = declare(p, 'y', ['a-2', 'a-3'])
    p = declare(p, 'none')
    expect(p.list).toEqual(['x', 'y'])
    expect(p.breakouts.map((b) => [b.from, b.to, b.units])).toEqual([
      ['b', 'x', ['a-1']],
      ['b', 'y', ['a-2', 'a-3']],
    ])
    const { p: end, events } = stepUntil(p, defaults)
    const opened = events.filter((e) => e.t === 'battle-open')
    expect(opened.map((e) => (e as { area: string }).area)).toEqual(['x', 'y'])
    expect(opened.every((e) => (e as { stage: string }).stage === 'breakthrough')).toBe(true)
    expect(end.records.filter((r) => r.stage === 'breakthrough').map((r) => r.origin)).toEqual(['b', 'b'])
  })

  it('"Once a unit retreats, it is no longer eligible for Breakthrough Combat": planes retreated from a won battle stay out', () => {
    // The attacker sends its planes home after the first round at Belorussia, and wins there.
    const airHome: TestPolicy = (p, d) => {
      if (p.battle && d.kind === 'retreat' && d.side === 'attacker' && p.battle.area.id === 'belorussia' && p.battle.round === 1) {
        const air = retreatOptions(p.battle, 'attacker').find((o) => o.startsWith('air:'))
        if (air) return { kind: 'retreat', answer: { retreat: air } }
      }
      return defaults(p, d)
    }
    const end = firstSeed('axis-phase-smolensk', airHome, (p) => p.units.some((u) => u.side === 'attacker' && u.type === 'fighter' && u.retreated && u.status === 'map'))
    for (const u of end.units.filter((x) => x.retreated)) {
      expect(u.eligibleFrom).toBeNull()
      expect(u.brokeThrough).toBe(false)
      expect(end.records.some((r) => r.eligible.includes(u.id))).toBe(false)
    }
    // And the rule itself: a retreated unit is never offered.
    const p = toDeclare(newPhase(FORK))
    const q: PhaseState = { ...p, units: p.units.map((u) => (u.id === 'a-2' ? { ...u, retreated: true } : u)) }
    expect(eligibleIn(q, 'b').map((u) => u.id)).toEqual(['a-1', 'a-3'])
  })

  it('"a second combat move to another adjacent area": only adjacent enemy land areas; a far one, a friendly one or a sea zone is refused', () => {
    const spec: PhaseSpec = { ...FORK, areas: { ...FORK.areas, s: { owner: 'defender', to: ['b'], sea: true } } }
    const p = toDeclare(newPhase(spec))
    expect(breakthroughTargets(p, 'b')).toEqual(['x', 'y'])
    for (const to of ['z', 'a', 'c', 's']) expect(() => decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: to, units: ['a-1'] } })).toThrow(RuleError)
  })
})

describe(`${SEED}: what the phase makes of it (decisions P1–P10 in docs/rules/axis.md)`, () => {
  it('P8 an empty area is entered at once by a breakthrough: taken, no battle', () => {
    let p = toDeclare(newPhase(FORK))
    p = declare(p, 'none')
    const before = p.records.length
    p = declare(p, 'z', ['a-5'])
    expect(p.areas.find((a) => a.id === 'z')!.owner).toBe('attacker')
    expect(p.units.find((u) => u.id === 'a-5')!.area).toBe('z')
    expect(p.records.length).toBe(before + 1)
    expect(p.records.at(-1)).toMatchObject({ area: 'z', stage: 'breakthrough', empty: true, conquered: true })
  })

  it('P4 air superiority is an AirCap fighter over the area at the end: the fighters sent home in an air retreat give none', () => {
    const airHome: TestPolicy = (p, d) => {
      if (p.battle && d.kind === 'retreat' && d.side === 'attacker' && p.battle.area.id === 'belorussia' && p.battle.round === 1) {
        const air = retreatOptions(p.battle, 'attacker').find((o) => o.startsWith('air:'))
        if (air) return { kind: 'retreat', answer: { retreat: air } }
      }
      return defaults(p, d)
    }
    const end = firstSeed('axis-phase-smolensk', airHome, (p) => p.records.some((r) => r.area === 'belorussia' && r.stage === 'normal' && r.conquered && r.rounds > 1))
    const bel = end.records.find((r) => r.area === 'belorussia' && r.stage === 'normal')!
    expect(end.units.filter((u) => u.side === 'attacker' && u.type === 'fighter' && u.retreated).length).toBeGreaterThan(0)
    expect(bel).toMatchObject({ qualified: false, eligible: [] })
    expect(bel.why).toMatch(/no AirCap fighter survived/)
  })

  it('P9 a breakthrough battle gives no breakthrough of its own', () => {
    let p = toDeclare(newPhase(FORK))
    p = declare(p, 'x')
    p = declare(p, 'none')
    const { p: end, events } = stepUntil(p, defaults)
    const bt = events.find((e) => e.t === 'breakthrough')
    if (bt) expect(bt).toMatchObject({ qualified: false })
    expect(end.records.filter((r) => r.stage === 'breakthrough').every((r) => r.eligible.length === 0)).toBe(true)
    expect(end.units.every((u) => u.eligibleFrom === null || !u.brokeThrough)).toBe(true)
  })

  it('§5.6 Retreat: "The defender may retreat to any friendly area not under enemy attack" is computed from the phase\'s battles', () => {
    const p = stepUntil(builtInPhase('axis-phase-sedan', 'ua'), defaults, (q) => q.phase === 'list').p
    // Belgium first: Lorraine's battle is still to be fought, Picardy is not attacked.
    const sc = battleScenarioOf(p, 'belgium')
    const flag = (id: string) => sc.areas.find((a) => a.id === id)!.underAttack
    expect(flag('lorraine')).toBe(true)
    expect(flag('picardy')).toBe(false)
    expect(flag('holland')).toBe(false)
    // Holland was taken this turn: not friendly to the attacker "from the beginning of the turn".
    expect(sc.areas.find((a) => a.id === 'holland')).toMatchObject({ owner: 'attacker', taken: true })
  })

  it('§5.6 Retreat: an attacker breaking through from a conquered area may not retreat into it (friendly only since this turn)', () => {
    let p = toDeclare(newPhase(FORK))
    p = declare(p, 'x', ['a-1'])
    p = declare(p, 'none')
    p = declare(p, 'none')
    p = decidePhase(p, 'attacker', { kind: 'next-battle', answer: { area: 'x' } }).state
    const b = p.battle!
    expect(b.areas.find((a) => a.id === 'b')).toMatchObject({ owner: 'attacker', taken: true })
    expect(retreatOptions({ ...b, phase: 'battle' }, 'attacker')).toEqual([])
  })

  it('P6 a defending fighter flies Defensive Air Support from an adjacent area no battle is still to reach', () => {
    const p = stepUntil(builtInPhase('axis-phase-sedan', 'sup'), defaults, (q) => q.phase === 'list').p
    const sc = battleScenarioOf(p, 'belgium')
    expect(sc.defender.units.filter((u) => u.support).map((u) => [u.id, u.from])).toEqual([['fr-ftr-1', 'picardy']])
    expect(battleScenarioOf(p, 'lorraine').defender.units.filter((u) => u.support)).toEqual([])
  })
})
