import type { Side } from '../../../core/types.ts'

/**
 * Cards for air movement (section N: "A player that would want to play a card
 * that can influence air battles or AA must do so at the start of the air
 * movement phase"). The seed names no such card; these are ours (grand-air.md,
 * T1). A battle never sees them: a battle's hand holds its battle cards only.
 */
export interface AirCard {
  id: string
  name: string
  text: string
  playableBy: Side | 'any'
  /** Added to the AA guns' combat factor: the player's own guns (>0) or the enemy's firing at the player's planes (<0). */
  aa?: number
  /** Added to the die of every interception test: the player's own tests (<0 helps), or tests against the player's planes (>0 hinders). */
  interception?: number
  /** Added to the player's planes' air combat factor. */
  airCombat?: number
}

export const AIR_CARDS: readonly AirCard[] = [
  {
    id: 'flak-alert',
    name: 'Flak Alert',
    text: 'Air movement: +1 to your AA guns firing at enemy planes.',
    playableBy: 'defender',
    aa: 1,
  },
  {
    id: 'low-approach',
    name: 'Low-Level Approach',
    text: 'Air movement: −1 to the enemy AA firing at your planes.',
    playableBy: 'attacker',
    aa: -1,
  },
  {
    id: 'fighter-direction',
    name: 'Fighter Direction',
    text: 'Air movement: −2 to the die of the interception tests your side makes (0–3 intercepts).',
    playableBy: 'any',
    interception: -2,
  },
  {
    id: 'evasive-routing',
    name: 'Evasive Routing',
    text: 'Air movement: +2 to the die of every interception test against your planes.',
    playableBy: 'attacker',
    interception: 2,
  },
  {
    id: 'fighter-aces',
    name: 'Fighter Aces',
    text: 'Air movement: +1 to your planes in air combat.',
    playableBy: 'any',
    airCombat: 1,
  },
]

export const AIR_CARD_BY_ID: ReadonlyMap<string, AirCard> = new Map(AIR_CARDS.map((c) => [c.id, c]))

/** The card modifiers of the air movement from the cards played at its start (grand-air.md T1). */
export interface AirCardModifiers {
  /** To the inactive side's AA guns firing at the moving planes. */
  aa: number
  /** To an interception test's die, by the side that handles it. */
  interception: Record<Side, number>
  airCombat: Record<Side, number>
}

export function airCardModifiers(played: readonly { side: Side; card: string }[]): AirCardModifiers {
  const m: AirCardModifiers = { aa: 0, interception: { attacker: 0, defender: 0 }, airCombat: { attacker: 0, defender: 0 } }
  for (const { side, card } of played) {
    const c = AIR_CARD_BY_ID.get(card)
    if (!c) continue
    // Only the inactive side's guns fire (the moving planes are the active side's): every AA card acts on those.
    m.aa += c.aa ?? 0
    m.airCombat[side] += c.airCombat ?? 0
    if (c.interception !== undefined) {
      if (c.interception < 0) m.interception[side] += c.interception
      // A hindrance to tests against the player's planes, whoever makes them.
      else for (const handler of ['attacker', 'defender'] as const) m.interception[handler] += c.interception
    }
  }
  return m
}
