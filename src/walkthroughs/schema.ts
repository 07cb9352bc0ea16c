import { z } from 'zod'
import { parseJsonText, parseWith } from '../engine/core/schema.ts'
import type { Parsed } from '../engine/core/types.ts'
import { engineOf, isRulesetId, rulesetIds } from '../engine/rulesets/registry.ts'

/**
 * A rulebook example as data (docs/walkthroughs.md): a scenario of one
 * ruleset, then steps, each with the rule it illustrates, what is done, the
 * dice it rolls, what to highlight, what to say and what must then hold.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected lower-case letters, digits and dashes')
const seedFile = z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'expected a seed file name like 000_65abfdd3be31f0b0.txt')

const quoteSchema = z.strictObject({
  seed: seedFile,
  section: z.string().min(1),
  text: z.string().min(1),
})

const decideSchema = z.strictObject({
  decide: z.strictObject({ side: z.enum(['attacker', 'defender']), choice: z.unknown() }),
})
const oneAction = z.union([z.literal('advance'), decideSchema])

/** "none" shows the position as it stands; a list is done in order as one step. */
const actionSchema = z.union([z.literal('none'), oneAction, z.array(oneAction).min(1)])

const stepSchema = z.strictObject({
  title: z.string().min(1),
  quote: quoteSchema,
  action: actionSchema,
  /** The faces this step rolls, in order, 0-based as Dice.roll returns them. */
  dice: z.array(z.number().int().min(0)).default([]),
  /** Counter ids, or window elements (HIGHLIGHT_ELEMENTS). */
  highlight: z.array(z.string().min(1)).default([]),
  narration: z.string().min(1),
  /** Paths into the ruleset's BattleView (or "log contains") and the value each must have after the step. */
  expect: z.record(z.string().min(1), z.unknown()),
})

const walkthroughSchema = z.strictObject({
  id,
  ruleset: z.string().min(1),
  title: z.string().min(1),
  summary: z.string().default(''),
  seed: seedFile,
  scenario: z.unknown(),
  steps: z.array(stepSchema).min(1),
})

export type Walkthrough = z.infer<typeof walkthroughSchema>
export type WalkthroughStep = z.infer<typeof stepSchema>
export type StepAction = z.infer<typeof oneAction>

/** Window elements a step may highlight besides counters. */
export const HIGHLIGHT_ELEMENTS: readonly string[] = [
  'gauge.attacker',
  'gauge.defender',
  'losses.attacker',
  'losses.defender',
  'routs.attacker',
  'routs.defender',
  'cards.attacker',
  'cards.defender',
  'round',
  'log',
]

/** The actions of a step, in order ("none" has none). */
export function stepActions(step: WalkthroughStep): StepAction[] {
  if (step.action === 'none') return []
  return Array.isArray(step.action) ? step.action : [step.action]
}

/**
 * Structure first, then what needs the ruleset: a known ruleset, a scenario it
 * accepts (its errors prefixed with "scenario."), highlights that name a
 * counter of the scenario or a window element.
 */
export function parseWalkthrough(input: unknown): Parsed<Walkthrough> {
  const parsed = parseWith(walkthroughSchema, input)
  if (!parsed.ok) return parsed
  const w = parsed.value
  if (!isRulesetId(w.ruleset)) return { ok: false, errors: [`ruleset: unknown ruleset "${w.ruleset}"; known: ${rulesetIds().join(', ')}`] }
  const rs = engineOf(w.ruleset)
  const sc = rs.parseScenario(w.scenario)
  if (!sc.ok) return { ok: false, errors: sc.errors.map((e) => (e.startsWith('(top level)') ? `scenario${e.slice('(top level)'.length)}` : `scenario.${e}`)) }
  const view = rs.view(rs.setup(sc.value, w.id))
  const names = new Set<string>([...HIGHLIGHT_ELEMENTS, ...view.counters.map((c) => c.id)])
  const errors: string[] = []
  w.steps.forEach((step, i) => {
    step.highlight.forEach((h, j) => {
      if (!names.has(h)) errors.push(`steps[${i}].highlight[${j}]: "${h}" is neither a counter of the scenario nor one of ${HIGHLIGHT_ELEMENTS.join(', ')}`)
    })
    if (step.action === 'none' && step.dice.length) errors.push(`steps[${i}].dice: a step without an action rolls no dice`)
  })
  return errors.length ? { ok: false, errors } : { ok: true, value: { ...w, scenario: sc.value } }
}

/** Parses a walkthrough file's text; a JSON syntax error is reported like a field error. */
export function parseWalkthroughText(text: string): Parsed<Walkthrough> {
  return parseJsonText(text, parseWalkthrough)
}
