import { policyRng } from '../../core/randomPolicy.ts'
import type { PolicySeed } from '../../core/ruleset.ts'
import type { GrandChoice, GrandDecision } from './decisions.ts'
import type { GrandState } from './state.ts'

export { defaultChoice } from './defaultPolicy.ts'

/**
 * Takes every decision at random from its own seeded generator: the baseline
 * the AI must beat, and the fuzzer's way to reach every decision path.
 */
export function randomPolicy(seed: PolicySeed): (state: GrandState, decision: GrandDecision) => GrandChoice {
  const rng = policyRng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!
  return (_state, d) => {
    switch (d.kind) {
      case 'cards':
        return { kind: 'cards', play: d.options.filter(() => rng() < 0.5), reason: 'random' }
      case 'retreat':
        return { kind: 'retreat', retreat: rng() < 0.15, reason: 'random' }
      case 'breakthrough': {
        const region = rng() < 0.5 ? null : pick(d.options.regions)
        const units = d.options.units.filter(() => rng() < 0.7)
        return region && units.length ? { kind: 'breakthrough', region, units, reason: 'random' } : { kind: 'breakthrough', region: null, reason: 'random' }
      }
    }
  }
}
