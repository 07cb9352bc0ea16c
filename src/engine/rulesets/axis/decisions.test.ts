import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { answer, axis, battle, dice, many, type AxisChoice, type AxisState } from './testkit.ts'

/**
 * The battle's questions as the window and the log see them (decisions.ts):
 * each question's prompt and form, the decision event an answer leaves, and
 * the refusals, word for word.
 */
const SEED = '003_e76c4a8044852cfa.txt'

/** The message of the RuleError `f` throws (a TypeError or no error fails the test). */
function refusal(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    if (e instanceof RuleError) return e.message
    throw e
  }
  throw new Error('not refused')
}

/**
 * Red: infantry and a fighter; Blue: infantry, a fighter, and a fighter in the
 * adjacent East that may come as Defensive Air Support. Every die misses.
 */
function airBattle(): AxisState {
  return battle(
    {
      attacker: [{ id: 'ai', type: 'infantry' }, { id: 'af', type: 'fighter' }],
      defender: [{ id: 'di', type: 'infantry' }, { id: 'df', type: 'fighter' }, { id: 'ds', type: 'fighter', from: 'east', support: true }],
    },
    dice(...Array<number>(24).fill(6)),
  )
}

const ASSIGN_CHOICES = [
  { value: 'aircap', label: 'AirCap', title: 'Fights enemy planes (steps 2a/2b)' },
  { value: 'tacair', label: 'TacAir', title: 'Attacks chosen enemy land units (steps 4a/4b)' },
]

/** The air battle to its first aim question: Red's fighter on TacAir, Blue's two on AirCap. */
function toFirstAim() {
  const s0 = airBattle()
  const support = answer(s0, {})
  const assignA = answer(support.state, { af: 'tacair' })
  const assignD = answer(assignA.state, {})
  return { s0, support, assignA, assignD, aim: axis.advance(assignD.state) }
}

describe(`${SEED} §5.1–§5.6 each question's prompt and form`, () => {
  it('§5.1 Defensive Air Support: the defender is asked, a join/stay pick per adjacent fighter, join by default', () => {
    expect(axis.pending(airBattle())).toEqual({
      side: 'defender',
      kind: 'support',
      prompt: 'Blue: send adjacent fighters as Defensive Air Support?',
      options: {
        fields: [
          {
            type: 'pick',
            id: 'ds',
            label: 'Fighter in East',
            unit: 'ds',
            choices: [
              { value: 'join', label: 'Join the battle', title: 'Defensive Air Support: the fighter flies into the area under attack' },
              { value: 'stay', label: 'Stay', title: 'The fighter stays where it is and takes no part' },
            ],
            default: 'join',
          },
        ],
        submit: 'Send support',
      },
    })
  })

  it('§5.1 mission assignment: the attacker first, then the defender, AirCap or TacAir per fighter', () => {
    const { support, assignA } = toFirstAim()
    expect(axis.pending(support.state)).toEqual({
      side: 'attacker',
      kind: 'assign',
      prompt: 'Red: assign fighters to AirCap or TacAir',
      options: { fields: [{ type: 'pick', id: 'af', label: 'Fighter', unit: 'af', choices: ASSIGN_CHOICES, default: 'aircap' }], submit: 'Assign' },
    })
    expect(axis.pending(assignA.state)).toEqual({
      side: 'defender',
      kind: 'assign',
      prompt: 'Blue: assign fighters to AirCap or TacAir',
      options: {
        fields: [
          { type: 'pick', id: 'df', label: 'Fighter', unit: 'df', choices: ASSIGN_CHOICES, default: 'aircap' },
          { type: 'pick', id: 'ds', label: 'Fighter', unit: 'ds', choices: ASSIGN_CHOICES, default: 'aircap' },
        ],
        submit: 'Assign',
      },
    })
  })

  it('§5.2 3a: a TacAir fighter shot at and missed may answer a shooter or fly its mission (the default)', () => {
    expect(axis.pending(toFirstAim().aim.state)).toEqual({
      side: 'attacker',
      kind: 'aim',
      prompt: 'Red: 3a Attacking TacAir return fire — choose targets',
      options: {
        fields: [
          {
            type: 'pick',
            id: 'af',
            label: 'Fighter',
            unit: 'af',
            choices: [
              { value: 'df', label: 'Fighter' },
              { value: 'ds', label: 'Fighter' },
              { value: 'mission', label: 'Fly its TacAir mission instead' },
            ],
            default: 'mission',
            targets: 'counters',
          },
        ],
        submit: 'Fire',
      },
    })
  })

  it('§5.2 4a: a land unit shot at by TacAir and missed may answer it or fight in land combat (the default)', () => {
    const aimed = answer(toFirstAim().aim.state, {})
    expect(axis.pending(axis.advance(aimed.state).state)).toEqual({
      side: 'defender',
      kind: 'aim',
      prompt: 'Blue: 4a Land units answer TacAir — choose targets',
      options: {
        fields: [
          {
            type: 'pick',
            id: 'di',
            label: 'Infantry',
            unit: 'di',
            choices: [
              { value: 'af', label: 'Fighter' },
              { value: 'land', label: 'Ignore it and fight in land combat' },
            ],
            default: 'land',
            targets: 'counters',
          },
        ],
        submit: 'Fire',
      },
    })
  })

  it('§5.5 casualties: the owner allocates the hits when the choice matters; §5.6 the retreat question names the round', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }, { id: 'ab', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 6, 1, 1))
    const r = axis.advance(s)
    expect(axis.pending(r.state)).toEqual({
      side: 'attacker',
      kind: 'casualties',
      prompt: 'Red: Land combat — choose casualties',
      options: {
        fields: [
          {
            type: 'allocate',
            id: 'line',
            label: 'Hits',
            total: 2,
            slots: [
              { value: 'ai', label: 'Infantry', max: 1 },
              { value: 'aa', label: 'Armor', max: 1 },
              { value: 'ab', label: 'Armor', max: 1 },
            ],
            default: { ai: 1, aa: 1 },
            targets: 'counters',
          },
        ],
        submit: 'Remove casualties',
      },
    })
    const t = answer(r.state, {})
    expect(axis.pending(t.state)).toMatchObject({ side: 'attacker', kind: 'retreat', prompt: 'Red: retreat after round 1?' })
  })
})

describe(`${SEED} §5.1–§5.6 the decision event: what the log keeps of an answer`, () => {
  it('a pick per field as field=value, in the form\'s order; the aim plan as given', () => {
    const { support, assignA, assignD, aim } = toFirstAim()
    expect(support.events[0]).toEqual({ t: 'decision', side: 'defender', kind: 'support', choice: 'ds=join', reason: null })
    expect(assignA.events[0]).toEqual({ t: 'decision', side: 'attacker', kind: 'assign', choice: 'af=tacair', reason: null })
    expect(assignD.events[0]).toEqual({ t: 'decision', side: 'defender', kind: 'assign', choice: 'df=aircap, ds=aircap', reason: null })
    const fired = axis.decide(aim.state, 'attacker', { kind: 'aim', answer: { af: 'df' }, reason: 'why' })
    expect(fired.events).toEqual([{ t: 'decision', side: 'attacker', kind: 'aim', choice: 'af=df', reason: 'why' }])
    expect(fired.state.plan).toEqual({ af: 'df' })
  })

  it('§5.5 an allocation as field: unit×hits, units given no hit left out', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }, { id: 'ab', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 6, 1, 1))
    const r = axis.advance(s)
    const t = answer(r.state, { line: { ai: 1, aa: 0, ab: 1 } })
    expect(t.events.slice(0, 1)).toEqual([{ t: 'decision', side: 'attacker', kind: 'casualties', choice: 'line: ai×1 ab×1', reason: null }])
  })

  it('§5.6 a retreat as where it goes: stay, all to an area (the old "all:<area>" answers alike)', () => {
    const s = axis.advance(battle({ attacker: many('a', 'infantry', 2), defender: many('d', 'infantry', 2) }, dice(6, 6, 6, 6))).state
    expect(answer(s, { retreat: 'none' }).events).toEqual([{ t: 'decision', side: 'attacker', kind: 'retreat', choice: 'stay', reason: null }])
    const gone = answer(s, { retreat: 'west' })
    expect(answer(s, { retreat: 'all:west' })).toEqual(gone)
    // The battle ends with the attacker's retreat: no retreat question is left for the defender.
    expect(gone.events).toEqual([
      { t: 'decision', side: 'attacker', kind: 'retreat', choice: 'all to West', reason: null },
      { t: 'retreat', side: 'attacker', what: 'all', to: 'west', units: ['a1', 'a2'] },
      { t: 'end', winner: 'defender', reason: 'Red retreated: the defender stays in control' },
    ])
    expect([gone.state.phase, gone.state.next, gone.state.ask]).toEqual(['over', null, null])
  })

  it('§5.5 a new standing order of loss is logged as the types in order, with its reason', () => {
    const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) })
    expect(axis.decide(s, 'attacker', { kind: 'order', answer: { order: ['armor', 'infantry'] } }).events).toEqual([
      { t: 'decision', side: 'attacker', kind: 'order', choice: 'armor > infantry', reason: null },
    ])
    expect(axis.decide(s, 'defender', { kind: 'order', answer: { order: ['armor'] }, reason: 'keep the infantry' }).events).toEqual([
      { t: 'decision', side: 'defender', kind: 'order', choice: 'armor', reason: 'keep the infantry' },
    ])
  })
})

describe(`${SEED} §5.5 §5.6 refusals, word for word`, () => {
  const s = battle({ attacker: [{ id: 'ai', type: 'infantry' }, { id: 'aa', type: 'armor' }], defender: many('d', 'infantry', 2) }, dice(6, 6, 6, 6))
  const ALL = 'infantry, artillery, armor, aa-gun, transport, submarine, fighter, destroyer, cruiser, bomber, carrier, battleship'
  const order = (o: unknown, st: AxisState = s) => refusal(() => axis.decide(st, 'attacker', { kind: 'order', answer: { order: o } } as unknown as AxisChoice))

  it('§5.5 an order of loss must list unit types of the side, each once, at least one', () => {
    const msg = `order: must list unit types, each once, out of ${ALL}`
    expect(order(undefined)).toBe(msg)
    expect(order([])).toBe(msg)
    expect(order(['armor', 'armor'])).toBe(msg)
    expect(order(['armor', 'tank'])).toBe(msg)
    expect(refusal(() => axis.decide(s, 'attacker', { kind: 'order' } as unknown as AxisChoice))).toBe(msg)
  })

  it('no new order once the battle is over', () => {
    const over = answer(axis.advance(s).state, { retreat: 'west' }).state
    expect(over.phase).toBe('over')
    expect(order(['armor'], over)).toBe('the battle is over')
  })

  it('an answer with no question, to another side\'s question or of another kind is refused', () => {
    expect(refusal(() => axis.decide(s, 'attacker', { kind: 'retreat', answer: { retreat: 'none' } }))).toBe('no decision is pending')
    const asked = axis.advance(s).state
    expect(refusal(() => axis.decide(asked, 'defender', { kind: 'retreat', answer: { retreat: 'none' } }))).toBe('waiting for the attacker to decide retreat, not the defender to decide retreat')
    expect(refusal(() => axis.decide(asked, 'attacker', { kind: 'aim', answer: {} }))).toBe('waiting for the attacker to decide retreat, not the attacker to decide aim')
    expect(refusal(() => axis.decide(asked, 'attacker', { kind: 'retreat', answer: {} }))).toBe('retreat: missing')
  })
})
