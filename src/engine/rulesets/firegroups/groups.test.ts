import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import type { FgEvent } from './events.ts'
import { battle, run, scripted, SEED, shots, unit } from './testkit.ts'
import { typeGroup, TYPE_CODES } from './units.ts'

/** The group each shot was fired in: the last 'group' event before it. */
function firedIn(events: FgEvent[]): Record<string, number[]> {
  const out: Record<string, number[]> = {}
  let g = 0
  for (const e of events) {
    if (e.t === 'group') g = e.group
    if (e.t === 'shot' && e.fire === 'combat') (out[e.unit] ??= []).push(g)
  }
  return out
}

describe(`${SEED} §1 three fire groups`, () => {
  it(`${SEED} §1 fire groups: group 1 is ART, AAG, BAT, RKT; group 2 is FTR, ASW, SUB, CRU, MIN, MEC, CAV; group 3 every other type`, () => {
    const byGroup = (g: number) => TYPE_CODES.filter((t) => typeGroup(t) === g)
    expect(byGroup(1)).toEqual(['ART', 'AAG', 'BAT', 'RKT'])
    expect(byGroup(2)).toEqual(['FTR', 'ASW', 'SUB', 'CRU', 'MIN', 'MEC', 'CAV'])
    expect(byGroup(3)).toEqual(['INF', 'ARM', 'PAR', 'LDR', 'BMR'])
  })

  it(`${SEED} §1 groups fire in turn: group 1, then 2, then 3, one click each, every unit in its own group`, () => {
    let s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART' }, { id: 'cav', side: 'attacker', type: 'CAV' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    // Every shot misses (face 99 is a 100), the defender's infantry draws the first of its three targets.
    s = scripted(s, [99, 99, 99, 0, 99])
    const labels: string[] = []
    const all: FgEvent[] = []
    for (let i = 0; i < 4; i++) {
      const r = run(s, 1)
      labels.push(engine.view(s).round.next ?? '')
      s = r.s
      all.push(...r.events)
    }
    expect(labels).toEqual(['Turn 1, phase 1: movement', 'Group 1 fires', 'Group 2 fires', 'Group 3 fires'])
    expect(all.filter((e) => e.t === 'group').map((e) => e.t === 'group' && e.group)).toEqual([1, 2, 3])
    expect(firedIn(all)).toEqual({ art: [1], cav: [2], inf: [3], 'd-inf': [3] })
  })

  it(`${SEED} §1 simultaneous within a group: two cavalry units that hit each other both fire, and both are destroyed after the group`, () => {
    let s = battle({ units: [{ id: 'a-cav', side: 'attacker', type: 'CAV' }, { id: 'd-cav', side: 'defender', type: 'CAV' }] })
    s = scripted(s, [0, 0])
    const { s: after, events } = run(s, 2)
    const kinds = events.filter((e) => e.t === 'shot' || e.t === 'destroyed').map((e) => `${e.t}:${'unit' in e ? e.unit : ''}`)
    expect(kinds).toEqual(['shot:a-cav', 'shot:d-cav', 'destroyed:d-cav', 'destroyed:a-cav'])
    expect([unit(after, 'a-cav').alive, unit(after, 'd-cav').alive]).toEqual([false, false])
    expect(after.result?.winner).toBeNull()
  })

  it(`${SEED} §1 results applied before the next group: a unit destroyed by group 1 does not fire in group 3`, () => {
    let s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'd-1', side: 'defender', type: 'INF' }, { id: 'd-2', side: 'defender', type: 'INF' }] })
    // Group 1: the artillery draws d-1 (face 0 of 2) and hits (die 1). Group 3: inf draws d-2 (the only one left), d-2 draws one of two.
    s = scripted(s, [0, 0, 99, 0, 99])
    const { events } = run(s, 3)
    expect(firedIn(events)).toEqual({ art: [1], inf: [3], 'd-2': [3] })
    expect(shots(events).find((x) => x.unit === 'inf')!.target).toBe('d-2')
  })

  it(`${SEED} §1 casualties at random from all the enemy's units, whatever their group: a gun's target is each of three groups' units about a third of the time`, () => {
    const count: Record<string, number> = { 'd-art': 0, 'd-cav': 0, 'd-inf': 0 }
    for (let i = 0; i < 900; i++) {
      const s = battle({ units: [{ id: 'art', side: 'attacker', type: 'ART' }, { id: 'd-art', side: 'defender', type: 'ART' }, { id: 'd-cav', side: 'defender', type: 'CAV' }, { id: 'd-inf', side: 'defender', type: 'INF' }] }, `spread-${i}`)
      const shot = shots(run(s, 2).events).find((x) => x.unit === 'art')!
      count[shot.target]!++
    }
    // 300 expected each; 99.9% of draws stay within ±3.29 sd (sd ≈ 14.1).
    for (const [id, n] of Object.entries(count)) expect(Math.abs(n - 300), id).toBeLessThan(47)
  })
})

describe(`${SEED} §1 leaders and paratroopers`, () => {
  it(`${SEED} §1 leaders: each leader in the square moves one of its side's group 3 units to group 2, asked as a form, and that unit fires in group 2`, () => {
    let s = battle({ units: [{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'arm', side: 'attacker', type: 'ARM' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    s = run(s, 1).s
    const d = engine.pending(s)!
    expect(d.kind).toBe('promote')
    expect(d.side).toBe('attacker')
    const f = d.options.fields[0]!
    expect(f.type === 'several' && [f.min, f.max, f.default]).toEqual([1, 1, ['arm']])
    expect(() => engine.decide(s, 'attacker', { kind: 'promote', answer: { promote: ['inf', 'arm'] } })).toThrow(/at most 1/)
    s = engine.decide(s, 'attacker', { kind: 'promote', answer: { promote: ['inf'] } }).state
    expect(engine.pending(s)).toBeNull()
    const { events } = run(scripted(s, [99, 99, 0, 99]), 3)
    expect(firedIn(events)).toEqual({ inf: [2], arm: [3], 'd-inf': [3] })
  })

  it(`${SEED} §1 leaders: two leaders move two units up; a leader never fires and a side without one is not asked`, () => {
    let s = battle({ units: [{ id: 'l1', side: 'attacker', type: 'LDR' }, { id: 'l2', side: 'attacker', type: 'LDR' }, { id: 'i1', side: 'attacker', type: 'INF' }, { id: 'i2', side: 'attacker', type: 'INF' }, { id: 'i3', side: 'attacker', type: 'INF' }, { id: 'd-inf', side: 'defender', type: 'INF' }] })
    s = run(s, 1).s
    const f = engine.pending(s)!.options.fields[0]!
    expect(f.type === 'several' && [f.min, f.max]).toEqual([2, 2])
    s = engine.decide(s, 'attacker', { kind: 'promote', answer: { promote: ['i2', 'i3'] } }).state
    expect(engine.pending(s)).toBeNull()
    const { events } = run(s, 3)
    const fired = firedIn(events)
    expect(fired.i2).toEqual([2])
    expect(fired.i3).toEqual([2])
    expect(fired.l1).toBeUndefined()
    expect(fired.l2).toBeUndefined()
  })

  it(`${SEED} §1 paratroopers are group 2 in the phase they jump into the square, group 3 in a later combat`, () => {
    // The paratroopers jump in phase 1; infantry comes in at phase 2 and triggers a new combat.
    const seen = new Set<string>()
    for (let i = 0; i < 60; i++) {
      const s = battle({ units: [{ id: 'par', side: 'attacker', type: 'PAR', at: 'w2', enters: [[1, 1]] }, { id: 'inf', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 2]] }, { id: 'd-1', side: 'defender', type: 'INF' }, { id: 'd-2', side: 'defender', type: 'INF' }] }, `par-${i}`)
      const { events } = run(s, 9)
      expect(events.some((e) => e.t === 'enter' && e.unit === 'par' && e.jump)).toBe(true)
      const fired = firedIn(events).par ?? []
      // It fires in group 2 in the combat of its jump, and in group 3 in the combat the infantry triggers, when it lives so long.
      expect(fired[0]).toBe(2)
      if (fired.length > 1) expect(fired[1]).toBe(3)
      seen.add(fired.join())
    }
    expect(seen.has('2,3')).toBe(true)
  })
})
