import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { engineOf } from '../../engine/rulesets/registry.ts'
import { findBuiltIn } from '../../scenarios/load.ts'
import { currentState } from '../../store/session.ts'
import { SideAccount } from './SideAccount.tsx'
import { playedSession } from './summaryTestkit.ts'

const text = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>(.*?)</dd>`).exec(html)![1]!.replace(/<!-- -->/g, '')

describe("the summary's account of each side (issue 27, item 5)", () => {
  for (const id of ['napoleonic-ridge', 'korea-osan', 'axis-reims', 'firegroups-flak', 'halfaya-pass']) {
    it(`${id}: the measure from first to last state, and the figure the diamond ended on`, () => {
      const sc = findBuiltIn(id)!
      const session = playedSession(sc, 'account', false)
      const state = currentState(session)
      const engine = engineOf(sc.ruleset)
      const view = engine.view(state)
      for (const side of ['attacker', 'defender'] as const) {
        const html = renderToStaticMarkup(<SideAccount side={side} initial={session.initial} state={state} view={view} />)
        const from = engine.measure(session.initial).now[side]
        const to = engine.measure(state).now[side]
        const d = to - from
        expect(text(html, `account-measure-${side}`)).toBe(`${from} at the start, ${to} at the end (${d > 0 ? '+' : ''}${d} ${engine.measure(state).unit})`)
        expect(text(html, `account-gauge-${side}`)).toBe(String(view.sides[side].gauge.value))
      }
    })
  }

  it('napoleonic: a side that lost strength says so even when no unit was eliminated', () => {
    const sc = findBuiltIn('napoleonic-ridge')!
    const session = playedSession(sc, 'account', false)
    const state = currentState(session)
    const engine = engineOf(sc.ruleset)
    const lost = (['attacker', 'defender'] as const).map((s) => engine.measure(session.initial).now[s] - engine.measure(state).now[s])
    expect(Math.max(...lost)).toBeGreaterThan(0)
  })
})
