import { describe, expect, it } from 'vitest'
import { builtInWalkthroughs, findWalkthrough } from '../../../walkthroughs/catalogue.ts'
import { positionAt } from '../../../walkthroughs/runner.ts'
import { axis, type AxisChoice, type AxisEvent, type AxisState } from './testkit.ts'

/**
 * What each axis walkthrough is about (docs/walkthroughs.md, docs/rules/axis.md
 * "Walkthroughs"): the replay itself is checked step by step in
 * src/walkthroughs/catalogue.test.ts; here, that the steps show what the seed says, and the
 * alternatives the narrations mention, played from the walkthrough's position.
 */

const SEED = '003_e76c4a8044852cfa.txt'

function walkthrough(id: string) {
  const w = findWalkthrough(id)
  if (!w) throw new Error(`no walkthrough ${id}`)
  return w
}

/** The axis state after `step` steps of a walkthrough. */
function stateAt(id: string, step: number): AxisState {
  const p = positionAt(walkthrough(id), step)
  if (p.error) throw new Error(p.error)
  return p.state as AxisState
}

function events(id: string, step: number): AxisEvent[] {
  return positionAt(walkthrough(id)).records[step - 1]!.events as AxisEvent[]
}

function shots(evs: AxisEvent[]) {
  return evs.filter((e): e is Extract<AxisEvent, { t: 'shot' }> => e.t === 'shot')
}

function decide(s: AxisState, side: 'attacker' | 'defender', kind: AxisChoice['kind'], answer: Record<string, unknown>) {
  return axis.decide(s, side, { kind, answer } as AxisChoice)
}

const unit = (s: AxisState, id: string) => s.units.find((u) => u.id === id)!

describe(`${SEED}: the axis walkthroughs`, () => {
  it('has every axis example the issue lists, in the order of the seed\'s sections, each quoting only this seed', () => {
    const axisOnes = builtInWalkthroughs().filter((w) => w.ruleset === 'axis')
    expect(axisOnes.map((w) => w.id)).toEqual(['axis-air-land', 'axis-reims', 'axis-munchen', 'axis-frankfurt-calais'])
    for (const w of axisOnes) expect([w.seed, ...w.steps.map((s) => s.quote.seed)]).toEqual([SEED, ...w.steps.map(() => SEED)])
  })
})

describe(`${SEED} §5.2 Examples: walkthrough axis-air-land`, () => {
  it('plays both rounds of the example: round 1 in steps 3–6, round 2 in steps 7–9', () => {
    const w = walkthrough('axis-air-land')
    const rounds = positionAt(w).records.map((r) => (r.events as AxisEvent[]).filter((e) => e.t === 'round').map((e) => (e as { round: number }).round))
    expect(rounds).toEqual([[], [], [1], [], [], [], [2], [], [], []])
  })

  it('round 1, X9: only the three British infantry that did not answer the TacAir fire in land combat, and all three hit', () => {
    const evs = events('axis-air-land', 6)
    const land = shots(evs.slice(evs.findIndex((e) => e.t === 'step' && e.step === 'land')))
    expect(land.map((e) => [e.unit, e.hit])).toEqual([
      ['ger-inf-1', true],
      ['ger-inf-2', false],
      ['brit-inf-3', true],
      ['brit-inf-4', true],
      ['brit-inf-5', true],
    ])
    expect(evs).toContainEqual({ t: 'wasted', side: 'attacker', hits: 1, reason: 'no unit left to take them' })
    // The narration says the engine differs from the example here: it must say why.
    expect(walkthrough('axis-air-land').steps[5]!.narration).toMatch(/X9.*"The five British infantry units score three hits".*"which did not perform action already"/s)
  })

  it('round 2, special rule 1: the TacAir fighter is exposed and takes the land combat hit; the AirCap fighter cannot be hit', () => {
    expect(events('axis-air-land', 7)).toContainEqual({ t: 'exposed', side: 'attacker', units: ['ger-ftr-2'] })
    const s = stateAt('axis-air-land', 9)
    expect(unit(s, 'ger-ftr-2').place).toBe('losses')
    expect(unit(s, 'ger-ftr-1').place).toBe('field')
    expect(shots(events('axis-air-land', 9)).map((e) => e.unit)).toEqual(['brit-inf-2', 'brit-inf-3', 'brit-inf-4', 'brit-inf-5'])
  })
})

describe(`${SEED} §5.7.3 Double Defense, Reims: walkthrough axis-reims`, () => {
  it("the book's second option as written (1 British removed, 1 French flipped) places 2 of 3 hits and is refused", () => {
    const s = stateAt('axis-reims', 2)
    expect(() => decide(s, 'defender', 'casualties', { line: { 'brit-inf-1': 1, 'fr-inf-1': 1 } })).toThrow(/2 hits allocated, 3 needed/)
  })

  it('the alternatives the narration names: British removed and two French flipped, or British removed and one French removed', () => {
    const s = stateAt('axis-reims', 2)
    const a = decide(s, 'defender', 'casualties', { line: { 'brit-inf-1': 1, 'fr-inf-1': 1, 'fr-inf-2': 1 } }).state
    expect(['brit-inf-1', 'fr-inf-1', 'fr-inf-2'].map((id) => [unit(a, id).place, unit(a, id).halfHits])).toEqual([
      ['losses', 0],
      ['field', 1],
      ['field', 1],
    ])
    const b = decide(s, 'defender', 'casualties', { line: { 'brit-inf-1': 1, 'fr-inf-1': 2 } }).state
    expect(['brit-inf-1', 'fr-inf-1', 'fr-inf-2'].map((id) => unit(b, id).place)).toEqual(['losses', 'losses', 'field'])
  })
})

describe(`${SEED} §5.7.3 Double Defense, Munchen: walkthrough axis-munchen`, () => {
  it('round 2: leaving the flipped unit out is refused; the second hit may go to a unit that defends normally', () => {
    const s = stateAt('axis-munchen', 4)
    expect(() => decide(s, 'defender', 'casualties', { line: { 'ger-inf-3': 1, 'ger-arm-1': 1 } })).toThrow(/already flipped must take its second hit/)
    const t = decide(s, 'defender', 'casualties', { line: { 'ger-inf-2': 1, 'ger-arm-1': 1 } }).state
    expect([unit(t, 'ger-inf-2').place, unit(t, 'ger-arm-1').place, unit(t, 'ger-inf-3').halfHits]).toEqual(['losses', 'losses', 0])
  })

  it('X22: had the American player retreated instead, the flipped unit is set upright (§5.7.3, §5.7.4), not removed as the Munchen sentence says', () => {
    const s = stateAt('axis-munchen', 5)
    const r = decide(s, 'attacker', 'retreat', { retreat: 'all:nancy' })
    expect(unit(r.state, 'ger-inf-3')).toMatchObject({ place: 'field', halfHits: 0 })
    expect(r.state.result?.winner).toBe('defender')
  })
})

describe(`${SEED} §5.7.4 Frankfurt and Calais: walkthrough axis-frankfurt-calais`, () => {
  it("each French hit goes to the group that hit its firer: French Infantry 1 (normal hit) to Calais, 3 and 4 (half hits) to Frankfurt", () => {
    const s = stateAt('axis-frankfurt-calais', 2)
    const totals = Object.fromEntries(axis.pending(s)!.options.fields.map((f) => [f.id, f.type === 'allocate' ? f.total : null]))
    expect(totals).toEqual({ line: 2, normal: 1 })
  })

  it('had the French player retreated instead, the flipped unit is removed from play', () => {
    let s = stateAt('axis-frankfurt-calais', 3)
    s = decide(s, 'attacker', 'retreat', { retreat: 'none' }).state
    const r = decide(s, 'defender', 'retreat', { retreat: 'all:paris' })
    expect(r.events).toContainEqual({ t: 'casualty', side: 'defender', unit: 'fr-inf-4', reason: 'half hit: lost in the retreat' })
    expect(unit(r.state, 'fr-inf-5')).toMatchObject({ place: 'away', movedTo: 'paris' })
  })
})
