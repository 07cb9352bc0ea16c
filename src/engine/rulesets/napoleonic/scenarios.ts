/**
 * The napoleonic battles' built-in scenarios and walkthroughs, bundled as
 * JSON so that the browser, the CLI and the tests read the same files: the
 * seed's example of victorious units first, then the small battles; the
 * walkthroughs in the order of the seed's pictures.
 */
import victorious from '../../../../assets/scenarios/napoleonic-victorious.json' with { type: 'json' }
import ridge from '../../../../assets/scenarios/napoleonic-ridge.json' with { type: 'json' }
import stream from '../../../../assets/scenarios/napoleonic-stream.json' with { type: 'json' }
import river from '../../../../assets/scenarios/napoleonic-river.json' with { type: 'json' }
import rearguard from '../../../../assets/scenarios/napoleonic-rearguard.json' with { type: 'json' }
import orchards from '../../../../assets/scenarios/napoleonic-orchards.json' with { type: 'json' }
import offensiveSupport from '../../../../assets/walkthroughs/napoleonic-offensive-support.json' with { type: 'json' }
import supportBothSides from '../../../../assets/walkthroughs/napoleonic-support-both-sides.json' with { type: 'json' }
import victoriousUnits from '../../../../assets/walkthroughs/napoleonic-victorious-units.json' with { type: 'json' }
import { parseNapoleonicScenario, type NapScenario } from './scenario.ts'

export const SCENARIOS: readonly unknown[] = [victorious, ridge, stream, river, rearguard, orchards]

export const WALKTHROUGHS: readonly { file: string; raw: unknown }[] = [
  { file: 'napoleonic-offensive-support.json', raw: offensiveSupport },
  { file: 'napoleonic-support-both-sides.json', raw: supportBothSides },
  { file: 'napoleonic-victorious-units.json', raw: victoriousUnits },
]

let cache: NapScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function napoleonicScenarios(): NapScenario[] {
  cache ??= SCENARIOS.map((raw) => {
    const p = parseNapoleonicScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return cache
}

export function findNapoleonic(id: string): NapScenario {
  const sc = napoleonicScenarios().find((s) => s.id === id)
  if (!sc) throw new Error(`no napoleonic scenario "${id}"`)
  return sc
}
