/**
 * npm run bench [-- --json] [--battles N] [--ai-battles N] [--skip-ai] [--scenario ID]
 *
 * Engine: battles per second on one core against the bare cost of the dice the
 * same battles roll. Odds: time to ±1 and ±0.5 points from each scenario's
 * first state, in cold workers. AI: hard against random and against easy in
 * mirrored pairs, with the win-rate difference and its 95% interval.
 *
 * Every thread starts from this file and loads only what it runs: a cold odds
 * worker evaluates the registry's manifests and the odds of the battle it
 * serves, not the engines, the scenario catalogue, the schema or the AI (as
 * the browser's odds worker).
 */
import { fileURLToPath } from 'node:url'
import { isMainThread, workerData } from 'node:worker_threads'

const entry = fileURLToPath(import.meta.url)
if (isMainThread) void import('./benchMain.ts').then((m) => m.main(entry))
else if ((workerData as { kind: string }).kind === 'odds') void import('./benchOddsWorker.ts')
else void import('./benchMain.ts').then((m) => m.benchWorker())
