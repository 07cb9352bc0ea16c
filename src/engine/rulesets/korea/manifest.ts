import { ruleDocs } from '../../core/ruleDocs.ts'
import type { RulesetManifest } from '../../core/ruleset.ts'

/** Korean-war operational combat: Meeting Engagement and Prepared Attack (seed 001_8388cba27a69b2f0.txt). */
export const manifest = {
  id: 'korea',
  title: 'Korean War operational combat',
  order: 5,
  tile: { line: 'Divisions and regiments fight for hexes; losses are paid in steps, retreats and victory points.', quickStart: 'korea-osan' },
  scenarioIds: ['korea-osan', 'korea-chipyong', 'korea-inchon', 'korea-kunuri', 'korea-yongdok'],
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  rules: ruleDocs({
    'docs/rules/korea.md': () => import('../../../../docs/rules/korea.md?raw'),
  }),
  playerRules: ruleDocs({ 'korea.players.md': () => import('./players.md?raw') }),
  rulesExample: 'static',
} satisfies RulesetManifest
