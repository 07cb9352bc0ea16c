/**
 * The built-in scenarios, bundled as JSON so that the browser, the CLI and the
 * tests read the same files. Each is validated when first used.
 */
import skirmish from '../../assets/scenarios/skirmish.json' with { type: 'json' }

export const BUILT_IN: readonly unknown[] = [skirmish]
