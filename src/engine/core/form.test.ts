import { describe, expect, it } from 'vitest'
import { checkAnswer, defaultAnswer, type Form } from './form.ts'

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
