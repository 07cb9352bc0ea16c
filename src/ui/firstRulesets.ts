import { isRulesetId, ownerOfScenario, rulesetIds } from '../engine/rulesets/registry.ts'
import { savedRulesetId, type StorageLike } from '../store/library.ts'
import { parseRoute } from './route.ts'

/**
 * The rule systems the first screen needs, so that a deep link or a saved
 * battle paints without loading every engine: the linked scenario's owner and
 * the saved battle's (the store reads the save as it loads), a share link's
 * (`linked`: the caller decodes the link). The start screen,
 * the rulebook examples and a link to no known scenario need them all.
 */
export function firstRulesets(hash: string, storage: StorageLike | null, linked: string | null = null): string[] {
  const { route } = parseRoute(hash)
  const saved = storage ? savedRulesetId(storage) : null
  const need = new Set<string>()
  if (saved !== null) {
    if (!isRulesetId(saved)) return rulesetIds()
    need.add(saved)
  }
  if (route.page === 'play') {
    const owner = ownerOfScenario(route.scenario)
    if (!owner) return rulesetIds()
    need.add(owner)
  } else if (route.page === 'shared') {
    // The link's own rule system, found by decoding it first (main.tsx); a link that names none shows its error on the start screen.
    if (!linked || !isRulesetId(linked)) return rulesetIds()
    need.add(linked)
  } else if (route.page === 'build' || route.page === 'walkthrough' || (route.page === 'start' && hash !== '' && hash !== '#/')) {
    // A rulebook example, or a bad link (it shows the start screen).
    return rulesetIds()
  }
  // Nothing to resume and nothing linked: the start screen.
  return need.size ? [...need] : rulesetIds()
}
