import { describe, expect, it } from 'vitest'
import { scriptDice } from '../../../core/dice.ts'
import type { AxisState } from '../state.ts'
import { fullOrder } from '../units.ts'
import { battleScenarioOf } from './battle.ts'
import type { PhaseEvent } from './events.ts'
import { declare, defaults, newPhase, stepUntil, type PhaseSpec, type TestPolicy } from './phaseTestkit.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, decidePhase } from './steps.ts'

/**
 * The battles of a combat phase (seed 003_e76c4a8044852cfa.txt §5.6, §5.1
 * and the decisions P1–P9 of docs/rules/axis.md): the battle each one is
 * built as from the map, and what its end does to the map, the units and
 * the phase's record, compared whole. Battles roll scripted dice (face 0
 * hits anything, face 5 misses everything but a 6).
 */
const SEED = '003_e76c4a8044852cfa.txt'

const withDice = (p: PhaseState, faces: number[]): PhaseState => ({ ...p, dice: scriptDice(faces) })
const launched = (spec: PhaseSpec) => advancePhase(newPhase(spec)).state
const unit = (p: PhaseState, id: string) => p.units.find((u) => u.id === id)!
/** Plays with `policy` until the open battle is closed (or `stop`). */
const closeBattle = (p: PhaseState, policy: TestPolicy = defaults) => stepUntil(p, policy, (q) => q.battle === null && q.phase !== 'battle' && q !== p)
const open = (p: PhaseState, area: string) => decidePhase(p, 'attacker', { kind: 'next-battle', answer: { area } })

/** X and Y attacked from A; B entered empty; F's fighter next to X and Y. */
const MAP: PhaseSpec = {
  areas: {
    a: { owner: 'attacker', to: ['b', 'x', 'y'] },
    b: { owner: 'defender', to: ['x'] },
    x: { owner: 'defender', to: ['f', 'y'] },
    y: { owner: 'defender', to: ['f'] },
    f: { owner: 'defender', to: [] },
  },
  attacker: ['armor@a>b', 'armor@a>x', 'infantry@a>y'],
  defender: ['infantry@x', 'infantry@y', 'fighter@f'],
}

describe(`${SEED} §5.6: a battle of the phase is built from the map as it stands`, () => {
  it('the attackers moving in, the defenders there, the fighters next door as Defensive Air Support (§5.1, P6); areas taken this turn and areas under attack marked (§5.6 Retreat)', () => {
    const p = launched(MAP)
    expect(battleScenarioOf(p, 'x')).toEqual({
      id: 'test-phase--x',
      ruleset: 'axis',
      name: 'Test phase: X',
      description: '',
      battle: { area: 'x', amphibious: false, fortification: null, fortificationCaptured: false },
      areas: [
        { id: 'a', name: 'A', x: 0, y: 0, terrain: 'land', owner: 'attacker', neighbours: ['b', 'x', 'y'], underAttack: false, acrossLine: false },
        // B was the defender's at the start of the turn: not friendly to the attacker "from the beginning of the turn".
        { id: 'b', name: 'B', x: 0.25, y: 0, terrain: 'land', owner: 'attacker', neighbours: ['a', 'x'], underAttack: false, acrossLine: false, taken: true },
        { id: 'x', name: 'X', x: 0.5, y: 0, terrain: 'land', owner: 'defender', neighbours: ['a', 'b', 'f', 'y'], underAttack: false, acrossLine: false },
        // Y's battle is still to be fought: the defender may not retreat there.
        { id: 'y', name: 'Y', x: 0.75, y: 0, terrain: 'land', owner: 'defender', neighbours: ['a', 'x', 'f'], underAttack: true, acrossLine: false },
        { id: 'f', name: 'F', x: 0, y: 0.25, terrain: 'land', owner: 'defender', neighbours: ['x', 'y'], underAttack: false, acrossLine: false },
      ],
      attacker: {
        name: 'Axis',
        nation: 'Axis',
        color: '#555555',
        flag: { layout: 'vertical', colors: ['#555555'] },
        units: [{ id: 'a-2', type: 'armor', name: 'Armor', nation: 'Axis', from: 'a', support: false, tech2: false }],
        order: fullOrder(undefined),
      },
      defender: {
        name: 'Allies',
        nation: 'Allies',
        color: '#2255aa',
        flag: { layout: 'vertical', colors: ['#2255aa'] },
        units: [
          { id: 'd-1', type: 'infantry', name: 'Infantry', nation: 'Allies', support: false, tech2: false },
          { id: 'd-3', type: 'fighter', name: 'Fighter', nation: 'Allies', from: 'f', support: true, tech2: false },
        ],
        order: fullOrder(undefined),
      },
    })
  })

  it('the battle opens on the phase\'s dice, named for the phase and the area, on land, no amphibious assault (P1); the phase waits on it', () => {
    const step = open(launched(MAP), 'x')
    const b = step.state.battle!
    expect(step.state.phase).toBe('battle')
    expect([b.scenarioId, b.name, b.seed]).toEqual(['test-phase--x', 'Test phase: X', 't/x'])
    expect(b.area).toEqual({ id: 'x', name: 'X', naval: false, amphibious: false })
    expect(b.secondMove).toBeUndefined()
    // The empty area taken at the Launch is no battle: this one is the phase's first (issue 30).
    expect(step.events.at(-1)).toEqual({ t: 'battle-open', area: 'x', n: 1, stage: 'normal', left: 1 })
  })
})

/** X: infantry, armor and a fighter against infantry and a fighter; Y beyond X holds one infantry. */
const AIRCAP: PhaseSpec = {
  areas: { a: { owner: 'attacker', to: ['x'] }, x: { owner: 'defender', to: ['y'] }, y: { owner: 'defender', to: [] } },
  attacker: ['infantry@a>x', 'armor@a>x', 'fighter@a>x'],
  defender: ['infantry@x', 'fighter@x', 'infantry@y'],
}

describe(`${SEED} §5.6: the end of a battle acts on the map`, () => {
  it('qualification 1, won with an AirCap fighter alive: the area changes hands, the survivors stand in it, its breakthrough units qualify from it; then its breakthrough battle (P9)', () => {
    // The attacking fighter hits, the defending one misses; the armor hits, the infantry misses.
    let p = withDice(open(launched(AIRCAP), 'x').state, [0, 5, 5, 0, 5, 0, 5])
    let run = closeBattle(p)
    p = run.p
    const own = (e: PhaseEvent) => ['area-taken', 'battle-closed', 'breakthrough-stage', 'battle-list'].includes(e.t)
    expect(run.events.filter(own)).toEqual([
      { t: 'area-taken', area: 'x', how: 'battle' },
      { t: 'battle-closed', area: 'x', n: 1, winner: 'attacker', reason: 'the defender has no units left', conquered: true },
      { t: 'breakthrough-stage', groups: ['x'] },
    ])
    expect(p.records).toEqual([
      {
        n: 1,
        area: 'x',
        stage: 'normal',
        empty: false,
        origin: null,
        winner: 'attacker',
        reason: 'the defender has no units left',
        conquered: true,
        rounds: 1,
        qualified: true,
        why: 'won with air superiority: an AirCap fighter survived',
        eligible: ['a-2'],
        lost: { attacker: [], defender: ['d-1', 'd-2'] },
        retreats: [],
      },
    ])
    expect(p.areas.find((a) => a.id === 'x')!.owner).toBe('attacker')
    expect(p.units.map((u) => [u.id, u.area, u.status, u.attacks, u.eligibleFrom])).toEqual([
      ['a-1', 'x', 'map', null, null],
      ['a-2', 'x', 'map', null, 'x'],
      ['a-3', 'x', 'map', null, null],
      ['d-1', 'x', 'lost', null, null],
      ['d-2', 'x', 'lost', null, null],
      ['d-3', 'y', 'map', null, null],
    ])
    expect(p.battle).toBeNull()
    p = declare(p, 'y', ['a-2'])
    run = stepUntil(p, defaults, (q) => q.battle !== null)
    p = run.p
    expect(run.events.at(-1)).toEqual({ t: 'battle-open', area: 'y', n: 2, stage: 'breakthrough', left: 0 })
    // "a second combat move", not a third: the battle knows it is Breakthrough Combat.
    expect((p.battle as AxisState).secondMove).toBe(true)
    run = closeBattle(p)
    p = run.p
    expect(run.events.filter(own)).toEqual([
      { t: 'area-taken', area: 'y', how: 'breakthrough' },
      { t: 'battle-closed', area: 'y', n: 2, winner: 'attacker', reason: 'the defender has no units left', conquered: true },
    ])
    expect(p.records[1]).toEqual({
      n: 2,
      area: 'y',
      stage: 'breakthrough',
      empty: false,
      origin: 'x',
      winner: 'attacker',
      reason: 'the defender has no units left',
      conquered: true,
      rounds: 1,
      qualified: false,
      why: 'a breakthrough battle gives no further breakthrough',
      eligible: [],
      lost: { attacker: [], defender: ['d-3'] },
      retreats: [],
    })
    expect([unit(p, 'a-2').area, unit(p, 'a-2').eligibleFrom, unit(p, 'a-2').brokeThrough]).toEqual(['y', null, true])
    expect(p.result).toMatchObject({ winner: 'attacker', taken: ['x', 'y'], held: [] })
  })

  it('qualification 1 with no unit of a breakthrough type: the battle qualified, no unit did (the record says both)', () => {
    const spec: PhaseSpec = { ...AIRCAP, attacker: ['infantry@a>x', 'fighter@a>x'] }
    const { p } = closeBattle(withDice(open(launched(spec), 'x').state, [0, 5, 0, 5]))
    expect(p.records[0]).toMatchObject({ conquered: true, qualified: true, why: 'won with air superiority: an AirCap fighter survived', eligible: [] })
  })

  it('a battle the attacker did not win qualifies for no Breakthrough Combat: the record says why', () => {
    const spec: PhaseSpec = { areas: { a: { owner: 'attacker', to: ['x'] }, x: { owner: 'defender', to: [] } }, attacker: ['armor@a>x'], defender: ['infantry@x'] }
    // The armor misses, the infantry hits.
    const { p } = closeBattle(withDice(open(launched(spec), 'x').state, [5, 0]))
    expect(p.records[0]).toMatchObject({ stage: 'normal', winner: 'defender', conquered: false, qualified: false, why: 'the attacker did not take the area', eligible: [] })
  })

  it('the origin of a breakthrough battle is the battle its units took part in, whichever was declared first', () => {
    const spec: PhaseSpec = {
      areas: {
        a: { owner: 'attacker', to: ['b', 'c'] },
        b: { owner: 'defender', to: ['y'] },
        c: { owner: 'defender', to: ['x'] },
        x: { owner: 'defender', to: [] },
        y: { owner: 'defender', to: [] },
      },
      attacker: ['armor@a>b', 'armor@a>c'],
      defender: ['infantry@x', 'infantry@y'],
    }
    let p = declare(declare(launched(spec), 'y'), 'x')
    expect(p.list).toEqual(['y', 'x'])
    p = withDice(open(p, 'x').state, [0, 5])
    p = closeBattle(p).p
    expect(p.records.at(-1)).toMatchObject({ area: 'x', stage: 'breakthrough', origin: 'c' })
  })

  it('P7 and §5.6 Retreat: retreats land where they went, one entry per side and area; only the attacker\'s retreat costs Breakthrough Combat', () => {
    const spec: PhaseSpec = {
      areas: { a: { owner: 'attacker', to: ['x'] }, x: { owner: 'defender', to: ['f'] }, f: { owner: 'defender', to: [] } },
      attacker: ['armor@a>x', 'fighter@a>x'],
      defender: ['infantry@x', 'infantry@x'],
    }
    // Round 1: every shot misses; the attacker sends its fighter home, the defender retreats to F.
    const retreats: TestPolicy = (p, d) => {
      if (p.battle && d.kind === 'retreat') return { kind: 'retreat', answer: { retreat: d.side === 'attacker' ? 'air:a' : 'f' } }
      return defaults(p, d)
    }
    const { p } = closeBattle(withDice(open(launched(spec), 'x').state, Array(8).fill(5)), retreats)
    expect(p.records[0]).toMatchObject({
      winner: 'attacker',
      reason: 'Allies retreated: the attacker gains control',
      conquered: true,
      lost: { attacker: [], defender: [] },
      retreats: [
        { side: 'attacker', to: 'a', units: ['a-2'] },
        { side: 'defender', to: 'f', units: ['d-1', 'd-2'] },
      ],
    })
    expect(p.units.map((u) => [u.id, u.area, u.retreated])).toEqual([
      ['a-1', 'x', false],
      ['a-2', 'a', true],
      ['d-1', 'f', false],
      ['d-2', 'f', false],
    ])
  })

  it('a bomber that stayed out (no enemy land units, X7) stays where it was; the planes that had to leave (§5.2 table) land where they went', () => {
    const spec: PhaseSpec = {
      areas: { a: { owner: 'attacker', to: ['x'] }, x: { owner: 'defender', to: ['f'] }, f: { owner: 'defender', to: [] } },
      attacker: ['armor@a>x', 'bomber@a>x'],
      defender: ['fighter@x'],
    }
    // The defender's fighter flies AirCap: nothing can fire (the bomber stays out), the fighter has to leave.
    const aircap: TestPolicy = (p, d) => (p.battle && d.kind === 'assign' && d.side === 'defender' ? { kind: 'assign', answer: { 'd-1': 'aircap' } } : defaults(p, d))
    const { p } = closeBattle(open(launched(spec), 'x').state, aircap)
    expect(p.records[0]).toMatchObject({
      winner: 'attacker',
      reason: 'no combat possible: the defending planes have to retreat',
      conquered: true,
      retreats: [{ side: 'defender', to: 'f', units: ['d-1'] }],
    })
    expect(p.units.map((u) => [u.id, u.area, u.retreated])).toEqual([
      ['a-1', 'x', false],
      ['a-2', 'a', false],
      ['d-1', 'f', false],
    ])
  })
})

/** F's fighter next to X and Y, each attacked by one armor. */
const SUPPORT: PhaseSpec = {
  areas: { a: { owner: 'attacker', to: ['x', 'y'] }, x: { owner: 'defender', to: ['f'] }, y: { owner: 'defender', to: ['f'] }, f: { owner: 'defender', to: [] } },
  attacker: ['armor@a>x', 'armor@a>y'],
  defender: ['infantry@x', 'infantry@y', 'fighter@f'],
}

describe(`${SEED} §5.1 Defensive Air Support in a phase (P6): once a phase, then home`, () => {
  it('a fighter that flew Defensive Air Support flies home and is not offered again', () => {
    // X: the fighter's TacAir hits the armor, the armor answering misses it.
    const { p } = closeBattle(withDice(open(launched(SUPPORT), 'x').state, [0, 5]))
    expect(p.records[0]).toMatchObject({ winner: 'defender', lost: { attacker: ['a-1'], defender: [] } })
    expect(p.units.map((u) => [u.id, u.area, u.status, u.supported])).toEqual([
      ['a-1', 'a', 'lost', false],
      ['a-2', 'a', 'map', false],
      ['d-1', 'x', 'map', false],
      ['d-2', 'y', 'map', false],
      ['d-3', 'f', 'map', true],
    ])
    expect(battleScenarioOf(p, 'y').defender.units.map((u) => u.id)).toEqual(['d-2'])
  })

  it('a fighter called that stayed out flew no support: it is offered to the next battle', () => {
    const stay: TestPolicy = (p, d) => (p.battle && d.kind === 'support' ? { kind: 'support', answer: { 'd-3': 'stay' } } : defaults(p, d))
    const { p } = closeBattle(withDice(open(launched(SUPPORT), 'x').state, Array(10).fill(0)), stay)
    expect(p.records[0]).toMatchObject({ winner: null, lost: { attacker: ['a-1'], defender: ['d-1'] } })
    expect(unit(p, 'd-3')).toMatchObject({ area: 'f', supported: false })
    expect(battleScenarioOf(p, 'y').defender.units.map((u) => [u.id, u.support])).toEqual([
      ['d-2', false],
      ['d-3', true],
    ])
  })
})
