import { describe, expect, it } from 'vitest'
import { collect, inProcess } from '../../../odds/poolTestkit.ts'
import { OddsPool, TARGET_HALF_WIDTH, type OddsEstimate, type WorkerPort } from '../../../odds/oddsPool.ts'
import type { ToWorker } from '../../../odds/protocol.ts'
import { EXACT_MAX_FIELD_UNITS, exactOdds, exactWorthTrying } from './exact.ts'
import { battle } from './testkit.ts'

/** The odds pool on grand battles (moved from src/odds/oddsPool.test.ts, which keeps what holds for every rule system). */



describe('odds pool on grand battles: progressive, exact where small', () => {
  it('a small battle is solved exactly: one final figure, no interval', async () => {
    const s = battle({ attacker: { units: [{ id: 'a', type: 'inf-bde' }] }, defender: { units: [{ id: 'd', type: 'inf-bde' }] } })
    const seen = await collect(new OddsPool([inProcess(), inProcess()]), s)
    const last = seen.at(-1)!
    expect(last.method).toBe('exact')
    expect(last.halfWidth).toBe(0)
    expect(last.attacker).toBeCloseTo(exactOdds(s, 1e6)!.attacker, 12)
  })

  it('a large battle is sampled: a first figure at once, refined until ±0.5 points', async () => {
    const s = battle({
      attacker: { units: [1, 2, 3].map((i) => ({ id: `a${i}`, type: 'inf-div' })) },
      defender: { units: [1, 2, 3].map((i) => ({ id: `d${i}`, type: 'inf-div' })) },
    })
    const seen = await collect(new OddsPool([inProcess(), inProcess()]), s)
    expect(seen[0]!.method).toBe('sampling')
    expect(seen[0]!.runs).toBeLessThan(200)
    expect(seen.length).toBeGreaterThan(2)
    const last = seen.at(-1)!
    expect(last.halfWidth).toBeLessThanOrEqual(TARGET_HALF_WIDTH)
    expect(last.attacker + last.defender + last.draw).toBeCloseTo(1, 9)
    // Narrowing as it goes.
    expect(seen[0]!.halfWidth).toBeGreaterThan(last.halfWidth)
  }, 60_000)

  it('a new request replaces the old one: answers for the old state are dropped', async () => {
    const pool = new OddsPool([inProcess()])
    const big = battle({ attacker: { units: [{ id: 'a', type: 'inf-div' }, { id: 'b', type: 'inf-div' }] }, defender: { units: [{ id: 'd', type: 'inf-div' }, { id: 'e', type: 'inf-div' }] } })
    const stale: OddsEstimate[] = []
    pool.request(big, (e) => stale.push(e))
    const small = battle({ attacker: { units: [{ id: 'a', type: 'arm-bde' }] }, defender: { units: [{ id: 'd', type: 'at-bn' }] } })
    const seen = await collect(pool, small)
    expect(stale).toEqual([])
    expect(seen.at(-1)!.method).toBe('exact')
  })

  it('the complexity threshold: above EXACT_MAX_FIELD_UNITS units on the field no exact attempt is sent, every worker samples', async () => {
    const units = (p: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, type: 'inf-bde' }))
    const small = battle({ attacker: { units: units('a', 1) }, defender: { units: units('d', EXACT_MAX_FIELD_UNITS - 1) } })
    const large = battle({ attacker: { units: units('a', 2) }, defender: { units: units('d', EXACT_MAX_FIELD_UNITS) } })
    expect(exactWorthTrying(small)).toBe(true)
    expect(exactWorthTrying(large)).toBe(false)
    const sent: ToWorker['type'][] = []
    const spy = (): WorkerPort => {
      const inner = inProcess()
      return { ...inner, post: (m) => (sent.push(m.type), inner.post(m)) }
    }
    const pool = new OddsPool([spy(), spy()])
    const seen = await collect(pool, large)
    expect(sent).not.toContain('exact')
    expect(seen.at(-1)!.method).toBe('sampling')
    sent.length = 0
    const solved = await collect(pool, small)
    // A worker still busy with the last job's batch may start the new job by sampling, so the exact attempt need not come first.
    expect(sent).toContain('exact')
    expect(solved.at(-1)!.method).toBe('exact')
  }, 60_000)

})
