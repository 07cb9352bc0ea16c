import { describe, expect, it } from 'vitest'
import { allocated, checkAnswer, defaultAnswer, randomAnswer, type Form, type FormAnswer, type FormField } from './form.ts'

const FORM: Form = {
  submit: 'Go',
  fields: [
    { type: 'pick', id: 'mission', label: 'Mission', choices: [{ value: 'aircap', label: 'AirCap' }, { value: 'tacair', label: 'TacAir' }], default: 'aircap' },
    { type: 'allocate', id: 'line', label: 'Hits', total: 2, slots: [{ value: 'a', label: 'A', max: 1 }, { value: 'b', label: 'B', max: 2 }], default: { a: 1, b: 1 } },
    { type: 'order', id: 'order', label: 'Order', items: [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }], default: ['x', 'y'] },
  ],
}

describe('decisions as forms (any ruleset)', () => {
  it('the defaults are a valid answer, and a copy: changing it leaves the form alone', () => {
    const a = defaultAnswer(FORM)
    expect(checkAnswer(FORM, a)).toBeNull()
    ;(a.order as string[]).reverse()
    ;(a.line as Record<string, number>).a = 0
    expect(FORM.fields[2]).toMatchObject({ default: ['x', 'y'] })
    expect(FORM.fields[1]).toMatchObject({ default: { a: 1, b: 1 } })
  })

  it.each([
    [{ mission: 'bombing' }, /mission: "bombing" is not one of aircap, tacair/],
    [{ line: null }, /line: expected hits per unit/],
    [{ line: { a: 2 } }, /line: a takes 0..1 hits, not 2/],
    [{ line: { c: 1, b: 1 } }, /line: c cannot take hits/],
    [{ line: { b: 1 } }, /line: 1 hits allocated, 2 needed/],
    [{ order: ['x'] }, /order: must list each of x, y once/],
    [{ order: ['x', 'x'] }, /order: must list each of x, y once/],
  ])('a wrong answer (%j) is refused, naming the field and why', (patch, why) => {
    expect(checkAnswer(FORM, { ...defaultAnswer(FORM), ...(patch as object) })).toMatch(why)
  })

  it('a missing field is named', () => {
    const { order: _order, ...rest } = defaultAnswer(FORM)
    expect(checkAnswer(FORM, rest)).toBe('order: missing')
  })
})

/** A tiny seeded generator (an LCG, the seed mixed first), so that every draw in these tests is seeded. */
function lcg(seed: number): () => number {
  let s = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const one = (field: FormField): Form => ({ submit: 'Go', fields: [field] })
type Allocate = Extract<FormField, { type: 'allocate' }>
const slot = (value: string, max: number, cost?: number | 'all') => ({ value, label: value.toUpperCase(), max, ...(cost === undefined ? {} : { cost }) })
const alloc = (total: number, slots: Allocate['slots']): Allocate => ({ type: 'allocate', id: 'loss', label: 'Losses', total, slots, default: {} })

describe('a several field: any number of values out of the offered ones', () => {
  const CARDS = one({
    type: 'several',
    id: 'cards',
    label: 'Cards',
    choices: [
      { value: 'ambush', label: 'Ambush' },
      { value: 'rally', label: 'Rally' },
      { value: 'rally', label: 'Rally' },
      { value: 'feint', label: 'Feint' },
    ],
    default: [],
  })
  const BOUNDED = one({ type: 'several', id: 'sent', label: 'Send', choices: ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value })), default: ['a'], min: 1, max: 2 })

  it('any subset of the offered values is accepted, the empty one included', () => {
    expect(checkAnswer(CARDS, { cards: [] })).toBeNull()
    expect(checkAnswer(CARDS, { cards: ['feint', 'ambush'] })).toBeNull()
    expect(checkAnswer(CARDS, { cards: ['ambush', 'rally', 'rally', 'feint'] })).toBeNull()
  })

  it('a value not offered is refused, naming the field and listing each offered value once', () => {
    expect(checkAnswer(CARDS, { cards: ['ambush', 'charge'] })).toBe('cards: "charge" is not one of ambush, rally, feint')
  })

  it('a value offered twice may be chosen twice but not three times (chosen more often than offered)', () => {
    expect(checkAnswer(CARDS, { cards: ['rally', 'rally'] })).toBeNull()
    expect(checkAnswer(CARDS, { cards: ['rally', 'rally', 'rally'] })).toBe('cards: "rally" is not one of ambush, rally, feint (chosen more often than offered)')
    expect(checkAnswer(CARDS, { cards: ['ambush', 'ambush'] })).toMatch(/^cards: "ambush" .*\(chosen more often than offered\)$/)
  })

  it('fewer than min values are refused, naming the field and the bound', () => {
    expect(checkAnswer(BOUNDED, { sent: ['a'] })).toBeNull()
    expect(checkAnswer(BOUNDED, { sent: [] })).toBe('sent: at least 1 needed, 0 chosen')
  })

  it('more than max values are refused, naming the field and the bound', () => {
    expect(checkAnswer(BOUNDED, { sent: ['a', 'b'] })).toBeNull()
    expect(checkAnswer(BOUNDED, { sent: ['a', 'b', 'c'] })).toBe('sent: at most 2 allowed, 3 chosen')
  })

  it.each([['ambush'], [{ ambush: 1 }], [['ambush', 3]]])('an answer that is not a list of values (%j) is refused', (v) => {
    expect(checkAnswer(CARDS, { cards: v as FormAnswer[string] })).toBe('cards: expected a list of values')
  })

  it('the default answer is a copy: changing it leaves the form\'s default alone', () => {
    const a = defaultAnswer(BOUNDED)
    expect(a).toEqual({ sent: ['a'] })
    ;(a.sent as string[]).push('b')
    expect(BOUNDED.fields[0]).toMatchObject({ default: ['a'] })
    expect(defaultAnswer(BOUNDED)).toEqual({ sent: ['a'] })
  })
})

describe('a place field: one of the legal places, or its "none" value', () => {
  const MOVE = one({
    type: 'place',
    id: 'to',
    label: 'Retreat to',
    targets: 'places',
    choices: [{ value: 'r1', label: 'North' }, { value: 'r2', label: 'South' }],
    default: 'stay',
    none: { value: 'stay', label: 'Stay', place: 'home' },
  })

  it('a legal place is accepted', () => {
    expect(checkAnswer(MOVE, { to: 'r2' })).toBeNull()
  })

  it('the none value is accepted as "nowhere"', () => {
    expect(checkAnswer(MOVE, { to: 'stay' })).toBeNull()
  })

  it.each([['r3'], ['home'], [['r1']]])('anything else (%j) is refused, naming the field and the legal answers', (v) => {
    expect(checkAnswer(MOVE, { to: v as FormAnswer[string] })).toBe(`to: ${JSON.stringify(v)} is not one of r1, r2, stay`)
  })

  it('without a none, the none value of another form is no answer', () => {
    const strict = one({ type: 'place', id: 'to', label: 'To', targets: 'places', choices: [{ value: 'r1', label: 'North' }], default: 'r1' })
    expect(checkAnswer(strict, { to: 'stay' })).toBe('to: "stay" is not one of r1')
  })
})

describe('an allocate field with costs: every point satisfied, no unit given up for nothing', () => {
  const BIG = alloc(2, [slot('big', 1, 2), slot('s1', 1), slot('s2', 1, 1), slot('lead', 1, 'all')])

  it('two points are satisfied by one unit of cost 2', () => {
    expect(checkAnswer(one(BIG), { loss: { big: 1 } })).toBeNull()
    expect(allocated(BIG, { big: 1 })).toBe(2)
  })

  it('two points are satisfied by two units of cost 1 (the cost defaulting to 1)', () => {
    expect(checkAnswer(one(BIG), { loss: { s1: 1, s2: 1 } })).toBeNull()
    expect(allocated(BIG, { s1: 1, s2: 1 })).toBe(2)
  })

  it('a cost-2 unit may take a single point when nothing else is given up', () => {
    const f = alloc(1, [slot('big', 1, 2), slot('s1', 1)])
    expect(checkAnswer(one(f), { loss: { big: 1, s1: 0 } })).toBeNull()
  })

  it('a cost-1 unit plus a cost-2 unit for 2 points is refused: the cost-1 unit is given up for nothing', () => {
    expect(checkAnswer(one(BIG), { loss: { big: 1, s1: 1 } })).toBe('loss: 3 hits allocated, 2 needed')
  })

  it('two hits on one cost-1 unit count twice (hits times cost)', () => {
    const f = alloc(2, [slot('s1', 2), slot('big', 1, 2)])
    expect(allocated(f, { s1: 2 })).toBe(2)
    expect(checkAnswer(one(f), { loss: { s1: 2 } })).toBeNull()
  })

  it('a unit of cost "all" satisfies every point alone', () => {
    expect(allocated(BIG, { lead: 1 })).toBe(2)
    expect(checkAnswer(one(BIG), { loss: { lead: 1 } })).toBeNull()
    const five = alloc(5, [slot('lead', 1, 'all'), slot('s1', 5)])
    expect(checkAnswer(one(five), { loss: { lead: 1, s1: 0 } })).toBeNull()
  })

  it('a unit of cost "all" plus any other unit is refused', () => {
    expect(checkAnswer(one(BIG), { loss: { lead: 1, s1: 1 } })).toBe('loss: 3 hits allocated, 2 needed')
    expect(checkAnswer(one(BIG), { loss: { lead: 1, big: 1 } })).toBe('loss: 4 hits allocated, 2 needed')
  })

  it('with no point to satisfy, nothing is given up: any unit allocated is refused, a unit of cost "all" too', () => {
    const none = alloc(0, [slot('lead', 1, 'all'), slot('s1', 1)])
    expect(checkAnswer(one(none), { loss: {} })).toBeNull()
    expect(checkAnswer(one(none), { loss: { lead: 0, s1: 0 } })).toBeNull()
    expect(checkAnswer(one(none), { loss: { lead: 1 } })).toBe('loss: 0 hits allocated, 0 needed')
    expect(checkAnswer(one(none), { loss: { s1: 1 } })).toBe('loss: 1 hits allocated, 0 needed')
  })

  it('too few points are refused with "N hits allocated, M needed"', () => {
    expect(checkAnswer(one(BIG), { loss: { s1: 1 } })).toBe('loss: 1 hits allocated, 2 needed')
    expect(checkAnswer(one(BIG), { loss: {} })).toBe('loss: 0 hits allocated, 2 needed')
  })
})

describe('randomAnswer: the random policy of any form', () => {
  const EVERY: Form = {
    submit: 'Go',
    fields: [
      { type: 'pick', id: 'mission', label: 'Mission', choices: ['aircap', 'tacair', 'recon'].map((value) => ({ value, label: value })), default: 'aircap' },
      { type: 'several', id: 'cards', label: 'Cards', choices: ['a', 'b', 'b', 'c', 'd'].map((value) => ({ value, label: value })), default: ['a'], min: 2, max: 3 },
      { type: 'several', id: 'any', label: 'Any', choices: ['x', 'x', 'y'].map((value) => ({ value, label: value })), default: [] },
      { type: 'place', id: 'to', label: 'To', targets: 'places', choices: ['r1', 'r2'].map((value) => ({ value, label: value })), default: 'stay', none: { value: 'stay', label: 'Stay' } },
      { ...alloc(3, [slot('lead', 1, 'all'), slot('big', 1, 2), slot('s1', 2), slot('s2', 1, 1)]), id: 'mixed' },
      { ...alloc(3, [slot('b1', 1, 2), slot('b2', 1, 2)]), id: 'bigOnly' },
      { ...alloc(2, [slot('s1', 1), slot('s2', 1), slot('s3', 1)]), id: 'plain' },
      { type: 'order', id: 'order', label: 'Order', items: ['p', 'q', 'r'].map((value) => ({ value, label: value })), default: ['p', 'q', 'r'] },
    ],
  }

  it('is deterministic: the same seed gives the same answer, and the form is not touched', () => {
    const before = JSON.stringify(EVERY)
    for (const seed of [1, 7, 42]) expect(randomAnswer(EVERY, lcg(seed))).toEqual(randomAnswer(EVERY, lcg(seed)))
    expect(JSON.stringify(EVERY)).toBe(before)
  })

  it('draws from the generator: different seeds give different answers', () => {
    const seen = new Set<string>()
    for (let seed = 0; seed < 50; seed++) seen.add(JSON.stringify(randomAnswer(EVERY, lcg(seed))))
    expect(seen.size).toBeGreaterThan(25)
  })

  it('every answer it draws passes checkAnswer, for every field kind (500 seeds)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const a = randomAnswer(EVERY, lcg(seed))
      expect(checkAnswer(EVERY, a), `seed ${seed}: ${JSON.stringify(a)}`).toBeNull()
    }
  })

  it('reaches every choice of a pick, every legal allocation and both bounds of a several', () => {
    const picks = new Set<string>()
    const mixed = new Set<string>()
    const sizes = new Set<number>()
    const orders = new Set<string>()
    for (let seed = 0; seed < 500; seed++) {
      const a = randomAnswer(EVERY, lcg(seed))
      picks.add(a.mission as string)
      const m = a.mixed as Record<string, number>
      mixed.add(Object.keys(m).filter((k) => m[k]! > 0).sort().map((k) => `${k}${m[k]}`).join(' '))
      sizes.add((a.cards as string[]).length)
      orders.add((a.order as string[]).join(''))
    }
    expect(picks).toEqual(new Set(['aircap', 'tacair', 'recon']))
    expect(sizes).toEqual(new Set([2, 3]))
    expect(orders.size).toBe(6)
    // 3 points: the lead alone, the big unit and one cost-1 unit, or three cost-1 points.
    expect(mixed).toEqual(new Set(['lead1', 'big1 s11', 'big1 s21', 's12 s21']))
  })

  it('draws a place field\'s "nowhere" as one more choice (end the phase, stay): about a third of the time among two places', () => {
    const tos = Array.from({ length: 600 }, (_, seed) => randomAnswer(EVERY, lcg(seed)).to as string)
    expect(new Set(tos)).toEqual(new Set(['r1', 'r2', 'stay']))
    const stays = tos.filter((t) => t === 'stay').length
    expect(stays).toBeGreaterThan(150)
    expect(stays).toBeLessThan(250)
  })
})

describe('a place field whose choices depend on another field', () => {
  const form: Form = {
    submit: 'Attack',
    fields: [
      { type: 'place', id: 'attacker', label: 'A', targets: 'counters', choices: [{ value: 'a1', label: 'a1' }, { value: 'a2', label: 'a2' }], default: 'a1', none: { value: 'end', label: 'End' } },
      {
        type: 'place',
        id: 'defender',
        label: 'D',
        targets: 'counters',
        choices: [{ value: 'd1', label: 'd1' }, { value: 'd2', label: 'd2' }],
        default: 'd1',
        none: { value: 'end', label: 'End' },
        dependsOn: { field: 'attacker', allowed: { a1: ['d1'], a2: ['d1', 'd2'] } },
      },
    ],
  }

  it('refuses a choice the other field leaves closed, naming both', () => {
    expect(checkAnswer(form, { attacker: 'a2', defender: 'd2' })).toBeNull()
    expect(checkAnswer(form, { attacker: 'a1', defender: 'd2' })).toBe('defender: "d2" is not open with attacker "a1"; open: d1')
    expect(checkAnswer(form, { attacker: 'end', defender: 'end' })).toBeNull()
  })

  it('random answers draw only open choices', () => {
    let x = 7
    const rng = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648)
    for (let i = 0; i < 200; i++) expect(checkAnswer(form, randomAnswer(form, rng))).toBeNull()
  })

  it('random answers end with the field they follow: no attacker gives no defender, and both ends are drawn', () => {
    let x = 11
    const rng = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648)
    const answers = Array.from({ length: 300 }, () => randomAnswer(form, rng))
    for (const a of answers) if (a.attacker === 'end') expect(a.defender).toBe('end')
    expect(answers.some((a) => a.attacker === 'end')).toBe(true)
    expect(answers.some((a) => a.attacker !== 'end' && a.defender === 'end')).toBe(true)
  })
})
