import { loadRulesets } from '../src/engine/rulesets/registry.ts'

// src/testSetup.ts loads every rule system before each test file; under
// mutation that load is paid again for every file of every mutant's run, so
// a rule system's run loads only its own (MUTATE_RULESET, set by scripts/mutate.ts).
const id = process.env.MUTATE_RULESET
await loadRulesets(id ? [id] : undefined)
