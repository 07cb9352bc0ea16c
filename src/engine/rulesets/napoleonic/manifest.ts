import { ruleDocs } from '../../core/ruleDocs.ts'
import type { RulesetManifest } from '../../core/ruleset.ts'

/** Napoleonic combat phases on a hex map (seed 004_173656d9e7ddc60d.txt). */
export const manifest = {
  id: 'napoleonic',
  title: 'Napoleonic combat on a hex map',
  order: 3,
  tile: { line: 'Regiments on a hex map attack, support and rout, phase by phase.', quickStart: 'napoleonic-orchards' },
  scenarioIds: ['napoleonic-victorious', 'napoleonic-ridge', 'napoleonic-stream', 'napoleonic-river', 'napoleonic-rearguard', 'napoleonic-orchards'],
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  rules: ruleDocs({
    'docs/rules/napoleonic.md': () => import('../../../../docs/rules/napoleonic.md?raw'),
  }),
  playerRules: ruleDocs({ 'napoleonic.players.md': () => import('./players.md?raw') }),
  rulesExample: 'support',
} satisfies RulesetManifest
