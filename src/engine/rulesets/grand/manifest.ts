import type { RulesetManifest } from '../../core/ruleset.ts'

export const manifest = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  order: 1,
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
} satisfies RulesetManifest
