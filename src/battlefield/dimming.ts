import type { BattleView, CounterView } from '../engine/core/view.ts'

/**
 * Sections D–G: while a round is coming, units that can neither fire in it nor
 * be hit in it are drawn dimmed; leaders stay as they are.
 */
export function isDimmed(view: BattleView, c: CounterView): boolean {
  return view.round.next !== null && !c.active && !c.targetable && !c.leader
}
