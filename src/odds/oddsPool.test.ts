import { describe, expect, it } from 'vitest'
import { collect, inProcess } from './poolTestkit.ts'
import { engineOf, oddsOf, rulesetIds, type BattleState } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { EXACT_PATH_BUDGET, FIRST_BATCH, OddsPool, TARGET_HALF_WIDTH, type OddsEstimate, type WorkerPort } from './oddsPool.ts'
import type { FromWorker, ToWorker } from './protocol.ts'

/**
 * The pool with every rule system's first scenario: how it asks (exact first
 * where worth trying, batches of a seeded stream, each worker sent the state
 * once per job) does not depend on the rules. What the figures of particular
 * battles are is checked with each rule system (oddsPool.test.ts in its folder).
 */


/**
 * A worker that declines every exact attempt and wins every battle for the
 * attacker at once: the pool's asking, without the cost of the rules.
 */
function scripted(sent: ToWorker[], to: number[] = [], worker = 0): WorkerPort {
  let listener: ((m: FromWorker) => void) | null = null
  return {
    post(m: ToWorker) {
      sent.push(m)
      to.push(worker)
      const r: FromWorker = m.type === 'exact' ? { type: 'exact', job: m.job, odds: null, ms: 1 } : { type: 'sample', job: m.job, outcomes: { attacker: m.count, defender: 0, draw: 0, runs: m.count, left: { attacker: [0, m.count], defender: [m.count] } }, ms: m.count * 0.01 }
      setTimeout(() => listener?.(r), 0)
    },
    listen(fn) {
      listener = fn
    },
    terminate() {},
  }
}


const starts = rulesetIds().flatMap((id) => {
  const sc = builtInScenarios().find((s) => s.ruleset === id)
  return sc ? [{ id, state: engineOf(id).setup(sc, 'pool') }] : []
})

describe('odds pool', () => {
  it('a battle that is over has its odds at once, from its result, without a worker', async () => {
    for (const { state } of starts) {
      const sent: ToWorker[] = []
      const pool = new OddsPool([scripted(sent)])
      for (const winner of ['attacker', 'defender', null] as const) {
        const over = { ...state, phase: 'over', result: { ...state.result, winner } } as BattleState
        const [e, ...more] = await collect(pool, over)
        expect(more).toEqual([])
        // What is left is what the end state has: all the chance on the engine's measure of it.
        const measure = engineOf(state.ruleset).measure(over)
        const at = (k: number) => [...new Array<number>(k).fill(0), 1]
        expect(e).toEqual({ attacker: winner === 'attacker' ? 1 : 0, defender: winner === 'defender' ? 1 : 0, draw: winner ? 0 : 1, halfWidth: 0, runs: 0, method: 'exact', detail: 'the battle is over', done: true, ms: 0, left: { attacker: at(measure.now.attacker), defender: at(measure.now.defender) }, measure })
        expect(measure.now.attacker + measure.now.defender).toBeGreaterThan(0)
      }
      expect(sent).toEqual([])
    }
  })

  for (const { id, state } of starts) {
    it(`${id}: the exact attempt first when the engine finds it worth a try, then batches of one stream, the state sent once per worker and job`, async () => {
      const sent: ToWorker[] = []
      const to: number[] = []
      const pool = new OddsPool([scripted(sent, to, 0), scripted(sent, to, 1)])
      const seen = await collect(pool, state)
      const worth = engineOf(id).exactWorthTrying(state)
      const exact = sent.filter((m) => m.type === 'exact')
      expect(exact).toEqual(worth ? [{ type: 'exact', job: 1, ruleset: id, state, maxPaths: EXACT_PATH_BUDGET }] : [])
      if (worth) expect(sent[0]!.type).toBe('exact')
      const samples = sent.filter((m) => m.type === 'sample')
      let next = 0
      const given = new Set<number>()
      for (const [k, m] of samples.entries()) {
        expect(m).toMatchObject({ job: 1, ruleset: id, stream: `odds/${state.seed}/${state.dice.rolled}`, from: next })
        // The first batch is small, so that a first figure comes at once.
        if (k === 0) expect(m.count).toBe(FIRST_BATCH)
        next += m.count
        // Each worker gets the state with its first batch of the job, and keeps it.
        const w = to[sent.indexOf(m)]!
        expect(m.state, `batch ${k} to worker ${w}`).toBe(given.has(w) ? null : state)
        given.add(w)
      }
      expect(given).toEqual(new Set([0, 1]))
      const last = seen.at(-1)!
      // Every batch's amounts left add up: each scripted battle leaves the attacker 1 and the defender 0.
      expect(last).toMatchObject({ method: 'sampling', attacker: 1, defender: 0, draw: 0, done: true, left: { attacker: [0, 1], defender: [1] }, measure: engineOf(id).measure(state) })
      expect(last.halfWidth).toBeLessThanOrEqual(TARGET_HALF_WIDTH)
    })
  }

  for (const { id, state } of starts) {
    it(`${id}: the first figure is the odds kit's own, exact or from the stream's first batch`, async () => {
      const kit = await oddsOf(id)
      const pool = new OddsPool([inProcess()])
      const first = await new Promise<OddsEstimate>((resolve) => pool.request(state, resolve))
      // Stop the job: an ended battle replaces it.
      await collect(pool, { ...state, phase: 'over', result: { ...state.result, winner: null } } as BattleState)
      const exact = engineOf(id).exactWorthTrying(state) ? kit.exact(state, EXACT_PATH_BUDGET) : null
      const measure = engineOf(id).measure(state)
      if (exact) {
        expect(first).toMatchObject({ ...exact, method: 'exact', halfWidth: 0, done: true, measure })
      } else {
        const t = kit.sample(kit.prepare(state), `odds/${state.seed}/${state.dice.rolled}`, 0, FIRST_BATCH)
        const left = { attacker: t.left.attacker.map((c) => c / FIRST_BATCH), defender: t.left.defender.map((c) => c / FIRST_BATCH) }
        expect(first).toMatchObject({ method: 'sampling', runs: FIRST_BATCH, attacker: t.attacker / FIRST_BATCH, defender: t.defender / FIRST_BATCH, draw: t.draw / FIRST_BATCH, left, measure })
      }
    })
  }

  it('a new request replaces the old one: answers for the old state are dropped', async () => {
    for (const { state } of starts) {
      const pool = new OddsPool([inProcess()])
      const stale: OddsEstimate[] = []
      pool.request(state, (e) => stale.push(e))
      const over = { ...state, phase: 'over', result: { ...state.result, winner: 'attacker' } } as BattleState
      const seen = await collect(pool, over)
      // Let the worker answer the dropped job.
      await new Promise((r) => setTimeout(r, 50))
      expect(stale).toEqual([])
      expect(seen).toHaveLength(1)
    }
  })
})
