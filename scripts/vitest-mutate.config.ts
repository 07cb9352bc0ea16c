import { configDefaults, defineConfig } from 'vitest/config'
import base from '../vite.config.ts'

/**
 * The Vitest config of `npm run mutate`: the project's own, with the tests of
 * the group under mutation only (MUTATE_TESTS, set by scripts/mutate.ts), so
 * that a rule system's mutants are judged by its own tests.
 */
const tests = process.env.MUTATE_TESTS
if (!tests) throw new Error('MUTATE_TESTS is not set: run this config through npm run mutate')

/**
 * Tests left out under mutation: each plays thousands of battles or spawns a
 * process (CLI, kernels against the engine, sampled and exact odds, AI
 * searches, bench figures) and takes a second or more, which every mutant
 * reaching it would pay, on two cores for hours. They guard the fast paths
 * and the AI, which scripts/mutate.ts leaves out of a rule system's engine;
 * a CLI test cannot kill a mutant anyway, its process never turns one on.
 */
const HEAVY = ['cli', 'kernel', 'property', 'exact', 'ai', 'simulate', 'forecast', 'bench', 'rollout', 'board', 'odds', 'oddsSampling', 'oddsPool', 'phaseEngine', 'catalogue', 'battleKernel', 'staged', 'diceLog']

// Replaced, not merged: mergeConfig would append to the project's include and run every test.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [tests],
    exclude: [...configDefaults.exclude, ...HEAVY.map((name) => `**/${name}.test.ts`)],
    setupFiles: ['scripts/vitest-mutate.setup.ts'],
    // No CLI test runs under mutation (HEAVY), and a mutant is never in a built file anyway.
    globalSetup: [],
  },
})
