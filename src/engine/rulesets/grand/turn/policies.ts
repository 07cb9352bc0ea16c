import { policyRng } from '../../../core/randomPolicy.ts'
import type { PolicySeed } from '../../../core/ruleset.ts'
import { randomPolicy as randomBattlePolicy } from '../policies.ts'
import type { TurnPolicy } from './defaultPolicy.ts'

/** Every question at random from one seeded generator: air cards, the next battle, each battle's decisions. */
export function randomTurnPolicy(seed: PolicySeed): TurnPolicy {
  // A seed gives the turn's questions a stream of their own; a generator is shared with the battles' (one list of choices).
  const rng = policyRng(seed, '/turn')
  return {
    turn: (_t, d) =>
      d.kind === 'air-cards'
        ? { kind: 'air-cards', play: d.options.filter(() => rng() < 0.5), reason: 'random' }
        : { kind: 'next-battle', region: d.options[Math.floor(rng() * d.options.length)]!.region, reason: 'random' },
    battle: randomBattlePolicy(seed),
  }
}
