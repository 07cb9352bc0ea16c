import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { answer, axis, battle, dice, eventsOf, many, playOut, type AxisEvent, type AxisState } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

function stepsOf(events: AxisEvent[]): string[] {
  return eventsOf(events, 'step').map((e) => e.label)
}

describe(`${SEED} §5.1 the round's steps, each shown only when something happens in it`, () => {
  it('X5 at sea the "Land combat" step is "Naval combat": all ships fire in it; the Air Combat steps keep their names', () => {
    const spec = { naval: true, attacker: [{ id: 'ad', type: 'destroyer' }, { id: 'af', type: 'fighter' }], defender: [{ id: 'dd', type: 'destroyer' }, { id: 'df', type: 'fighter' }] }
    let s = battle(spec, dice(6, 6, 6, 6))
    s = answer(s, { af: 'aircap' }).state
    s = answer(s, { df: 'aircap' }).state
    const r = axis.advance(s)
    expect(eventsOf(r.events, 'step')).toEqual([
      { t: 'step', round: 1, step: '2a', label: '2a Attacking AirCap' },
      { t: 'step', round: 1, step: '2b', label: '2b Defending AirCap' },
      { t: 'step', round: 1, step: 'land', label: 'Naval combat' },
    ])
    expect(r.state.last).toBe('Naval combat')
  })

  it('the Land combat step of a land battle', () => {
    const r = axis.advance(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(6, 6)))
    expect(eventsOf(r.events, 'step')).toEqual([{ t: 'step', round: 1, step: 'land', label: 'Land combat' }])
  })

  it('§5.2 step 1 Air Defense needs a defending AA gun: an attacking AA gun beside an attacking plane gives none', () => {
    const r = axis.advance(answer(battle({ attacker: [{ id: 'aag', type: 'aa-gun' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(6, 6, 6)), { f: 'tacair' }).state)
    expect(stepsOf(r.events)[0]).toBe('4a Attacking TacAir')
    expect(stepsOf(r.events)).not.toContain('1 Air defense')
  })

  it('§5.2 step 1 Air Defense needs an attacking plane: a defending fighter beside the AA gun gives none', () => {
    const s = answer(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'aa', type: 'aa-gun' }, { id: 'df', type: 'fighter' }] }, dice(6)), { df: 'aircap' }).state
    const r = axis.advance(s)
    expect(eventsOf(r.events, 'step')).toEqual([{ t: 'step', round: 1, step: 'land', label: 'Land combat' }])
  })
})

describe(`${SEED} §5.2 aimed steps: asked only when a unit has a real choice, shown only when a unit fires`, () => {
  // Two TacAir planes against two infantry.
  const spec = { attacker: [{ id: 'b', type: 'bomber' }, { id: 'f', type: 'fighter' }], defender: many('d', 'infantry', 2) }

  it('4a-answer: a hit unit must answer its shooter, a missed one may; the defender is asked as soon as one of them has a choice, and the step is shown when one answers', () => {
    // 4a: the bomber hits d1 (1), the fighter misses d2 (6).
    let s = answer(battle(spec, dice(1, 6, 6, 6)), { f: 'tacair' }).state
    s = axis.advance(s).state
    expect(axis.pending(s)).toMatchObject({ side: 'attacker', kind: 'aim' })
    s = answer(s, { b: 'd1', f: 'd2' }).state
    const r = axis.advance(s)
    const d = axis.pending(r.state)!
    expect(d).toMatchObject({ side: 'defender', kind: 'aim', prompt: 'Blue: 4a Land units answer TacAir — choose targets' })
    expect(d.options.fields.map((f) => [f.id, f.type === 'pick' ? f.choices.map((c) => c.value) : null])).toEqual([
      ['d1', ['b']],
      ['d2', ['f', 'land']],
    ])
    // d1 answers the bomber (6: a miss), d2 ignores the fighter.
    const t = axis.advance(answer(r.state, { d2: 'land' }).state)
    expect(t.events.slice(0, 2)).toEqual([
      { t: 'step', round: 1, step: '4a-answer', label: '4a Land units answer TacAir' },
      { t: 'shot', side: 'defender', unit: 'd1', die: 6, value: 1, hit: false, target: 'b' },
    ])
  })

  it('4a-answer: when every unit shot at ignores the TacAir and fights on, nothing fires and no step is shown', () => {
    // 4a: the bomber misses (6); land combat: the infantry misses (6).
    const s = axis.advance(battle({ attacker: [{ id: 'b', type: 'bomber' }, { id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(6, 6, 6, 6))).state
    expect(axis.pending(s)).toMatchObject({ side: 'defender', kind: 'aim' })
    const ignored = axis.advance(answer(s, { d: 'land' }).state)
    expect(stepsOf(ignored.events)).toEqual(['Land combat'])
    const answered = axis.advance(answer(s, { d: 'b' }).state)
    expect(stepsOf(answered.events)).toEqual(['4a Land units answer TacAir', 'Land combat'])
  })

  it('3b: a TacAir fighter shot at and missed by AirCap that flies its mission instead fires nothing in 3b', () => {
    // 2a: the AirCap misses the TacAir fighter (6); 4b: the fighter misses the infantry (6).
    let s = battle({ attacker: [{ id: 'af', type: 'fighter' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'df', type: 'fighter' }, { id: 'di', type: 'infantry' }] }, dice(6, 6, 6, 6))
    s = answer(s, { af: 'aircap' }).state
    s = answer(s, { df: 'tacair' }).state
    const r = axis.advance(s)
    expect(axis.pending(r.state)?.options.fields.map((f) => (f.type === 'pick' ? f.choices.map((c) => c.value) : null))).toEqual([['af', 'mission']])
    const t = axis.advance(answer(r.state, { df: 'mission' }).state)
    expect(stepsOf([...r.events, ...t.events])).toEqual(['2a Attacking AirCap', '4b Defending TacAir'])
  })
})

describe(`${SEED} X13 endless battles`, () => {
  it('"A battle still going after 100 rounds is broken off and the defender holds"', () => {
    // Every die a 6: nobody is ever hit.
    const r = playOut(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(...Array<number>(200).fill(6))))
    expect(eventsOf(r.events, 'shot')).toHaveLength(200)
    expect(r.state.round).toBe(101)
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'broken off after 100 rounds: the defender holds', conquered: false, breakthrough: null })
  })
})

describe(`${SEED} a finished battle refuses to go on`, () => {
  it('advancing a battle that is over is a rule error naming why', () => {
    const over = axis.advance(battle({ attacker: [{ id: 'a', type: 'armor' }], defender: [] })).state
    expect(over.phase).toBe('over')
    expect(() => axis.advance(over)).toThrow(RuleError)
    expect(() => axis.advance(over)).toThrow(/^the battle is over$/)
  })

  it('a state whose next step is not one of the round\'s (a damaged saved game) is refused with the step named', () => {
    const s: AxisState = { ...battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }), next: 'charge' as never, round: 1 }
    expect(() => axis.advance(s)).toThrow(/^unknown step charge$/)
  })
})
