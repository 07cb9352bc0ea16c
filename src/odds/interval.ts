/** 95% normal-approximation half-width of a proportion p estimated from n trials. */
export function halfWidth95(p: number, n: number): number {
  if (n <= 0) return 1
  // A floor on p(1 − p) keeps a run of 0% or 100% from claiming certainty too early.
  return 1.96 * Math.sqrt(Math.max(p * (1 - p), 1 / n) / n)
}

export interface Tally {
  attacker: number
  defender: number
  draw: number
  runs: number
}

/** The widest 95% half-width among the three outcomes. */
export function widest(t: Tally): number {
  if (t.runs === 0) return 1
  return Math.max(halfWidth95(t.attacker / t.runs, t.runs), halfWidth95(t.defender / t.runs, t.runs), t.draw ? halfWidth95(t.draw / t.runs, t.runs) : 0)
}

/** Runs needed for a half-width of h at proportion p (for planning). */
export function runsFor(p: number, h: number): number {
  return Math.ceil(p * (1 - p) * (1.96 / h) ** 2)
}
