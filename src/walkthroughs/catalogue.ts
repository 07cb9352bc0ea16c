/**
 * The built-in walkthroughs, bundled as JSON so that the browser, the CLI and
 * the tests read the same files. Each is validated when first used; a broken
 * built-in is a bug and throws with its file and field.
 */
import heavyLosses from '../../assets/walkthroughs/grand-heavy-losses.json' with { type: 'json' }
import everyRound from '../../assets/walkthroughs/grand-every-round.json' with { type: 'json' }
import lossAllocation from '../../assets/walkthroughs/grand-loss-allocation.json' with { type: 'json' }
import armorSuperiority from '../../assets/walkthroughs/grand-armor-superiority.json' with { type: 'json' }
import axisAirLand from '../../assets/walkthroughs/axis-air-land.json' with { type: 'json' }
import axisReims from '../../assets/walkthroughs/axis-reims.json' with { type: 'json' }
import axisMunchen from '../../assets/walkthroughs/axis-munchen.json' with { type: 'json' }
import axisFrankfurtCalais from '../../assets/walkthroughs/axis-frankfurt-calais.json' with { type: 'json' }
import { parseWalkthrough, type Walkthrough } from './schema.ts'

export const WALKTHROUGH_DIR = 'assets/walkthroughs'

/** Per ruleset, in the order of its rulebook's sections. */
const BUILT_IN: readonly { file: string; raw: unknown }[] = [
  { file: 'grand-every-round.json', raw: everyRound },
  { file: 'grand-heavy-losses.json', raw: heavyLosses },
  { file: 'grand-armor-superiority.json', raw: armorSuperiority },
  { file: 'grand-loss-allocation.json', raw: lossAllocation },
  { file: 'axis-air-land.json', raw: axisAirLand },
  { file: 'axis-reims.json', raw: axisReims },
  { file: 'axis-munchen.json', raw: axisMunchen },
  { file: 'axis-frankfurt-calais.json', raw: axisFrankfurtCalais },
]

let cache: Walkthrough[] | null = null

export function builtInWalkthroughs(): Walkthrough[] {
  if (!cache) {
    cache = BUILT_IN.map(({ file, raw }) => {
      const p = parseWalkthrough(raw)
      if (!p.ok) throw new Error(`${WALKTHROUGH_DIR}/${file}: ${p.errors.join('; ')}`)
      return p.value
    })
  }
  return cache
}

export function findWalkthrough(id: string): Walkthrough | undefined {
  return builtInWalkthroughs().find((w) => w.id === id)
}
