import { describe, expect, it } from 'vitest'
import { findGrand } from './scenarios.ts'
import { grand } from './index.ts'
import { sideModifiers } from './modifiers.ts'
import { battle, passDecisions, step } from './testkit.ts'
import { comingRound, view } from './view.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

describe(`${SEED} §B the window's view of a battle`, () => {
  const spec = {
    attacker: {
      leaders: [{ id: 'boss', combat: 3, morale: 2 }],
      units: [{ id: 'a1', type: 'arm-bde' }, { id: 'a2', type: 'arty-rgt' }, { id: 'a3', type: 'fb-grp' }, { id: 'a4', type: 'recon-bn' }],
      cards: ['rousing-address', 'halt-order'],
    },
    defender: { units: [{ id: 'd1', type: 'inf-div', damage: 3 }], entrenched: true },
  }

  it('§B counters by zone: support at the far edge, leaders, planes, land combat units in front', () => {
    const v = view(battle(spec))
    const zone = (id: string) => v.counters.find((c) => c.id === id)!.zone
    expect([zone('a2'), zone('boss'), zone('a3'), zone('a1'), zone('d1')]).toEqual(['support', 'leaders', 'air', 'front', 'front'])
  })

  it('§C values changed by modifiers this round are tinted up or down, and each modifier is listed with its source', () => {
    const s = passDecisions(battle(spec))
    expect(comingRound(s)).toBe('artillery')
    // Skip to Main: in Artillery Preparation the leader does not count (D10).
    let t = s
    while (comingRound(t) !== 'main') t = passDecisions(step(t).state)
    const v = view(t)
    const a1 = v.counters.find((c) => c.id === 'a1')!
    // Leader difference +3, entrenchment −1.
    expect(a1.modifiers).toEqual(sideModifiers(t, 'attacker', 'main'))
    expect(a1.value).toBe(a1.attack + 3 - 1)
    expect(a1.tint).toBe('up')
    const d1 = v.counters.find((c) => c.id === 'd1')!
    // Half strength: −1 (D8).
    expect(d1.modifiers).toContainEqual({ source: 'Half strength or less', value: -1 })
    expect(d1.tint).toBe('down')
  })

  it('§C Visual Impact of Modifiers: each value of the strip is tinted by its own change (only the defence rose: the attack stays white)', () => {
    // Hills give the defender +1; nothing moves the attacker's values.
    const s = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] }, terrain: 'hills' }))
    expect(comingRound(s)).toBe('main')
    const v = view(s)
    const strip = (id: string) => v.counters.find((c) => c.id === id)!.strip
    expect(strip('d')).toEqual({ parts: [{ of: 'attack', text: '2', tint: 'none' }, { of: 'defense', text: '4', tint: 'up' }], join: '-' })
    expect(strip('a')).toEqual({ parts: [{ of: 'attack', text: '2', tint: 'none' }, { of: 'defense', text: '3', tint: 'none' }], join: '-' })
  })

  it("§C Visual Impact of Modifiers: the attack lowered (escarpment) is red while the same counter's defence stays white; a leader's combat and morale are never tinted", () => {
    const s = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }], leaders: [{ id: 'boss', name: 'Boss', combat: 1, morale: 3 }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] }, terrain: 'escarpment' }))
    expect(comingRound(s)).toBe('main')
    const v = view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    // Escarpment: attacker −1, leader's combat difference +1: the modifiers cancel out and the value is white (§C).
    expect(c('a').strip.parts).toEqual([{ of: 'attack', text: '2', tint: 'none' }, { of: 'defense', text: '3', tint: 'none' }])
    expect(c('boss').strip).toEqual({ parts: [{ of: 'combat', text: '1', tint: 'none' }, { of: 'morale', text: '3', tint: 'none' }], join: '·' })
    const alone = view(passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] }, terrain: 'escarpment' })))
    expect(alone.counters.find((x) => x.id === 'a')!.strip.parts).toEqual([{ of: 'attack', text: '1', tint: 'down' }, { of: 'defense', text: '3', tint: 'none' }])
  })

  it("§C Hits, Losses (D1, D33): a shot hits when the d10 (faces 0–9) is at most the modified value; the tooltip gives each shot's chance", () => {
    const s = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }, { id: 'e', type: 'inf-bde', elite: true }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] }, terrain: 'hills' }))
    expect(comingRound(s)).toBe('main')
    const v = view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    // Defence 3 + hills 1 = 4: faces 0–4 hit, 5 in 10.
    expect(c('d').hitChance).toEqual({ chance: 0.5, text: ['Hits on 0–4 of a d10 (faces 0–9): 50% a shot'] })
    expect(c('a').hitChance).toEqual({ chance: 0.3, text: ['Hits on 0–2 of a d10 (faces 0–9): 30% a shot'] })
    // Elite: a missed shot is rolled again, so a shot misses only when both dice do: 1 − 0.7².
    expect(c('e').hitChance!.chance).toBeCloseTo(0.51, 10)
    expect(c('e').hitChance!.text).toEqual(['Hits on 0–2 of a d10 (faces 0–9): 30% a die, 51% a shot with the elite re-roll of a miss'])
  })

  it('§D Artillery Preparation: only the units that fire in the coming round show a chance to hit', () => {
    const s = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }, { id: 'art', type: 'arty-rgt' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] } }))
    expect(comingRound(s)).toBe('artillery')
    const v = view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    expect(c('art').hitChance).toEqual({ chance: 0.4, text: ['Hits on 0–3 of a d10 (faces 0–9): 40% a shot'] })
    expect(c('a').hitChance).toBeUndefined()
    expect(c('d').hitChance).toBeUndefined()
  })

  it('§C D33: a value below 0 never hits, 9 or more always hits', () => {
    const low = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde', attack: 0 }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }], entrenched: true } }))
    expect(view(low).counters.find((x) => x.id === 'a')!.hitChance).toEqual({ chance: 0, text: ["Cannot hit: its value −1 is below the d10's lowest face (0)"] })
    const high = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-bde', attack: 9 }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] } }))
    expect(view(high).counters.find((x) => x.id === 'a')!.hitChance).toEqual({ chance: 1, text: ['Hits on every face of a d10 (faces 0–9): 100% a shot'] })
  })

  it('§D–§I units that cannot act in the coming round are not active; targets stay targetable', () => {
    const s = passDecisions(battle(spec))
    const v = view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    expect(v.round.next).toBe('Artillery Preparation')
    expect(c('a2').active).toBe(true)
    expect(c('a1').active).toBe(false)
    expect(c('d1').targetable).toBe(true)
    expect(c('a3').targetable).toBe(false)
    expect(v.launch).toBe('Launch Artillery Preparation')
  })

  it('§C Modifiers: a counter lists only the modifiers its own shots take in the coming round (no entrenchment on a tank in Artillery Preparation)', () => {
    const s = passDecisions(battle(spec))
    expect(comingRound(s)).toBe('artillery')
    const v = view(s)
    const c = (id: string) => v.counters.find((x) => x.id === id)!
    // The artillery fires: the side's round modifiers (entrenchment) are its own.
    expect(c('a2').modifiers).toContainEqual({ source: 'Defender entrenched', value: -1 })
    expect(c('a2').value).toBe(c('a2').attack - 1)
    // The tank and the plane do not fire this round: nothing of the round is theirs, nor tinted.
    for (const id of ['a1', 'a3']) {
      expect(c(id).modifiers).toEqual([])
      expect(c(id).value).toBe(c(id).attack)
      expect(c(id).tint).toBe('none')
    }
  })

  it('§C the card round: the hand of the side to play, with playable cards marked', () => {
    const s = battle(spec)
    const v = view(s)
    expect(v.pending).toMatchObject({ side: 'attacker', kind: 'cards' })
    expect(v.sides.attacker.hand.map((c) => [c.id, c.playable])).toEqual([
      ['rousing-address', true],
      ['halt-order', false],
    ])
    expect(v.launch).toBeNull()
    const played = grand.decide(s, 'attacker', { kind: 'cards', play: ['rousing-address'] }).state
    expect(view(played).sides.attacker.played.map((c) => c.name)).toEqual(['Rousing Address'])
  })

  it('§B the diamond shows BM with its parts; §I retreat buttons only when a retreat may be decided', () => {
    let s = passDecisions(battle(spec))
    expect(view(s).sides.attacker.gauge).toMatchObject({ label: 'Battle Morale', value: s.sides.attacker.bm, parts: s.sides.attacker.bmParts })
    while (s.phase !== 'over' && s.round !== 'main') s = step(s).state
    if (s.phase !== 'over') {
      const v = view(s)
      expect(v.sides.attacker.canRetreat).toBe(true)
      expect(v.sides.defender.canRetreat).toBe(true)
      expect(v.launch).toBe('Launch Next 1')
    }
  })

  it('§B units leaving the field go to the Losses or Routs box of their side', () => {
    let t = grand.setup(findGrand('skirmish')!, 'boxes')
    for (let i = 0; i < 30 && t.phase !== 'over'; i++) t = step(t).state
    expect(t.units.some((u) => u.place !== 'field')).toBe(true)
    const v = view(t)
    for (const side of ['attacker', 'defender'] as const) {
      expect(v.sides[side].losses.map((c) => c.id).sort()).toEqual(t.units.filter((u) => u.side === side && u.place === 'losses').map((u) => u.id).sort())
      expect(v.sides[side].routs.map((c) => c.id).sort()).toEqual(t.units.filter((u) => u.side === side && u.place === 'routs').map((u) => u.id).sort())
    }
    expect(v.counters.every((c) => c.place === 'field')).toBe(true)
  })
})
