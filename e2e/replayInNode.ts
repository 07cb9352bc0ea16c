/**
 * `node --import tsx e2e/replayInNode.ts SAVE.json`: replays a battle the
 * browser saved, in Node, and prints its whole event log and last state as
 * JSON, for e2e/node-and-browser.spec.ts to hold against the browser's own.
 */
import { readFileSync } from 'node:fs'
import { loadRulesets } from '../src/engine/rulesets/registry.ts'
import { readSaveText } from '../src/store/persist.ts'
import { allEvents, currentState } from '../src/store/session.ts'

await loadRulesets()
const read = readSaveText(readFileSync(process.argv[2]!, 'utf8'))
if (!read.ok) {
  process.stderr.write(`replayInNode: ${read.why}\n`)
  process.exit(1)
}
process.stdout.write(JSON.stringify({ events: allEvents(read.session), state: currentState(read.session) }))
