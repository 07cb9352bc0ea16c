import { describe, expect, it } from 'vitest'
import type { OddsKit, Outcomes } from '../engine/core/ruleset.ts'
import type { BattleState } from '../engine/rulesets/registry.ts'
import type { ToWorker } from './protocol.ts'
import { pointFigure, traceStream, type TracePoint } from './trace.ts'
import { computeTrace, inPagePort, type TracePort } from './traceJob.ts'

/**
 * The trace's scheduling, on a made-up odds kit (the contract only): whatever
 * the number of workers and the size of the batches, the figures are those
 * of one thread computing each position in turn (pointFigure); the exact
 * solver is asked only where it is worth trying; a finished position costs
 * no message.
 */

/** A string hash, to make a battle's winner depend on its stream and index only. */
function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  // murmur3's finaliser: FNV alone leaves strings that differ in their last digit close together.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32
}

type Fake = BattleState & { p: number; exact: boolean }
const fakeKit: OddsKit = {
  exact: (s) => ((s as Fake).exact ? { attacker: (s as Fake).p, defender: 1 - (s as Fake).p, draw: 0, detail: 'fake', left: { attacker: [1], defender: [1] } } : null),
  prepare: (s) => ({ p: (s as Fake).p }),
  sample(prepared, stream, from, count): Outcomes {
    const t = { attacker: 0, defender: 0, draw: 0, runs: count, left: { attacker: [count], defender: [count] } }
    for (let i = from; i < from + count; i++) {
      const u = hash(`${stream}#${i}`)
      const p = (prepared as { p: number }).p
      if (u < p) t.attacker++
      else if (u < p + (1 - p) * 0.9) t.defender++
      else t.draw++
    }
    return t
  },
}

let rolled = 0
function point(p: number, opts: { exact?: boolean; over?: 'attacker' | 'defender'; final?: boolean } = {}): TracePoint {
  const state = {
    ruleset: 'fake',
    scenarioId: 'fake',
    seed: 'job',
    dice: { kind: 'alea', c: 0, s0: 0, s1: 0, s2: 0, rolled: rolled++ },
    phase: opts.over ? 'over' : 'battle',
    result: opts.over ? { winner: opts.over, reason: 'test' } : null,
    p,
    exact: opts.exact ?? false,
  } as unknown as BattleState
  return { label: `R${rolled}`, final: opts.final ?? false, state }
}

/** In-page ports over the fake kit, recording what each is sent. */
function ports(n: number, sent: ToWorker[][]): TracePort[] {
  return Array.from({ length: n }, (_, w) => {
    const port = inPagePort(() => Promise.resolve(fakeKit))
    sent[w] = []
    return { ...port, post: (m: ToWorker) => (sent[w]!.push(m), port.post(m)) }
  })
}

const POINTS = [point(0.3), point(0.5, { exact: true }), point(0.62), point(0.7, { exact: true }), point(0.9), point(1, { over: 'attacker', final: true })]
const tryExact = (s: BattleState) => (s as Fake).p !== 0.7 // the 0.7 one is "not worth trying": sampled although the solver would answer

describe('the trace computed by workers', () => {
  const RUNS = 250
  const reference = POINTS.map((p) => pointFigure(fakeKit, p, { tryExact: tryExact(p.state), maxPaths: 100, runs: RUNS }))

  it('the reference itself: exact where asked and answered, sampled RUNS battles elsewhere, the result at the end', () => {
    expect(reference.map((f) => f.method)).toEqual(['sampling', 'exact', 'sampling', 'sampling', 'sampling', 'result'])
    expect(reference[1]!.attacker).toBe(0.5)
    expect(reference[5]).toMatchObject({ attacker: 1, defender: 0, draw: 0, final: true })
    for (const f of reference.filter((x) => x.method === 'sampling')) {
      expect(f.runs).toBe(RUNS)
      expect(f.attacker + f.defender + f.draw).toBeCloseTo(1, 12)
    }
    // Sampled figures are near the truth (the fake's p), so the stream is really played.
    expect(Math.abs(reference[2]!.attacker - 0.62)).toBeLessThan(0.1)
  })

  for (const [n, batch] of [[1, 1000], [1, 7], [3, 40], [4, 13]] as const) {
    it(`${n} worker(s), batches of ${batch}: the same figures as one thread`, async () => {
      const sent: ToWorker[][] = []
      const progress: number[] = []
      const job = computeTrace(ports(n, sent), POINTS, { runs: RUNS, batch, maxPaths: 100, tryExact, onProgress: (d, total) => (expect(total).toBe(POINTS.length), progress.push(d)) })
      expect(await job.promise).toEqual(reference)
      expect(progress.at(-1)).toBe(POINTS.length)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      const all = sent.flat()
      // The exact solver: asked once for each position worth trying (it declines all but 0.5), never for the finished one.
      expect(all.filter((m) => m.type === 'exact').map((m) => (m.state as Fake).p).sort()).toEqual([0.3, 0.5, 0.62, 0.9])
      // Every sampled position: exactly RUNS battles of its own stream.
      for (const p of POINTS.filter((_, i) => reference[i]!.method === 'sampling')) {
        const batches = all.filter((m) => m.type === 'sample' && m.job === POINTS.indexOf(p) + 1)
        expect(batches.reduce((s, m) => s + (m.type === 'sample' ? m.count : 0), 0)).toBe(RUNS)
        expect(new Set(batches.map((m) => m.type === 'sample' && m.stream))).toEqual(new Set([traceStream(p.state)]))
      }
      // A worker keeps one prepared state: a batch comes without its state only to the worker that has it.
      for (const w of sent) {
        let has = -1
        for (const m of w) {
          if (m.type !== 'sample') continue
          if (m.state) has = m.job
          else expect(m.job).toBe(has)
        }
        // …and with it only when it does not: no more states than changes of position.
        const samples = w.filter((m) => m.type === 'sample')
        const changes = samples.filter((m, i) => i === 0 || samples[i - 1]!.job !== m.job).length
        expect(samples.filter((m) => m.state !== null).length).toBe(changes)
      }
    })
  }

  it('a battle over at every point needs no worker; a failing worker is reported; a cancelled job asks no more', async () => {
    const sent: ToWorker[][] = []
    const settled = await computeTrace(ports(2, sent), [point(0, { over: 'defender', final: true })], { runs: 10, batch: 5, maxPaths: 1, tryExact: () => true }).promise
    expect(settled).toMatchObject([{ attacker: 0, defender: 1, method: 'result' }])
    expect(sent.flat()).toEqual([])

    const broken: OddsKit = { ...fakeKit, sample: () => { throw new Error('kernel broke') } }
    const bad = computeTrace([inPagePort(() => Promise.resolve(broken))], [point(0.5)], { runs: 10, batch: 5, maxPaths: 1, tryExact: () => false })
    await expect(bad.promise).rejects.toThrow('kernel broke')

    const sent2: ToWorker[][] = []
    const job = computeTrace(ports(1, sent2), [point(0.5), point(0.6)], { runs: 100, batch: 10, maxPaths: 1, tryExact: () => false })
    job.cancel()
    await new Promise((r) => setTimeout(r, 30))
    expect(sent2[0]!.length).toBe(1)
  })
})
