import { describe, expect, it } from 'vitest'
import { axisCoverage } from './fuzzCoverage.ts'
import { axisFuzz } from './invariants.ts'
import { defaults, newPhase, stepUntil } from './phase/phaseTestkit.ts'
import { answer, axis, battle, defaultChoice, dice, many, playOut, type AxisState, type Spec } from './testkit.ts'

/**
 * Issue 18: the fuzz report's labels for axis (fuzzCoverage.ts) name what
 * happened, each way a battle ends told apart by the rules that end it
 * (seed 003 §5.2 table, §5.6, X13), not by the words of its reason.
 */
const SEED = '003_e76c4a8044852cfa.txt'

/** The battle played out with the defaults, the given answers first (by decision kind), then the labels of one category. */
function labels(s: AxisState, category: string, answers: Record<string, Record<string, string>[]> = {}): string[] {
  const queue = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.slice()]))
  const r = playOut(s, (st, d) => {
    const next = queue[d.kind]?.shift()
    return next ? { kind: d.kind, answer: { ...defaultChoice(st, d).answer, ...next } } : defaultChoice(st, d)
  })
  return axisCoverage(r.state, r.events).filter((l) => l.startsWith(`${category}:`))
}

const duel: Spec = { attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }

describe(`${SEED} issue 18: how a battle ended, for the fuzz report`, () => {
  it('§5.5 one side, the other, or both destroyed in land combat', () => {
    expect(labels(battle(duel, dice(1, 6)), 'ending')).toEqual(['ending:defender-destroyed'])
    expect(labels(battle(duel, dice(6, 1)), 'ending')).toEqual(['ending:attacker-destroyed'])
    expect(labels(battle(duel, dice(1, 1)), 'ending')).toEqual(['ending:both-destroyed'])
  })

  it('§5.6 an area with no defender is taken at once; X12 planes that destroy the defender do not take the area', () => {
    expect(labels(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [] }), 'ending')).toEqual(['ending:empty-area'])
    // The fighter's TacAir hits on a 1, the infantry answering misses on a 6.
    expect(labels(battle({ attacker: [{ id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(1, 6)), 'ending')).toEqual(['ending:planes-alone'])
  })

  it('§5.2 table: AirCap against land units is no combat (the defender holds); land units against AirCap send the planes away (the attacker wins)', () => {
    expect(labels(battle({ attacker: [{ id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] }), 'ending', { assign: [{ f: 'aircap' }] })).toEqual(['ending:no-combat'])
    expect(labels(battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'f', type: 'fighter' }] }), 'ending', { assign: [{ f: 'aircap' }] })).toEqual(['ending:planes-sent-away'])
  })

  it('§5.6 a side that retreats all its units after a round: told from the planes made to leave, which nobody chose', () => {
    const quiet = dice(6, 6, 6, 6)
    expect(labels(battle(duel, quiet), 'ending', { retreat: [{ retreat: 'west' }] })).toEqual(['ending:attacker-retreated'])
    expect(labels(battle(duel, quiet), 'ending', { retreat: [{ retreat: 'none' }, { retreat: 'east' }] })).toEqual(['ending:defender-retreated'])
  })

  it('X13 a battle still going after 100 rounds is broken off', () => {
    // Round 100 fought: the next round's start breaks it off. The AA guns cannot fire at the infantry.
    const s = { ...battle({ attacker: [{ id: 'a', type: 'infantry' }], defender: many('g', 'aa-gun', 2) }), round: 100 }
    const r = axis.advance(s)
    expect(r.state.result?.winner).toBe('defender')
    expect(axisCoverage(r.state, r.events).filter((l) => l.startsWith('ending:'))).toEqual(['ending:broken-off'])
  })

  it('the ways questions were answered: a fighter sent on TacAir (its one target needs no question), the infantry it missed fighting on in land combat instead of answering, the planes alone retreating', () => {
    // Round 1: the fighter misses, both infantry miss; round 2: the attacking infantry hits.
    const s = battle({ attacker: [{ id: 'a', type: 'infantry' }, { id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(6, 6, 6, 1, 6))
    const got = labels(s, 'answer', { assign: [{ f: 'tacair' }], retreat: [{ retreat: 'air:north' }] })
    expect(got.sort()).toEqual(['answer:aim-land', 'answer:assign-tacair', 'answer:retreat-attacker-air', 'answer:retreat-stay'])
  })
})

describe(`${SEED} issue 18: a combat phase's ending (P10) and its map's invariants`, () => {
  const map = { h: { owner: 'attacker' as const, to: ['e'] }, e: { owner: 'defender' as const, to: [] } }

  it('P10 the attacker takes the area it attacked (an empty one, §5.6 way 2): phase-taken; AirCap against land holds it: phase-held', () => {
    const taken = stepUntil(newPhase({ areas: map, attacker: ['armor@h>e'], defender: [] }), defaults)
    expect(axisCoverage(taken.p, taken.events).filter((l) => /^(ending|area-taken|scenario):/.test(l))).toEqual(['scenario:phase', 'ending:phase-taken', 'area-taken:empty'])
    const held = stepUntil(newPhase({ areas: map, attacker: ['fighter@h>e'], defender: ['infantry@e'] }), (p, d) => (d.kind === 'assign' ? { kind: 'assign', answer: { 'a-1': 'aircap' } } : defaults(p, d)))
    expect(axisCoverage(held.p, held.events).filter((l) => l.startsWith('ending:'))).toEqual(['ending:phase-held'])
  })

  it('P7 / §5.6 a unit on the map stands in an area its own side controls: one put in the enemy\'s area, or at sea, is named', () => {
    const p = newPhase({ areas: { ...map, s: { owner: 'attacker', to: ['h'], sea: true } }, attacker: ['armor@h>e'], defender: ['infantry@e'] })
    expect(axisFuzz.check(p)).toEqual([])
    const moved = (area: string) => ({ ...p, units: p.units.map((u) => (u.id === 'a-1' ? { ...u, area } : u)) })
    expect(axisFuzz.check(moved('e'))).toEqual(['a-1 (attacker) stands in e, which the defender controls'])
    expect(axisFuzz.check(moved('s'))).toEqual(['a-1 stands in the sea zone s'])
  })
})

describe(`${SEED} issue 18: the answers read off a casualty question`, () => {
  it('§5.7.4 the two fields of hits (line and normal) each count as a way to answer', () => {
    const s = battle({ attacker: [...many('w', 'infantry', 2, { from: 'west' }), ...many('n', 'armor', 2, { from: 'north' })], defender: [...many('d', 'infantry', 2), { id: 'g', type: 'artillery' }], fortification: 'siegfried', defenderNation: 'Germany' }, dice(6, 1, 6, 1, 6, 6, 6))
    // The artillery misses; in land combat one infantry from across the line and one armor from elsewhere hit.
    const r = answer(axis.advance(s).state, {})
    expect(axisCoverage(r.state, r.events).filter((l) => l.startsWith('answer:casualties'))).toEqual(['answer:casualties-line', 'answer:casualties-normal'])
  })
})
