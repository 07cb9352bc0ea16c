import { fullOrder, UNIT_TYPE_BY_ID } from './units.ts'

/**
 * Exact odds of a land-only axis battle fought to the end without retreat,
 * by dynamic programming over (attacker casualties, defender casualties).
 * Each side loses units in its order of loss, so a casualty count fixes who
 * is left. A round is the engine's: Artillery (both sides at once, casualties
 * removed at once), then Land Combat with the infantry and armor left (§5.3,
 * §5.5). Each half-round's hit distribution is a binomial (artillery) or the
 * convolution of two binomials (infantry and armor), precomputed per count.
 */
export interface AxisLandOdds {
  attackerWins: number
  defenderWins: number
  draws: number
  /** [k]: the chance that the side ends with k of its units left, read off the terminal (casualties) cells. */
  attackerLeft: number[]
  defenderLeft: number[]
}

export const LAND_TYPES: readonly string[] = ['infantry', 'artillery', 'armor', 'aa-gun']

function binomial(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1)
  out[0] = 1
  for (let k = 0; k < n; k++) {
    for (let h = k + 1; h >= 1; h--) out[h] = out[h]! * (1 - p) + out[h - 1]! * p
    out[0] = out[0]! * (1 - p)
  }
  return out
}

function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1)
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + a[i]! * b[j]!
  return out
}

/** For each casualty count k: the hit distributions of the units left, in the artillery and the land step. */
function sideTables(counts: Record<string, number>, order: string[], attacking: boolean): { n: number; art: Float64Array[]; land: Float64Array[] } {
  const units: string[] = []
  for (const t of order) for (let i = 0; i < (counts[t] ?? 0); i++) units.push(t)
  const n = units.length
  const art: Float64Array[] = []
  const land: Float64Array[] = []
  const value = (t: string) => (attacking ? UNIT_TYPE_BY_ID.get(t)!.attack : UNIT_TYPE_BY_ID.get(t)!.defense) / 6
  for (let k = 0; k <= n; k++) {
    let a = 0
    let inf = 0
    let arm = 0
    for (let i = k; i < n; i++) {
      if (units[i] === 'artillery') a++
      else if (units[i] === 'infantry') inf++
      else if (units[i] === 'armor') arm++
    }
    art.push(binomial(a, value('artillery')))
    land.push(convolve(binomial(inf, value('infantry')), binomial(arm, value('armor'))))
  }
  return { n, art, land }
}

/** Refuses a count record that is not land unit types with whole counts. */
export function checkCounts(r: Record<string, number>, who: string): void {
  for (const [t, n] of Object.entries(r)) {
    if (!LAND_TYPES.includes(t)) throw new Error(`${who}: "${t}" is not a land unit type (${LAND_TYPES.join(', ')})`)
    if (!Number.isInteger(n) || n < 0) throw new Error(`${who}: ${t}=${n} is not a count`)
  }
}

export function solveAxisLand(
  attack: Record<string, number>,
  defend: Record<string, number>,
  opts: { attackOrder?: string[]; defendOrder?: string[] } = {},
): AxisLandOdds {
  checkCounts(attack, 'attack')
  checkCounts(defend, 'defend')
  const A = sideTables(attack, fullOrder(opts.attackOrder), true)
  const D = sideTables(defend, fullOrder(opts.defendOrder), false)
  const nA = A.n
  const nD = D.n
  const W = nD + 1
  // Mass about to fire its artillery step, and mass about to fire its land step, at (i, j).
  const artIn = new Float64Array((nA + 1) * W)
  const landIn = new Float64Array((nA + 1) * W)
  artIn[0] = 1
  const out: AxisLandOdds = { attackerWins: 0, defenderWins: 0, draws: 0, attackerLeft: new Array<number>(nA + 1).fill(0), defenderLeft: new Array<number>(nD + 1).fill(0) }
  /** The battle ends at (i, j) with this much: a casualty count fixes the units left. */
  const end = (i: number, j: number, mass: number) => {
    out.attackerLeft[nA - i]! += mass
    out.defenderLeft[nD - j]! += mass
  }
  for (let sum = 0; sum <= nA + nD; sum++) {
    for (let i = Math.max(0, sum - nD); i <= Math.min(nA, sum); i++) {
      const j = sum - i
      const idx = i * W + j
      const m = artIn[idx]!
      const L = landIn[idx]!
      if (m === 0 && L === 0) continue
      if (i === nA || j === nD) {
        if (i === nA && j === nD) out.draws += m + L
        else if (j === nD) out.attackerWins += m + L
        else out.defenderWins += m + L
        end(i, j, m + L)
        continue
      }
      const aArt = A.art[i]!
      const dArt = D.art[j]!
      const aLand = A.land[i]!
      const dLand = D.land[j]!
      const pa0 = aArt[0]! * dArt[0]!
      const pl0 = aLand[0]! * dLand[0]!
      const stay = pa0 * pl0
      if (stay >= 1 - 1e-15) {
        // Nobody can hit anybody: the engine ends the battle and the defender holds.
        out.defenderWins += m + L
        end(i, j, m + L)
        continue
      }
      // A round that changes nothing comes back here: sum the geometric series once.
      const x = (m + L * pl0) / (1 - stay)
      const landTotal = x * pa0 + L
      for (let ha = 0; ha < aArt.length; ha++) {
        for (let hd = 0; hd < dArt.length; hd++) {
          if (ha === 0 && hd === 0) continue
          landIn[Math.min(i + hd, nA) * W + Math.min(j + ha, nD)]! += x * aArt[ha]! * dArt[hd]!
        }
      }
      for (let ha = 0; ha < aLand.length; ha++) {
        const pa = aLand[ha]!
        if (pa === 0) continue
        for (let hd = 0; hd < dLand.length; hd++) {
          if (ha === 0 && hd === 0) continue
          artIn[Math.min(i + hd, nA) * W + Math.min(j + ha, nD)]! += landTotal * pa * dLand[hd]!
        }
      }
    }
  }
  return out
}
