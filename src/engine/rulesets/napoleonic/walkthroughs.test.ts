import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadRulesets } from '../registry.ts'
import { parseWalkthrough, type Walkthrough } from '../../../walkthroughs/schema.ts'
import { positionAt, runWalkthrough } from '../../../walkthroughs/runner.ts'
import { attackFigures } from './combat.ts'
import { COLUMNS } from './crt.ts'
import { engine } from './engine.ts'
import { geometry } from './geometry.ts'
import { WALKTHROUGHS } from './scenarios.ts'
import { attack, SEED } from './testkit.ts'
import type { NapState } from './state.ts'

/**
 * What each napoleonic walkthrough is about (docs/walkthroughs.md,
 * docs/rules/napoleonic.md "Walkthroughs"): each replays with its dice and
 * its expectations hold; the alternatives the narrations mention, played from
 * the walkthroughs' positions; every quote is the seed's text.
 */
const seedPath = fileURLToPath(new URL(`../../../../../shared/seeds/${SEED}`, import.meta.url))
let all: Walkthrough[] = []

beforeAll(async () => {
  await loadRulesets(['napoleonic'])
  all = WALKTHROUGHS.map(({ file, raw }) => {
    const p = parseWalkthrough(raw)
    if (!p.ok) throw new Error(`${file}: ${p.errors.join('; ')}`)
    return p.value
  })
})

const find = (id: string) => all.find((w) => w.id === id)!
const stateAt = (id: string, step: number) => {
  const p = positionAt(find(id), step)
  if (p.error) throw new Error(p.error)
  return p.state as NapState
}
const odds = (s: NapState, a: string, d: string) => {
  const f = attackFigures(s, geometry(s.map), s.units.find((u) => u.id === a)!, s.units.find((u) => u.id === d)!)
  return `${f.attack} against ${f.defend}, ${COLUMNS[f.column]}`
}

describe(`${SEED}: the napoleonic walkthroughs`, () => {
  it('the seed\'s three pictured situations, in its order, each file named by its id', () => {
    expect(all.map((w) => w.id)).toEqual(['napoleonic-offensive-support', 'napoleonic-support-both-sides', 'napoleonic-victorious-units'])
    expect(WALKTHROUGHS.map((w) => w.file)).toEqual(all.map((w) => `${w.id}.json`))
  })

  it('each replays with its dice, every step checking something', () => {
    for (const w of all) {
      expect(runWalkthrough(w)).toEqual({ id: w.id, steps: w.steps.length, ok: true })
      for (const [i, s] of w.steps.entries()) expect(Object.keys(s.expect).length, `${w.id} step ${i + 1}`).toBeGreaterThan(0)
    }
  })

  it.skipIf(!existsSync(seedPath))('every quote is the seed\'s text, word for word (… marks a cut)', () => {
    const seed = readFileSync(seedPath, 'utf8').replace(/\s+/g, ' ')
    for (const w of all) {
      expect(w.seed).toBe(SEED)
      for (const [i, s] of w.steps.entries()) {
        expect(s.quote.seed).toBe(SEED)
        for (const part of s.quote.text.split('…').map((x) => x.trim()).filter(Boolean)) expect(seed.includes(part), `${w.id} step ${i + 1}: "${part}"`).toBe(true)
      }
    }
  })
})

describe(`${SEED} Support during combat, the first picture: walkthrough napoleonic-offensive-support`, () => {
  it('"This unit is adjacent to an enemy artillery unit but they are separated by a double slope": the centre unit supports either attack', () => {
    const s = stateAt('napoleonic-offensive-support', 1)
    expect(odds(s, 'g-attacker', 'r-infantry')).toBe('4 against 2, 2–1')
    expect(odds(s, 'g-centre', 'r-infantry')).toBe('4 against 2, 2–1')
  })

  it('had the artillery stood one level up only, it would engage the centre unit: 2 against 2', () => {
    const s = stateAt('napoleonic-offensive-support', 1)
    const map = { ...s.map, places: s.map.places.map((p) => (p.id === '0302' ? { ...p, elevation: 1 } : p)) }
    expect(odds({ ...s, map }, 'g-attacker', 'r-infantry')).toBe('2 against 2, 1–1')
  })
})

describe(`${SEED} Support during combat, the second picture: walkthrough napoleonic-support-both-sides`, () => {
  it('"one single attack with an odds ratio of 1 vs 1": 4 against 4, the supports untouched whatever the result', () => {
    const s = { ...stateAt('napoleonic-support-both-sides', 1), dice: { kind: 'script' as const, faces: [0, 8], next: 0, rolled: 0 } }
    const { state, events } = attack(s, 'g1', 'r1')
    expect(events.find((e) => e.t === 'ratio')).toEqual({ t: 'ratio', attack: 4, defend: 4, column: '1–1' })
    expect(['g2', 'r2'].map((id) => state.units.find((u) => u.id === id)!.strength)).toEqual([2, 2])
  })

  it('"two successive attacks": without the first win, the second would be 2 against 2', () => {
    expect(odds(stateAt('napoleonic-support-both-sides', 1), 'g2', 'r1')).toBe('2 against 2, 1–1')
    expect(odds(stateAt('napoleonic-support-both-sides', 2), 'g2', 'r1')).toBe('3 against 2, 1.5–1')
  })
})

describe(`${SEED} Victorious units: walkthrough napoleonic-victorious-units`, () => {
  it('"If unit #2 had not been eliminated in the first attack the current attack would have had a lower odds ratio (3 vs 6 = 1-2)"', () => {
    expect(odds(stateAt('napoleonic-victorious-units', 1), 'u3', 'u4')).toBe('3 against 6, 1–2')
    expect(odds(stateAt('napoleonic-victorious-units', 2), 'u3', 'u4')).toBe('8 against 6, 1–1')
  })

  it('"Victorious unit #1 will also bring an offensive support if unit #5 attacks unit #6"', () => {
    expect(odds(stateAt('napoleonic-victorious-units', 1), 'u5', 'u6')).toBe('4 against 4, 1–1')
    expect(odds(stateAt('napoleonic-victorious-units', 4), 'u5', 'u6')).toBe('9 against 4, 2–1')
  })

  it('"What would have happened … if unit #7, supported by units #8 and 9, had made yellow unit #10 retreat and had taken its place?": #7 too would support #5 against #6', () => {
    const s = { ...stateAt('napoleonic-victorious-units', 4), dice: { kind: 'script' as const, faces: [4, 8], next: 0, rolled: 0 } }
    expect(odds(s, 'u7', 'u10')).toBe('7 against 4, 1.5–1')
    const after = attack(s, 'u7', 'u10').state
    expect(after.units.find((u) => u.id === 'u7')).toMatchObject({ at: '0503', victorious: true })
    expect(odds(after, 'u5', 'u6')).toBe('11 against 4, 2–1')
    expect(engine.view(after).counters.find((c) => c.id === 'u10')!.at).toBe('0502')
  })
})
