/**
 * The battle's questions as forms and the answers back (forms.ts): what the
 * battle window shows for the cards (seed 000 sections B and C), the retreat
 * (sections F and I) and the breakthrough (section L), and how a form answer
 * becomes the engine's choice and back.
 */
import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { CARD_BY_ID } from './cards.ts'
import { engine } from './engine.ts'
import { fromChoice, handForm, toChoice, toForm } from './forms.ts'
import { grand, type GrandChoice, type GrandState } from './index.ts'
import { battle, eventsOf, passChoice, type ScenarioSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const nines = (n = 200): number[] => new Array<number>(n).fill(9)

function until(state: GrandState, kind: 'cards' | 'retreat' | 'breakthrough'): GrandState {
  let s = state
  for (let i = 0; i < 50; i++) {
    const d = grand.pending(s)
    if (d?.kind === kind) return s
    s = d ? grand.decide(s, d.side, passChoice(d)).state : grand.advance(s).state
  }
  throw new Error(`no ${kind} decision came`)
}

/**
 * An attacker win by the defender's retreat with a breakthrough to choose.
 * Names differ from ids, and a leader who may not break through stands first
 * in the list, so that a label taken from the wrong entry shows.
 */
const BREAK: ScenarioSpec = {
  attacker: {
    units: [
      { id: 'a1', type: 'arm-div' },
      { id: 'a2', type: 'mot-div' },
    ],
    leaders: [
      { id: 'staff', name: 'Staff', combat: 0, morale: 0, breakthrough: false },
      { id: 'rommel', name: 'Rommel', combat: 2, morale: 2, breakthrough: true },
    ],
    cards: ['withdrawal', 'barrage'],
  },
  defender: { units: [{ id: 'd1', type: 'inf-div' }], leaders: [{ id: 'wavell', name: 'Wavell', combat: 1, morale: 1 }] },
  regions: [{ id: 'north', name: 'North', terrain: 'clear', neighbours: ['field'], owner: 'neutral', x: 50, y: 10 }],
}

function won(): GrandState {
  let s = until(battle(BREAK, nines()), 'retreat')
  s = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false }).state
  s = grand.decide(s, 'defender', { kind: 'retreat', retreat: true }).state
  return s
}

const card = (id: string) => {
  const c = CARD_BY_ID.get(id)!
  return { value: id, label: c.name, title: c.text }
}

describe(`${SEED} sections B and C: the hand of cards`, () => {
  it('is a secret hand of the playable cards, each with its name and text, none chosen, sent by "Play"', () => {
    const s = battle(BREAK, nines())
    const d = grand.pending(s)!
    expect(d.kind).toBe('cards')
    expect(toForm(s, d)).toStrictEqual({
      side: d.side,
      kind: 'cards',
      prompt: d.prompt,
      secret: true,
      options: {
        fields: [{ type: 'several', id: 'play', label: 'Cards to play', present: 'cards', choices: (d.options as string[]).map(card), default: [] }],
        submit: 'Play',
      },
    })
    expect((d.options as string[]).length).toBeGreaterThan(0)
  })

  it('handForm takes the label it is given (the turn\'s air cards use it too)', () => {
    expect(handForm('Air cards to play', [{ id: 'x', name: 'X', text: 'the X card' }])).toStrictEqual({
      secret: true,
      options: { fields: [{ type: 'several', id: 'play', label: 'Air cards to play', present: 'cards', choices: [{ value: 'x', label: 'X', title: 'the X card' }], default: [] }], submit: 'Play' },
    })
  })

  it('a card id the catalogue does not know shows as its id, with no text', () => {
    const s = battle(BREAK, nines())
    const f = toForm(s, { side: 'attacker', kind: 'cards', prompt: 'p', options: ['no-such-card'] })
    expect(f.options).toStrictEqual({
      fields: [{ type: 'several', id: 'play', label: 'Cards to play', present: 'cards', choices: [{ value: 'no-such-card', label: 'no-such-card', title: '' }], default: [] }],
      submit: 'Play',
    })
  })
})

describe(`${SEED} sections F and I: retreat or stay`, () => {
  it('offers stay (the default and the launch button) and retreat (the retreat button), sent by "Decide"', () => {
    const s = until(battle(BREAK, nines()), 'retreat')
    const d = grand.pending(s)!
    expect(toForm(s, d)).toStrictEqual({
      side: 'attacker',
      kind: 'retreat',
      prompt: d.prompt,
      launch: { retreat: 'stay' },
      retreat: { retreat: 'retreat' },
      options: {
        fields: [
          {
            type: 'pick',
            id: 'retreat',
            label: 'Retreat or stay',
            choices: [
              { value: 'stay', label: 'Stay and fight' },
              { value: 'retreat', label: 'Retreat (sections F and I: the battle ends, no pursuit)' },
            ],
            default: 'stay',
          },
        ],
        submit: 'Decide',
      },
    })
  })
})

describe(`${SEED} section L: the breakthrough`, () => {
  it('offers the adjacent regions by name (by default the first that carries the front forward, D58: East, not the attacker\'s own West; the battle\'s own region for none), the units and the leaders, all of them by default', () => {
    const s = won()
    const d = grand.pending(s)!
    expect(d.kind).toBe('breakthrough')
    expect(toForm(s, d)).toStrictEqual({
      side: 'attacker',
      kind: 'breakthrough',
      prompt: 'Red: break through into an adjacent region, or stay',
      options: {
        fields: [
          {
            type: 'place',
            id: 'region',
            label: 'Break through into',
            targets: 'places',
            choices: [
              { value: 'west', label: 'West' },
              { value: 'east', label: 'East' },
              { value: 'north', label: 'North' },
            ],
            default: 'east',
            none: { value: '', label: 'No breakthrough', place: 'field' },
          },
          {
            type: 'several',
            id: 'units',
            label: 'Units that break through',
            present: 'counters',
            choices: [
              { value: 'a1', label: 'Armoured Division' },
              { value: 'a2', label: 'Motorized Division' },
            ],
            default: ['a1', 'a2'],
          },
          { type: 'several', id: 'leaders', label: 'Leaders that go with them', choices: [{ value: 'rommel', label: 'Rommel' }], default: ['rommel'] },
        ],
        submit: 'Break through',
      },
    })
  })

  it('the form\'s default lists are its own: changing them leaves the battle\'s breakthrough as it was', () => {
    const s = won()
    const f = toForm(s, grand.pending(s)!)
    for (const field of f.options.fields) if (field.type === 'several') (field.default as string[]).push('x')
    expect(s.result!.breakthrough!.units).toEqual(['a1', 'a2'])
    expect(s.result!.breakthrough!.leaders).toEqual(['rommel'])
  })

  it('ids the battle does not know show as themselves, and no region leaves the default empty', () => {
    const s = won()
    const f = toForm(s, { side: 'attacker', kind: 'breakthrough', prompt: 'p', options: { regions: ['nowhere'], units: ['ghost'], leaders: ['nobody'] } })
    const [region, units, leaders] = f.options.fields
    expect(region).toMatchObject({ choices: [{ value: 'nowhere', label: 'nowhere' }], default: 'nowhere' })
    expect(units).toMatchObject({ choices: [{ value: 'ghost', label: 'ghost' }] })
    expect(leaders).toMatchObject({ choices: [{ value: 'nobody', label: 'nobody' }] })
    const none = toForm(s, { side: 'attacker', kind: 'breakthrough', prompt: 'p', options: { regions: [], units: [], leaders: [] } })
    expect(none.options.fields[0]).toMatchObject({ choices: [], default: '' })
  })
})

describe('form answers as the engine\'s choices (fromChoice)', () => {
  it('cards: the list of cards, none when the answer leaves it out; anything but a list is refused', () => {
    expect(fromChoice({ kind: 'cards', answer: { play: ['barrage'] } })).toStrictEqual({ kind: 'cards', play: ['barrage'] })
    expect(fromChoice({ kind: 'cards', answer: {} })).toStrictEqual({ kind: 'cards', play: [] })
    expect(() => fromChoice({ kind: 'cards', answer: { play: 'barrage' } })).toThrow(new RuleError('play: expected a list'))
  })

  it('retreat: stay or retreat, anything else refused', () => {
    expect(fromChoice({ kind: 'retreat', answer: { retreat: 'stay' } })).toStrictEqual({ kind: 'retreat', retreat: false })
    expect(fromChoice({ kind: 'retreat', answer: { retreat: 'retreat' } })).toStrictEqual({ kind: 'retreat', retreat: true })
    expect(() => fromChoice({ kind: 'retreat', answer: { retreat: 'maybe' } })).toThrow(new RuleError('retreat: "maybe" is not one of stay, retreat'))
  })

  it('breakthrough: "" is none (section L), a region with the units and leaders given, lists only', () => {
    expect(fromChoice({ kind: 'breakthrough', answer: { region: '' } })).toStrictEqual({ kind: 'breakthrough', region: null })
    expect(fromChoice({ kind: 'breakthrough', answer: { region: 'east' } })).toStrictEqual({ kind: 'breakthrough', region: 'east' })
    expect(fromChoice({ kind: 'breakthrough', answer: { region: 'east', units: ['a1'], leaders: [] } })).toStrictEqual({ kind: 'breakthrough', region: 'east', units: ['a1'], leaders: [] })
    expect(() => fromChoice({ kind: 'breakthrough', answer: { region: ['east'] } })).toThrow(new RuleError('region: expected a region id, or "" for none'))
    expect(() => fromChoice({ kind: 'breakthrough', answer: { region: 'east', units: 'a1' } })).toThrow(new RuleError('units: expected a list'))
    expect(() => fromChoice({ kind: 'breakthrough', answer: { region: 'east', leaders: 'rommel' } })).toThrow(new RuleError('leaders: expected a list'))
  })

  it('keeps the reason when there is one, and adds none when there is not', () => {
    expect(fromChoice({ kind: 'retreat', answer: { retreat: 'stay' }, reason: 'hold' })).toStrictEqual({ kind: 'retreat', retreat: false, reason: 'hold' })
    expect(fromChoice({ kind: 'retreat', answer: { retreat: 'stay' } })).not.toHaveProperty('reason')
  })

  it('refuses a kind the grand battle never asks', () => {
    expect(() => fromChoice({ kind: 'assign', answer: {} })).toThrow(new RuleError('no decision of kind "assign" in the grand battle'))
  })

  it('takes a choice in the engine\'s own shape (saved games from before the forms) as it is', () => {
    const old: GrandChoice = { kind: 'cards', play: ['barrage'] }
    expect(fromChoice(old)).toBe(old)
    // An answer left undefined (a JavaScript caller spreading a choice): the types forbid it, the door still takes the choice as it is.
    const blank = { kind: 'cards', play: ['barrage'], answer: undefined } as unknown as GrandChoice
    expect(fromChoice(blank)).toBe(blank)
  })

  it('through the engine, a form answer\'s reason reaches the log\'s decision', () => {
    const s = until(battle(BREAK, nines()), 'retreat')
    const out = engine.decide(s, 'attacker', { kind: 'retreat', answer: { retreat: 'stay' }, reason: 'hold the line' })
    expect(eventsOf(out.events, 'decision')).toEqual([{ t: 'decision', side: 'attacker', kind: 'retreat', choice: 'stay', reason: 'hold the line' }])
  })
})

describe('the engine\'s choices as form answers (toChoice)', () => {
  it('cards, retreat and breakthrough, with the reason only when there is one', () => {
    expect(toChoice({ kind: 'cards', play: ['barrage'], reason: 'why' })).toStrictEqual({ kind: 'cards', answer: { play: ['barrage'] }, reason: 'why' })
    expect(toChoice({ kind: 'cards', play: [] })).toStrictEqual({ kind: 'cards', answer: { play: [] } })
    expect(toChoice({ kind: 'retreat', retreat: true })).toStrictEqual({ kind: 'retreat', answer: { retreat: 'retreat' } })
    expect(toChoice({ kind: 'retreat', retreat: false })).toStrictEqual({ kind: 'retreat', answer: { retreat: 'stay' } })
    expect(toChoice({ kind: 'breakthrough', region: null })).toStrictEqual({ kind: 'breakthrough', answer: { region: '' } })
    expect(toChoice({ kind: 'breakthrough', region: 'east', units: ['a1'], leaders: ['rommel'] })).toStrictEqual({
      kind: 'breakthrough',
      answer: { region: 'east', units: ['a1'], leaders: ['rommel'] },
    })
  })

  it('the answer\'s lists are copies: changing them leaves the choice as it was', () => {
    const cards: GrandChoice = { kind: 'cards', play: ['barrage'] }
    const bt: GrandChoice = { kind: 'breakthrough', region: 'east', units: ['a1'], leaders: ['rommel'] }
    for (const c of [cards, bt]) {
      const a = toChoice(c).answer as Record<string, string[] | string>
      for (const v of Object.values(a)) if (Array.isArray(v)) v.push('x')
    }
    expect(cards.play).toEqual(['barrage'])
    expect(bt.units).toEqual(['a1'])
    expect(bt.leaders).toEqual(['rommel'])
  })
})
