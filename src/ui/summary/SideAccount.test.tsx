import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { engineOf } from '../../engine/rulesets/registry.ts'
import { findBuiltIn } from '../../scenarios/load.ts'
import { allEvents, currentState } from '../../store/session.ts'
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
        const html = renderToStaticMarkup(<SideAccount side={side} initial={session.initial} state={state} view={view} events={allEvents(session)} />)
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

  it("001_8388cba27a69b2f0.txt §8.3: korea's account says the loss points each side owed and how it paid them, to the point, and its VP by source", () => {
    let owedAndPaid = 0
    for (const id of ['korea-osan', 'korea-chipyong', 'korea-kunuri', 'korea-inchon', 'korea-yongdok']) {
      const sc = findBuiltIn(id)!
      const session = playedSession(sc, 'account', false)
      const events = allEvents(session)
      const lines = engineOf(sc.ruleset).account!(events)
      for (const side of ['attacker', 'defender'] as const) {
        const get = (label: string) => lines[side].find((l) => l.label === label)?.value ?? 0
        const owed = get('Loss points owed')
        const paid = lines[side].filter((l) => l.label.startsWith('Loss points paid')).reduce((t, l) => t + l.value, 0)
        // Every point called for is satisfied, to the point (8.3 "All losses that are called for must be satisfied").
        expect(paid, `${id} ${side}`).toBe(owed)
        if (owed > 0) owedAndPaid++
        // VP: what the measure lost is what the account spent and lost, less what it gained.
        const m = engineOf(sc.ruleset).measure
        const lost = m(session.initial).now[side] - m(currentState(session)).now[side]
        const byAccount = get('VP spent on loss points') + get('VP lost to routs (house reading: 2 each)') + get('VP lost with ground (house reading: 1 a hex)') - get("VP gained from the enemy's unpaid routs") - get("VP gained from the enemy's unpaid ground")
        expect(byAccount, `${id} ${side} VP`).toBe(lost)
        const html = renderToStaticMarkup(<SideAccount side={side} initial={session.initial} state={currentState(session)} view={engineOf(sc.ruleset).view(currentState(session))} events={events} />)
        expect((html.match(/data-testid="account-line-/g) ?? []).length).toBe(lines[side].length)
      }
    }
    expect(owedAndPaid).toBeGreaterThan(3)
  })

  it('a rule system without its own account shows the measure alone', () => {
    const sc = findBuiltIn('axis-reims')!
    expect(engineOf(sc.ruleset).account).toBeUndefined()
  })
})

describe('the units weakened in the battle', () => {
  it('napoleonic: each unit with less strength than at the start, still on the field, with both figures; a unit that came in under strength is not listed', () => {
    const sc = findBuiltIn('napoleonic-ridge')!
    const session = playedSession(sc, 'account', false)
    const state = currentState(session)
    const engine = engineOf(sc.ruleset)
    const start = new Map(engine.view(session.initial).counters.map((c) => [c.id, c.strength]))
    const view = engine.view(state)
    let weakened = 0
    for (const side of ['attacker', 'defender'] as const) {
      const html = renderToStaticMarkup(<SideAccount side={side} initial={session.initial} state={state} view={view} events={allEvents(session)} />)
      const listed = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''))
      const expected = view.counters.filter((c) => c.side === side && c.place === 'field' && c.strength < start.get(c.id)!).map((c) => `${c.name}: ${c.strength} strength left of ${start.get(c.id)}`)
      expect(listed).toEqual(expected)
      weakened += listed.length
    }
    expect(weakened).toBeGreaterThan(0)
  })

  it('korea: units that only went static or retreated are not "weakened"', () => {
    const sc = findBuiltIn('korea-chipyong')!
    const session = playedSession(sc, 'account', false)
    const state = currentState(session)
    const engine = engineOf(sc.ruleset)
    for (const side of ['attacker', 'defender'] as const) {
      const html = renderToStaticMarkup(<SideAccount side={side} initial={session.initial} state={state} view={engine.view(state)} events={allEvents(session)} />)
      expect(html).not.toContain('Weakened in this battle')
    }
  })
})
