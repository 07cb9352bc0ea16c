import { describe, expect, it } from 'vitest'
import { forecastOf } from '../../../odds/forecast.ts'
import { OddsPool } from '../../../odds/oddsPool.ts'
import { collect, inProcess } from '../../../odds/poolTestkit.ts'
import { landScenario } from './countsScenario.ts'
import { engine } from './engine.ts'
import { solveAxisLand } from './exact.ts'
import { sampleFromState } from './oddsSampling.ts'
import { findAxis } from './scenarios.ts'
import { buildState } from './setup.ts'
import { answerSetup } from './simulate.ts'

const SEED = '003_e76c4a8044852cfa.txt'

/**
 * The first test: the forecast of a small land battle, 3 infantry and
 * an armor against 3 infantry, equals the exact solution. The solver's answer
 * is checked twice more, apart from it: by a recursion over the units left
 * written here from §5.5 (both sides fire at once, infantry 1 and armor 3 in
 * attack, infantry 2 in defense, casualties cheapest first: infantry before
 * armor), and by 200,000 kernel battles.
 */

type Dist = { win: Record<'attacker' | 'defender' | 'draw', number>; a: number[]; d: number[] }

function binomial(n: number, p: number): number[] {
  let out = [1]
  for (let k = 0; k < n; k++) out = [...out, 0].map((q, h) => q * (1 - p) + (h ? out[h - 1]! * p : 0))
  return out
}

/** The battle from (attacking infantry, attacking armor, defending infantry) to its end, by plain recursion. */
function brute(ai: number, aa: number, di: number, memo = new Map<string, Dist>()): Dist {
  const key = `${ai},${aa},${di}`
  const seen = memo.get(key)
  if (seen) return seen
  const a = ai + aa
  const out: Dist = { win: { attacker: 0, defender: 0, draw: 0 }, a: new Array<number>(5).fill(0), d: new Array<number>(4).fill(0) }
  if (a === 0 || di === 0) {
    out.win[a > 0 ? 'attacker' : di > 0 ? 'defender' : 'draw'] = 1
    out.a[a] = 1
    out.d[di] = 1
  } else {
    const inf = binomial(ai, 1 / 6)
    const arm = binomial(aa, 3 / 6)
    const def = binomial(di, 2 / 6)
    const stay = inf[0]! * arm[0]! * def[0]!
    for (let x = 0; x <= ai; x++) {
      for (let y = 0; y <= aa; y++) {
        for (let z = 0; z <= di; z++) {
          if (x + y + z === 0) continue
          const p = (inf[x]! * arm[y]! * def[z]!) / (1 - stay)
          const lostInf = Math.min(z, ai)
          const next = brute(ai - lostInf, Math.max(0, aa - (z - lostInf)), Math.max(0, di - x - y), memo)
          for (const k of ['attacker', 'defender', 'draw'] as const) out.win[k] += p * next.win[k]
          next.a.forEach((q, k) => (out.a[k]! += p * q))
          next.d.forEach((q, k) => (out.d[k]! += p * q))
        }
      }
    }
  }
  memo.set(key, out)
  return out
}

describe(`${SEED} the forecast of a land battle is its exact solution`, () => {
  const start = answerSetup(buildState(landScenario({ infantry: 3, armor: 1 }, { infantry: 3 }), 'forecast'))

  it('3 infantry + 1 armor against 3 infantry: through the odds pool, the chances and each side’s units left are solveAxisLand’s', async () => {
    const estimates = await collect(new OddsPool([inProcess(), inProcess()]), start)
    const e = estimates.at(-1)!
    expect(e.method).toBe('exact')
    const r = solveAxisLand({ infantry: 3, armor: 1 }, { infantry: 3 })
    expect({ attacker: e.attacker, defender: e.defender, draw: e.draw }).toEqual({ attacker: r.attackerWins, defender: r.defenderWins, draw: r.draws })
    expect(e.left).toEqual({ attacker: r.attackerLeft, defender: r.defenderLeft })
    expect(e.measure).toEqual({ unit: 'units', name: 'units left', now: { attacker: 4, defender: 3 } })
    // What the window shows: expected units left and lost, exactly (no interval).
    const f = forecastOf(e)
    const mean = (h: number[]) => h.reduce((m, p, k) => m + k * p, 0)
    expect(f.exact).toBe(true)
    expect(f.sides.attacker).toEqual({ now: 4, left: mean(r.attackerLeft), loss: 4 - mean(r.attackerLeft), halfWidth: 0, histogram: r.attackerLeft })
    expect(f.sides.defender).toEqual({ now: 3, left: mean(r.defenderLeft), loss: 3 - mean(r.defenderLeft), halfWidth: 0, histogram: r.defenderLeft })
  })

  it('the solver’s chances and units left equal a recursion over the battle written from §5.5', () => {
    const r = solveAxisLand({ infantry: 3, armor: 1 }, { infantry: 3 })
    const b = brute(3, 1, 3)
    expect(r.attackerWins).toBeCloseTo(b.win.attacker, 12)
    expect(r.defenderWins).toBeCloseTo(b.win.defender, 12)
    expect(r.draws).toBeCloseTo(b.win.draw, 12)
    expect(r.attackerLeft).toHaveLength(5)
    expect(r.defenderLeft).toHaveLength(4)
    r.attackerLeft.forEach((p, k) => expect(p, `attacker ${k} left`).toBeCloseTo(b.a[k]!, 12))
    r.defenderLeft.forEach((p, k) => expect(p, `defender ${k} left`).toBeCloseTo(b.d[k]!, 12))
    // A side ends with units exactly when it wins.
    expect(r.attackerLeft[0]).toBeCloseTo(r.defenderWins + r.draws, 12)
    expect(r.defenderLeft[0]).toBeCloseTo(r.attackerWins + r.draws, 12)
  })

  it('the solver’s units left equal 200,000 kernel battles within their 99.9% interval', () => {
    const r = solveAxisLand({ infantry: 3, armor: 1 }, { infantry: 3 })
    const n = 200_000
    const t = sampleFromState(start, 'forecast-check', 0, n)
    for (const [side, exact] of [['attacker', r.attackerLeft], ['defender', r.defenderLeft]] as const) {
      for (let k = 0; k < Math.max(exact.length, t.left[side].length); k++) {
        const p = exact[k] ?? 0
        expect(Math.abs((t.left[side][k] ?? 0) / n - p), `${side} ${k} left`).toBeLessThanOrEqual(3.29 * Math.sqrt((p * (1 - p)) / n) + 1e-9)
      }
    }
  })

  it('before the setup questions are answered, what a side has now counts them at their defaults, as the odds do: supporting fighters join', async () => {
    const sc = findAxis('axis-ukraine-support')!
    const s = buildState(sc, 'support')
    expect(s.phase).toBe('setup')
    const support = s.units.filter((u) => u.support).length
    expect(support).toBe(2)
    const settled = answerSetup(s)
    expect(settled.units.filter((u) => u.support && u.place === 'field')).toHaveLength(support)
    expect(engine.measure(s).now).toEqual(engine.measure(settled).now)
    // The forecast can only lose units from there: no battle ends with more than the side has now.
    const e = (await collect(new OddsPool([inProcess()]), s)).at(-1)!
    for (const side of ['attacker', 'defender'] as const) expect(e.left[side].length - 1).toBeLessThanOrEqual(e.measure.now[side])
    expect(forecastOf(e).sides.defender.loss).toBeGreaterThan(0)
  }, 60_000)

  it('a finished battle: all the chance on the units it has left (engine.measure of the end state)', async () => {
    const end = engine.simulate(start)
    const [e] = await collect(new OddsPool([inProcess()]), end)
    const { now } = engine.measure(end)
    expect(e!.left.attacker.indexOf(1)).toBe(now.attacker)
    expect(e!.left.defender.indexOf(1)).toBe(now.defender)
    expect(forecastOf(e!).sides.attacker.loss).toBe(0)
  })
})
