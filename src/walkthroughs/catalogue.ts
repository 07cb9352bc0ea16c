import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { parseWalkthrough, type Walkthrough } from './schema.ts'

/**
 * The built-in walkthroughs: each rule system's own, in the registry's order
 * (each in the order of its rulebook's sections), so that the browser, the
 * CLI and the tests read the same files. Each is validated when first used; a
 * broken built-in is a bug and throws with its file and field.
 */
export const WALKTHROUGH_DIR = 'assets/walkthroughs'

let cache: Walkthrough[] | null = null

export function builtInWalkthroughs(): Walkthrough[] {
  if (!cache) {
    cache = rulesetIds()
      .flatMap((id) => engineOf(id).walkthroughs)
      .map(({ file, raw }) => {
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
