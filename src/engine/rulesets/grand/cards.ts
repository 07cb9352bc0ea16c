import type { RoundId, RoundKind } from './rounds.ts'
import type { UnitKind } from './units.ts'

/** Who a card's effect falls on, seen from the side that plays it. */
export type Whom = 'self' | 'enemy' | 'both'

export type CardEffect =
  /** Section J, Retreat card: the battle is cancelled and one side retreats. */
  | { type: 'cancel'; retreats: 'self' | 'enemy' }
  | { type: 'modifier'; whom: Whom; rounds: RoundKind[]; value: number; kinds?: UnitKind[] }
  | { type: 'morale'; whom: Whom; value: number }
  /** Section J, Non Simultaneous Battle card: the player's side fires first in these rounds. */
  | { type: 'fireFirst'; rounds: RoundId[] }
  /** An extra Ambush round before Main in which only the player's side fires. */
  | { type: 'ambush' }
  /** Every unit of the player's side re-rolls a failed shot, as elite units do. */
  | { type: 'reroll'; rounds: RoundKind[] }
  /** The defender counts as entrenched: −1 to the attacker's combat values. */
  | { type: 'entrench' }
  /** The enemy may not pursue the player's side. */
  | { type: 'noPursuit' }

export type Requirement =
  | { own: 'artillery' | 'groundAttack' | 'antitank' | 'armor' | 'combat' }
  | { enemy: 'minefield' | 'air' | 'armor' }

export interface Card {
  id: string
  name: string
  text: string
  /** Who may play it. */
  playableBy: 'attacker' | 'defender' | 'any'
  /** One-time cards leave the game once played; replayable ones return to the hand after the battle. */
  reusable: boolean
  /** Besides the Cards round, the card may be played at the start of these rounds. */
  roundStart: RoundId[]
  requires?: Requirement
  effect: CardEffect
}

const NEXT: RoundKind[] = ['main', 'next']

export const CARDS: readonly Card[] = [
  {
    id: 'withdrawal',
    name: 'Orderly Withdrawal',
    text: 'Cancel the battle: your side retreats before a shot is fired.',
    playableBy: 'any',
    reusable: false,
    roundStart: [],
    effect: { type: 'cancel', retreats: 'self' },
  },
  {
    id: 'halt-order',
    name: 'Halt Order',
    text: 'Cancel the battle: the attacker is ordered back to where it came from.',
    playableBy: 'defender',
    reusable: false,
    roundStart: [],
    effect: { type: 'cancel', retreats: 'enemy' },
  },
  {
    id: 'surprise-attack',
    name: 'Surprise Attack',
    text: 'Your side fires first in Main and Next 1; the enemy answers with what is left.',
    playableBy: 'attacker',
    reusable: false,
    roundStart: [],
    requires: { own: 'combat' },
    effect: { type: 'fireFirst', rounds: ['main', 'next1'] },
  },
  {
    id: 'ambush',
    name: 'Ambush',
    text: 'An Ambush round before Main: your combat units fire and the enemy cannot answer.',
    playableBy: 'defender',
    reusable: false,
    roundStart: [],
    requires: { own: 'combat' },
    effect: { type: 'ambush' },
  },
  {
    id: 'barrage',
    name: 'Creeping Barrage',
    text: '+1 to your artillery in Artillery Preparation.',
    playableBy: 'any',
    reusable: true,
    roundStart: ['artillery'],
    requires: { own: 'artillery' },
    effect: { type: 'modifier', whom: 'self', rounds: ['artillery'], value: 1 },
  },
  {
    id: 'air-strike',
    name: 'Concentrated Air Strike',
    text: '+1 to your aircraft in Air Support.',
    playableBy: 'any',
    reusable: true,
    roundStart: ['air'],
    requires: { own: 'groundAttack' },
    effect: { type: 'modifier', whom: 'self', rounds: ['air'], value: 1 },
  },
  {
    id: 'sappers',
    name: 'Sappers',
    text: '−2 to the enemy minefields in the Mines round.',
    playableBy: 'any',
    reusable: true,
    roundStart: ['mines'],
    requires: { enemy: 'minefield' },
    effect: { type: 'modifier', whom: 'enemy', rounds: ['mines'], value: -2 },
  },
  {
    id: 'dig-in',
    name: 'Dig In',
    text: 'Your side is entrenched: −1 to the attacker in every round.',
    playableBy: 'defender',
    reusable: true,
    roundStart: [],
    effect: { type: 'entrench' },
  },
  {
    id: 'rousing-address',
    name: 'Rousing Address',
    text: '+2 to your Battle Morale.',
    playableBy: 'any',
    reusable: false,
    roundStart: [],
    effect: { type: 'morale', whom: 'self', value: 2 },
  },
  {
    id: 'leaflets',
    name: 'Leaflet Drop',
    text: '−1 to the enemy Battle Morale.',
    playableBy: 'any',
    reusable: true,
    roundStart: [],
    effect: { type: 'morale', whom: 'enemy', value: -1 },
  },
  {
    id: 'sandstorm',
    name: 'Sandstorm',
    text: '−2 to all aircraft of both sides in Air Support, Main and Next.',
    playableBy: 'any',
    reusable: false,
    roundStart: ['air'],
    requires: { enemy: 'air' },
    effect: { type: 'modifier', whom: 'both', rounds: ['air', 'main', 'next'], value: -2, kinds: ['fighter-bomber', 'dive-bomber', 'bomber'] },
  },
  {
    id: 'supply-crisis',
    name: 'Enemy Supply Crisis',
    text: '−1 to the enemy in Main and Next.',
    playableBy: 'any',
    reusable: false,
    roundStart: [],
    effect: { type: 'modifier', whom: 'enemy', rounds: NEXT, value: -1 },
  },
  {
    id: 'veteran-crews',
    name: 'Veteran Crews',
    text: 'In Main and Next every unit of yours re-rolls a failed shot, as elite units do.',
    playableBy: 'any',
    reusable: false,
    roundStart: [],
    requires: { own: 'combat' },
    effect: { type: 'reroll', rounds: NEXT },
  },
  {
    id: 'tank-hunters',
    name: 'Tank Hunters',
    text: '+2 to your anti-tank units in Main and Next.',
    playableBy: 'any',
    reusable: true,
    roundStart: [],
    requires: { own: 'antitank' },
    effect: { type: 'modifier', whom: 'self', rounds: NEXT, value: 2, kinds: ['antitank'] },
  },
  {
    id: 'rearguard',
    name: 'Rearguard',
    text: 'The enemy may not pursue your side.',
    playableBy: 'any',
    reusable: true,
    roundStart: [],
    effect: { type: 'noPursuit' },
  },
]

export const CARD_BY_ID: ReadonlyMap<string, Card> = new Map(CARDS.map((c) => [c.id, c]))

export function cardName(id: string): string {
  return CARD_BY_ID.get(id)?.name ?? id
}
