// Prints one closing line for the whole test run, "tests: N passed, N failed",
// from the JSON reports the runners wrote (CI reads that line).
import { existsSync, readFileSync } from 'node:fs'

const reports = [
  ['unit', 'test-results/unit.json'],
  ['e2e', 'test-results/e2e.json'],
]
let passed = 0
let failed = 0
let skipped = 0
for (const [name, file] of reports) {
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  if (name === 'unit') {
    passed += r.numPassedTests
    failed += r.numFailedTests
    skipped += r.numPendingTests + r.numTodoTests
  } else {
    passed += r.stats.expected + r.stats.flaky
    failed += r.stats.unexpected
    skipped += r.stats.skipped
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed ? 1 : 0)
