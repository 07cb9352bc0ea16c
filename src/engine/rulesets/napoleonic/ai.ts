import type { FormDecision } from '../../core/form.ts'
import type { AiLevel, Choice } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { Board, sideIndex, type FastFigures } from './board.ts'
import { columnLabel } from './combat.ts'
import { END } from './decisions.ts'
import { chanceOf, END_PHASE, rankByPlayouts, type Weighed } from './rollout.ts'
import { evaluateBoard, Search } from './search.ts'
import type { NapState } from './state.ts'

/**
 * The napoleonic AI. Easy attacks as the book's default does: best odds
 * first, none below 1–1. Normal and hard weigh each legal attack and the end
 * of the phase exactly: every d6 face and morale test of the attack, then the
 * best of the attacks it leaves (normal: one more, hard: two more, each among
 * the few best by odds), because order decides: an attack won first makes its
 * unit victorious, and a victorious unit supports the attacks after it (the
 * seed's example of units #1 to #10). Before the battle's last phase hard also
 * plays the battle out after each choice (rollout.ts) and takes the one that
 * wins most: points at the end of a phase do not show what it sets up for the
 * next. Deterministic: no die of the battle is rolled or read.
 *
 * It thinks on the board (board.ts: the rules on typed arrays, each attack
 * applied and undone in place) with the look-ahead of search.ts, which weighs
 * an attack far from the ones before it once, not once per line of play.
 */
const DEPTH: Record<AiLevel, number> = { easy: 0, normal: 2, hard: 3 }
/** Follow-up attacks looked at after the first, best odds first. */
const BEAM: Record<AiLevel, number> = { easy: 0, normal: 4, hard: 3 }

/** How good a position is for `me`: the victory points by the scenario's conditions, then 0.3 a strength point and 0.25 a morale point kept. */
export function evaluate(s: NapState, me: Side): number {
  return evaluateBoard(new Board(s), sideIndex(me))
}

const pct = (p: number) => `${Math.round(p * 100)}%`
const figure = (): FastFigures => ({ attack: 0, defend: 0, column: 0, drm: 0 })

/** As decisions.ts oddsText: "6 against 4, 1.5–1, die +1". */
function oddsText(f: FastFigures): string {
  const drm = f.drm ? `, die ${f.drm > 0 ? '+' : ''}${f.drm}` : ''
  return `${f.attack} against ${f.defend}, ${columnLabel(f.column)}${drm}`
}

/** The exact chance that `d` leaves its hex (eliminated or driven back) when `a` attacks it. */
export function dislodgeChance(b: Board, a: number, d: number): number {
  const from = b.hex[d]!
  let p = 0
  b.branches(a, d, figure(), (q) => {
    if (!b.alive[d] || b.hex[d] !== from) p += q
  })
  return p
}

/** The supports of `friend` against `foe`, in the state's order. */
function supportList(b: Board, friend: number, foe: number): number[] {
  const out = new Int32Array(6)
  const n = b.supports(friend, foe, out)
  return [...out.slice(0, n)].sort((x, y) => x - y)
}

/** "#3 attacks #4: 6 against 4, 1.5–1, 61% to dislodge", or "… after #1 has won: 1–2 becomes 1–1, …". */
function attackReason(s: NapState, b: Board, a: number, d: number): string {
  const name = (u: number) => s.units[u]!.name
  const f = b.figures(a, d, figure())
  const dislodge = pct(dislodgeChance(b, a, d))
  const helpers = supportList(b, a, d).filter((u) => b.victorious[u])
  if (helpers.length) {
    const marks = b.victorious.slice()
    b.victorious.fill(0)
    const before = b.figures(a, d, figure())
    b.victorious.set(marks)
    const who = helpers.map(name).join(' and ')
    if (before.column !== f.column) {
      return `${name(a)} attacks ${name(d)} after ${who} ${helpers.length > 1 ? 'have' : 'has'} won: ${columnLabel(before.column)} becomes ${columnLabel(f.column)}, ${dislodge} to dislodge`
    }
    return `${name(a)} attacks ${name(d)} with ${who}, victorious, in support: ${oddsText(f)}, ${dislodge} to dislodge`
  }
  return `${name(a)} attacks ${name(d)}: ${oddsText(f)}, ${dislodge} to dislodge`
}

/** When an attack is chosen for what its win opens: the later attack its unit would then support, in the likeliest outcome where it wins. */
function opens(s: NapState, b: Board, a: number, d: number): string | null {
  // The likeliest winning outcome, by its place among the branches.
  let bestP = 0
  let bestK = -1
  let k = 0
  b.branches(a, d, figure(), (p) => {
    if (b.victorious[a] && p > bestP + 1e-12) {
      bestP = p
      bestK = k
    }
    k++
  })
  if (bestK < 0) return null
  let found: string | null = null
  k = 0
  b.branches(a, d, figure(), () => {
    if (k++ !== bestK) return
    const search = new Search(b, 0)
    const n = search.rank(0)
    for (let i = 0; i < n && !found; i++) {
      const p = search.ranked(0, i)
      const na = Math.floor(p / b.nU)
      const nd = p % b.nU
      if (na === a) continue
      if (supportList(b, na, nd).includes(a)) found = `a win lets ${s.units[a]!.name} support ${s.units[na]!.name} against ${s.units[nd]!.name}`
    }
  })
  return found
}

/** The easy AI (the default policy) and the look-ahead of normal and hard, each answer with its reason. */
export function chooseAttack(s: NapState, decision: FormDecision, level: AiLevel): Choice {
  const b = new Board(s)
  const search = new Search(b, BEAM[level])
  const n = search.rank(0)
  const ranked: number[] = []
  for (let k = 0; k < n; k++) ranked.push(search.ranked(0, k))
  const unit = (p: number) => [Math.floor(p / b.nU), p % b.nU] as const
  const answer = (p: number) => ({ attacker: s.units[unit(p)[0]]!.id, defender: s.units[unit(p)[1]]!.id })
  if (level === 'easy') {
    const best = b.defaultAttack()
    if (best < 0) {
      const top = ranked[0]
      const f = top === undefined ? null : b.figures(...unit(top), figure())
      return { kind: 'attack', answer: { attacker: END, defender: END }, reason: `easy: no attack at 1–1 or better left${f ? ` (best ${columnLabel(f.column)})` : ''}` }
    }
    return { kind: 'attack', answer: answer(best), reason: `easy: best odds first, ${attackReason(s, b, ...unit(best))}` }
  }
  const depth = DEPTH[level]
  const stay = search.evaluate()
  let choice: { p: number; v: number } | null = null
  let firstBest: { p: number; v: number } | null = null
  const weighed: { choice: number; worth: number }[] = [{ choice: END_PHASE, worth: stay }]
  for (const p of ranked) {
    const [a, d] = unit(p)
    const v = search.worth(a, d, depth)
    const single = search.worth(a, d, 1)
    weighed.push({ choice: p, worth: v })
    if (!firstBest || single > firstBest.v + 1e-9) firstBest = { p, v: single }
    if (!choice || v > choice.v + 1e-9) choice = { p, v }
  }
  // Before the last phase, hard looks past it: the battle played out after each choice (rollout.ts).
  if (level === 'hard' && !search.last && ranked.length) {
    const { ranked: byPlay, slope } = rankByPlayouts(s, weighed, search, depth)
    const best = byPlay[0]!
    const pc = (w: Weighed) => pct(chanceOf(w, slope))
    const on = (p: number) => {
      const [a, d] = unit(p)
      return `${s.units[a]!.name} on ${s.units[d]!.name}`
    }
    if (best.choice === END_PHASE) {
      const next = byPlay[1]!
      const f = b.figures(...unit(next.choice), figure())
      return { kind: 'attack', answer: { attacker: END, defender: END }, reason: `hard: ends the phase: wins ${pc(best)} of playouts as it stands, ${pc(next)} after the best attack left, ${on(next.choice)} at ${columnLabel(f.column)}` }
    }
    const [a, d] = unit(best.choice)
    const stop = byPlay.find((w) => w.choice === END_PHASE)!
    let reason = `hard: ${attackReason(s, b, a, d)}`
    if (firstBest && firstBest.p !== best.choice) {
      const why = opens(s, b, a, d)
      reason += why ? `; first, since ${why}` : `; better for the battle than ${on(firstBest.p)}`
    }
    return { kind: 'attack', answer: answer(best.choice), reason: `${reason}; wins ${pc(best)} of playouts, ${pc(stop)} if it ends the phase` }
  }
  // In the battle's last phase the result is what counts: say where the score stands.
  const diff = search.scoreDiff()
  const last = search.last ? `; the battle's last phase, ${diff > 0 ? `ahead by ${diff}` : diff < 0 ? `behind by ${-diff}` : 'level'}` : ''
  if (!choice || choice.v <= stay + 1e-9) {
    const top = ranked[0]
    const f = top === undefined ? null : b.figures(...unit(top), figure())
    const [a, d] = top === undefined ? [0, 0] : unit(top)
    return {
      kind: 'attack',
      answer: { attacker: END, defender: END },
      reason: `${level}: ends the phase${f ? `: the best attack left, ${s.units[a]!.name} on ${s.units[d]!.name} at ${columnLabel(f.column)}, would cost more than it wins` : ''}${last}`,
    }
  }
  const [a, d] = unit(choice.p)
  let reason = `${level}: ${attackReason(s, b, a, d)}`
  if (firstBest && firstBest.p !== choice.p) {
    const why = opens(s, b, a, d)
    const [fa, fd] = unit(firstBest.p)
    reason += why ? `; first, since ${why}` : `; better than ${s.units[fa]!.name} on ${s.units[fd]!.name} with the attacks after it`
  }
  return { kind: 'attack', answer: answer(choice.p), reason: reason + last }
}
