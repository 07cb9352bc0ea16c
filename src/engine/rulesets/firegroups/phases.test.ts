import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import type { FgEvent } from './events.ts'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'

const combats = (events: FgEvent[]) => events.filter((e) => e.t === 'combat').map((e) => e.t === 'combat' && e.why)

describe(`${SEED} §2 phases: pinning, leaving, triggered combats`, () => {
  it(`${SEED} §2 "Combat will only continue the following phase if additional units are brought into the square": no arrival in phase 2, no combat`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { events } = run(scripted(s, Array(20).fill(99)), 5)
    expect(combats(events)).toEqual(['pinned'])
    expect(events.filter((e) => e.t === 'no-combat')).toHaveLength(2)
  })

  it(`${SEED} §2 a unit brought in at phase 2 triggers a new combat in which every unit fires again, those that fired before included`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'late', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 2]] }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { events } = run(scripted(s, [99, 99, 99, 99, 0, 99]), 4)
    expect(combats(events)).toEqual(['pinned', 'arrivals'])
    const byUnit = (id: string) => shots(events).filter((x) => x.unit === id).length
    expect([byUnit('a'), byUnit('d'), byUnit('late')]).toEqual([2, 2, 1])
  })

  it(`${SEED} §2 "you can trigger additional combats by sending in a large group on an early phase and then the remainder a unit at a time": three arrivals, three combats`, () => {
    const s = battle({ units: [{ id: 'a1', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 1]] }, { id: 'a2', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 1]] }, { id: 'a3', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 2]] }, { id: 'a4', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 3]] }, { id: 'd', side: 'defender', type: 'ARM', endurance: 99 }] })
        // Every shot misses; the defender draws the first of its targets.
    const { events } = run(scripted(s, [99, 99, 0, 99, 99, 99, 99, 0, 99, 99, 99, 99, 99, 0, 99]), 20)
    expect(combats(events)).toEqual(['arrivals', 'arrivals', 'arrivals'])
  })

  it(`${SEED} §2 retreat: units that leave the square in phase 1 avoid its combat; those that stay are pinned and fight at the end of phase 1`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'b', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const d = engine.pending(s)!
    expect(d.kind).toBe('orders')
    const leave = d.options.fields.find((f) => f.id === 'leave')!
    expect(leave.type === 'several' && leave.choices.map((c) => c.value)).toEqual(['a', 'b'])
    const all = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: ['a', 'b'] } }).state
    const { s: gone, events } = run(all, 1)
    expect(combats(events)).toEqual([])
    expect([unit(gone, 'a').at, unit(gone, 'b').at]).not.toContain('c')
    // The defender alone holds the square: the attacker has units left that could come back, so the battle goes on.
    expect(gone.result).toBeNull()
    const one = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: ['a'] } }).state
    const r = run(scripted(one, [99, 0, 99]), 3)
    expect(combats(r.events)).toEqual(['pinned'])
    expect(shots(r.events).map((x) => x.unit).sort()).toEqual(['b', 'd'])
  })

  it(`${SEED} §1 leaving (issue 18's fuzzer, shrunk to two clear squares): both sides leaving the square in phase 1 go to squares of their own, since units of both sides share only the contested square`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const { s: after, events } = run(s, 1, (x) => ({ leave: [engine.pending(x)!.side === 'attacker' ? 'a' : 'd'] }))
    expect(events.filter((e) => e.t === 'leave')).toHaveLength(2)
    expect(unit(after, 'a').at).not.toBe('c')
    expect(unit(after, 'd').at).not.toBe('c')
    // The attacker's is found first: the nearest square; the defender's the nearest other.
    expect([unit(after, 'a').at, unit(after, 'd').at]).toEqual(['nw', 'n'])
  })

  it(`${SEED} §1 leaving (issue 18's fuzzer): ships leave a sea square for the sea, never onto land; a side with no square to go to is not offered to leave`, () => {
    const s = battle({ terrain: 'sea', around: { e: 'sea' }, units: [{ id: 'a', side: 'attacker', type: 'CRU' }, { id: 'f', side: 'attacker', type: 'FTR' }, { id: 'd', side: 'defender', type: 'CRU' }] })
    expect(unit(s, 'a').base).toBe('e')
    // The one sea square around is the attacker's: the defender's cruiser has nowhere to go.
    expect(unit(s, 'd').base).toBe('c')
    const orders = (x: typeof s) => engine.pending(x)!.options.fields.map((f) => f.id)
    expect(orders(s)).toEqual(['leave'])
    const { s: after } = run(s, 1, (x) => (engine.pending(x)!.side === 'attacker' ? { leave: ['a', 'f'] } : null))
    expect([unit(after, 'a').at, unit(after, 'f').at]).toEqual(['e', 'e'])
    const defenderOrders = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: [] } }).state
    expect(engine.pending(defenderOrders)).toBeNull()
  })

  it(`${SEED} §2 leaving is only in phase 1 of a turn: the form asks at the turn's start, and the next turn's phase 1 pins again`, () => {
    const s = battle({ turns: 2, units: [{ id: 'a', side: 'attacker', type: 'INF', endurance: 99 }, { id: 'd', side: 'defender', type: 'INF', endurance: 99 }] })
    const { events, s: after } = run(scripted(s, Array(40).fill(99)), 9)
    expect(combats(events)).toEqual(['pinned', 'pinned'])
    expect(after.turn).toBe(2)
    expect(events.filter((e) => e.t === 'orders')).toHaveLength(4)
  })
})
