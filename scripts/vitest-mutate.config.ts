import { defineConfig } from 'vitest/config'
import base from '../vite.config.ts'

/**
 * The Vitest config of `npm run mutate`: the project's own, with the tests of
 * the group under mutation only (MUTATE_TESTS, set by scripts/mutate.ts), so
 * that a rule system's mutants are judged by its own tests.
 */
const tests = process.env.MUTATE_TESTS
if (!tests) throw new Error('MUTATE_TESTS is not set: run this config through npm run mutate')

// Replaced, not merged: mergeConfig would append to the project's include and run every test.
export default defineConfig({ ...base, test: { ...base.test, include: [tests] } })
