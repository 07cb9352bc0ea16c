import { defaultAnswer } from '../../core/form.ts'
import type { Choice } from '../../core/ruleset.ts'
import type { FgDecision } from './decisions.ts'

/**
 * The default answers: each unit enters in the phase its scenario plans for
 * this turn (else it stays), nobody leaves, every centre gets a
 * Production Improvement Order, and leaders move up the units with the best
 * chance to hit. They are the forms' defaults, so the panel opens on them.
 */
export function defaultChoice(d: FgDecision): Choice {
  return { kind: d.kind, answer: defaultAnswer(d.options), reason: d.kind === 'orders' ? 'default: the planned entries' : 'default: the best chance to hit first' }
}
