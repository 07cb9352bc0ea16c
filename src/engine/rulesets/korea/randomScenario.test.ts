import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hexDistance } from '../../core/hex.ts'
import { recordingRng, replayRng } from '../../../fuzz/choices.ts'
import { FreshRandomSource, fuzzRuleset } from '../../../fuzz/run.ts'
import { choicesArbitrary } from '../../../fuzz/shrink.ts'
import { engine } from './engine.ts'
import { randomScenario } from './randomScenario.ts'
import { parseKoreaScenario, type KoreaScenario } from './scenario.ts'

const SEED = 'seed 001 (001_8388cba27a69b2f0.txt)'

function parsed(raw: unknown): KoreaScenario {
  const p = parseKoreaScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

/** What of the scenario file's schema a scenario uses, by name. */
function features(sc: KoreaScenario): string[] {
  const out: string[] = []
  const places = new Map(sc.map.places.map((p) => [p.id, p]))
  const at = (id: string) => places.get(id)!
  for (const p of sc.map.places) {
    out.push(`terrain:${p.terrain}`)
    if (p.name) out.push('place-name')
    if (p.elevation !== undefined) out.push('elevation')
  }
  if (sc.map.cell !== undefined) out.push('cell')
  for (const e of sc.map.edges) out.push(`edge:${e.features.join('+') || 'plain'}`)
  for (const c of sc.coastlines) out.push(c.committed ? 'coast:committed' : 'coast:no-fleet')
  if (sc.description) out.push('description')
  out.push(`attacker:${sc.attacker.army}`)
  for (const side of [sc.attacker, sc.defender]) {
    out.push(`flag:${side.flag.layout}`, `vp:${side.vp ? 'some' : 'none'}`, `air:${side.air}`)
    if (side.supply.length) out.push('supply')
    for (const d of side.depots) out.push(`depot:${d.range ? 'range' : 'range-0'}`)
    for (const u of side.units) out.push(`type:${u.type}`, `quality:${u.quality}`, ...(u.static ? ['static'] : []))
  }
  if (sc.combats.length > 1) out.push('combats:several')
  sc.combats.forEach((c, i) => {
    out.push(`kind:${c.kind}`, `attacks:${c.attack.length}`)
    if (sc.combats.findIndex((x) => x.defend === c.defend) < i) out.push('combat:again')
    // Three attacking hexes none next to another: 8.2's second way to flank.
    const a = c.attack.map(at)
    if (a.length === 3 && a.every((x, j) => a.every((y, k) => j === k || hexDistance({ q: x.q!, r: x.r! }, { q: y.q!, r: y.r! }) > 1))) out.push('attack:trio')
  })
  return out
}

describe(`${SEED} and issue 18: the random scenario generator`, () => {
  it('issue 18: every scenario made from any choices fast-check draws is a valid korea scenario file, map and all', () => {
    fc.assert(
      fc.property(choicesArbitrary(), (choices) => {
        const p = parseKoreaScenario(randomScenario(replayRng(choices), 'random'))
        if (!p.ok) throw new Error(p.errors.join('; '))
      }),
      { numRuns: 200 },
    )
  })

  it('issue 18: no choices (rng ≡ 0) give the least scenario: two clear hexes, one unit a side, one Prepared Attack, nothing optional', () => {
    const raw = randomScenario(replayRng([]), 'least')
    expect(raw).toEqual({
      id: 'least',
      ruleset: 'korea',
      name: 'Random turn',
      location: 'Random front',
      map: { grid: 'hex', places: [{ id: '0000', terrain: 'clear', q: 0, r: 0 }, { id: '0100', terrain: 'clear', q: 1, r: 0 }] },
      attacker: expect.objectContaining({ army: 'UN', vp: 0, units: [{ id: 'a1', name: 'Unit a1', type: 'infantry', quality: 'D', at: '0100' }] }),
      defender: expect.objectContaining({ army: 'Communist', vp: 0, units: [{ id: 'd2', name: 'Unit d2', type: 'infantry', quality: 'D', at: '0000' }] }),
      combats: [{ attack: ['0100'], defend: '0000', kind: 'prepared' }],
    })
    for (const side of ['attacker', 'defender'] as const) expect(Object.keys(raw[side] as object).sort()).toEqual(['army', 'color', 'flag', 'name', 'nation', 'units', 'vp'])
    // It plays: the lone defender cannot retreat (its one neighbour is the enemy's), the rest of 8.3 still answers every loss.
    const end = engine.simulate(engine.setup(parsed(raw), 'least'))
    expect(end.phase).toBe('over')
    expect(end.fought).toBe(1)
  })

  it(`${SEED}: the scenarios reach every part of the file the schema allows`, () => {
    const seen = new Set<string>()
    for (let j = 0; j < 300; j++) for (const f of features(parsed(randomScenario(recordingRng(`korea-features/${j}`).rng, `r${j}`)))) seen.add(f)
    const want = [
      ...['clear', 'hills', 'forest', 'mountain', 'town', 'city', 'sea'].map((t) => `terrain:${t}`),
      'place-name', 'elevation', 'cell', 'description',
      'edge:plain', 'edge:road', 'edge:river', 'edge:river+bridge', 'edge:river+bridge+road',
      'coast:committed', 'coast:no-fleet',
      'attacker:UN', 'attacker:Communist', 'flag:vertical', 'flag:horizontal',
      'vp:none', 'vp:some', 'air:0', 'air:1', 'air:2', 'air:3', 'supply', 'depot:range', 'depot:range-0',
      'type:infantry', 'type:armored', 'type:mechanized', 'quality:A', 'quality:B', 'quality:C', 'quality:D', 'static',
      'combats:several', 'kind:meeting', 'kind:prepared', 'combat:again', 'attack:trio',
      'attacks:1', 'attacks:2', 'attacks:3', 'attacks:4',
    ]
    expect(want.filter((f) => !seen.has(f))).toEqual([])
  })

  it('issue 18: battles on fresh random scenarios reach every known label of the korea fuzz kit, and break nothing', () => {
    // A new scenario every battle, so that the budget buys variety; every battle stepped, so that each reports its coverage.
    const f = fuzzRuleset(engine, { from: 1, count: 100, steppedEvery: 1, deepEvery: 1_000_000 }, new FreshRandomSource(engine, 'korea-coverage'))
    expect(f.exceptions).toBe(0)
    expect(f.invariantFailures).toBe(0)
    expect([...engine.fuzz!.known!()].sort()).toEqual([...LABELS].sort())
    expect(LABELS.filter((k) => !(k in f.coverage))).toEqual([])
  })
})

/** Every label the korea fuzz kit knows; 100 battles on fresh random scenarios reach them all. */
const LABELS = [
  ...['lead', 'losses', 'retreat'].map((k) => `decision:${k}`),
  'round:Combat N of N',
  ...['combat', 'cancelled', 'lead', 'depot-expended', 'modifiers', 'shot', 'chips', 'differential', 'losses', 'static', 'retreat', 'depot-eliminated', 'vp-spent', 'rout', 'ground', 'end'].map((t) => `event:${t}`),
  ...['attacker-more-vp', 'defender-more-vp', 'equal-vp'].map((k) => `ending:${k}`),
  'combat:meeting', 'combat:prepared',
  ...['meeting', 'meeting-armour', 'prepared', 'prepared-terrain'].map((r) => `ratio:${r}`),
  ...['mp', 'air', 'fleet', 'depot', 'armor', 'attackers', 'supporters', 'flank', 'quality', 'terrain', 'river'].map((m) => `modifier:${m}`),
  ...['static', 'retreat', 'retreat-far', 'depot', 'vp', 'rout'].map((l) => `loss:${l}`),
  ...['supply-and-away', 'supply', 'away', 'neither'].map((r) => `retreat:${r}`),
  'cancelled:no-attacker', 'cancelled:no-defender',
  'vp-short:rout', 'vp-short:ground',
]
