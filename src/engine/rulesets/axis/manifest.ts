import type { RulesetManifest } from '../../core/ruleset.ts'

export const manifest = {
  id: 'axis',
  title: 'Axis & Allies with AirCap and TacAir',
  order: 2,
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
} satisfies RulesetManifest
