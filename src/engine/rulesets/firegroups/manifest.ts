import { ruleDocs } from '../../core/ruleDocs.ts'
import type { RulesetManifest } from '../../core/ruleset.ts'

/** Fire groups of a play-by-mail strategy game on a square grid (seed 002_ab26b56cda9d194f.txt). */
export const manifest = {
  id: 'firegroups',
  title: 'Fire groups on a square grid',
  order: 4,
  tile: { line: 'Ground, air and naval fire groups fight for one square of a play-by-mail map.', quickStart: 'firegroups-flak' },
  scenarioIds: ['firegroups-mixed', 'firegroups-paradrop', 'firegroups-bombardment', 'firegroups-flak', 'firegroups-trigger', 'firegroups-bombing'],
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  rules: ruleDocs({
    'docs/rules/firegroups.md': () => import('../../../../docs/rules/firegroups.md?raw'),
  }),
  playerRules: ruleDocs({ 'firegroups.players.md': () => import('./players.md?raw') }),
  rulesExample: 'endurance',
} satisfies RulesetManifest
