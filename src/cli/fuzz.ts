/**
 * npm run fuzz -- [--battles N] [--ruleset ID] [--json] [--stepped-every K] [--deep-every K] [--workers W] [--battle I]
 *
 * Plays N random battles per rule system (every one the registry shows, or the
 * one named) on all cores and prints, per rule system, {battles, exceptions,
 * invariantFailures, msPerBattle} and the coverage: what the battles reached.
 * Exits 1 on any exception or broken invariant, after printing each failure
 * with what replays it (`--ruleset ID --battle I`: that battle alone) and, for
 * a random scenario, the smallest failing
 * scenario fast-check shrank it to, written to test-results/fuzz-failures/.
 *
 * Every thread starts from this file: the main thread hands out chunks of
 * battles, the workers play them (src/fuzz/run.ts).
 */
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'

const entry = fileURLToPath(import.meta.url)
if (isMainThread) void import('./fuzzMain.ts').then((m) => m.main(entry))
else void import('./fuzzMain.ts').then((m) => m.fuzzWorker())
