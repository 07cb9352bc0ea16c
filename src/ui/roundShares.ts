/**
 * Whole per cents of shares that add to exactly `total` (100): the largest-remainder method. Each share is read as
 * its part of their sum; each gets its floor, and the points left over go to the largest remainders, a tie to the
 * earlier share (so 33.5 / 33.5 / 33 gives 34 / 33 / 33, never 34 / 34 / 33).
 */
export function roundShares(shares: readonly number[], total = 100): number[] {
  const parts = shares.map((x) => (Number.isFinite(x) && x > 0 ? x : 0))
  const sum = parts.reduce((s, x) => s + x, 0)
  if (sum <= 0) return parts.map(() => 0)
  // A hair of tolerance, so that 0.29 * 100 = 28.999999999999996 counts as the whole 29 it stands for.
  const EPS = 1e-9
  const exact = parts.map((x) => (x / sum) * total)
  const out = exact.map((x) => Math.floor(x + EPS))
  const rest = exact.map((x, i) => x - out[i]!)
  const order = exact.map((_, i) => i).sort((i, j) => (Math.abs(rest[j]! - rest[i]!) > EPS ? rest[j]! - rest[i]! : i - j))
  let left = total - out.reduce((s, x) => s + x, 0)
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]!]!++
  for (let k = order.length - 1; left < 0; k = (k + order.length - 1) % order.length) {
    const i = order[k]!
    if (out[i]! > 0) {
      out[i]!--
      left++
    }
  }
  return out
}
