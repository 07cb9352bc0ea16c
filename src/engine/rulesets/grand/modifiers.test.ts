import { describe, expect, it } from 'vitest'
import type { Side } from '../../core/types.ts'
import type { ModifierPart } from './events.ts'
import { baseValue, firingValue, hasArmorSuperiority, sideModifiers, unitModifiers } from './modifiers.ts'
import { computeMorale } from './morale.ts'
import type { RoundId } from './rounds.ts'
import type { GrandState } from './state.ts'
import { battle, eventsOf, playCards, step, unit, type ScenarioSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'


type Events = ReturnType<typeof step>['events']

/** The parts of the 'modifiers' event of a side in these events; [] when it logged none. */
function modsOf(events: Events, side: Side): ModifierPart[] {
  return eventsOf(events, 'modifiers').find((e) => e.side === side)?.parts ?? []
}

/** The value each unit fired with (first shot). */
function valuesOf(events: Events): Record<string, number> {
  const out: Record<string, number> = {}
  for (const e of eventsOf(events, 'shot')) if (!(e.unit in out)) out[e.unit] = e.value
  return out
}

const misses = (n: number) => new Array<number>(n).fill(9)

const duel = (extra: Partial<ScenarioSpec> = {}): ScenarioSpec => ({
  attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
  defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
  ...extra,
})

describe(`${SEED} §C modifiers: leaders`, () => {
  it('§C the leaders\' combat difference goes to the side of the higher leader only', () => {
    const s = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], leaders: [{ id: 'rommel', name: 'Rommel', combat: 3, morale: 2 }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'wavell', name: 'Wavell', combat: 1, morale: 2 }] },
    })
    expect(sideModifiers(s, 'attacker', 'main')).toEqual([{ source: 'Leader: Rommel outranks by 2', value: 2 }])
    expect(sideModifiers(s, 'defender', 'main')).toEqual([])
    // The other way round.
    const r = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], leaders: [{ id: 'rommel', name: 'Rommel', combat: 1, morale: 2 }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'wavell', name: 'Wavell', combat: 4, morale: 2 }] },
    })
    expect(sideModifiers(r, 'attacker', 'main')).toEqual([])
    expect(sideModifiers(r, 'defender', 'main')).toEqual([{ source: 'Leader: Wavell outranks by 3', value: 3 }])
    // Equal leaders: nothing for anyone.
    const e = battle({
      attacker: { units: [{ id: 'a1', type: 'inf-bde' }], leaders: [{ id: 'rommel', combat: 2, morale: 2 }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'wavell', combat: 2, morale: 2 }] },
    })
    expect(sideModifiers(e, 'attacker', 'main')).toEqual([])
    expect(sideModifiers(e, 'defender', 'main')).toEqual([])
  })

  it('§C the leaders\' difference raises the shots of the higher leader\'s units (modifiers and shot events)', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-bde' }], leaders: [{ id: 'rommel', name: 'Rommel', combat: 3, morale: 2 }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }], leaders: [{ id: 'wavell', name: 'Wavell', combat: 1, morale: 2 }] },
      },
      misses(2),
    )
    const { events } = step(s0)
    expect(eventsOf(events, 'modifiers')).toEqual([
      { t: 'modifiers', side: 'attacker', round: 'main', parts: [{ source: 'Leader: Rommel outranks by 2', value: 2 }] },
    ])
    expect(valuesOf(events)).toEqual({ a1: 4, d1: 3 })
  })

  it('§C D12 the commanding leader (best morale) gives the combat value, not the best fighter', () => {
    const s = battle({
      attacker: {
        units: [{ id: 'a1', type: 'inf-bde' }],
        leaders: [
          { id: 'steady', name: 'Steady', combat: 1, morale: 5 },
          { id: 'dashing', name: 'Dashing', combat: 4, morale: 2 },
        ],
      },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
    })
    expect(sideModifiers(s, 'attacker', 'main')).toEqual([{ source: 'Leader: Steady outranks by 1', value: 1 }])
  })

  it('§C leader boosters: attack for the attacker, defense for the defender; morale only in the BM', () => {
    const s0 = battle(
      {
        attacker: {
          units: [{ id: 'a1', type: 'inf-bde' }],
          leaders: [{ id: 'rommel', name: 'Rommel', combat: 2, morale: 2, boosters: { attack: 1, defense: 2, morale: 1 } }],
        },
        defender: {
          units: [{ id: 'd1', type: 'inf-bde' }],
          leaders: [{ id: 'wavell', name: 'Wavell', combat: 2, morale: 2, boosters: { attack: 2, defense: 1 } }],
        },
      },
      misses(2),
    )
    expect(sideModifiers(s0, 'attacker', 'main')).toEqual([{ source: 'Booster: Rommel', value: 1 }])
    expect(sideModifiers(s0, 'defender', 'main')).toEqual([{ source: 'Booster: Wavell', value: 1 }])
    // The morale booster is a BM part (section B), not a combat one.
    expect(computeMorale(s0, 'attacker').parts).toContainEqual({ source: 'Booster: Rommel', value: 1 })
    expect(computeMorale(s0, 'defender').parts.some((p) => p.source.startsWith('Booster'))).toBe(false)
    expect(s0.sides.attacker.bm).toBe(2 + 3 + 1)
    const { events } = step(s0)
    expect(valuesOf(events)).toEqual({ a1: 3, d1: 4 })
  })

  it('§C unit boosters: a corps HQ\'s morale booster goes to the BM, not to the combat values', () => {
    const s = battle(duel({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }, { id: 'hq', type: 'corps-hq' }] } }))
    expect(sideModifiers(s, 'attacker', 'main')).toEqual([])
    expect(computeMorale(s, 'attacker').parts).toContainEqual({ source: 'Booster: Corps HQ', value: 1 })
  })
})

describe(`${SEED} §C modifiers: terrain, crossing, entrenchment`, () => {
  it('§C terrain: the defender\'s bonus and the attacker\'s penalty', () => {
    const hills = battle(duel({ terrain: 'hills' }))
    expect(sideModifiers(hills, 'defender', 'main')).toEqual([{ source: 'Terrain: Hills', value: 1 }])
    expect(sideModifiers(hills, 'attacker', 'main')).toEqual([])
    const mountains = battle(duel({ terrain: 'mountains' }))
    expect(sideModifiers(mountains, 'defender', 'main')).toEqual([{ source: 'Terrain: Mountains', value: 2 }])
    expect(sideModifiers(mountains, 'attacker', 'main')).toEqual([{ source: 'Terrain: Mountains', value: -1 }])
    const desert = battle(duel({ terrain: 'desert' }))
    expect(sideModifiers(desert, 'defender', 'main')).toEqual([])
    expect(sideModifiers(desert, 'attacker', 'main')).toEqual([])
    // In battle: the attacker fires with 2 − 1, the defender with 3 + 2.
    const { events } = step(battle(duel({ terrain: 'mountains' }), misses(2)))
    expect(valuesOf(events)).toEqual({ a1: 1, d1: 5 })
  })

  it('§C D11 river: +1 to the defender in Main (the first all-modifier round), not in Next 1', () => {
    const s0 = battle(duel({ crossing: 'river' }), misses(4))
    const main = step(s0)
    expect(main.state.round).toBe('main')
    expect(modsOf(main.events, 'defender')).toEqual([{ source: 'Attacker crossed a river (first round)', value: 1 }])
    expect(valuesOf(main.events)).toEqual({ a1: 2, d1: 4 })
    const next = step(main.state)
    expect(next.state.round).toBe('next1')
    expect(modsOf(next.events, 'defender')).toEqual([])
    expect(valuesOf(next.events)).toEqual({ a1: 2, d1: 3 })
  })

  it('§C D11 strait: +2 to the defender in Recon, then not in Main after that Recon round used it', () => {
    const s0 = battle(
      {
        crossing: 'strait',
        attacker: { units: [{ id: 'a-rec', type: 'recon-bn' }, { id: 'a1', type: 'inf-bde' }] },
        defender: { units: [{ id: 'd1', type: 'inf-bde' }, { id: 'd-rec', type: 'recon-bn' }] },
      },
      misses(6),
    )
    const recon = step(s0)
    expect(recon.state.round).toBe('recon')
    expect(modsOf(recon.events, 'defender')).toEqual([{ source: 'Attacker crossed a strait (first round)', value: 2 }])
    expect(valuesOf(recon.events)).toEqual({ 'a-rec': 2, 'd-rec': 4 })
    const main = step(recon.state)
    expect(main.state.round).toBe('main')
    expect(modsOf(main.events, 'defender')).toEqual([])
    expect(valuesOf(main.events)).toEqual({ 'a-rec': 2, a1: 2, d1: 3, 'd-rec': 2 })
  })

  it('§C D11 the crossing bonus is kept through Artillery Preparation (no crossing there) for Main', () => {
    const s0 = battle(
      duel({ crossing: 'river', attacker: { units: [{ id: 'a-arty', type: 'arty-rgt' }, { id: 'a1', type: 'inf-bde' }] } }),
      misses(3),
    )
    const arty = step(s0)
    expect(arty.state.round).toBe('artillery')
    expect(modsOf(arty.events, 'defender')).toEqual([])
    expect(arty.state.crossingUsed).toBe(false)
    const main = step(arty.state)
    expect(main.state.round).toBe('main')
    expect(modsOf(main.events, 'defender')).toEqual([{ source: 'Attacker crossed a river (first round)', value: 1 }])
    expect(valuesOf(main.events)).toEqual({ a1: 2, d1: 4 })
  })

  it('§C entrenchment: −1 to the attacker against an entrenched defender (scenario flag)', () => {
    const s0 = battle(duel({ defender: { units: [{ id: 'd1', type: 'inf-bde' }], entrenched: true } }), misses(2))
    expect(sideModifiers(s0, 'defender', 'main')).toEqual([])
    const { events } = step(s0)
    expect(eventsOf(events, 'modifiers')).toEqual([
      { t: 'modifiers', side: 'attacker', round: 'main', parts: [{ source: 'Defender entrenched', value: -1 }] },
    ])
    expect(valuesOf(events)).toEqual({ a1: 1, d1: 3 })
    // Not entrenched: nothing.
    expect(sideModifiers(battle(duel()), 'attacker', 'main')).toEqual([])
  })

  it('§C entrenchment by the Dig In card: −1 to the attacker', () => {
    const s0 = battle(duel({ defender: { units: [{ id: 'd1', type: 'inf-bde' }], cards: ['dig-in'] } }), misses(2))
    expect(sideModifiers(s0, 'attacker', 'main')).toEqual([])
    const s1 = playCards(s0, { defender: ['dig-in'] })
    expect(sideModifiers(s1, 'attacker', 'main')).toEqual([{ source: 'Defender entrenched', value: -1 }])
    expect(sideModifiers(s1, 'attacker', 'artillery')).toEqual([{ source: 'Defender entrenched', value: -1 }])
    const { events } = step(s1)
    expect(valuesOf(events)).toEqual({ a1: 1, d1: 3 })
  })
})

describe(`${SEED} §B, §C (D37) modifiers: armor superiority`, () => {
  const armor = (own: number, enemy: number): GrandState => {
    const a = Array.from({ length: own }, (_, i) => ({ id: `a${i}`, type: 'arm-bde' }))
    const d = Array.from({ length: enemy }, (_, i) => ({ id: `d${i}`, type: 'arm-bde' }))
    return battle({
      attacker: { units: a.length ? a : [{ id: 'a-inf', type: 'inf-bde' }] },
      defender: { units: [{ id: 'd-inf', type: 'inf-bde' }, ...d] },
    })
  }
  const SUP = { source: 'Armor superiority', value: 1 }

  for (const [own, enemy, yes] of [
    [2, 2, false],
    [2, 0, true],
    [4, 2, true],
    [3, 2, false],
    [1, 0, false],
    [0, 0, false],
    [2, 1, true],
    [3, 1, true],
  ] as const) {
    it(`§C (D37) armor superiority with ${own} armor against ${enemy}: ${yes ? '+1 combat and +1 BM' : 'none'}`, () => {
      const s = armor(own, enemy)
      expect(hasArmorSuperiority(s, 'attacker')).toBe(yes)
      expect(sideModifiers(s, 'attacker', 'main').some((p) => p.source === SUP.source)).toBe(yes)
      expect(s.sides.attacker.bmParts.some((p) => p.source === SUP.source && p.value === 1)).toBe(yes)
      // The other side never has it here.
      expect(hasArmorSuperiority(s, 'defender')).toBe(false)
      expect(sideModifiers(s, 'defender', 'main')).toEqual([])
    })
  }

  it('§C (D37) one armoured brigade against none: the Armor bonus to BM, but neither superiority\'s +1 BM nor its +1 to fire with', () => {
    const s = armor(1, 0)
    expect(s.sides.attacker.bmParts).toContainEqual({ source: 'Armor bonus', value: 1 })
    expect(s.sides.attacker.bmParts.map((p) => p.source)).not.toContain(SUP.source)
    const { events } = step({ ...s, dice: { kind: 'script', faces: misses(5), next: 0, rolled: 0 } })
    expect(modsOf(events, 'attacker')).toEqual([])
    // arm-bde attacks with 4: the value line 83 alone (1 ≥ 2 × 0) would raise to 5.
    expect(valuesOf(events)).toEqual({ a0: 4, 'd-inf': 3 })
  })

  it('§C armor superiority: +1 to every unit of the side in all-modifier rounds, not in Artillery Preparation or Air Support', () => {
    const s = armor(2, 0)
    for (const round of ['recon', 'ambush', 'main', 'next1', 'next3', 'pursuit'] as RoundId[]) {
      expect(sideModifiers(s, 'attacker', round)).toEqual([SUP])
    }
    for (const round of ['artillery', 'air', 'mines'] as RoundId[]) expect(sideModifiers(s, 'attacker', round)).toEqual([])
    const { events } = step({ ...s, dice: { kind: 'script', faces: misses(5), next: 0, rolled: 0 } })
    expect(valuesOf(events)).toEqual({ a0: 5, a1: 5, 'd-inf': 3 })
  })
})

describe(`${SEED} §C modifiers: cards and D9 values`, () => {
  it('§C D9 the attacker fires with attack, the defender with defense', () => {
    const s = battle({
      attacker: { units: [{ id: 'a-at', type: 'at-bn' }] },
      defender: { units: [{ id: 'd-at', type: 'at-bn' }] },
    })
    expect(baseValue(unit(s, 'a-at'))).toBe(2)
    expect(baseValue(unit(s, 'd-at'))).toBe(4)
    expect(firingValue(unit(s, 'a-at'), [])).toBe(2)
    expect(firingValue(unit(s, 'd-at'), [])).toBe(4)
  })

  it('§C firingValue adds the parts that apply to the unit\'s kind, and −1 at half strength (D8)', () => {
    const s = battle({
      attacker: { units: [{ id: 'inf', type: 'inf-bde' }, { id: 'arm', type: 'arm-bde', damage: 2 }] },
      defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
    })
    const parts: ModifierPart[] = [
      { source: 'all', value: 1 },
      { source: 'armor only', value: 2, kinds: ['armor'] },
    ]
    expect(firingValue(unit(s, 'inf'), parts)).toBe(2 + 1)
    expect(firingValue(unit(s, 'arm'), parts)).toBe(4 + 1 + 2 - 1)
    expect(unitModifiers(unit(s, 'inf'), parts)).toEqual([{ source: 'all', value: 1 }])
    expect(unitModifiers(unit(s, 'arm'), parts)).toEqual([...parts, { source: 'Half strength or less', value: -1 }])
  })

  it('§C card modifiers with a unit-kind filter: Tank Hunters raise only the anti-tank units', () => {
    const s0 = battle(
      {
        attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
        defender: { units: [{ id: 'd-at', type: 'at-bn' }, { id: 'd-inf', type: 'inf-bde' }], cards: ['tank-hunters'] },
      },
      misses(3),
    )
    const s1 = playCards(s0, { defender: ['tank-hunters'] })
    const part = { source: 'Card: Tank Hunters', value: 2, kinds: ['antitank'] }
    expect(sideModifiers(s1, 'defender', 'main')).toEqual([part])
    expect(sideModifiers(s1, 'attacker', 'main')).toEqual([])
    // Main and Next only.
    expect(sideModifiers(s1, 'defender', 'recon')).toEqual([])
    const { events } = step(s1)
    expect(modsOf(events, 'defender')).toEqual([part])
    expect(valuesOf(events)).toEqual({ a1: 2, 'd-at': 6, 'd-inf': 3 })
  })

  it('§C card modifiers fall on the side the card names: Enemy Supply Crisis −1 to the enemy, not to the player', () => {
    const s0 = battle(duel({ attacker: { units: [{ id: 'a1', type: 'inf-bde' }], cards: ['supply-crisis'] } }), misses(2))
    const s1 = playCards(s0, { attacker: ['supply-crisis'] })
    expect(sideModifiers(s1, 'attacker', 'main')).toEqual([])
    expect(sideModifiers(s1, 'defender', 'main')).toEqual([{ source: 'Card: Enemy Supply Crisis', value: -1 }])
    expect(valuesOf(step(s1).events)).toEqual({ a1: 2, d1: 2 })
  })
})

describe(`${SEED} §C–§G D10 which modifiers apply in each round`, () => {
  // Everything at once: mountains (+2 defender, −1 attacker), an entrenched defender, a river, a better
  // leader with an attack booster, armor superiority (2 vs 0), and cards for every round.
  const spec: ScenarioSpec = {
    terrain: 'mountains',
    crossing: 'river',
    attacker: {
      units: [
        { id: 'a1', type: 'arm-bde' },
        { id: 'a2', type: 'arm-bde' },
        { id: 'a-arty', type: 'arty-rgt' },
        { id: 'a-fb', type: 'fb-grp' },
      ],
      leaders: [{ id: 'rommel', name: 'Rommel', combat: 3, morale: 3, boosters: { attack: 1 } }],
      cards: ['barrage', 'air-strike', 'sappers'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-bde' },
        { id: 'd-mine', type: 'minefield' },
      ],
      leaders: [{ id: 'wavell', name: 'Wavell', combat: 1, morale: 3, boosters: { defense: 1 } }],
      cards: ['supply-crisis'],
      entrenched: true,
    },
  }
  const T_ATT = { source: 'Terrain: Mountains', value: -1 }
  const T_DEF = { source: 'Terrain: Mountains', value: 2 }
  const ENT = { source: 'Defender entrenched', value: -1 }
  const LEAD = { source: 'Leader: Rommel outranks by 2', value: 2 }
  const B_ATT = { source: 'Booster: Rommel', value: 1 }
  const B_DEF = { source: 'Booster: Wavell', value: 1 }
  const RIVER = { source: 'Attacker crossed a river (first round)', value: 1 }
  const SUP = { source: 'Armor superiority', value: 1 }
  const BARRAGE = { source: 'Card: Creeping Barrage', value: 1 }
  const STRIKE = { source: 'Card: Concentrated Air Strike', value: 1 }
  const SAPPERS = { source: 'Card: Sappers', value: -2 }
  const CRISIS = { source: 'Card: Enemy Supply Crisis', value: -1 }

  const ready = (faces?: number[]) =>
    playCards(battle(spec, faces), { attacker: ['barrage', 'air-strike', 'sappers'], defender: ['supply-crisis'] })

  it('§E §D Artillery Preparation and Air Support: only cards, terrain and entrenchment', () => {
    const s = ready()
    expect(sideModifiers(s, 'attacker', 'artillery')).toEqual([T_ATT, ENT, BARRAGE])
    expect(sideModifiers(s, 'defender', 'artillery')).toEqual([T_DEF])
    expect(sideModifiers(s, 'attacker', 'air')).toEqual([T_ATT, ENT, STRIKE])
    expect(sideModifiers(s, 'defender', 'air')).toEqual([T_DEF])
  })

  it('§G Mines: only cards', () => {
    const s = ready()
    expect(sideModifiers(s, 'attacker', 'mines')).toEqual([])
    expect(sideModifiers(s, 'defender', 'mines')).toEqual([SAPPERS])
  })

  it('§C Recon, Main, Next (and Ambush, Pursuit): all the modifiers', () => {
    const s = ready()
    expect(sideModifiers(s, 'attacker', 'recon')).toEqual([T_ATT, ENT, LEAD, B_ATT, SUP])
    expect(sideModifiers(s, 'defender', 'recon')).toEqual([T_DEF, B_DEF, RIVER])
    for (const round of ['main', 'next1', 'next2', 'next3'] as RoundId[]) {
      expect(sideModifiers(s, 'attacker', round)).toEqual([T_ATT, ENT, LEAD, B_ATT, SUP, CRISIS])
      expect(sideModifiers(s, 'defender', round)).toEqual([T_DEF, B_DEF, RIVER])
    }
    expect(sideModifiers(s, 'attacker', 'ambush')).toEqual([T_ATT, ENT, LEAD, B_ATT, SUP])
    expect(sideModifiers(s, 'attacker', 'pursuit')).toEqual([T_ATT, ENT, LEAD, B_ATT, SUP])
  })

  it('§C–§I D10 in battle: the modifiers events and shot values of Artillery, Air Support, Mines and Main', () => {
    let s = ready(misses(12))
    const seen: { round: string; attacker: ModifierPart[]; defender: ModifierPart[]; values: Record<string, number> }[] = []
    for (let i = 0; i < 4; i++) {
      const r = step(s)
      s = r.state
      seen.push({ round: s.round!, attacker: modsOf(r.events, 'attacker'), defender: modsOf(r.events, 'defender'), values: valuesOf(r.events) })
    }
    expect(seen).toEqual([
      // arty-rgt 3 − 1 − 1 + 1
      { round: 'artillery', attacker: [T_ATT, ENT, BARRAGE], defender: [T_DEF], values: { 'a-arty': 2 } },
      // fighter-bombers 2 − 1 − 1 + 1
      { round: 'air', attacker: [T_ATT, ENT, STRIKE], defender: [T_DEF], values: { 'a-fb': 1 } },
      // minefield 2 − 2, no terrain
      { round: 'mines', attacker: [], defender: [SAPPERS], values: { 'd-mine': 0 } },
      // armour 4 + 1, fighter-bombers 2 + 1 (−1 −1 +2 +1 +1 −1); infantry 3 + 2 + 1 + 1
      { round: 'main', attacker: [T_ATT, ENT, LEAD, B_ATT, SUP, CRISIS], defender: [T_DEF, B_DEF, RIVER], values: { a1: 5, a2: 5, 'a-fb': 3, d1: 7 } },
    ])
  })
})
