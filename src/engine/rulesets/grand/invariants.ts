import type { FuzzKit } from '../../core/ruleset.ts'
import type { GrandEvent } from './events.ts'
import type { TurnEvent } from './turn/events.ts'
import { CARDS } from './cards.ts'
import { BATTLE_ENDINGS, battleEnding, TURN_ENDINGS, turnEnding } from './endings.ts'
import { moraleValue } from './morale.ts'
import { randomPolicy } from './policies.ts'
import { randomScenario } from './randomScenario.ts'
import { randomTurn } from './randomTurn.ts'
import { ROUND_NAMES } from './rounds.ts'
import { simulate } from './simulate.ts'
import type { GrandState } from './state.ts'
import { AIR_CARDS } from './turn/airCards.ts'
import { randomTurnPolicy } from './turn/policies.ts'
import { simulateTurn } from './turn/simulate.ts'
import { isTurnState, type TurnState } from './turn/state.ts'

/** The most fire rounds a battle has: Artillery Preparation, Air Support, Mines, Recon, Main and three Next (section B). */
const MAX_ROUNDS = 8
const PLACES = new Set(['field', 'losses', 'routs'])

/** A battle's invariants (seed 000): each unit in one box that agrees with its strength, Battle Morale the sum of its parts and what its rules make it. */
function checkBattle(s: GrandState, where = ''): string[] {
  const out: string[] = []
  for (const u of s.units) {
    if (!PLACES.has(u.place)) out.push(`${where}${u.id} is in "${u.place}"`)
    if (!Number.isInteger(u.strength) || u.strength < 0 || u.strength > u.maxStrength) out.push(`${where}${u.id} has strength ${u.strength} of ${u.maxStrength}`)
    // Section C: a unit with no strength left is in the Losses box, and only such a unit.
    if ((u.place === 'losses') !== (u.strength === 0)) out.push(`${where}${u.id} is in ${u.place} with strength ${u.strength}`)
  }
  for (const side of ['attacker', 'defender'] as const) {
    const st = s.sides[side]
    const sum = st.bmParts.reduce((a, p) => a + p.value, 0)
    if (sum !== st.bm) out.push(`${where}${side}'s Battle Morale is ${st.bm}, its parts add up to ${sum}`)
    const rules = moraleValue(s, side)
    if (rules !== st.bm) out.push(`${where}${side}'s Battle Morale is ${st.bm}, section B makes it ${rules}`)
  }
  if (s.roundsFought > MAX_ROUNDS) out.push(`${where}${s.roundsFought} fire rounds`)
  return out
}

/** A turn's (sections A, L–N): every unit and leader on the map in a region that exists, or lost; the open battle's own invariants. */
function checkTurn(t: TurnState): string[] {
  const out: string[] = []
  const regions = new Set(t.regions.map((r) => r.id))
  for (const u of [...t.units, ...t.leaders]) {
    if (u.status !== 'map' && u.status !== 'lost') out.push(`${u.id} has status "${String(u.status)}"`)
    if (u.status === 'map' && !regions.has(u.region)) out.push(`${u.id} is in region "${u.region}", not on the map`)
  }
  const ids = new Set<string>()
  for (const u of t.units) {
    if (ids.has(u.id)) out.push(`${u.id} is on the map twice`)
    ids.add(u.id)
  }
  if (t.battle) out.push(...checkBattle(t.battle, `battle in ${t.battle.region.id}: `))
  if (t.battle && JSON.stringify(t.battle.dice) !== JSON.stringify(t.dice)) out.push('the open battle rolls on other dice than its turn')
  return out
}

/** The share of random scenarios that are combat turns: only a turn deals air cards and flies planes (section N). */
const TURN_SHARE = 0.2

/** A random battle, or one time in five a random combat turn; rng() ≡ 0 keeps to the plainer battle. */
export function randomGrandScenario(rng: () => number, id = 'random'): Record<string, unknown> {
  return rng() >= 1 - TURN_SHARE ? randomTurn(rng, id) : randomScenario(rng, id)
}

export const grandFuzz: FuzzKit<GrandState | TurnState, GrandEvent | TurnEvent> = {
  check: (s) => (isTurnState(s) ? checkTurn(s) : checkBattle(s)),
  // Every die the battle and the turn roll is an event with its face (shots, panic and rout tests, air placements and panic tests).
  diceShown: (events) => events.reduce((n, e) => n + (typeof (e as { die?: unknown }).die === 'number' ? 1 : 0), 0),
  gaugeIsSum: true,
  coverage: (s, events) => {
    const ending = isTurnState(s) ? turnEnding(s) : battleEnding(s)
    return [
      ...events.flatMap((e) => (e.t === 'card' ? [`card:${(e as Extract<GrandEvent, { t: 'card' }>).card}`] : [])),
      ...(ending ? [`ending:${ending}`] : []),
    ]
  },
  // Every card (the battle's and the turn's air cards), every round, every question a battle or a turn asks and every way each ends.
  known: () => [
    ...[...CARDS, ...AIR_CARDS].map((c) => `card:${c.id}`),
    ...[...new Set(Object.values(ROUND_NAMES).map((n) => n.replace(/\d+/g, 'N')))].map((n) => `round:${n}`),
    ...['cards', 'retreat', 'breakthrough', 'air-cards', 'next-battle'].map((k) => `decision:${k}`),
    ...[...BATTLE_ENDINGS, ...TURN_ENDINGS].map((k) => `ending:${k}`),
  ],
  randomScenario: randomGrandScenario,
  simulateRandom: (s, seed) => (isTurnState(s) ? simulateTurn(s, randomTurnPolicy(seed)) : simulate(s, randomPolicy(seed))),
}
