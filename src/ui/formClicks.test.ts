import { describe, expect, it } from 'vitest'
import type { Form, FormAnswer, FormField } from '../engine/core/form.ts'
import { activePlaces, applyClick, clickableFields, clickTargets, mapSubjects, selectedSubject } from './formClicks.ts'

const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }))

/** Aimed fire: each shooter (the field's subject) picks a target counter; a mission pick is not on the board. */
const FIRE: Form = {
  submit: 'Fire',
  fields: [
    { type: 'pick', id: 'mission', label: 'Mission', choices: choices('e1', 'aircap'), default: 'aircap' },
    { type: 'pick', id: 'fire1', label: 'Shooter 1', choices: choices('e1', 'e2'), default: 'e1', unit: 'u1', targets: 'counters' },
    { type: 'pick', id: 'fire2', label: 'Shooter 2', choices: choices('e2', 'e3'), default: 'e2', unit: 'u2', targets: 'counters' },
    { type: 'place', id: 'to', label: 'Advance to', targets: 'places', choices: choices('r1', 'r2'), default: 'hold', none: { value: 'hold', label: 'Hold', place: 'home' } },
  ],
}

const LOSSES: Form = {
  submit: 'Assign',
  fields: [
    {
      type: 'allocate',
      id: 'loss',
      label: 'Hits',
      total: 2,
      slots: [
        { value: 'a', label: 'A', max: 1 },
        { value: 'b', label: 'B', max: 2 },
        { value: 'c', label: 'C', max: 1 },
      ],
      default: {},
      targets: 'counters',
    },
  ],
}

const SEND: Form = {
  submit: 'Send',
  fields: [{ type: 'several', id: 'sent', label: 'Send', choices: choices('s1', 's2', 's3'), default: [], present: 'counters' }],
}

const ids = (fs: FormField[]) => fs.map((f) => f.id)

describe('which fields a board click can answer', () => {
  it('only counter picks, counter allocations, places and counter-presented several fields, in form order', () => {
    expect(ids(clickableFields(FIRE))).toEqual(['fire1', 'fire2', 'to'])
    expect(ids(clickableFields(LOSSES))).toEqual(['loss'])
    expect(ids(clickableFields(SEND))).toEqual(['sent'])
    const hand: Form = { submit: 'Play', fields: [{ ...(SEND.fields[0] as Extract<FormField, { type: 'several' }>), present: 'cards' }] }
    expect(clickableFields(hand)).toEqual([])
    const plain: Form = { submit: 'Go', fields: [{ ...(LOSSES.fields[0] as Extract<FormField, { type: 'allocate' }>), targets: undefined }] }
    expect(clickableFields(plain)).toEqual([])
  })
})

describe('clickTargets: what lights up', () => {
  it("the active pick field's counter choices only", () => {
    expect(clickTargets(FIRE, 'fire1', 'counters')).toEqual(new Set(['e1', 'e2']))
    expect(clickTargets(FIRE, 'fire2', 'counters')).toEqual(new Set(['e2', 'e3']))
  })

  it("with no active field, every counter pick's choices (never a pick that is not on the board)", () => {
    expect(clickTargets(FIRE, null, 'counters')).toEqual(new Set(['e1', 'e2', 'e3']))
    expect(clickTargets(FIRE, null, 'counters').has('aircap')).toBe(false)
  })

  it("a place field's choices light up only for places, and counters only for counters", () => {
    expect(clickTargets(FIRE, null, 'places')).toEqual(new Set(['r1', 'r2']))
    expect(clickTargets(FIRE, 'fire1', 'places')).toEqual(new Set(['r1', 'r2']))
    const onCounters: Form = { submit: 'Go', fields: [{ type: 'place', id: 'stack', label: 'Stack on', targets: 'counters', choices: choices('k1', 'k2'), default: 'k1' }] }
    expect(clickTargets(onCounters, null, 'counters')).toEqual(new Set(['k1', 'k2']))
    expect(clickTargets(onCounters, null, 'places')).toEqual(new Set())
  })

  it("an allocate field's slots and a counter-presented several field's choices are counters", () => {
    expect(clickTargets(LOSSES, null, 'counters')).toEqual(new Set(['a', 'b', 'c']))
    expect(clickTargets(LOSSES, null, 'places')).toEqual(new Set())
    expect(clickTargets(SEND, null, 'counters')).toEqual(new Set(['s1', 's2', 's3']))
  })
})

describe('applyClick: a click as an answer', () => {
  const start: FormAnswer = { mission: 'aircap', fire1: 'e1', fire2: 'e2', to: 'hold' }

  it('a click on a target sets the active pick field and names the next pick field as next', () => {
    expect(applyClick(FIRE, start, 'fire1', 'e2', 'counters')).toEqual({ answer: { ...start, fire1: 'e2' }, field: 'fire1', next: 'fire2' })
  })

  it('the last pick field has no next', () => {
    expect(applyClick(FIRE, start, 'fire2', 'e3', 'counters')).toEqual({ answer: { ...start, fire2: 'e3' }, field: 'fire2', next: null })
  })

  it('the active field answers first when two fields offer the counter', () => {
    expect(applyClick(FIRE, start, 'fire2', 'e2', 'counters')).toMatchObject({ field: 'fire2', next: null })
    expect(applyClick(FIRE, start, null, 'e2', 'counters')).toMatchObject({ field: 'fire1', next: 'fire2' })
  })

  it('with no active field, the first field offering the counter answers', () => {
    expect(applyClick(FIRE, start, null, 'e3', 'counters')).toEqual({ answer: { ...start, fire2: 'e3' }, field: 'fire2', next: null })
  })

  it('a click does not change the answer it was given', () => {
    const before = structuredClone(start)
    applyClick(FIRE, start, 'fire1', 'e2', 'counters')
    expect(start).toEqual(before)
  })

  it("a click on another field's subject (its unit) activates that field instead of answering", () => {
    expect(applyClick(FIRE, start, 'fire1', 'u2', 'counters')).toEqual({ activate: 'fire2' })
    expect(applyClick(FIRE, start, null, 'u1', 'counters')).toEqual({ activate: 'fire1' })
  })

  it('an active shooter answers only with its own targets: a target only another shooter offers answers nothing', () => {
    expect(applyClick(FIRE, start, 'fire1', 'e3', 'counters')).toBeNull()
  })

  it('a click on a place sets the place field', () => {
    expect(applyClick(FIRE, start, null, 'r2', 'places')).toEqual({ answer: { ...start, to: 'r2' }, field: 'to', next: null })
  })

  it("a click on the none's place answers the none value", () => {
    expect(applyClick(FIRE, { ...start, to: 'r1' }, null, 'home', 'places')).toEqual({ answer: { ...start, to: 'hold' }, field: 'to', next: null })
  })

  it('a place is not answered by a counter click, nor a counter by a place click', () => {
    expect(applyClick(FIRE, start, null, 'r2', 'counters')).toBeNull()
    expect(applyClick(FIRE, start, null, 'e3', 'places')).toBeNull()
  })

  it('a click on something no field offers answers nothing', () => {
    expect(applyClick(FIRE, start, null, 'nobody', 'counters')).toBeNull()
    expect(applyClick(FIRE, start, null, 'nowhere', 'places')).toBeNull()
    expect(applyClick(FIRE, start, null, 'aircap', 'counters')).toBeNull()
    expect(applyClick(LOSSES, { loss: {} }, null, 'z', 'counters')).toBeNull()
  })
})

describe('applyClick on an allocate field: a click adds a hit, then takes it back', () => {
  const click = (answer: FormAnswer, id: string) => {
    const r = applyClick(LOSSES, answer, null, id, 'counters')
    if (!r || !('answer' in r)) throw new Error(`click on ${id} answered nothing`)
    expect(r.field).toBe('loss')
    expect(r.next).toBeNull()
    return r.answer
  }

  it('each click adds a hit until the slot is full, and the next click takes it back to 0', () => {
    let a: FormAnswer = { loss: {} }
    a = click(a, 'a')
    expect(a.loss).toEqual({ a: 1 })
    a = click(a, 'a')
    expect(a.loss).toEqual({ a: 0 })
  })

  it('each click adds a hit until every hit is placed, and the next click takes that slot back to 0', () => {
    let a: FormAnswer = { loss: {} }
    a = click(a, 'b')
    a = click(a, 'b')
    expect(a.loss).toEqual({ b: 2 })
    a = click(a, 'b')
    expect(a.loss).toEqual({ b: 0 })
    a = click(a, 'b')
    expect(a.loss).toEqual({ b: 1 })
  })

  it('once the total is placed, a click on an empty slot adds nothing', () => {
    let a: FormAnswer = { loss: { a: 1, b: 1 } }
    a = click(a, 'c')
    expect(a.loss).toEqual({ a: 1, b: 1, c: 0 })
    a = click(a, 'a')
    expect(a.loss).toEqual({ a: 0, b: 1, c: 0 })
    a = click(a, 'c')
    expect(a.loss).toEqual({ a: 0, b: 1, c: 1 })
  })

  it('a missing allocate answer starts from no hits, and the given answer is not changed', () => {
    const given: FormAnswer = { loss: { b: 1 } }
    expect(click({}, 'b').loss).toEqual({ b: 1 })
    expect(click(given, 'b').loss).toEqual({ b: 2 })
    expect(given).toEqual({ loss: { b: 1 } })
  })
})

describe('applyClick on a several field presented as counters: a click toggles the counter', () => {
  it('a click adds a counter not chosen and removes one already chosen', () => {
    const r1 = applyClick(SEND, { sent: ['s1'] }, null, 's3', 'counters')
    expect(r1).toEqual({ answer: { sent: ['s1', 's3'] }, field: 'sent', next: null })
    const r2 = applyClick(SEND, { sent: ['s1', 's3'] }, null, 's1', 'counters')
    expect(r2).toEqual({ answer: { sent: ['s3'] }, field: 'sent', next: null })
  })

  it('a missing several answer starts from nothing chosen', () => {
    expect(applyClick(SEND, {}, null, 's2', 'counters')).toMatchObject({ answer: { sent: ['s2'] } })
  })

  it('a several field presented as cards is not answered by a board click', () => {
    const hand: Form = { submit: 'Play', fields: [{ ...(SEND.fields[0] as Extract<FormField, { type: 'several' }>), present: 'cards' }] }
    expect(applyClick(hand, { sent: [] }, null, 's2', 'counters')).toBeNull()
  })
})

/** An attack declared by two clicks (seed 004: "You validate an attack by clicking on the defending unit"). */
const ATTACK: Form = {
  submit: 'Attack',
  fields: [
    { type: 'place', id: 'attacker', label: 'Attacking unit', targets: 'counters', choices: choices('a1', 'a2'), default: 'a1', none: { value: 'end', label: 'End' } },
    {
      type: 'place',
      id: 'defender',
      label: 'Defending unit',
      targets: 'counters',
      choices: choices('d1', 'd2'),
      default: 'd1',
      none: { value: 'end', label: 'End' },
      dependsOn: { field: 'attacker', allowed: { a1: ['d1'], a2: ['d1', 'd2'] } },
      submitOnClick: true,
    },
  ],
}

describe('a place field that depends on another and is sent by its click', () => {
  it('lights only the defenders the chosen attacker reaches', () => {
    expect([...clickTargets(ATTACK, null, 'counters', { attacker: 'a1', defender: 'd1' })].sort()).toEqual(['a1', 'a2', 'd1'])
    expect([...clickTargets(ATTACK, null, 'counters', { attacker: 'a2', defender: 'd1' })].sort()).toEqual(['a1', 'a2', 'd1', 'd2'])
  })

  it('a click on an attacker takes back a defender it cannot reach; a click on a reachable defender sends the form', () => {
    const a = applyClick(ATTACK, { attacker: 'a2', defender: 'd2' }, null, 'a1', 'counters')
    expect(a).toEqual({ answer: { attacker: 'a1', defender: 'd1' }, field: 'attacker', next: null })
    expect(applyClick(ATTACK, { attacker: 'a1', defender: 'd1' }, null, 'd2', 'counters')).toBeNull()
    expect(applyClick(ATTACK, { attacker: 'a2', defender: 'd1' }, null, 'd2', 'counters')).toEqual({ answer: { attacker: 'a2', defender: 'd2' }, field: 'defender', next: null, submit: true })
  })
})

/** Orders on a map: each unit's pick names a place per choice (its own square to stay, the battle's square for each phase). */
const ORDERS: Form = {
  submit: 'Give the orders',
  fields: [
    { type: 'pick', id: 'send:f1', label: 'Fighter 1', unit: 'f1', default: 'stay', choices: [{ value: 'stay', label: 'stays', place: 'air' }, ...[1, 2, 3].map((p) => ({ value: String(p), label: `phase ${p}`, place: 'city' }))] },
    { type: 'pick', id: 'send:f2', label: 'Fighter 2', unit: 'f2', default: '2', choices: [{ value: 'stay', label: 'stays', place: 'air' }, ...[1, 2, 3].map((p) => ({ value: String(p), label: `phase ${p}`, place: 'city' }))] },
    { type: 'pick', id: 'pio', label: 'Production', default: 'no', choices: choices('no', 'yes') },
  ],
}

describe('orders given on the map: a click on a unit selects it, clicks on squares order it', () => {
  it('the units of place-named picks are selectable; nothing is selected until one is clicked', () => {
    expect(mapSubjects(ORDERS)).toEqual(new Set(['f1', 'f2']))
    expect(activePlaces(ORDERS, null)).toEqual(new Set())
    expect(selectedSubject(ORDERS, null)).toBeNull()
    expect(applyClick(ORDERS, {}, null, 'f2', 'counters')).toEqual({ activate: 'send:f2' })
    expect(activePlaces(ORDERS, 'send:f2')).toEqual(new Set(['air', 'city']))
    expect(selectedSubject(ORDERS, 'send:f2')).toBe('f2')
    // A pick without places is not answered on the map.
    expect(activePlaces(ORDERS, 'pio')).toEqual(new Set())
  })

  it('clicks on the battle\'s square run through the phases after the current answer and round again; its own square keeps it there', () => {
    const answer: FormAnswer = { 'send:f1': 'stay', 'send:f2': '2', pio: 'no' }
    const click = (a: FormAnswer, field: string, place: string) => {
      const r = applyClick(ORDERS, a, field, place, 'places')
      if (!r || 'activate' in r) throw new Error('no answer')
      return r.answer
    }
    let a = click(answer, 'send:f2', 'city')
    expect(a['send:f2']).toBe('3')
    a = click(a, 'send:f2', 'city')
    expect(a['send:f2']).toBe('1')
    a = click(a, 'send:f1', 'city')
    expect(a).toEqual({ 'send:f1': '1', 'send:f2': '1', pio: 'no' })
    expect(click(a, 'send:f1', 'air')['send:f1']).toBe('stay')
    // A square that stands for none of the unit's choices answers nothing.
    expect(applyClick(ORDERS, a, 'send:f1', 'sea', 'places')).toBeNull()
  })
})
