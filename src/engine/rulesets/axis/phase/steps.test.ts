import { describe, expect, it } from 'vitest'
import { scriptDice } from '../../../core/dice.ts'
import { RuleError } from '../../../core/types.ts'
import { declare, defaults, newPhase, stepUntil, type PhaseSpec } from './phaseTestkit.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, decidePhase, phasePending } from './steps.ts'

/**
 * The combat phase's own steps (seed 003_e76c4a8044852cfa.txt §5.6 and the
 * decisions P2–P11 of docs/rules/axis.md), step by step on small phases:
 * every event, record, form and refusal compared whole. Battles roll
 * scripted dice (face 0 hits anything, face 5 misses everything but a 6).
 */
const SEED = '003_e76c4a8044852cfa.txt §5.6'

/** B empty (an armor, a fighter and an infantry enter it), C attacked from A and D, E from D; X beyond B. */
const MOVES: PhaseSpec = {
  areas: {
    a: { owner: 'attacker', to: ['b', 'c'] },
    d: { owner: 'attacker', to: ['c', 'e'] },
    b: { owner: 'defender', to: ['x'] },
    c: { owner: 'defender', to: [] },
    e: { owner: 'defender', to: [] },
    x: { owner: 'defender', to: [] },
  },
  attacker: ['armor@a>b', 'fighter@a>b', 'infantry@a>b', 'armor@a>c', 'infantry@d>c', 'artillery@d>e'],
  defender: ['infantry@c', 'infantry@e', 'infantry@e', 'infantry@x'],
}

/** B and C entered empty; from B: X (one enemy unit), Y (two), Z (empty); from C: X, W (one), V (empty). */
const BREAK: PhaseSpec = {
  areas: {
    a: { owner: 'attacker', to: ['b', 'c'] },
    b: { owner: 'defender', to: ['x', 'y', 'z'] },
    c: { owner: 'defender', to: ['x', 'w', 'v'] },
    x: { owner: 'defender', to: [] },
    y: { owner: 'defender', to: [] },
    z: { owner: 'defender', to: [] },
    w: { owner: 'defender', to: [] },
    v: { owner: 'defender', to: [] },
  },
  attacker: ['armor@a>b', 'armor@a>b', 't2-infantry@a>b', 'armor@a>c', 'armor@a>c'],
  defender: ['infantry@x', 'infantry@y', 'infantry@y', 'infantry@w'],
}

const withDice = (p: PhaseState, faces: number[]): PhaseState => ({ ...p, dice: scriptDice(faces) })

/** The refusal a step gives: a RuleError and its words. */
function refusal(step: () => unknown): string {
  try {
    step()
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError)
    return (e as Error).message
  }
  throw new Error('no refusal')
}

const launched = (spec: PhaseSpec) => advancePhase(newPhase(spec)).state

describe(`${SEED}: the combat moves (P2, P5)`, () => {
  it('one Launch moves every attacking unit; an empty area is entered at once and taken, its breakthrough units qualify; the rest make the list in the map\'s order', () => {
    const { state: p, events } = advancePhase(newPhase(MOVES))
    expect(events).toEqual([
      { t: 'combat-move', from: 'a', to: 'b', units: ['a-1', 'a-2', 'a-3'] },
      { t: 'area-taken', area: 'b', how: 'empty' },
      { t: 'combat-move', from: 'a', to: 'c', units: ['a-4'] },
      { t: 'combat-move', from: 'd', to: 'c', units: ['a-5'] },
      { t: 'combat-move', from: 'd', to: 'e', units: ['a-6'] },
      { t: 'battle-list', stage: 'normal', areas: ['c', 'e'] },
    ])
    expect(p.records).toEqual([
      {
        // Entered, not fought: it carries the number of the battles before it, none.
        n: 0,
        area: 'b',
        stage: 'normal',
        empty: true,
        origin: null,
        winner: 'attacker',
        reason: 'the area was empty',
        conquered: true,
        rounds: 0,
        qualified: true,
        why: 'the first enemy controlled area they entered was empty',
        eligible: ['a-1', 'a-2'],
        lost: { attacker: [], defender: [] },
        retreats: [],
      },
    ])
    expect(p.areas.find((a) => a.id === 'b')!.owner).toBe('attacker')
    expect(p.list).toEqual(['c', 'e'])
    expect(p.phase).toBe('list')
    // P5: the fighter entering the empty area counts as TacAir; the armor qualifies as it is; the infantry neither flies nor qualifies.
    const at = (id: string) => p.units.find((u) => u.id === id)!
    expect([at('a-1').area, at('a-1').attacks, at('a-1').mission, at('a-1').eligibleFrom]).toEqual(['b', null, null, 'b'])
    expect([at('a-2').area, at('a-2').attacks, at('a-2').mission, at('a-2').eligibleFrom]).toEqual(['b', null, 'tacair', 'b'])
    expect([at('a-3').area, at('a-3').attacks, at('a-3').mission, at('a-3').eligibleFrom]).toEqual(['b', null, null, null])
    // Units attacking a held area stay where they are until their battle.
    expect([at('a-4').area, at('a-4').attacks, at('a-5').area, at('a-5').attacks]).toEqual(['a', 'c', 'd', 'c'])
  })
})

describe(`${SEED}: the battle list (P3)`, () => {
  it('the attacker picks the next battle: the form names each battle, who attacks and who defends; the first is the default', () => {
    const p = launched(MOVES)
    expect(phasePending(p)).toEqual({
      side: 'attacker',
      kind: 'next-battle',
      prompt: 'Axis: choose the next battle of normal combat (2 left; every one is fought)',
      options: {
        fields: [
          {
            type: 'place',
            id: 'area',
            label: 'Battles of normal combat',
            targets: 'places',
            choices: [
              { value: 'c', label: '1. C: 2 against 1', title: 'Attacking: Armor, Infantry. Defending: Infantry.' },
              { value: 'e', label: '2. E: 1 against 2', title: 'Attacking: Artillery. Defending: Infantry, Infantry.' },
            ],
            default: 'c',
          },
        ],
        submit: 'Launch battle ▶',
      },
    })
  })

  it('the choice is logged with its reason and opens that battle, the number it has in the phase and the battles left', () => {
    const step = decidePhase(launched(MOVES), 'attacker', { kind: 'next-battle', answer: { area: 'e' }, reason: 'weakest first' })
    expect(step.events).toEqual([
      { t: 'phase-decision', side: 'attacker', kind: 'next battle', choice: 'e', reason: 'weakest first' },
      { t: 'battle-open', area: 'e', n: 1, stage: 'normal', left: 1 },
    ])
    expect(step.state.list).toEqual(['c'])
    const none = decidePhase(launched(MOVES), 'attacker', { kind: 'next-battle', answer: { area: 'c' } })
    expect(none.events[0]).toEqual({ t: 'phase-decision', side: 'attacker', kind: 'next battle', choice: 'c', reason: null })
  })

  it('refusals: nothing asked, the wrong side, the wrong question; advancing while a question waits or after the end', () => {
    expect(refusal(() => decidePhase(newPhase(MOVES), 'attacker', { kind: 'next-battle', answer: { area: 'c' } }))).toBe('no decision is pending')
    const p = launched(MOVES)
    expect(refusal(() => decidePhase(p, 'defender', { kind: 'next-battle', answer: { area: 'c' } }))).toBe(
      'waiting for the attacker to decide next-battle, not the defender to decide next-battle',
    )
    expect(refusal(() => decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'c', units: ['a-1'] } }))).toBe(
      'waiting for the attacker to decide next-battle, not the attacker to decide breakthrough',
    )
    expect(refusal(() => advancePhase(p))).toBe('a decision is pending')
    const end = stepUntil(withDice(p, Array(60).fill(0)), defaults).p
    expect(end.phase).toBe('over')
    expect(refusal(() => advancePhase(end))).toBe('the phase is over')
  })
})

describe(`${SEED}: Breakthrough Combat declared (P8, P9, P11)`, () => {
  it('"only after all normal combat": the stage opens with the battles whose units qualified, in the order fought; the question names every area open and every unit', () => {
    const { state: p, events } = advancePhase(newPhase(BREAK))
    expect(events.slice(-2)).toEqual([
      { t: 'battle-list', stage: 'normal', areas: [] },
      { t: 'breakthrough-stage', groups: ['b', 'c'] },
    ])
    expect([p.phase, p.stage, p.groups]).toEqual(['declare', 'breakthrough', ['b', 'c']])
    expect(phasePending(p)).toEqual({
      side: 'attacker',
      kind: 'breakthrough',
      prompt: 'Axis: Breakthrough Combat from B — click an adjacent enemy area and choose the units, or click B for no more',
      options: {
        fields: [
          {
            type: 'place',
            id: 'area',
            label: 'Break through from B into',
            targets: 'places',
            choices: [
              { value: 'x', label: 'X (1 enemy unit)' },
              { value: 'y', label: 'Y (2 enemy units)' },
              { value: 'z', label: 'Z (empty: entered at once, no battle)' },
            ],
            default: 'x',
            none: { value: 'none', label: 'No more breakthroughs from B', place: 'b' },
          },
          {
            type: 'several',
            id: 'units',
            label: 'Units that break through (armor, Tech-2 infantry, TacAir fighters of this battle)',
            choices: [
              { value: 'a-1', label: 'Armor' },
              { value: 'a-2', label: 'Armor' },
              { value: 'a-3', label: 'Infantry' },
            ],
            default: ['a-1', 'a-2', 'a-3'],
            min: 1,
          },
        ],
        submit: 'Break through',
      },
    })
  })

  it('"from one conquered area several areas can be attacked"; more units of the same battle join its breakthrough into an area already chosen (P8)', () => {
    let p = launched(BREAK)
    let step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'y', units: ['a-3'] }, reason: 'r1' })
    expect(step.events).toEqual([
      { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'b > y: a-3', reason: 'r1' },
      { t: 'breakthrough-move', from: 'b', to: 'y', units: ['a-3'], empty: false },
    ])
    p = step.state
    const t2 = p.units.find((u) => u.id === 'a-3')!
    expect([t2.area, t2.attacks, t2.from, t2.eligibleFrom, t2.brokeThrough]).toEqual(['b', 'y', 'b', null, true])
    // Y stays open to B's other units (it is B's own breakthrough), and B is asked again.
    expect(phasePending(p)!.options.fields[0]).toMatchObject({ choices: [{ value: 'x' }, { value: 'y' }, { value: 'z' }] })
    step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'x', units: ['a-1'] } })
    p = step.state
    step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'x', units: ['a-2'] } })
    expect(step.events).toEqual([
      { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'b > x: a-2', reason: null },
      { t: 'breakthrough-move', from: 'b', to: 'x', units: ['a-2'], empty: false },
    ])
    p = step.state
    expect(p.breakouts).toEqual([
      { from: 'b', to: 'y', units: ['a-3'], empty: false },
      { from: 'b', to: 'x', units: ['a-1', 'a-2'], empty: false },
    ])
    // One battle in X for both, listed once; B has no unit left, C is asked; X is B's: closed to C ("different battles can never attack the same area").
    expect(p.list).toEqual(['y', 'x'])
    expect(p.groups).toEqual(['c'])
    expect(phasePending(p)!.options.fields[0]).toMatchObject({ choices: [{ value: 'w', label: 'W (1 enemy unit)' }, { value: 'v' }] })
  })

  it('several units in one move are logged together; "none" ends the battle\'s breakthroughs with a word', () => {
    let p = launched(BREAK)
    let step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'x', units: ['a-1', 'a-3'] } })
    expect(step.events[0]).toEqual({ t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'b > x: a-1 a-3', reason: null })
    p = step.state
    step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'none', units: ['a-2'] }, reason: 'enough' })
    expect(step.events).toEqual([{ t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'b: none', reason: 'enough' }])
    expect(step.state.groups).toEqual(['c'])
    expect(step.state.units.find((u) => u.id === 'a-2')!.eligibleFrom).toBe('b')
    step = decidePhase(step.state, 'attacker', { kind: 'breakthrough', answer: { area: 'none', units: ['a-4'] } })
    expect(step.events).toEqual([
      { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'c: none', reason: null },
      { t: 'battle-list', stage: 'breakthrough', areas: ['x'] },
    ])
    p = step.state
    expect([p.phase, p.stage]).toEqual(['list', 'breakthrough'])
    expect(phasePending(p)).toEqual({
      side: 'attacker',
      kind: 'next-battle',
      prompt: 'Axis: choose the next battle of Breakthrough Combat (1 left; every one is fought)',
      options: {
        fields: [
          {
            type: 'place',
            id: 'area',
            label: 'Battles of Breakthrough Combat',
            targets: 'places',
            choices: [{ value: 'x', label: '1. X: 2 against 1', title: 'Attacking: Armor, Infantry. Defending: Infantry.' }],
            default: 'x',
          },
        ],
        submit: 'Launch battle ▶',
      },
    })
  })

  it('P8 a breakthrough into an empty area enters it at once: taken, recorded, and gives no further breakthrough (P9)', () => {
    let p = declare(launched(BREAK), 'none', ['a-1'])
    const step = decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: 'v', units: ['a-4'] } })
    expect(step.events).toEqual([
      { t: 'phase-decision', side: 'attacker', kind: 'breakthrough', choice: 'c > v: a-4', reason: null },
      { t: 'breakthrough-move', from: 'c', to: 'v', units: ['a-4'], empty: true },
      { t: 'area-taken', area: 'v', how: 'breakthrough' },
    ])
    p = step.state
    expect(p.records.at(-1)).toEqual({
      // B and C were entered empty too: no battle has been fought, so none has a number yet.
      n: 0,
      area: 'v',
      stage: 'breakthrough',
      empty: true,
      origin: 'c',
      winner: 'attacker',
      reason: 'the area was empty',
      conquered: true,
      rounds: 0,
      qualified: false,
      why: 'a breakthrough gives no further breakthrough',
      eligible: [],
      lost: { attacker: [], defender: [] },
      retreats: [],
    })
    expect(p.units.find((u) => u.id === 'a-4')).toMatchObject({ area: 'v', attacks: null, brokeThrough: true, eligibleFrom: null })
  })

  it('a battle whose units have nowhere to go is passed with a word; a battle that qualified no unit is not asked', () => {
    const spec: PhaseSpec = {
      areas: { a: { owner: 'attacker', to: ['b', 'c'] }, b: { owner: 'defender', to: [] }, c: { owner: 'defender', to: [] } },
      attacker: ['armor@a>b', 'infantry@a>c'],
      defender: [],
    }
    const { state: p, events } = advancePhase(newPhase(spec))
    expect(events).toEqual([
      { t: 'combat-move', from: 'a', to: 'b', units: ['a-1'] },
      { t: 'area-taken', area: 'b', how: 'empty' },
      { t: 'combat-move', from: 'a', to: 'c', units: ['a-2'] },
      { t: 'area-taken', area: 'c', how: 'empty' },
      { t: 'battle-list', stage: 'normal', areas: [] },
      { t: 'breakthrough-stage', groups: ['b'] },
      { t: 'no-breakthrough', from: 'b', reason: 'no adjacent enemy area is open to it' },
      { t: 'phase-end', winner: 'attacker', reason: 'Axis took 2 of 2 areas attacked (B, C); Allies held 0 (none)' },
    ])
    expect(p.result).toEqual({ winner: 'attacker', reason: 'Axis took 2 of 2 areas attacked (B, C); Allies held 0 (none)', taken: ['b', 'c'], held: [] })
    expect([p.phase, p.list, p.groups]).toEqual(['over', [], []])
  })
})

describe(`${SEED}: the phase's result (P10)`, () => {
  it('the attacker wins only when it took more of the areas attacked than the defender held: one each is the defender\'s', () => {
    const spec: PhaseSpec = {
      areas: { a: { owner: 'attacker', to: ['b', 'c'] }, b: { owner: 'defender', to: [] }, c: { owner: 'defender', to: [] } },
      attacker: ['armor@a>b', 'infantry@a>c'],
      defender: ['infantry@c', 'infantry@c'],
    }
    // C: the infantry misses, both defenders hit.
    const p = withDice(launched(spec), [5, 0, 0])
    const { p: end, events } = stepUntil(p, defaults)
    expect(end.records.at(-1)).toMatchObject({ area: 'c', winner: 'defender', conquered: false })
    expect(end.result).toEqual({ winner: 'defender', reason: 'Axis took 1 of 2 areas attacked (B); Allies held 1 (C)', taken: ['b'], held: ['c'] })
    expect(events.at(-1)).toEqual({ t: 'phase-end', winner: 'defender', reason: 'Axis took 1 of 2 areas attacked (B); Allies held 1 (C)' })
  })
})
