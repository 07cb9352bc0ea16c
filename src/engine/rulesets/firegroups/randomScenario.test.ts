import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordingRng, replayRng } from '../../../fuzz/choices.ts'
import { FreshRandomSource, fuzzRuleset } from '../../../fuzz/run.ts'
import { choicesArbitrary } from '../../../fuzz/shrink.ts'
import { engine } from './engine.ts'
import { randomScenario } from './randomScenario.ts'
import { parseFiregroupsScenario, type FgScenario } from './scenario.ts'
import { SEED } from './testkit.ts'

function parsed(raw: unknown): FgScenario {
  const p = parseFiregroupsScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

/** What of the scenario file's schema a scenario uses, by name. */
function features(sc: FgScenario): string[] {
  const out: string[] = [`turns:${sc.turns}`, `goal:${sc.goal.kind}`, `square:${sc.map.places.find((p) => p.id === sc.square)!.terrain}`]
  for (const p of sc.map.places) {
    out.push(`terrain:${p.terrain}`)
    if (p.name) out.push('place-name')
    if (p.elevation !== undefined) out.push('elevation')
  }
  if (sc.map.cell !== undefined) out.push('cell')
  for (const e of sc.map.edges) out.push(`edge:${e.features.join('+') || 'plain'}`)
  if (sc.description) out.push('description')
  for (const c of sc.centers) {
    out.push(`centre:${c.owner}${c.at === sc.square ? '-in-square' : ''}`)
    if (c.name) out.push('centre-name')
    if (c.damage) out.push('centre-damage')
  }
  for (const side of ['attacker', 'defender'] as const) {
    const x = sc[side]
    out.push(`flag:${x.flag.layout}`)
    if (x.fallback) out.push(`fallback:${side}`)
    for (const u of x.units) {
      out.push(`type:${u.type}`, `exp:${u.exp}`, `${side}:${u.at === sc.square ? 'in-square' : 'around'}`)
      if (u.name) out.push('unit-name')
      if (u.endurance !== undefined) out.push(u.endurance ? 'endurance' : 'endurance-0')
      if (u.enters.length) out.push('enters', ...u.enters.map((e) => `enters-phase:${e.phase}`))
    }
  }
  return out
}

describe(`${SEED} and issue 18: the random scenario generator`, () => {
  it('issue 18: every scenario made from any choices fast-check draws is a valid fire-group scenario file, map and all', () => {
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const p = parseFiregroupsScenario(randomScenario(replayRng(choices), 'random'))
        if (!p.ok) throw new Error(p.errors.join('; '))
      }),
      { numRuns: 200, seed: 18 },
    )
  })

  it('issue 18: no choices (rng ≡ 0) give the least scenario: one clear square, one infantry unit a side in it, one turn, nothing optional', () => {
    const raw = randomScenario(replayRng([]), 'least')
    const side = (name: string, color: string, id: string) => ({ name, nation: name, color, flag: { layout: 'vertical', colors: ['#ffffff'] }, units: [{ id, type: 'INF', at: 's0' }] })
    expect(raw).toEqual({
      id: 'least',
      ruleset: 'firegroups',
      name: 'Random battle',
      location: 'Random square',
      map: { grid: 'square', places: [{ id: 's0', terrain: 'clear', col: 0, row: 0 }] },
      square: 's0',
      turns: 1,
      attacker: side('Red', '#aa3322', 'u0'),
      defender: side('Blue', '#2233aa', 'u1'),
    })
    // It plays: pinned in phase 1, the two infantry fire in group 3 until one side is gone or the turn ends.
    const end = engine.simulate(engine.setup(parsed(raw), 'least'))
    expect(end.phase).toBe('over')
    expect(end.volleys).toBeGreaterThan(0)
  })

  it(`${SEED} and issue 18: the scenarios reach every part of the file the schema allows`, () => {
    const seen = new Set<string>()
    for (let j = 0; j < 250; j++) for (const f of features(parsed(randomScenario(recordingRng(`fg-features/${j}`).rng, `r${j}`)))) seen.add(f)
    const want = [
      ...[1, 2, 3, 4, 5, 6].map((t) => `turns:${t}`), 'goal:take', 'goal:bomb', 'square:clear', 'square:sea',
      ...['clear', 'forest', 'hills', 'mountains', 'city', 'sea'].map((t) => `terrain:${t}`),
      'place-name', 'elevation', 'cell', 'edge:plain', 'edge:river', 'description',
      ...['attacker', 'defender', 'neutral'].flatMap((o) => [`centre:${o}`, `centre:${o}-in-square`]), 'centre-name', 'centre-damage',
      'flag:vertical', 'flag:horizontal', 'fallback:attacker', 'fallback:defender',
      ...['ART', 'AAG', 'BAT', 'RKT', 'FTR', 'ASW', 'SUB', 'CRU', 'MIN', 'MEC', 'CAV', 'INF', 'ARM', 'PAR', 'LDR', 'BMR'].map((t) => `type:${t}`),
      ...[0, 1, 2, 3].map((e) => `exp:${e}`), 'attacker:in-square', 'attacker:around', 'defender:in-square', 'defender:around',
      'unit-name', 'endurance', 'endurance-0', 'enters', 'enters-phase:1', 'enters-phase:2', 'enters-phase:3',
    ]
    expect(want.filter((f) => !seen.has(f))).toEqual([])
  })

  it('issue 18: battles on fresh random scenarios reach every label of the fire-group fuzz kit, and break nothing', () => {
    // A new scenario every battle, so that the budget buys variety; every battle stepped, so that each reports its coverage.
    const f = fuzzRuleset(engine, { from: 1, count: BATTLES, steppedEvery: 1, deepEvery: 1_000_000 }, new FreshRandomSource(engine, 'fg-coverage'))
    expect(f.exceptions).toBe(0)
    expect(f.invariantFailures).toBe(0)
    expect([...engine.fuzz!.known!()].sort()).toEqual([...LABELS].sort())
    expect(LABELS.filter((k) => !(k in f.coverage))).toEqual([])
  })
})

/** Fresh random scenarios, a battle each: about 2 s. */
const BATTLES = 200

/** Every label the fire-group fuzz kit knows; 200 battles on fresh random scenarios reach them all. */
const LABELS = [
  'decision:orders', 'decision:promote',
  ...['movement', 'ranged fire', 'movement, ranged fire', 'group N'].map((r) => `round:Turn N, phase N: ${r}`),
  ...['turn', 'production', 'orders', 'phase', 'leave', 'enter', 'combat', 'no-combat', 'promote', 'group', 'shot', 'destroyed', 'ranged', 'bombed', 'no-damage', 'land', 'repair', 'improve', 'end'].map((t) => `event:${t}`),
  ...['taken', 'held', 'spent', 'draw', 'bombed', 'unbombed'].map((e) => `ending:${e}`),
  ...['combat', 'ranged', 'passing'].flatMap((f) => [`shot:${f}-hit`, `shot:${f}-miss`]), 'shot:drawn', 'shot:floor',
  ...['ART', 'AAG', 'BAT', 'RKT', 'FTR', 'ASW', 'SUB', 'CRU', 'MIN', 'MEC', 'CAV', 'INF', 'ARM', 'PAR', 'BMR'].map((t) => `fires:${t}`),
  'ranged:ART', 'ranged:BAT', 'ranged:AAG',
  ...['soft', 'armor', 'air', 'ship', 'sub'].map((c) => `at:${c}`),
  'combat:pinned', 'combat:arrivals', 'combat:phase-1', 'combat:phase-2', 'combat:phase-3',
  'group:1', 'group:2', 'group:3',
  'enter:land', 'enter:sea', 'enter:air', 'enter:jump',
  'orders:send', 'orders:leave', 'orders:pio', 'orders:nothing',
  'promote:one', 'promote:several',
  'repair:auto', 'repair:pio',
]
