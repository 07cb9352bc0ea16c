/** The rounds of a grand battle (section A) and what kind each is. */

export type RoundId =
  | 'artillery'
  | 'air'
  | 'mines'
  | 'recon'
  | 'ambush'
  | 'main'
  | 'next1'
  | 'next2'
  | 'next3'
  | 'pursuit'

export type RoundKind = 'artillery' | 'air' | 'mines' | 'recon' | 'ambush' | 'main' | 'next' | 'pursuit'

/**
 * Section A lists Artillery Preparation before Air Support and Mines before
 * Recon; sections D–G describe them in another order. We keep the list's
 * order (docs/rules/grand.md). Ambush is a card round before Main.
 */
export const ROUND_ORDER: readonly RoundId[] = [
  'artillery',
  'air',
  'mines',
  'recon',
  'ambush',
  'main',
  'next1',
  'next2',
  'next3',
]

/** Section C: at most 8 rounds besides Cards (Pursuit is the extra round of section K). */
export const MAX_ROUNDS = 8

export const ROUND_NAMES: Record<RoundId, string> = {
  artillery: 'Artillery Preparation',
  air: 'Air Support',
  mines: 'Mines',
  recon: 'Recon',
  ambush: 'Ambush',
  main: 'Main',
  next1: 'Next 1',
  next2: 'Next 2',
  next3: 'Next 3',
  pursuit: 'Pursuit',
}

export function roundKind(id: RoundId): RoundKind {
  return id === 'next1' || id === 'next2' || id === 'next3' ? 'next' : id
}

/** Rounds where section C's full list of modifiers applies (D, E, G name a shorter list). */
export function allModifiersApply(kind: RoundKind): boolean {
  return kind === 'recon' || kind === 'ambush' || kind === 'main' || kind === 'next' || kind === 'pursuit'
}
