import { describe, expect, it } from 'vitest'
import type { Choice, Preview } from '../../core/ruleset.ts'
import { attackOdds } from './attackOdds.ts'
import { engine } from './engine.ts'
import { preview } from './preview.ts'
import { findNapoleonic } from './scenarios.ts'
import type { NapState } from './state.ts'
import { attack, battle, endPhase, EXAMPLE, SEED, type TestBattle } from './testkit.ts'

/**
 * The window's look at the attack being declared: seed 004, "Declaring
 * combat" ("the strengths and the odds are displayed before the attack is
 * validated by clicking the defending unit; the supporting units are marked
 * with green squares"), read from the declaration form's answer as it stands.
 */

const choose = (attacker: string, defender: string): Choice => ({ kind: 'attack', answer: { attacker, defender } })
const sum = (o: NonNullable<Preview['outcomes']>) => o.items.reduce((t, i) => t + i.p, 0)

/** The seed's first picture: 2 + 2 against 2, 2–1 (the enemy artillery two levels up gives no support). */
const FIRST: TestBattle = {
  elevation: [[[2, 2], 2]],
  units: [
    { id: 'attacker', side: 'attacker', at: [3, 3], strength: 2 },
    { id: 'centre', side: 'attacker', at: [2, 3], strength: 2 },
    { id: 'target', side: 'defender', at: [3, 2], strength: 2 },
    { id: 'artillery', side: 'defender', at: [2, 2], strength: 2, type: 'artillery' },
  ],
}

describe(`${SEED}: Declaring combat — the attack under declaration, before the defending unit is clicked`, () => {
  it('the first picture: each side\'s total in its diamond with its parts by name, the supports marked (the green squares)', () => {
    const p = preview(battle(FIRST), choose('attacker', 'target'))!
    expect(p.gauges).toEqual({
      attacker: { label: 'Attack', title: 'Attack of #attacker and 1 support', value: 4, parts: [{ source: '#attacker', value: 2 }, { source: '#centre, in support', value: 2 }], rules: 'Supports add their Combat Strength' },
      defender: { label: 'Defence', title: 'Defence of #target', value: 2, parts: [{ source: '#target', value: 2 }], rules: 'Supports add their Combat Strength' },
    })
    expect(p.supports).toEqual(['centre'])
    // The little red squares: the selected attacker and the defender.
    expect(p.chosen).toEqual(['attacker', 'target'])
    expect(p.outcomes!.title).toBe('#attacker attacks #target: 4 against 2, 2–1')
  })

  it('Terrain effects: a supporter across a stream halved (N3, N5) and infantry in woods doubled, each a part of its own', () => {
    const s = battle({
      terrain: [[[3, 2], 'woods']],
      edges: [[[2, 3], [3, 2], ['stream']]],
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 5 },
        { id: 's', side: 'attacker', at: [2, 3], strength: 3 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 2 },
        { id: 'ds', side: 'defender', at: [4, 2], strength: 1, type: 'artillery' },
      ],
    })
    const p = preview(s, choose('a', 'd'))!
    expect(p.gauges!.attacker).toMatchObject({ value: 6, parts: [{ source: '#a', value: 5 }, { source: '#s, in support', value: 3 }, { source: '#s: across a stream: halved', value: -2 }] })
    expect(p.gauges!.defender).toMatchObject({ title: 'Defence of #d and 1 support', value: 5, parts: [{ source: '#d', value: 2 }, { source: '#d: infantry in woods: doubled', value: 2 }, { source: '#ds, in support', value: 1 }] })
    for (const side of ['attacker', 'defender'] as const) expect(p.gauges![side].parts.reduce((t, x) => t + x.value, 0)).toBe(p.gauges![side].value)
    expect(p.supports).toEqual(['s', 'ds'])
    expect(p.outcomes!.title).toBe('#a attacks #d: 6 against 5, 1–1')
  })

  it('Victorious units: after #1 eliminates #2 it supports #3 against #4, named as victorious; 8 against 6, 1–1', () => {
    const s = attack(battle({ units: EXAMPLE, terrain: [[[1, 2], 'woods']] }, [2]), '1', '2').state
    const p = preview(s, choose('3', '4'))!
    expect(p.gauges!.attacker.parts).toEqual([{ source: '#3', value: 3 }, { source: '#1, in support, victorious', value: 5 }])
    expect(p.supports).toEqual(['1'])
    expect(p.outcomes!.title).toBe('#3 attacks #4: 8 against 6, 1–1')
  })

  it('the ridge of Saint-Roch: "57e Ligne attacks IR 49 Kerpen: 15 against 4, 3–1, die −1" (uphill), the two French supports marked', () => {
    const s = engine.setup(findNapoleonic('napoleonic-ridge'), '3')
    const p = engine.preview!(s, choose('f-57e', 'c-ir49'))!
    expect(p.outcomes!.title).toBe('57e Ligne attacks IR 49 Kerpen: 15 against 4, 3–1, die −1')
    expect(p.gauges!.attacker.parts).toEqual([{ source: '57e Ligne', value: 6 }, { source: 'Tirailleurs, in support', value: 3 }, { source: 'Grenadiers Oudinot, in support', value: 6 }])
    expect(p.supports).toEqual(['f-tirailleurs', 'f-grenadiers'])
  })

  it('the phasing player is the scenario\'s second side: its diamond shows the attack, the other the defence; the bar keeps the first side\'s colour on the left', () => {
    const s: NapState = battle({ ...FIRST, first: 'defender', units: FIRST.units.map((u) => ({ ...u, side: u.side === 'attacker' ? 'defender' : 'attacker' })) })
    const p = preview(s, choose('attacker', 'target'))!
    expect(p.gauges!.defender).toMatchObject({ label: 'Attack', value: 4 })
    expect(p.gauges!.attacker).toMatchObject({ label: 'Defence', value: 2 })
    const items = p.outcomes!.items
    expect(items[0]).toMatchObject({ label: '#target holds and #attacker suffers', side: 'attacker' })
    expect(items.at(-1)).toMatchObject({ label: '#target driven out', side: 'defender' })
  })

  it('the selected attacker alone, its red square and nothing else: no defender yet, or a pair that may not fight', () => {
    const s = battle(FIRST)
    expect(preview(s, choose('attacker', 'end'))).toEqual({ chosen: ['attacker'] })
    expect(preview(s, choose('centre', 'artillery'))).toEqual({ chosen: ['centre'] }) // two levels up: no combat
    expect(preview(s, choose('attacker', 'nobody'))).toEqual({ chosen: ['attacker'] })
  })

  it('nothing to show: "end", a unit that may not attack, a question of another kind, a phase already ended', () => {
    const s = battle(FIRST)
    expect(preview(s, choose('end', 'end'))).toBeNull()
    expect(preview(s, choose('target', 'attacker'))).toBeNull() // not the phasing player's
    expect(preview(s, choose('nobody', 'target'))).toBeNull()
    expect(preview(s, { kind: 'retreat', answer: { attacker: 'attacker', defender: 'target' } })).toBeNull()
    expect(preview(endPhase(s), choose('attacker', 'target'))).toBeNull()
    expect(preview(attack(battle(FIRST, [2, 0]), 'attacker', 'target').state, choose('attacker', 'target'))).toBeNull() // has attacked
  })

  it('is pure: the state and its dice are untouched', () => {
    const s = battle(FIRST)
    const before = JSON.stringify(s)
    preview(s, choose('attacker', 'target'))
    expect(JSON.stringify(s)).toBe(before)
  })
})

describe(`${SEED}: Combat Results Table — the outcomes of the attack under declaration, exactly (attackOdds)`, () => {
  it('the first picture at 2–1: driven out on rows 4–6, or row 3 with a failed test (5 in 9); every cell of 2–1 costs the attacker a point, so the rest is "holds, the attacker suffers"', () => {
    const s = battle(FIRST)
    const o = attackOdds(s, 'attacker', 'target')
    const out = preview(s, choose('attacker', 'target'))!.outcomes!
    expect(out.items.map((i) => [i.label, i.side])).toEqual([
      ['#target driven out', 'attacker'],
      ['Nothing changes', null],
      ['#target holds and #attacker suffers', 'defender'],
    ])
    expect(out.items[0]!.p).toBe(o.dislodge)
    expect(out.items[0]!.p).toBeCloseTo(3 / 6 + (1 / 6) * (5 / 9), 12)
    expect(out.items[2]!.p).toBe(o.attackerSuffers - o.both)
    // The three chances of attackOdds overlap: a defender driven out while the attacker loses its point is in both.
    expect(o.both).toBeCloseTo(o.dislodge, 12)
    expect(o.dislodge + o.attackerSuffers + o.nothing).toBeGreaterThan(1)
    expect(sum(out)).toBeCloseTo(1, 12)
  })

  it('3–1 downhill with the better morale (die +2): rows 6 and 7 cost the attacker nothing, so the defender may hold and only lose strength (N27: never nothing at all)', () => {
    const s = battle({
      elevation: [[[3, 3], 1]],
      units: [
        { id: 'a', side: 'attacker', at: [3, 3], strength: 18, morale: 6 },
        { id: 'd', side: 'defender', at: [3, 2], strength: 6, morale: 4 },
      ],
    })
    const o = attackOdds(s, 'a', 'd')
    expect(o).toMatchObject({ column: '3–1', drm: 2, nothing: 0 })
    expect(o.dislodge).toBeCloseTo(5 / 9, 12)
    expect(o.attackerSuffers).toBeCloseTo(1 / 2, 12)
    expect(o.both).toBeCloseTo((1 / 2) * (5 / 9), 12)
    expect(o.defenderLossOnly).toBeCloseTo((1 / 2) * (4 / 9), 12)
    const out = preview(s, choose('a', 'd'))!.outcomes!
    expect(out.title).toBe('#a attacks #d: 18 against 6, 3–1, die +2')
    expect(out.items.map((i) => [i.label, i.side])).toEqual([
      ['#d driven out', 'attacker'],
      ['#d holds but loses strength', null],
      ['Nothing changes', null],
      ['#d holds and #a suffers', 'defender'],
    ])
    expect(out.items.map((i) => i.p)).toEqual([o.dislodge, o.defenderLossOnly, o.nothing, o.attackerSuffers - o.both])
    expect(sum(out)).toBeCloseTo(1, 12)
  })

  it('8–1: the defender is always eliminated and the attacker advances unharmed — an advance is no harm to the attacker', () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 16 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] })
    const o = attackOdds(s, 'a', 'd')
    expect(o).toMatchObject({ column: '8–1', attackerSuffers: 0, both: 0, nothing: 0, defenderLossOnly: 0 })
    expect(o.dislodge).toBeCloseTo(1, 12)
    expect(attack(battle({ units: [{ id: 'a', side: 'attacker', at: [3, 3], strength: 16 }, { id: 'd', side: 'defender', at: [3, 2], strength: 2 }] }, [0]), 'a', 'd').state.units[0]).toMatchObject({ at: '3-2', strength: 16 })
    expect(preview(s, choose('a', 'd'))!.outcomes!.items.filter((i) => i.p > 0)).toEqual([{ label: '#d driven out', p: o.dislodge, side: 'attacker' }])
  })

  it('every legal attack of every built-in scenario at its start: the shares add to 1 and match attackOdds', () => {
    for (const raw of engine.scenarios) {
      const s = engine.setup(findNapoleonic((raw as { id: string }).id), '1')
      const d = engine.pending(s)
      if (!d) continue
      const attackers = d.options.fields[0]!
      const defenders = d.options.fields[1]!
      if (attackers.type !== 'place' || defenders.type !== 'place') throw new Error('expected place fields')
      for (const [a, ds] of Object.entries(defenders.dependsOn!.allowed)) {
        for (const t of ds) {
          const out = preview(s, choose(a, t))!.outcomes!
          const o = attackOdds(s, a, t)
          expect(sum(out), `${a} → ${t}`).toBeCloseTo(1, 12)
          expect(out.items.find((i) => i.label.endsWith('driven out'))!.p).toBe(o.dislodge)
        }
      }
    }
  })
})
