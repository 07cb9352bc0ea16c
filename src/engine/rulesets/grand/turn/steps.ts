import { RuleError, SIDES, type Decision, type Side } from '../../../core/types.ts'
import { advance as battleAdvance } from '../advance.ts'
import { decide as battleDecide, pending as battlePending, type GrandChoice, type GrandDecision } from '../decisions.ts'
import type { GrandState } from '../state.ts'
import { AIR_CARD_BY_ID } from './airCards.ts'
import { flyAirMoves } from './airMovement.ts'
import { closeBattle, openBattle } from './battle.ts'
import type { TurnEvent } from './events.ts'
import { contestedRegions, regionOf, spOnMap } from './mapRules.ts'
import type { ListEntry, TurnState } from './state.ts'
import { closeTurnWork, openTurnWork, type TurnWork } from './work.ts'

/**
 * A turn's steps (sections A, N): the air cards, the air movement (one
 * advance), the Battles List (a decision: which battle next), then the open
 * battle's own decisions and rounds, and the step that closes it on the map.
 * The open battle is the battle engine's, untouched: its questions are
 * asked as its window asks them, its dice roll on the turn's generator.
 */

export type TurnChoice =
  | { kind: 'air-cards'; play: string[]; reason?: string }
  | { kind: 'next-battle'; region: string; reason?: string }

export type TurnDecision = Decision<'air-cards', string[]> | Decision<'next-battle', ListEntry[]>

/** The air cards a side may play at the start of air movement (section N): distinct ids of its hand. */
export function playableAirCards(t: TurnState, side: Side): string[] {
  const out: string[] = []
  for (const id of t.sides[side].hand) {
    const c = AIR_CARD_BY_ID.get(id)
    if (c && (c.playableBy === 'any' || c.playableBy === side) && !out.includes(id)) out.push(id)
  }
  return out
}

/** The turn's own question now, or null (a battle is open, or the turn advances, or it is over). */
export function turnPending(t: TurnState): TurnDecision | null {
  if (t.phase === 'air-cards') {
    const side = t.airQueue[0]!
    return { side, kind: 'air-cards', prompt: `${t.sides[side].name}: play cards for the air movement (section N), or pass`, options: playableAirCards(t, side) }
  }
  if (t.phase === 'list') {
    const left = t.list.length
    return {
      side: 'attacker',
      kind: 'next-battle',
      prompt: `${t.sides.attacker.name}: choose the next battle from the Battles List (${left} left; none may be skipped)`,
      options: t.list.slice(),
    }
  }
  return null
}

/** Whatever is asked now: the turn's question, or the open battle's. */
export function anyPending(t: TurnState): TurnDecision | GrandDecision | null {
  return t.battle ? battlePending(t.battle) : turnPending(t)
}

/**
 * The open battle rolling on the turn's generator: the turn's `dice` is the
 * one generator of the turn (a caller may put its own there, as the odds and
 * the AI do), the battle's copy follows it.
 */
export function openBattleOf(t: TurnState): GrandState {
  const b = t.battle!
  return b.dice === t.dice ? b : { ...b, dice: t.dice }
}

/** The open battle is over and nothing is asked: the next advance closes it. */
export const battleDone = (t: TurnState): boolean => t.battle !== null && t.battle.phase === 'over' && t.battle.queue.length === 0

function decisionEvent(side: Side, kind: string, choice: string, reason: string | undefined): TurnEvent {
  return { t: 'decision', side, kind, choice, reason: reason ?? null }
}

/** `events` false: nobody reads them (a simulated turn), and none are made. */
export function decideTurn(t: TurnState, side: Side, choice: TurnChoice | GrandChoice, events = true): { state: TurnState; events: TurnEvent[] } {
  if (t.battle) {
    const step = battleDecide(openBattleOf(t), side, choice as GrandChoice)
    return { state: { ...t, battle: step.state, dice: step.state.dice }, events: step.events }
  }
  const d = turnPending(t)
  if (!d) throw new RuleError('no decision is pending')
  if (d.side !== side || d.kind !== choice.kind) throw new RuleError(`waiting for the ${d.side} to decide ${d.kind}, not the ${side} to decide ${choice.kind}`)
  const w = openTurnWork(t, events)
  const c = choice as TurnChoice
  if (c.kind === 'air-cards') {
    const hand = w.t.sides[side].hand
    for (const id of c.play) {
      const playable = d.options as string[]
      if (!playable.includes(id) || !hand.includes(id)) throw new RuleError(`${w.t.sides[side].name} cannot play "${id}" now; playable: ${playable.join(', ') || 'none'}`)
      hand.splice(hand.indexOf(id), 1)
    }
    if (w.ev) w.ev.push(decisionEvent(side, 'air cards', c.play.length ? c.play.map((id) => AIR_CARD_BY_ID.get(id)!.name).join(', ') : 'pass', c.reason))
    for (const id of c.play) {
      w.t.sides[side].played.push(id)
      w.t.airPlayed.push({ side, card: id })
      if (w.ev) w.ev.push({ t: 'card', side, card: id, name: AIR_CARD_BY_ID.get(id)!.name, round: null })
    }
    w.t.airQueue.shift()
    if (!w.t.airQueue.length) w.t.phase = 'air'
  } else {
    if (!w.t.list.some((e) => e.region === c.region)) {
      throw new RuleError(`no battle in "${c.region}" on the Battles List; listed: ${w.t.list.map((e) => e.region).join(', ')}`)
    }
    if (w.ev) w.ev.push(decisionEvent(side, 'next battle', regionOf(w.t, c.region).name, c.reason))
    openBattle(w, c.region)
  }
  return closeTurnWork(w)
}

export function advanceTurn(t: TurnState, events = true): { state: TurnState; events: TurnEvent[] } {
  if (t.battle && !battleDone(t)) {
    const step = battleAdvance(openBattleOf(t))
    return { state: { ...t, battle: step.state, dice: step.state.dice }, events: step.events }
  }
  const w = openTurnWork(t, events)
  if (w.t.phase === 'air') {
    flyAirMoves(w)
    startList(w)
  } else if (battleDone(w.t)) {
    closeBattle(w)
    if (w.t.list.length) w.t.phase = 'list'
    else endTurn(w)
  } else {
    throw new RuleError(w.t.phase === 'over' ? 'the turn is over' : 'a decision is pending')
  }
  return closeTurnWork(w)
}

/** Section A: the Battles List opens with every battle the active side initiated, in the map's order. */
export function startList(w: TurnWork): void {
  const t = w.t
  t.list = contestedRegions(t).map((region) => ({ region, origin: null }))
  if (w.ev) w.ev.push({ t: 'battles-list', regions: t.list.map((e) => e.region) })
  if (t.list.length) t.phase = 'list'
  else endTurn(w)
}

/**
 * The turn's result (D46): the side with more victory points from the
 * battles it won; equal, the side that lost fewer strength points; equal
 * again, the defender, who holds, as in a battle (section C).
 */
export function endTurn(w: TurnWork): void {
  const t = w.t
  const vp = { attacker: 0, defender: 0 }
  for (const r of t.records) for (const s of SIDES) vp[s] += r.sides[s].vp
  const lost = { attacker: t.startSp.attacker - spOnMap(t, 'attacker'), defender: t.startSp.defender - spOnMap(t, 'defender') }
  const name = (s: Side) => t.sides[s].name
  let winner: Side
  let reason: string
  if (vp.attacker !== vp.defender) {
    winner = vp.attacker > vp.defender ? 'attacker' : 'defender'
    reason = `${name(winner)} ${vp[winner]} VP against ${vp[winner === 'attacker' ? 'defender' : 'attacker']}`
  } else if (lost.attacker !== lost.defender) {
    winner = lost.attacker < lost.defender ? 'attacker' : 'defender'
    reason = `${vp.attacker} VP each; ${name(winner)} lost fewer strength points (${lost[winner]} against ${lost[winner === 'attacker' ? 'defender' : 'attacker']})`
  } else {
    winner = 'defender'
    reason = `${vp.attacker} VP each and ${lost.attacker} strength points lost each: the defender holds`
  }
  t.result = { winner, reason, vp, lost }
  t.phase = 'over'
  if (w.ev) w.ev.push({ t: 'turn-end', winner, reason })
}
