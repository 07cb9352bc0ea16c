import { ruleDocs } from '../../core/ruleDocs.ts'
import type { RulesetManifest } from '../../core/ruleset.ts'

export const manifest = {
  id: 'axis',
  title: 'Axis & Allies with AirCap and TacAir',
  order: 2,
  tile: { line: 'Axis & Allies land, sea and air battles, round by round, with AirCap and TacAir.', quickStart: 'axis-reims' },
  scenarioIds: ['axis-air-land-example', 'axis-reims', 'axis-munchen', 'axis-frankfurt-calais', 'axis-normandy-landing', 'axis-north-sea', 'axis-ukraine-support', 'axis-channel-aircap', 'axis-gibraltar', 'axis-phase-sedan', 'axis-phase-smolensk'],
  testsPlayOthers: true,
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  rules: ruleDocs({
    'docs/rules/axis.md': () => import('../../../../docs/rules/axis.md?raw'),
  }),
  playerRules: ruleDocs({ 'axis.players.md': () => import('./players.md?raw') }),
  rulesExample: 'TacAir',
} satisfies RulesetManifest
