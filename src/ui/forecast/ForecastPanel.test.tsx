import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BattleView } from '../../engine/core/view.ts'
import type { OddsEstimate } from '../../odds/oddsPool.ts'
import { ForecastPanel } from './ForecastPanel.tsx'
import { binsOf, MAX_BARS } from './Histogram.tsx'

/** Issue 13: the forecast shows what an odds estimate holds, every figure from it and nothing made up. */

const side = (s: 'attacker' | 'defender', name: string, color: string) => ({ side: s, name, color, losses: [], routs: [], canRetreat: false })
const VIEW = { sides: { attacker: side('attacker', 'Red', '#b8322a'), defender: side('defender', 'Blue', '#2f5fa8') }, oddsNote: 'without cards' } as unknown as BattleView

function estimate(over: Partial<OddsEstimate> = {}): OddsEstimate {
  return {
    attacker: 0.6,
    defender: 0.3,
    draw: 0.1,
    halfWidth: 0,
    runs: 0,
    method: 'exact',
    detail: 'solved',
    done: true,
    ms: 1,
    // Red keeps 0–4 SP (mean 2.6), Blue 0–2 (mean 0.5).
    left: { attacker: [0.1, 0.1, 0.2, 0.3, 0.3], defender: [0.6, 0.3, 0.1] },
    measure: { unit: 'SP', name: 'strength points', now: { attacker: 4, defender: 3 } },
    ...over,
  }
}

const text = (html: string, testid: string) => {
  const at = html.indexOf(`data-testid="${testid}"`)
  if (at < 0) throw new Error(`no ${testid}`)
  return html.slice(at).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 160)
}

describe('the forecast panel', () => {
  it('each result\'s chance, each side\'s expected loss (what it has now less what it keeps on average) and a bar per amount', () => {
    const html = renderToStaticMarkup(<ForecastPanel view={VIEW} odds={estimate()} staged={null} onClose={() => undefined} />)
    expect(text(html, 'fc-attacker-wins')).toMatch(/^.*Red wins 60%/)
    expect(text(html, 'fc-draw')).toMatch(/No winner 10%/)
    expect(text(html, 'fc-defender-wins')).toMatch(/Blue wins 30%/)
    // 4 − 2.6 and 3 − 0.5; exact: no interval.
    expect(text(html, 'fc-attacker-loss')).toMatch(/>1\.4 SP /)
    expect(text(html, 'fc-defender-loss')).toMatch(/>2\.5 SP /)
    expect(html.match(/data-testid="fc-bar"/g)).toHaveLength(5 + 4)
    expect(html).toContain('exact (solved)')
  })

  it('sampled: the intervals of the chances and of the losses, and how many battles', () => {
    const html = renderToStaticMarkup(<ForecastPanel view={VIEW} odds={estimate({ method: 'sampling', runs: 2000, halfWidth: 0.021, done: false })} staged={null} onClose={() => undefined} />)
    expect(text(html, 'fc-attacker-wins')).toMatch(/60% ± 2\.1/)
    expect(text(html, 'fc-attacker-loss')).toMatch(/1\.4 ± 0\.\d+ SP/)
    expect(html).toContain('2,000 battles sampled, chances ± 2.1 points (95%), refining…')
  })

  it('with cards staged: each side\'s chance and loss without → with them, and the change with its sign', () => {
    const staged = estimate({ attacker: 0.7, defender: 0.25, draw: 0.05, left: { attacker: [0, 0.1, 0.2, 0.3, 0.4], defender: [0.8, 0.2, 0] } })
    const html = renderToStaticMarkup(<ForecastPanel view={VIEW} odds={estimate()} staged={{ odds: staged, what: 'Red\'s cards staged: Leaflet Drop' }} onClose={() => undefined} />)
    expect(html).toContain('With Red&#x27;s cards staged: Leaflet Drop')
    const wins = text(html, 'fc-wins')
    expect(wins).toMatch(/60\.0% → 70\.0% \+10\.0 points/)
    expect(wins).toMatch(/30\.0% → 25\.0% −5\.0 points/)
    // Red keeps 3.0 on average (loss 1.0, was 1.4); Blue 0.2 (loss 2.8, was 2.5).
    const loss = text(html, 'fc-loss')
    expect(loss).toMatch(/1\.4 → 1\.0 SP −0\.4 SP/)
    expect(loss).toMatch(/2\.5 → 2\.8 SP \+0\.3 SP/)
  })
})

describe('histogram bins', () => {
  it('one bar per amount up to the limit; beyond it, equal ranges that keep every chance', () => {
    expect(binsOf([0.5, 0.5]).map((b) => [b.from, b.to])).toEqual([
      [0, 0],
      [1, 1],
    ])
    const many = Array.from({ length: 95 }, (_, k) => (k === 94 ? 1 - 94 * 0.01 : 0.01))
    const bins = binsOf(many)
    expect(bins.length).toBeLessThanOrEqual(MAX_BARS)
    expect(bins[0]).toMatchObject({ from: 0, to: 3 })
    expect(bins.at(-1)!.to).toBe(94)
    expect(bins.reduce((a, b) => a + b.p, 0)).toBeCloseTo(1, 12)
    for (let i = 1; i < bins.length; i++) expect(bins[i]!.from).toBe(bins[i - 1]!.to + 1)
  })
})

describe('the forecast lists every outcome of the answer being composed (issue 27: the bar groups them into three)', () => {
  it('one row per outcome, with its chance to a tenth of a point and the side it favours; none without an answer composed', () => {
    const outcomes = {
      title: 'Lead against lead',
      items: [
        { label: 'def 2 LP', p: 0.125, side: 'attacker' as const },
        { label: 'def 1 LP', p: 0.5, side: 'attacker' as const },
        { label: '1 LP each', p: 0.25, side: null },
        { label: 'att 1 LP', p: 0.125, side: 'defender' as const },
      ],
    }
    const html = renderToStaticMarkup(<ForecastPanel view={VIEW} odds={estimate()} staged={null} outcomes={outcomes} onClose={() => undefined} />)
    const table = html.slice(html.indexOf('data-testid="fc-answer-outcomes"'))
    const rows = [...table.matchAll(/<tr><th scope="row">(.*?)<\/th><td class="num">(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map((m) => [m[1], m[2]!.replace(/<!-- -->/g, ''), m[3]])
    expect(rows).toEqual([
      ['def 2 LP', '12.5%', 'Red'],
      ['def 1 LP', '50.0%', 'Red'],
      ['1 LP each', '25.0%', 'neither'],
      ['att 1 LP', '12.5%', 'Blue'],
    ])
    expect(renderToStaticMarkup(<ForecastPanel view={VIEW} odds={estimate()} staged={null} onClose={() => undefined} />)).not.toContain('fc-answer-outcomes')
  })
})
