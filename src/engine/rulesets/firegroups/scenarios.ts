/**
 * The fire-group battles' built-in scenarios, bundled as JSON so that the
 * browser, the CLI and the tests read the same files.
 */
import mixed from '../../../../assets/scenarios/firegroups-mixed.json' with { type: 'json' }
import paradrop from '../../../../assets/scenarios/firegroups-paradrop.json' with { type: 'json' }
import bombardment from '../../../../assets/scenarios/firegroups-bombardment.json' with { type: 'json' }
import flak from '../../../../assets/scenarios/firegroups-flak.json' with { type: 'json' }
import trigger from '../../../../assets/scenarios/firegroups-trigger.json' with { type: 'json' }
import bombing from '../../../../assets/scenarios/firegroups-bombing.json' with { type: 'json' }
import { parseFiregroupsScenario, type FgScenario } from './scenario.ts'

export const SCENARIOS: readonly unknown[] = [mixed, paradrop, bombardment, flak, trigger, bombing]

let cache: FgScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function firegroupsScenarios(): FgScenario[] {
  cache ??= SCENARIOS.map((raw) => {
    const p = parseFiregroupsScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return cache
}

export function findFiregroups(id: string): FgScenario {
  const sc = firegroupsScenarios().find((s) => s.id === id)
  if (!sc) throw new Error(`no fire-group scenario "${id}"`)
  return sc
}
