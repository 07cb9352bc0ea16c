import { hasPlayerRules } from '../../engine/rulesets/registry.ts'
import { openRules, useRules } from './rulesStore.ts'
import './rulesLink.css'

interface Props {
  ruleset: string
  /** Where to open: a heading's slug or a phrase of the rule documents. */
  topic?: string
  /** What the rules are about ("Battle Morale"); without it the button is the toolbar's "Rules ?". */
  label?: string
}

/**
 * A button that opens the rules reference, at a topic when given ("Battle
 * Morale: rules ?"). Drawn only where a RulesHost can show the reference and
 * the rule system has rule documents, so that it never does nothing.
 */
export function RulesLink({ ruleset, topic, label }: Props) {
  const hosted = useRules((s) => s.hosts > 0)
  if (!hosted || !hasPlayerRules(ruleset)) return null
  if (!label) {
    return (
      <button type="button" onClick={() => openRules(ruleset)} title="The rules of this battle: each rule, its code and test, and the decisions taken (?)" data-testid="rules-open">
        Rules ?
      </button>
    )
  }
  return (
    <button type="button" className="rules-link" onClick={() => openRules(ruleset, topic)} data-testid="rules-link">
      {label}: rules ?
    </button>
  )
}
