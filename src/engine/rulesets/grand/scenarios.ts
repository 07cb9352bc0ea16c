/**
 * The grand battle's built-in scenarios, bundled as JSON so that the browser,
 * the CLI and the tests read the same files; the introductory skirmish first,
 * then in date order.
 */
import skirmish from '../../../../assets/scenarios/skirmish.json' with { type: 'json' }
import sidiBarrani from '../../../../assets/scenarios/sidi-barrani.json' with { type: 'json' }
import wadiDerna from '../../../../assets/scenarios/wadi-derna.json' with { type: 'json' }
import bedaFomm from '../../../../assets/scenarios/beda-fomm.json' with { type: 'json' }
import tobrukEaster from '../../../../assets/scenarios/tobruk-easter.json' with { type: 'json' }
import creteStrait from '../../../../assets/scenarios/crete-strait.json' with { type: 'json' }
import halfayaPass from '../../../../assets/scenarios/halfaya-pass.json' with { type: 'json' }
import sidiRezegh from '../../../../assets/scenarios/sidi-rezegh.json' with { type: 'json' }
import everyRound from '../../../../assets/walkthroughs/grand-every-round.json' with { type: 'json' }
import heavyLosses from '../../../../assets/walkthroughs/grand-heavy-losses.json' with { type: 'json' }
import armorSuperiority from '../../../../assets/walkthroughs/grand-armor-superiority.json' with { type: 'json' }
import lossAllocation from '../../../../assets/walkthroughs/grand-loss-allocation.json' with { type: 'json' }
import turnTrap from '../../../../assets/scenarios/grand-turn-trap.json' with { type: 'json' }
import turnBreakthrough from '../../../../assets/scenarios/grand-turn-breakthrough.json' with { type: 'json' }
import turnAir from '../../../../assets/scenarios/grand-turn-air.json' with { type: 'json' }
import { parseGrandScenario, type GrandScenario } from './scenario.ts'

/** The battles (what grandScenarios() reads). */
export const SCENARIOS: readonly unknown[] = [skirmish, sidiBarrani, wadiDerna, bedaFomm, tobrukEaster, creteStrait, halfayaPass, sidiRezegh]

/** Combat turns on a region map (turn/scenario.ts), after the battles on the start screen. */
export const TURN_SCENARIOS: readonly unknown[] = [turnTrap, turnBreakthrough, turnAir]

/** In the order of the rulebook's sections. */
export const WALKTHROUGHS: readonly { file: string; raw: unknown }[] = [
  { file: 'grand-every-round.json', raw: everyRound },
  { file: 'grand-heavy-losses.json', raw: heavyLosses },
  { file: 'grand-armor-superiority.json', raw: armorSuperiority },
  { file: 'grand-loss-allocation.json', raw: lossAllocation },
]

let cache: GrandScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function grandScenarios(): GrandScenario[] {
  cache ??= SCENARIOS.map((raw) => {
    const p = parseGrandScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return cache
}

export function findGrand(id: string): GrandScenario | undefined {
  return grandScenarios().find((s) => s.id === id)
}
