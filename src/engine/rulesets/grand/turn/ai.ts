import { seedDice } from '../../../core/seedDice.ts'
import type { AiLevel } from '../../../core/ruleset.ts'
import { otherSide, type Side } from '../../../core/types.ts'
import { AIR_CARD_BY_ID } from './airCards.ts'
import { DEFAULT_TURN_POLICY, type TurnPolicy } from './defaultPolicy.ts'
import { regionOf, spOnMap } from './mapRules.ts'
import { simulateTurn } from './simulate.ts'
import type { TurnState } from './state.ts'
import { decideTurn, type TurnChoice, type TurnDecision } from './steps.ts'

/** Simulated turns per order tried: normal looks one battle ahead, hard at every order of the list. */
const SIMS: Record<AiLevel, number> = { easy: 0, normal: 24, hard: 32 }
/** Hard tries every order while there are this many battles or fewer (4! = 24 orders). */
const HARD_ORDERS_UP_TO = 4
/** A strength point kept is worth this share of a victory point: VP first, the army next. */
const KEEP = 0.1

interface Value {
  vp: number
  win: number
  sp: number
  value: number
}

/** Plays the list in `order` (a breakthrough's new battle, at the top, first), the rest of the turn by the defaults. */
function following(order: readonly string[]): TurnPolicy {
  return {
    battle: DEFAULT_TURN_POLICY.battle,
    turn: (t, d) => {
      if (d.kind !== 'next-battle') return DEFAULT_TURN_POLICY.turn(t, d)
      const fresh = d.options.find((e) => e.origin !== null && !order.includes(e.region))
      const next = fresh ?? d.options.find((e) => e.region === order.find((r) => d.options.some((o) => o.region === r))) ?? d.options[0]!
      return { kind: 'next-battle', region: next.region }
    },
  }
}

/** The turn played on `sims` times from the first battle of `order`, every order on the same dice (common random numbers). */
function evaluate(t: TurnState, side: Side, order: readonly string[], sims: number, seed: string): Value {
  const start = decideTurn(t, 'attacker', { kind: 'next-battle', region: order[0]! }, false).state
  const policy = following(order)
  let vp = 0
  let win = 0
  let sp = 0
  for (let i = 0; i < sims; i++) {
    const end = simulateTurn({ ...start, dice: seedDice(`${seed}#${i}`) }, policy)
    const r = end.result!
    vp += r.vp[side] - r.vp[otherSide(side)]
    if (r.winner === side) win++
    sp += spOnMap(end, side) - spOnMap(end, otherSide(side))
  }
  const v = { vp: vp / sims, win: win / sims, sp: sp / sims, value: 0 }
  v.value = v.vp + KEEP * v.sp
  return v
}

function orders(items: readonly string[]): string[][] {
  if (items.length <= 1) return [items.slice()]
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]))
}

/**
 * The AI's answer to a turn's question, with its reason. Air cards: all of
 * them (each only helps its player). The Battles List: easy takes the list's
 * order; normal tries each battle first, the rest in the list's order; hard
 * tries every order of the list; both keep the best expected VP margin, with
 * strength kept as the tie-breaker (section A: "the order … is rather
 * important": a stack can be trapped by a battle left for later).
 */
export function turnAiChoice(t: TurnState, d: TurnDecision, level: AiLevel): TurnChoice {
  if (d.kind === 'air-cards') {
    const names = d.options.map((id) => AIR_CARD_BY_ID.get(id)!.name)
    return { kind: 'air-cards', play: d.options.slice(), reason: `${level}: ${names.length ? `play ${names.join(', ')}: each only helps` : 'nothing to play'}` }
  }
  const regions = d.options.map((e) => e.region)
  const name = (id: string) => regionOf(t, id).name
  if (level === 'easy' || regions.length === 1) {
    return { kind: 'next-battle', region: regions[0]!, reason: `${level}: ${name(regions[0]!)}, the ${regions.length === 1 ? 'last battle' : 'first on the list'}` }
  }
  const seed = `ai/${t.seed}/${t.dice.rolled}/list`
  const tries = level === 'hard' && regions.length <= HARD_ORDERS_UP_TO ? orders(regions) : regions.map((r) => [r, ...regions.filter((x) => x !== r)])
  let best: { order: string[]; v: Value } | null = null
  let worst: { order: string[]; v: Value } | null = null
  for (const order of tries) {
    const v = evaluate(t, d.side, order, SIMS[level], seed)
    if (!best || v.value > best.v.value) best = { order, v }
    if (!worst || v.value < worst.v.value) worst = { order, v }
  }
  const b = best!
  const sign = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`
  const against = worst && worst.order[0] !== b.order[0] ? `; ${name(worst.order[0]!)} first: ${sign(worst.v.vp)} VP` : ''
  return {
    kind: 'next-battle',
    region: b.order[0]!,
    reason: `${level}: ${b.order.map(name).join(' → ')}: ${sign(b.v.vp)} VP, ${Math.round(b.v.win * 100)}% to win the turn${against}`,
  }
}
