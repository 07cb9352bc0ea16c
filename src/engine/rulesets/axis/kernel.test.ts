import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FastAlea, fastSeedDice } from '../../core/fastAlea.ts'
import { engine } from './engine.ts'
import { axisWinner, betweenRounds } from './kernel.ts'
import { axis, battle, defaultChoice, many, simulateAxis, type AxisState, type Spec } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'
const DIR = new URL('../../../../assets/scenarios/', import.meta.url)
const FILES = readdirSync(DIR).filter((f) => f.startsWith('axis-') && !f.startsWith('axis-phase-') && f.endsWith('.json')) // battles: the combat phases' tests are in phase/

/** Answers questions at their defaults and advances until the state is between rounds (or over), after `rounds` rounds. */
function toRound(s: AxisState, rounds: number): AxisState {
  for (let i = 0; i < 400; i++) {
    if (s.phase === 'over' || (s.round >= rounds && betweenRounds(s))) return s
    const d = axis.pending(s)
    s = d ? axis.decide(s, d.side, defaultChoice(s, d)).state : axis.advance(s).state
  }
  throw new Error('no round boundary')
}

/**
 * The kernel's winner, dice and units left (the forecast's measure, read off
 * the end state by engine.measure) against simulateAxis from the same state
 * and seed.
 */
function agree(s: AxisState, seeds: number): void {
  const dice = new FastAlea(fastSeedDice(''))
  const left = new Int32Array(2)
  for (let i = 0; i < seeds; i++) {
    const seed = `k#${i}`
    const end = simulateAxis({ ...s, dice: fastSeedDice(seed) })
    dice.seed(seed)
    left.fill(-1)
    const w = axisWinner(s, dice, left)
    const { now } = engine.measure(end)
    expect({ seed, winner: w, rolled: dice.rolled, left: [left[0], left[1]] }).toEqual({ seed, winner: end.result!.winner, rolled: end.dice.rolled, left: [now.attacker, now.defender] })
  }
}

// The kernel replays §5.1–§5.7 with every question at its default; the subject is the whole round.
describe(`${SEED} the axis kernel gives simulateAxis's winner, rolling the same dice`, () => {
  for (const file of FILES) {
    it(`${file}: from round 1 and from after round 1, 150 seeds each`, () => {
      const parsed = axis.parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
      for (const rounds of [0, 1]) {
        const s = toRound(axis.setup(parsed.value, 'kernel'), rounds)
        if (s.phase === 'over') continue
        agree(s, 150)
      }
    })
  }

  const mixes: [string, Spec][] = [
    ['planes on both sides, an AA gun, artillery', { attacker: [...many('ai', 'infantry', 3), ...many('aa', 'artillery', 1), ...many('af', 'fighter', 2), ...many('ab', 'bomber', 2)], defender: [...many('di', 'infantry', 3), ...many('dk', 'armor', 1), ...many('df', 'fighter', 2), { id: 'aa', type: 'aa-gun' }] }],
    ['a fortification crossed from two sides', { attacker: [...many('w', 'infantry', 4, { from: 'west' }), ...many('x', 'armor', 1, { from: 'west' }), ...many('n', 'armor', 2, { from: 'north' }), ...many('f', 'fighter', 1)], defender: [...many('d', 'infantry', 4), ...many('g', 'artillery', 1)], fortification: 'siegfried' }],
    ['a fortification crossed from one side, TacAir on both', { attacker: [...many('w', 'infantry', 3, { from: 'west' }), ...many('b', 'bomber', 1)], defender: [...many('d', 'infantry', 3), ...many('f', 'fighter', 1)], fortification: 'maginot' }],
    ['an amphibious landing with bombardment', { attacker: [...many('i', 'infantry', 3, { from: 'sea' }), ...many('b', 'battleship', 1, { from: 'sea' }), ...many('c', 'cruiser', 1, { from: 'sea' })], defender: [...many('d', 'infantry', 2), ...many('k', 'armor', 1)], amphibious: true }],
    ['a naval battle', { attacker: [...many('a', 'destroyer', 2), ...many('b', 'battleship', 1), ...many('f', 'fighter', 1)], defender: [...many('d', 'cruiser', 2), ...many('s', 'submarine', 2), ...many('t', 'transport', 1)], naval: true }],
    ['planes alone against land units', { attacker: many('f', 'fighter', 3), defender: many('d', 'infantry', 2) }],
    ['land units against planes alone', { attacker: many('a', 'armor', 2), defender: many('f', 'fighter', 2) }],
  ]
  for (const [name, spec] of mixes) {
    it(`${name}: from round 1 and from after rounds 1 and 2, 150 seeds each`, () => {
      for (const rounds of [0, 1, 2]) {
        const s = toRound(battle(spec, undefined, `mix-${rounds}`), rounds)
        if (s.phase === 'over') continue
        agree(s, 150)
      }
    })
  }

  it('units left when the defending planes are made to leave: with an area to fly to they live, without one they are lost', () => {
    const base = toRound(battle({ attacker: many('a', 'armor', 3), defender: [...many('d', 'infantry', 1), ...many('f', 'fighter', 2)] }, undefined, 'sent'), 0)
    // On AirCap the fighters cannot fire at land units: once the infantry falls, no combat is possible.
    const s = { ...base, units: base.units.map((u) => (u.domain === 'air' ? { ...u, mission: 'aircap' as const } : u)) }
    // No friendly area next to the battle: the planes are destroyed (retreat.ts retreatDefendingPlanes).
    const trapped = { ...s, areas: s.areas.map((a) => (a.id === 'east' ? { ...a, owner: 'attacker' as const } : a)) }
    for (const [state, planes] of [[s, 'away'], [trapped, 'losses']] as const) {
      agree(state, 100)
      let sent = 0
      for (let i = 0; i < 100; i++) {
        const end = simulateAxis({ ...state, dice: fastSeedDice(`k#${i}`) })
        if (end.result?.reason.startsWith('no combat possible')) {
          sent++
          expect(end.units.filter((u) => u.domain === 'air').map((u) => u.place)).toEqual([planes, planes])
        }
      }
      expect(sent).toBeGreaterThan(20)
    }
  })

  it('units that left in an earlier retreat count as left, whatever the rest of the battle does', () => {
    const spec: Spec = { attacker: [...many('ai', 'infantry', 3), ...many('af', 'fighter', 2)], defender: [...many('di', 'infantry', 4), ...many('df', 'fighter', 1)] }
    const s = toRound(battle(spec, undefined, 'gone'), 1)
    expect(s.phase).toBe('battle')
    // The attacker's planes flew home after round 1 (retreat.ts applyRetreat 'air:west').
    const flown = { ...s, units: s.units.map((u) => (u.side === 'attacker' && u.domain === 'air' && u.place === 'field' ? { ...u, place: 'away' as const, movedTo: 'west' } : u)) }
    expect(engine.measure(flown).now.attacker).toBe(engine.measure(s).now.attacker)
    agree(flown, 150)
  })

  it('a changed standing order of loss (§5.7: the owner chooses casualties) is read again from the state', () => {
    const spec: Spec = { attacker: [...many('i', 'infantry', 3), ...many('k', 'armor', 2), ...many('g', 'artillery', 1)], defender: [...many('d', 'infantry', 3), ...many('e', 'armor', 2)] }
    const s = toRound(battle(spec, undefined, 'order'), 0)
    agree(s, 100)
    const armorFirst = { ...s, sides: { attacker: { ...s.sides.attacker, order: ['armor', ...s.sides.attacker.order.filter((t) => t !== 'armor')] }, defender: { ...s.sides.defender, order: ['armor', ...s.sides.defender.order.filter((t) => t !== 'armor')] } } }
    agree(armorFirst, 100)
    agree(s, 100)
  })

  it('starts only between rounds: not in setup, not mid-step', () => {
    const s = battle({ attacker: [...many('a', 'infantry', 2), ...many('f', 'fighter', 1)], defender: [...many('d', 'infantry', 2), ...many('g', 'fighter', 1)] })
    expect(s.phase).toBe('setup')
    expect(betweenRounds(s)).toBe(false)
    const r1 = toRound(s, 0)
    expect(betweenRounds(r1)).toBe(true)
    expect(betweenRounds({ ...r1, next: 'land' })).toBe(false)
  })
})
