import { seedDice } from '../../core/seedDice.ts'
import type { AiLevel } from '../../core/ruleset.ts'
import { otherSide, type Side } from '../../core/types.ts'
import { CARD_BY_ID } from './cards.ts'
import { forwardRegions } from './retreat.ts'
import { grand, simulate, type GrandChoice, type GrandDecision, type GrandState } from './index.ts'
import { strengthLeft } from './strength.ts'


/** Simulated battles per option: the levels differ in how far they look. */
const SIMS: Record<AiLevel, number> = { easy: 0, normal: 24, hard: 64 }
/** How much better than easy's choice a card set must look before the AI prefers it. */
const MARGIN = 0.05
/** Staying must be expected to cost at least this share of the side's strength before it retreats. */
const COSTLY = 0.25
/** Weight of strength kept against the chance to win: a side may rather keep its army than win at any price. */
const KEEP = 0.05


const pct = (x: number) => `${Math.round(x * 100)}%`

function isCancel(id: string): boolean {
  return CARD_BY_ID.get(id)?.effect.type === 'cancel'
}

/** Easy: plays what helps, calls the battle off when badly outnumbered, retreats when beaten. */
export function easyChoice(s: GrandState, d: GrandDecision): GrandChoice {
  const side = d.side
  const own = strengthLeft(s, side)
  const enemy = strengthLeft(s, otherSide(side))
  switch (d.kind) {
    case 'cards': {
      const outnumbered = own * 2 < enemy
      const cancel = d.options.find(isCancel)
      if (outnumbered && cancel) return { kind: 'cards', play: [cancel], reason: `${own} SP against ${enemy}: call the battle off` }
      const ownAir = s.units.filter((u) => u.side === side && u.air && u.place === 'field').length
      const enemyAir = s.units.filter((u) => u.side !== side && u.air && u.place === 'field').length
      const play = d.options.filter((id) => !isCancel(id) && !(id === 'sandstorm' && ownAir >= enemyAir))
      return { kind: 'cards', play, reason: play.length ? 'play every card that helps' : 'nothing worth playing' }
    }
    case 'retreat': {
      const bm = s.sides[side].bm
      const theirs = s.sides[otherSide(side)].bm
      const retreat = (bm <= 0 && theirs > bm + 2) || own * 5 < enemy * 2
      return { kind: 'retreat', retreat, reason: `BM ${bm} against ${theirs}, ${own} SP against ${enemy}` }
    }
    case 'breakthrough':
      return breakthroughChoice(s, d)
  }
}

/** A breakthrough changes no odds in this battle: push into enemy ground if any, else nobody's, never into the side's own rear (D58). */
function breakthroughChoice(s: GrandState, d: Extract<GrandDecision, { kind: 'breakthrough' }>): GrandChoice {
  const forward = forwardRegions(s, d.side, d.options.regions)
  const enemyGround = forward.find((id) => s.regions.find((r) => r.id === id)?.owner === otherSide(d.side))
  const region = enemyGround ?? forward[0] ?? null
  return { kind: 'breakthrough', region, reason: enemyGround ? 'push into enemy ground' : region ? 'the only way forward' : 'no region offered carries the front forward' }
}

interface Outcome {
  /** Trial battles played: the chance below is their share of wins. */
  runs: number
  win: number
  ownKept: number
  enemyKept: number
  ownLost: number
  value: number
}

/**
 * The expected outcome of a choice: the battle played on `sims` times from the
 * state it leads to, both sides then playing easy. Every option is tried on
 * the same dice (common random numbers), so differences come from the choice.
 */
function evaluate(s: GrandState, side: Side, choice: GrandChoice, sims: number, seed: string): Outcome {
  const next = grand.decide(s, side, choice).state
  const own0 = Math.max(1, strengthLeft(s, side))
  const enemy0 = Math.max(1, strengthLeft(s, otherSide(side)))
  let win = 0
  let ownKept = 0
  let enemyKept = 0
  // A choice that ends the battle (a retreat, a cancelling card) has one outcome.
  const over = next.phase === 'over'
  const runs = over ? 1 : sims
  for (let i = 0; i < runs; i++) {
    const end = over ? next : simulate({ ...next, dice: seedDice(`${seed}#${i}`) }, easyChoice)
    if (end.result?.winner === side) win++
    ownKept += strengthLeft(end, side)
    enemyKept += strengthLeft(end, otherSide(side))
  }
  const o = { runs, win: win / runs, ownKept: ownKept / runs / own0, enemyKept: enemyKept / runs / enemy0, ownLost: own0 - ownKept / runs, value: 0 }
  o.value = o.win + KEEP * o.ownKept - KEEP * o.enemyKept
  return o
}

/**
 * What the AI's chance measures, said beside it (issue 27): its own trial
 * battles, cards played on both sides as the easy AI plays them, where the
 * odds bar assumes no further card is played; the two figures differ.
 */
function measured(o: Outcome): string {
  return o.runs > 1 ? `, in ${o.runs} trial battles with both sides playing their cards (the odds bar plays none)` : ''
}

/** The card sets worth comparing: none, each card alone, all that keep the battle on; hard tries every set of up to four. */
function cardSets(options: readonly string[], level: AiLevel): string[][] {
  const sets: string[][] = [[]]
  const add = (set: string[]) => {
    const key = [...set].sort().join(',')
    if (!sets.some((x) => [...x].sort().join(',') === key)) sets.push(set)
  }
  for (const id of options) add([id])
  add(options.filter((id) => !isCancel(id)))
  if (level === 'hard' && options.length <= 4) {
    for (let mask = 1; mask < 1 << options.length; mask++) add(options.filter((_, i) => mask & (1 << i)))
  }
  return sets
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')
}

function describeCards(ids: readonly string[]): string {
  return ids.length ? ids.map((id) => CARD_BY_ID.get(id)?.name ?? id).join(', ') : 'pass'
}

/**
 * The AI's choice for a decision, with a one-line reason for the log. Easy
 * uses heuristics; normal and hard compare the legal options by simulation and
 * take the best expected value. Deterministic: the dice it imagines are seeded
 * from the position.
 */
export function aiChoice(s: GrandState, d: GrandDecision, level: AiLevel): GrandChoice {
  if (level === 'easy' || d.kind === 'breakthrough') {
    const c = level === 'easy' ? easyChoice(s, d) : breakthroughChoice(s, d as Extract<GrandDecision, { kind: 'breakthrough' }>)
    return { ...c, reason: `${level}: ${c.reason}` }
  }
  const sims = SIMS[level]
  const seed = `ai/${s.seed}/${s.dice.rolled}/${d.side}/${d.kind}`
  if (d.kind === 'retreat') {
    // A retreat never raises the chance to win: leave only when staying is all but hopeless
    // and would cost a good part of the army (the strength a retreat saves).
    let stay = evaluate(s, d.side, { kind: 'retreat', retreat: false }, sims, seed)
    // Before giving up, make sure: no win in four times as many battles.
    if (stay.win === 0 && stay.ownKept <= 1 - COSTLY) stay = evaluate(s, d.side, { kind: 'retreat', retreat: false }, 4 * sims, seed)
    const retreat = stay.win === 0 && stay.ownKept <= 1 - COSTLY
    return {
      kind: 'retreat',
      retreat,
      reason: `${level}: ${retreat ? 'Retreat' : 'Stay'}: ${pct(stay.win)} to win if it stays, ${stay.ownLost.toFixed(1)} SP expected lost${measured(stay)}`,
    }
  }
  // Easy's choice is the default; another set must beat it by a clear margin, not by the noise of the sample.
  const fallback = easyChoice(s, d)
  const baseSet = fallback.kind === 'cards' ? fallback.play : []
  let best = { set: baseSet, o: evaluate(s, d.side, { kind: 'cards', play: baseSet }, sims, seed) }
  let none: Outcome | null = baseSet.length === 0 ? best.o : null
  for (const set of cardSets(d.options, level)) {
    if (sameSet(set, baseSet)) continue
    const o = evaluate(s, d.side, { kind: 'cards', play: set }, sims, seed)
    if (set.length === 0) none = o
    if (o.value > best.o.value + MARGIN) best = { set, o }
  }
  const b = best
  return {
    kind: 'cards',
    play: b.set,
    reason: `${level}: ${describeCards(b.set)}: ${pct(b.o.win)} to win${b.set.length && none ? ` (passing: ${pct(none.win)})` : ''}${measured(b.o)}`,
  }
}
