import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BattleView } from '../engine/core/view.ts'
import type { OddsEstimate } from '../odds/oddsPool.ts'
import { BottomBar, groupedOutcomes } from './BottomBar.tsx'
import { roundShares } from './roundShares.ts'

/**
 * The odds bar shows each side's share and the "no winner" share in whole
 * per cent: rounded by largest remainder, so that the figures (and the widths)
 * always add to exactly 100.
 */

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('roundShares (largest remainder)', () => {
  it('0.335 / 0.335 / 0.33: the two halves cannot both round up; the first of a tie gets the point', () => {
    expect(roundShares([0.335, 0.335, 0.33])).toEqual([34, 33, 33])
  })

  it('0.005 / 0.99 / 0.005: one of the two halves goes up, the other down, 100 in all', () => {
    expect(roundShares([0.005, 0.99, 0.005])).toEqual([1, 99, 0])
  })

  it('0.505 / 0 / 0.495: 51 and 49, not 51 and 50', () => {
    expect(roundShares([0.505, 0, 0.495])).toEqual([51, 0, 49])
  })

  it('shares already whole stay as they are, floating-point noise or not', () => {
    expect(roundShares([0.29, 0.01, 0.7])).toEqual([29, 1, 70])
    expect(roundShares([0.1 + 0.2, 0.7, 0])).toEqual([30, 70, 0])
    expect(roundShares([1, 0, 0])).toEqual([100, 0, 0])
  })

  it('the largest remainders take the points left over', () => {
    // 33.3 / 33.3 / 33.4: one point left over, to the largest remainder (0.4).
    expect(roundShares([0.333, 0.333, 0.334])).toEqual([33, 33, 34])
    // 12.6 / 12.6 / 74.8: floors 12 + 12 + 74 = 98, two points to 0.8 and the first 0.6.
    expect(roundShares([0.126, 0.126, 0.748])).toEqual([13, 12, 75])
  })

  it('shares that do not quite add to 1 (an estimate) are read as parts of their sum', () => {
    expect(sum(roundShares([0.5004, 0.0001, 0.5004]))).toBe(100)
    expect(roundShares([0, 0, 0])).toEqual([0, 0, 0])
  })

  it('always adds to 100, over many random splits', () => {
    let seed = 7
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
    for (let i = 0; i < 2000; i++) {
      const a = rnd()
      const d = rnd() * (1 - a)
      const shares = [a, 1 - a - d, d]
      const r = roundShares(shares)
      expect(sum(r)).toBe(100)
      // Each figure within one point of its exact value.
      r.forEach((x, k) => expect(Math.abs(x - 100 * shares[k]!)).toBeLessThan(1))
    }
  })
})

const side = (s: 'attacker' | 'defender', name: string, color: string) => ({ side: s, name, color, losses: [], routs: [], canRetreat: false })
const VIEW = {
  sides: { attacker: side('attacker', 'Red', '#b8322a'), defender: side('defender', 'Blue', '#2f5fa8') },
  routs: false,
  oddsNote: 'fought to the end',
} as unknown as BattleView
const odds = (attacker: number, defender: number, draw: number): OddsEstimate => ({
  attacker,
  defender,
  draw,
  halfWidth: 0,
  runs: 1,
  method: 'exact',
  detail: 'exact',
  done: true,
  ms: 1,
  left: { attacker: [0, 1], defender: [1] },
  measure: { unit: 'SP', name: 'strength points', now: { attacker: 1, defender: 1 } },
})

/** The bar's figures and widths, read from its markup. */
function bar(o: OddsEstimate) {
  const html = renderToStaticMarkup(<BottomBar view={VIEW} odds={o} canRetreat={{ attacker: false, defender: false }} onRetreat={() => undefined} />)
  const widths = [...html.matchAll(/class="odds-fill[^"]*" style="width:(\d+)%/g)].map((m) => Number(m[1]))
  const figures = [...html.matchAll(/<span>(\d+)%<\/span>/g)].map((m) => Number(m[1]))
  const title = /title="([^"]*)"/.exec(html.slice(html.indexOf('odds-bar')))?.[1] ?? ''
  return { widths, figures, title }
}

describe('the odds bar', () => {
  it('50.5% against 49.5%: shows 51% and 49%, widths adding to 100', () => {
    const b = bar(odds(0.505, 0.495, 0))
    expect(b.figures).toEqual([51, 49])
    expect(sum(b.widths)).toBe(100)
    expect(b.title).toContain('Red 51%, Blue 49%')
  })

  it('0.335 / 0.335 with 0.33 no winner: 34%, 33% and a no-winner share of 33%', () => {
    const b = bar(odds(0.335, 0.335, 0.33))
    expect(b.figures).toEqual([34, 33])
    expect(b.widths).toEqual([34, 33, 33])
    expect(b.title).toContain('Red 34%, Blue 33%, no winner 33%')
  })

  it('0.005 / 0.005 with 0.99 no winner: 100 in all', () => {
    const b = bar(odds(0.005, 0.005, 0.99))
    expect(sum(b.widths)).toBe(100)
    expect(b.title).toContain('no winner 99%')
  })
})

describe('the odds bar names both sides and what its figure is (issue 27)', () => {
  it("the caption gives the attacker's name, the defender's and the chance it shows: the battle unless the view says otherwise", () => {
    const caption = (v: BattleView) => {
      const html = renderToStaticMarkup(<BottomBar view={v} odds={odds(0.6, 0.4, 0)} canRetreat={{ attacker: false, defender: false }} onRetreat={() => undefined} />)
      return /data-testid="odds-caption">(.*?)<\/div>/.exec(html)![1]!.replace(/<[^>]+>/g, '|')
    }
    expect(caption(VIEW)).toBe('|Red||chance to win the battle||Blue|')
    expect(caption({ ...VIEW, oddsScope: 'the turn' })).toBe('|Red||chance to win the turn||Blue|')
  })

  it('many outcomes are summed into at most three segments, by the side they favour; three or fewer stay as they are', () => {
    const items = [
      { label: 'def 1 LP', p: 0.2, side: 'attacker' as const },
      { label: 'def 2 LP', p: 0.1, side: 'attacker' as const },
      { label: '1 LP each', p: 0.3, side: null },
      { label: 'att 1 LP', p: 0.25, side: 'defender' as const },
      { label: 'att 2 LP', p: 0.15, side: 'defender' as const },
    ]
    const grouped = groupedOutcomes({ title: 'Loss points', items }, VIEW)
    expect(grouped.map((g) => [g.label, g.side, Math.round(g.p * 100)])).toEqual([
      ['For Red', 'attacker', 30],
      ['Even', null, 30],
      ['For Blue', 'defender', 40],
    ])
    expect(groupedOutcomes({ title: 'x', items: items.slice(0, 3) }, VIEW)).toEqual(items.slice(0, 3))
  })
})

describe('the outcome bar (issue 27)', () => {
  it('names in its caption only the segments it draws: a sliver that rounds to 0% is neither drawn nor named', () => {
    const outcomes = { title: 'Lead against lead', items: [{ label: 'def 1 LP', p: 0.998, side: 'attacker' as const }, { label: '1 LP each', p: 0.002, side: null }] }
    const html = renderToStaticMarkup(<BottomBar view={VIEW} odds={null} outcomes={outcomes} canRetreat={{ attacker: false, defender: false }} onRetreat={() => undefined} />)
    const caption = /data-testid="outcome-caption">(.*?)<\/div>/.exec(html)![1]!.replace(/<[^>]+>/g, '|')
    expect(caption).toBe('|def 1 LP||Lead against lead|||')
    expect([...html.matchAll(/class="odds-fill/g)]).toHaveLength(1)
  })
})
