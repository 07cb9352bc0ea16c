import type { RulesetManifest } from '../../core/ruleset.ts'

/** A test fixture: the smallest rule system that fills the contract. Off the start screen; reached by deep link. */
export const manifest = {
  id: 'duel',
  title: 'Duel (test fixture)',
  // After every shipped rule system.
  order: 99,
  scenarioIds: ['duel-basic'],
  engine: () => import('./engine.ts'),
  odds: () => import('./odds.ts'),
  hidden: true,
} satisfies RulesetManifest
