import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'

/**
 * The built-in scenarios as shipped (unvalidated JSON): each rule system's
 * own, in the registry's order, so that the browser, the CLI and the tests
 * read the same files. Hidden rule systems are included, since a deep link
 * reaches their scenarios; the start screen leaves them out itself.
 */
export function builtInRaw(): readonly unknown[] {
  return rulesetIds().flatMap((id) => engineOf(id).scenarios)
}
