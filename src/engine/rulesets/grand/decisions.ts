import { otherSide, RuleError, type Decision, type Side } from '../../core/types.ts'
import { CARD_BY_ID, cardName } from './cards.ts'
import { finish } from './end.ts'
import type { GrandEvent } from './events.ts'
import { updateMorale } from './morale.ts'
import { playableCards, startBattle } from './sequence.ts'
import { ROUND_NAMES } from './rounds.ts'
import type { BreakthroughOptions, GrandState } from './state.ts'
import { closeWork, openWork, type Work } from './work.ts'

export type GrandChoice =
  | { kind: 'cards'; play: string[]; reason?: string }
  | { kind: 'retreat'; retreat: boolean; reason?: string }
  | { kind: 'breakthrough'; region: string | null; units?: string[]; leaders?: string[]; reason?: string }

export type GrandDecision =
  | Decision<'cards', string[]>
  | Decision<'retreat', ['stay', 'retreat']>
  | Decision<'breakthrough', BreakthroughOptions>

/** Whose choice is needed now, with the legal options; null when the battle can advance or is over. */
export function pending(s: GrandState): GrandDecision | null {
  const head = s.queue[0]
  if (!head) return null
  const who = s.sides[head.side].name
  switch (head.kind) {
    case 'cards': {
      const when = head.round ? `at the start of ${ROUND_NAMES[head.round]}` : 'in the Cards round'
      return { side: head.side, kind: 'cards', prompt: `${who}: play cards ${when}, or pass`, options: playableCards(s, head.side, head.round) }
    }
    case 'retreat': {
      const when = head.round && s.round !== 'recon' ? `before ${ROUND_NAMES[head.round]}` : 'after Recon'
      return { side: head.side, kind: 'retreat', prompt: `${who}: retreat ${when}, or stay`, options: ['stay', 'retreat'] }
    }
    case 'breakthrough':
      return {
        side: head.side,
        kind: 'breakthrough',
        prompt: `${who}: break through into an adjacent region, or stay`,
        options: { units: s.result!.breakthrough!.units, leaders: s.result!.breakthrough!.leaders, regions: s.result!.breakthrough!.regions },
      }
  }
}

function playCards(w: Work, side: Side, ids: string[]): void {
  const s = w.s
  const head = s.queue[0]!
  const round = head.round
  const allowed = playableCards(s, side, head.round)
  const hand = s.sides[side].hand.slice()
  for (const id of ids) {
    const at = hand.indexOf(id)
    if (!allowed.includes(id) || at < 0) throw new RuleError(`${s.sides[side].name} cannot play "${id}" now; playable: ${allowed.join(', ') || 'none'}`)
    hand.splice(at, 1)
  }
  s.queue.shift()
  for (const id of ids) {
    const card = CARD_BY_ID.get(id)!
    const st = s.sides[side]
    st.hand.splice(st.hand.indexOf(id), 1)
    st.played.push(id)
    if (w.ev) w.ev.push({ t: 'card', side, card: id, name: card.name, round })
    if (card.effect.type === 'cancel') {
      // Section J: the battle is cancelled before it starts.
      const retreating = card.effect.retreats === 'self' ? side : otherSide(side)
      finish(w, null, `${card.name}: the battle is cancelled and ${s.sides[retreating].name} retreats`, retreating, true)
      return
    }
    s.effects.push({ card: id, side, effect: card.effect })
  }
  if (ids.length) for (const sd of ['attacker', 'defender'] as const) updateMorale(w, sd, 'cards played')
}

function decisionEvent(side: Side, kind: string, choice: string, reason: string | undefined): GrandEvent {
  return { t: 'decision', side, kind, choice, reason: reason ?? null }
}

/** Applies a choice to a working copy. */
export function decideInPlace(w: Work, side: Side, choice: GrandChoice): void {
  const s = w.s
  const head = s.queue[0]
  if (!head) throw new RuleError('no decision is pending')
  if (head.side !== side || head.kind !== choice.kind) {
    throw new RuleError(`waiting for the ${head.side} to decide ${head.kind}, not the ${side} to decide ${choice.kind}`)
  }
  switch (choice.kind) {
    case 'cards': {
      if (w.ev) w.ev.push(decisionEvent(side, 'cards', choice.play.length ? choice.play.map(cardName).join(', ') : 'pass', choice.reason))
      playCards(w, side, choice.play)
      break
    }
    case 'retreat': {
      if (w.ev) w.ev.push(decisionEvent(side, 'retreat', choice.retreat ? 'retreat' : 'stay', choice.reason))
      s.queue.shift()
      if (choice.retreat) {
        // Sections F and I: a voluntary retreat ends the battle without pursuit.
        s.sides[side].retreated = true
        finish(w, otherSide(side), `${s.sides[side].name} retreated`, side)
      }
      break
    }
    case 'breakthrough': {
      const options = s.result!.breakthrough!
      const units = choice.units ?? options.units
      const leaders = choice.leaders ?? (choice.region ? options.leaders : [])
      if (choice.region !== null && !options.regions.includes(choice.region)) {
        throw new RuleError(`no breakthrough into "${choice.region}"; regions: ${options.regions.join(', ')}`)
      }
      for (const id of units) if (!options.units.includes(id)) throw new RuleError(`unit "${id}" may not break through`)
      for (const id of leaders) if (!options.leaders.includes(id)) throw new RuleError(`leader "${id}" may not break through`)
      if (choice.region !== null && units.length === 0) throw new RuleError('a breakthrough needs at least one unit')
      if (w.ev) w.ev.push(decisionEvent(side, 'breakthrough', choice.region ?? 'none', choice.reason))
      s.queue.shift()
      if (choice.region !== null) {
        for (const u of s.units) {
          if (units.includes(u.id)) {
            u.movedTo = choice.region
            u.breakthroughsMade++
          }
        }
        s.result = { ...s.result!, breakthrough: { ...options, chosen: { region: choice.region, units: units.slice(), leaders: leaders.slice() } } }
      }
      if (w.ev) w.ev.push({ t: 'breakthrough', side, region: choice.region, units: choice.region ? units.slice() : [] })
      break
    }
  }
  if (s.phase === 'cards' && s.queue.length === 0) startBattle(s)
}

/** Applies a choice; pure: a new state and the events it caused. */
export function decide(state: GrandState, side: Side, choice: GrandChoice): { state: GrandState; events: GrandEvent[] } {
  const w = openWork(state)
  decideInPlace(w, side, choice)
  return closeWork(w)
}
