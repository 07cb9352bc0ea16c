import { loadRulesets } from './engine/rulesets/registry.ts'

// The engines are dynamic imports (a worker loads only the rule system it
// serves), so engineOf answers only once they are in; every test reads them
// synchronously, as the page does after its own loadRulesets.
await loadRulesets()
