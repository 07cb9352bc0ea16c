import { describe, expect, it } from 'vitest'
import { specProblems, starterSpec, type BattleSpec } from '../engine/core/builder.ts'
import { engineOf, manifestOf, rulesetIds, type RulesetId } from '../engine/rulesets/registry.ts'
import { buildScenario } from './built.ts'
import { parseScenarioText } from './load.ts'

/**
 * Issue 29: every rule system's battle builder, through the registry (this
 * shared test names none): what it builds is a valid scenario of its rule
 * system that plays to a result; its limits and the rules' prohibitions come
 * back tied to their field; a built battle saved as a file and imported
 * again is the same battle.
 */
const builders = rulesetIds().filter((id) => !manifestOf(id).hidden && engineOf(id).builder)

describe('the battle builder of every rule system', () => {
  it('every rule system on the start screen has a builder', () => {
    expect(builders).toEqual(rulesetIds().filter((id) => !manifestOf(id).hidden))
  })

  for (const id of builders) {
    const engine = engineOf(id)
    const kit = engine.builder!
    const starter = starterSpec(id, kit)

    it(`${id}: the starter battle builds, parses as its rule system's scenario and plays to a result`, () => {
      const b = buildScenario(starter)
      expect(b.ok ? [] : b.problems).toEqual([])
      if (!b.ok) return
      expect(b.scenario.ruleset).toBe(id)
      const end = engine.simulate(engine.setup(b.scenario, 'built'))
      expect(end.phase).toBe('over')
    })

    it(`${id}: every answer of every condition builds, or is refused with a reason tied to a field`, () => {
      for (const c of kit.conditions) {
        for (const choice of c.choices) {
          const b = buildScenario({ ...starter, conditions: { ...starter.conditions, [c.id]: choice.value } })
          if (b.ok) expect(engine.simulate(engine.setup(b.scenario, 'cond')).phase, `${c.id}=${choice.value}`).toBe('over')
          else for (const p of b.problems) expect(p.field, p.message).toMatch(/^(attacker|defender)(\.|$)|^condition\.|^battle$/)
        }
      }
    })

    it(`${id}: 20 units a side build and start`, () => {
      const first = (side: 'attacker' | 'defender') => kit.catalogue.find((e) => !e.sides || e.sides.includes(side))!.id
      const big: BattleSpec = { ...starter, units: { attacker: { [first('attacker')]: 20 }, defender: { [first('defender')]: 20 } } }
      const b = buildScenario(big)
      expect(b.ok ? [] : b.problems).toEqual([])
      if (b.ok) expect(engine.measure(engine.setup(b.scenario, 'big')).now.attacker).toBeGreaterThan(0)
    })

    it(`${id}: a side with no units, a count past the limit and an unknown unit are refused, each naming its field`, () => {
      const entry = kit.catalogue[0]!.id
      expect(specProblems({ ...starter, units: { ...starter.units, defender: {} } }, kit)).toContainEqual({ field: 'defender', message: expect.stringMatching(/no units/) })
      const over = specProblems({ ...starter, units: { ...starter.units, attacker: { [entry]: kit.maxCount + 1 } } }, kit)
      expect(over).toContainEqual({ field: `attacker.${entry}`, message: expect.stringMatching(new RegExp(`0 to ${kit.maxCount}`)) })
      expect(specProblems({ ...starter, units: { ...starter.units, attacker: { nonsense: 1 } } }, kit)).toContainEqual({ field: 'attacker.nonsense', message: expect.stringMatching(/not in this rule system's catalogue/) })
      const c = kit.conditions[0]
      if (c) expect(specProblems({ ...starter, conditions: { [c.id]: 'no-such-answer' } }, kit)).toContainEqual({ field: `condition.${c.id}`, message: expect.stringMatching(/is not one of/) })
      expect(buildScenario({ ...starter, units: { attacker: {}, defender: {} } }).ok).toBe(false)
    })

    it(`${id}: saved as a file and imported again, the same battle: the same first state and, for the same seed, the same end`, () => {
      const b = buildScenario(starter)
      if (!b.ok) throw new Error(b.problems[0]!.message)
      const imported = parseScenarioText(JSON.stringify(b.file, null, 1))
      expect(imported.ok).toBe(true)
      if (!imported.ok) return
      expect(imported.value).toEqual(b.scenario)
      const seed = 'same-seed'
      expect(engine.setup(imported.value, seed)).toEqual(engine.setup(b.scenario, seed))
      expect(engine.simulate(engine.setup(imported.value, seed))).toEqual(engine.simulate(engine.setup(b.scenario, seed)))
    })

    it(`${id}: Edit a copy reads a built battle back to its counts`, () => {
      const b = buildScenario(starter)
      if (!b.ok || !kit.specOf) throw new Error('no copy')
      const copy = kit.specOf(b.file)!
      expect(copy.ruleset).toBe(id)
      for (const side of ['attacker', 'defender'] as const) {
        const want = Object.fromEntries(Object.entries(starter.units[side]).filter(([, n]) => n > 0))
        expect(copy.units[side], side).toEqual(want)
      }
    })

    it(`${id}: Edit a copy of a built-in battle counts every unit it has, each as an entry of the catalogue`, () => {
      let copied = 0
      for (const raw of engine.scenarios) {
        const copy = kit.specOf?.(raw) ?? null
        if (!copy) continue
        copied++
        const sc = raw as { id: string; attacker: { units: unknown[] }; defender: { units: unknown[] } }
        for (const side of ['attacker', 'defender'] as const) {
          expect(Object.values(copy.units[side]).reduce((a, n) => a + n, 0), `${sc.id} ${side}`).toBe(sc[side].units.length)
        }
        const problems = specProblems({ ...starterSpec(id as RulesetId, kit), ...copy }, kit)
        expect(problems.filter((p) => /catalogue/.test(p.message)), sc.id).toEqual([])
      }
      expect(copied).toBeGreaterThan(0)
    })
  }
})
