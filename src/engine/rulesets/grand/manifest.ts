import { ruleDocs } from '../../core/ruleDocs.ts'
import type { RulesetManifest } from '../../core/ruleset.ts'

export const manifest = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  order: 1,
  tile: { line: "Two armies in the desert trade card plays and dice until one side's Battle Morale breaks.", quickStart: 'skirmish' },
  scenarioIds: ['skirmish', 'sidi-barrani', 'wadi-derna', 'beda-fomm', 'tobruk-easter', 'crete-strait', 'halfaya-pass', 'sidi-rezegh', 'grand-turn-trap', 'grand-turn-breakthrough', 'grand-turn-air'],
  testsPlayOthers: true,
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  rules: ruleDocs({
    'docs/rules/grand.md': () => import('../../../../docs/rules/grand.md?raw'),
    'docs/rules/grand-air.md': () => import('../../../../docs/rules/grand-air.md?raw'),
  }),
  playerRules: ruleDocs({ 'grand.players.md': () => import('./players.md?raw') }),
  rulesExample: 'panic',
} satisfies RulesetManifest
