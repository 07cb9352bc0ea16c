import { z } from 'zod'
import { parseJsonText, parseWith } from '../engine/core/schema.ts'
import type { Parsed } from '../engine/core/types.ts'
import { engineOf, isRulesetId, rulesetIds } from '../engine/rulesets/registry.ts'
import { LOG_CONTAINS, parsePath } from './expect.ts'
import { shown } from './link.ts'

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

/** The answer to a decision's form, as the engine's Choice (core/ruleset.ts): a kind, the answer by field id, a reason for the log. */
const choiceSchema = z.strictObject({
  kind: z.string().min(1),
  answer: z.record(z.string(), z.unknown()),
  reason: z.string().optional(),
})
const decideSchema = z.strictObject({
  decide: z.strictObject({ side: z.enum(['attacker', 'defender']), choice: choiceSchema }),
})
type Decide = z.infer<typeof decideSchema>
type OneAction = 'advance' | Decide

const ACTIONS = '"none", "advance", { "decide": { side, choice } } or a list of "advance" and decisions'
const LISTED = '"advance" or { "decide": { side, choice } }'

/** Like parseWith's messages (core/schema.ts): a missing field is "required (type)". */
const issueText = (i: z.core.$ZodIssue) => (i.code === 'invalid_type' && /received undefined$/.test(i.message) ? `required (${i.expected})` : i.message)

/**
 * What is wrong with one action, each with its path below the action. A
 * union of zod schemas would only say "Invalid input" of the whole action;
 * dispatching on the shape names the very field (decide.choice.kind).
 */
function oneActionIssues(v: unknown, at: (string | number)[], expected: string): { path: (string | number)[]; message: string }[] {
  if (v === 'advance') return []
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    const r = decideSchema.safeParse(v)
    return r.success ? [] : r.error.issues.map((i) => ({ path: [...at, ...i.path.map((k) => (typeof k === 'number' ? k : String(k)))], message: issueText(i) }))
  }
  const got = typeof v === 'string' ? `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"` : v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v
  return [{ path: at, message: `expected ${expected}, not ${got}` }]
}

/** "none" shows the position as it stands; a list is done in order as one step. */
const actionSchema = z
  .unknown()
  .superRefine((v, ctx) => {
    const issues =
      v === undefined
        ? [{ path: [], message: `required (${ACTIONS})` }]
        : v === 'none'
          ? []
          : Array.isArray(v)
            ? v.length
              ? v.flatMap((x, i) => oneActionIssues(x, [i], LISTED))
              : [{ path: [], message: 'a list of actions needs at least one' }]
            : oneActionIssues(v, [], ACTIONS)
    for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message })
  })
  .transform((v) => v as 'none' | OneAction | OneAction[])

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
export type StepAction = OneAction

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

/** Why an expectation's key is not a path into the view (expect.ts), or null. */
function pathError(key: string): string | null {
  const p = parsePath(key)
  return typeof p === 'string' ? p : null
}

/**
 * Structure first, then what needs the ruleset: a known ruleset, a scenario it
 * accepts (its errors prefixed with "scenario."), highlights that name a
 * counter of the scenario or a window element; expectations whose key is a
 * path and whose "log contains" is text (else no replay could meet them).
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
    for (const [key, want] of Object.entries(step.expect)) {
      const why = key === LOG_CONTAINS ? (typeof want === 'string' || (Array.isArray(want) && want.every((x) => typeof x === 'string')) ? null : 'expected a text or a list of texts') : pathError(key)
      if (why) errors.push(`steps[${i}].expect[${JSON.stringify(shown(key))}]: ${why}`)
    }
  })
  return errors.length ? { ok: false, errors } : { ok: true, value: { ...w, scenario: sc.value } }
}

/** Parses a walkthrough file's text; a JSON syntax error is reported like a field error. */
export function parseWalkthroughText(text: string): Parsed<Walkthrough> {
  return parseJsonText(text, parseWalkthrough)
}
