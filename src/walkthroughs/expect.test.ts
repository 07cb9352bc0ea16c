import { describe, expect, it } from 'vitest'
import { checkExpectations, parsePath, resolvePath } from './expect.ts'

const view = {
  over: false,
  sides: { attacker: { gauge: { value: 6, parts: [{ source: 'Armor superiority', value: 1 }, { source: 'Lt. Col. Smith', value: 2 }] } } },
  counters: [{ id: 'a1', strength: 3 }, { id: 'a2', strength: 1 }],
}

describe('expected results: paths into the view', () => {
  it('parses names, indexes and field=value lookups; dots inside brackets belong to the value', () => {
    expect(parsePath('counters[id=a1].strength')).toEqual([{ key: 'counters' }, { field: 'id', equals: 'a1' }, { key: 'strength' }])
    expect(parsePath('sides.attacker.gauge.parts[source=Lt. Col. Smith].value')).toHaveLength(6)
    expect(parsePath('counters[0]')).toEqual([{ key: 'counters' }, { index: 0 }])
    expect(parsePath('counters[x')).toMatch(/unclosed/)
    expect(parsePath('counters[x]')).toMatch(/neither an index nor field=value/)
  })

  it('resolves to the value, or undefined when any part is missing', () => {
    expect(resolvePath(view, parsePath('sides.attacker.gauge.parts[source=Lt. Col. Smith].value') as never)).toBe(2)
    expect(resolvePath(view, parsePath('counters[1].strength') as never)).toBe(1)
    expect(resolvePath(view, parsePath('counters[id=zz].strength') as never)).toBeUndefined()
    expect(resolvePath(view, parsePath('counters.length') as never)).toBe(2)
  })

  it('reports each expectation that does not hold; null also means "not there"', () => {
    expect(checkExpectations({ 'counters[id=a1].strength': 3, 'counters[id=zz]': null, over: false }, view, [])).toEqual([])
    expect(checkExpectations({ 'counters[id=a1].strength': 2, 'counters[id=a2]': null, 'sides.defender.gauge.value': 1 }, view, [])).toEqual([
      'counters[id=a1].strength is 3, expected 2',
      'counters[id=a2] is {"id":"a2","strength":1}, expected null',
      'sides.defender.gauge.value is nothing, expected 1',
    ])
  })

  it('"log contains" looks for each text within the lines of the step', () => {
    const log = ['Red rolls 5 against 5: hit', 'Blue heavy losses: 5 of 9 SP (−1 BM)']
    expect(checkExpectations({ 'log contains': ['heavy losses: 5 of 9', 'rolls 5'] }, view, log)).toEqual([])
    expect(checkExpectations({ 'log contains': 'routs' }, view, log)).toEqual(['the log has no line with "routs"'])
    expect(checkExpectations({ 'log contains': 3 }, view, log)).toEqual(['"log contains" must be a string or a list of strings'])
  })
})
