import type { Side } from '../../core/types.ts'
import type { KoreaEvent, LossKind } from './events.ts'

const PAID_BY: Record<LossKind, string> = {
  static: 'Loss points paid by going static',
  retreat: 'Loss points paid by 1-hex retreats',
  'retreat-far': 'Loss points paid by 2–3 hex retreats',
  depot: 'Loss points paid with depots',
  vp: 'Loss points paid with VP',
  rout: 'Loss points paid by routing the lead',
}

/**
 * What each side owed and how it paid it (8.3), and its victory points by
 * source (K11, K22): the summary's account, read from the battle's events.
 * Lines that stayed at 0 are left out.
 */
export function account(events: readonly KoreaEvent[]): Record<Side, { label: string; value: number }[]> {
  const sum = { attacker: new Map<string, number>(), defender: new Map<string, number>() }
  const add = (side: Side, label: string, n: number) => sum[side].set(label, (sum[side].get(label) ?? 0) + n)
  const enemy = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker')
  for (const e of events) {
    if (e.t === 'differential') for (const side of ['attacker', 'defender'] as const) add(side, 'Loss points owed', e.lp[side])
    else if (e.t === 'losses') {
      // A pick's points: its count times its way's cost (a 2–3 hex retreat pays 2); the rout pays what is left, all of it.
      const points = (k: LossKind, count: number) => count * (k === 'retreat-far' ? 2 : 1)
      const others = e.picks.filter((p) => p.kind !== 'rout').reduce((t, p) => t + points(p.kind, p.count), 0)
      for (const p of e.picks) add(e.side, PAID_BY[p.kind], p.kind === 'rout' ? e.owed - others : points(p.kind, p.count))
    }
    else if (e.t === 'vp-spent') add(e.side, 'VP spent on loss points', e.vp)
    else if (e.t === 'rout') {
      add(e.side, 'VP lost to routs (house reading: 2 each)', e.vp)
      add(enemy(e.side), "VP gained from the enemy's unpaid routs", e.toEnemy)
    } else if (e.t === 'ground') {
      add('defender', 'VP lost with ground (house reading: 1 a hex)', e.vp)
      add('attacker', "VP gained from the enemy's unpaid ground", e.toEnemy)
    }
  }
  const lines = (side: Side) => [...sum[side]].filter(([, v]) => v !== 0).map(([label, value]) => ({ label, value }))
  return { attacker: lines('attacker'), defender: lines('defender') }
}
