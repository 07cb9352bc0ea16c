import type { RulesetManifest } from '../../core/ruleset.ts'

export const manifest = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  order: 1,
  scenarioIds: ['skirmish', 'sidi-barrani', 'wadi-derna', 'beda-fomm', 'tobruk-easter', 'crete-strait', 'halfaya-pass', 'sidi-rezegh'],
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
} satisfies RulesetManifest
