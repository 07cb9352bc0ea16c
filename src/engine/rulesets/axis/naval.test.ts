import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf } from './testkit.ts'
import type { AxisEvent } from './events.ts'
import type { AxisState } from './state.ts'

const SEED = '003_e76c4a8044852cfa.txt'

/** A TacAir fighter fires at the defender's one unit and misses; the unit answers it. */
function answerShot(naval: boolean, defender: string): Extract<AxisEvent, { t: 'shot' }> {
  let s: AxisState = battle({ naval, attacker: [{ id: 'f', type: 'fighter' }], defender: [{ id: 'd', type: defender }] }, dice(6, 6, 6, 6, 6, 6))
  const events: AxisEvent[] = []
  for (let i = 0; i < 10; i++) {
    const d = axis.pending(s)
    if (d?.kind === 'assign') s = answer(s, { f: 'tacair' }).state
    else if (d?.kind === 'aim' && d.side === 'defender') s = answer(s, { d: 'f' }).state
    else if (d) s = answer(s, {}).state
    else {
      const r = axis.advance(s)
      events.push(...r.events)
      s = r.state
    }
    const back = eventsOf(events, 'shot').find((e) => e.unit === 'd' && e.target === 'f')
    if (back) return back
  }
  throw new Error('the defender never answered the TacAir')
}

describe(`${SEED} naval rules`, () => {
  it('the defending stats of a naval unit are not halved against TacAir: a destroyer answers at 3, an armor at 1', () => {
    expect(answerShot(true, 'destroyer')).toMatchObject({ side: 'defender', value: 3 })
    expect(answerShot(false, 'armor')).toMatchObject({ side: 'defender', value: 1 })
  })

  it('naval interception is deleted, but the defender may bring adjacent fighters to a naval battle (Defensive Air Support at sea)', () => {
    const s = battle({
      naval: true,
      attacker: [{ id: 'ca', type: 'cruiser', from: 'sea' }],
      defender: [
        { id: 'dd', type: 'destroyer' },
        { id: 'df', type: 'fighter', from: 'east', support: true },
      ],
    })
    const d = axis.pending(s)
    expect(d).toMatchObject({ side: 'defender', kind: 'support' })
    const joined = answer(s, { df: 'join' }).state
    expect(joined.units.find((u) => u.id === 'df')!.place).toBe('field')
  })
})
