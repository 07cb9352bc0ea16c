import type { Side } from '../engine/core/types.ts'
import type { OddsEstimate } from './oddsPool.ts'

/** One side's part of the forecast, in the rule system's measure. */
export interface SideForecast {
  /** The amount the side has now. */
  now: number
  /** The amount it is expected to have at the end: E[left]. */
  left: number
  /** Its expected loss: now − E[left]. */
  loss: number
  /** 95% half-width of `left` (and so of `loss`): 0 when exact. */
  halfWidth: number
  /** histogram[k]: the chance of ending with k left, for every k from 0 to the largest of now and any amount with a chance. */
  histogram: number[]
}

export interface Forecast {
  /** The measure's short and long names ("SP", "strength points"). */
  unit: string
  name: string
  sides: Record<Side, SideForecast>
  exact: boolean
}

/**
 * What the window shows beside the chance to win: each side's expected amount
 * left and loss with its interval, and the chance of each amount. Pure: from
 * an odds estimate alone, so that every rule system reads the same way.
 */
export function forecastOf(e: Pick<OddsEstimate, 'left' | 'measure' | 'method' | 'runs'>): Forecast {
  const exact = e.method === 'exact'
  const side = (s: Side): SideForecast => {
    const p = e.left[s]
    const now = e.measure.now[s]
    let last = 0
    let mean = 0
    let square = 0
    for (let k = 0; k < p.length; k++) {
      const q = p[k]!
      if (q > 0) last = k
      mean += k * q
      square += k * k * q
    }
    const top = Math.max(now, last)
    const histogram = Array.from({ length: top + 1 }, (_, k) => p[k] ?? 0)
    return { now, left: mean, loss: now - mean, halfWidth: exact ? 0 : halfWidthOfMean(Math.max(0, square - mean * mean), top, e.runs), histogram }
  }
  return { unit: e.measure.unit, name: e.measure.name, sides: { attacker: side('attacker'), defender: side('defender') }, exact }
}

/**
 * 95% normal-approximation half-width of a mean of n battles, each with an
 * amount from 0 to `top`. As halfWidth95 floors p(1 − p) at 1/n, the variance
 * is floored at top²/n: a run of battles that all ended alike does not claim
 * certainty before it is long enough to.
 */
export function halfWidthOfMean(variance: number, top: number, n: number): number {
  if (n <= 0) return top
  return 1.96 * Math.sqrt(Math.max(variance, (top * top) / n) / n)
}
