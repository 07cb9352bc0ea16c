/**
 * The korea built-in scenarios, bundled as JSON so that the browser, the CLI
 * and the tests read the same files, in the order of issue 15's list.
 */
import osan from '../../../../assets/scenarios/korea-osan.json' with { type: 'json' }
import chipyong from '../../../../assets/scenarios/korea-chipyong.json' with { type: 'json' }
import inchon from '../../../../assets/scenarios/korea-inchon.json' with { type: 'json' }
import kunuri from '../../../../assets/scenarios/korea-kunuri.json' with { type: 'json' }
import yongdok from '../../../../assets/scenarios/korea-yongdok.json' with { type: 'json' }
import { parseKoreaScenario, type KoreaScenario } from './scenario.ts'

export const SCENARIOS: readonly unknown[] = [osan, chipyong, inchon, kunuri, yongdok]

let cache: KoreaScenario[] | null = null

/** The built-in scenarios, validated once; a broken built-in is a bug and throws. */
export function koreaScenarios(): KoreaScenario[] {
  cache ??= SCENARIOS.map((raw) => {
    const p = parseKoreaScenario(raw)
    if (!p.ok) throw new Error(`built-in scenario ${(raw as { id?: string }).id}: ${p.errors.join('; ')}`)
    return p.value
  })
  return cache
}

export function findKorea(id: string): KoreaScenario {
  const sc = koreaScenarios().find((s) => s.id === id)
  if (!sc) throw new Error(`no korea scenario "${id}"`)
  return sc
}
