import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { engineOf, oddsOf, rulesetIds } from '../../engine/rulesets/registry.ts'
import { EXACT_PATH_BUDGET } from '../../odds/oddsPool.ts'
import { luckPercentiles, pointFigure, type TraceFigure } from '../../odds/trace.ts'
import { builtInScenarios } from '../../scenarios/load.ts'
import { currentState } from '../../store/session.ts'
import { Summary } from '../Summary.tsx'
import { playedSession } from './summaryTestkit.ts'
import { tracePoints } from './tracePoints.ts'
import { whenOf } from './TraceChart.tsx'
import { WinTraceView } from './WinTrace.tsx'

/**
 * The summary's chart for a battle of every rule system (grand, axis,
 * napoleonic and the fixture, each its first built-in scenario played to the
 * end with the defaults): an SVG image with a summary for screen readers, a
 * point per position at its figure with the figure as its tooltip, the 50%
 * guide, the rounds' names along the bottom, the table of figures in a
 * details element, and luck beside it.
 */

const unescape = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return m ? unescape(m[1]!) : null
}

async function finished(id: string) {
  const sc = builtInScenarios().find((s) => s.ruleset === id)!
  const session = playedSession(sc, 'chart', false)
  const engine = engineOf(id)
  const kit = await oddsOf(id)
  const figures: TraceFigure[] = tracePoints(session, engine).map((p) => pointFigure(kit, p, { tryExact: engine.exactWorthTrying(p.state), maxPaths: EXACT_PATH_BUDGET, runs: 200 }))
  const state = currentState(session)
  const view = engine.view(state)
  const names = { attacker: view.sides.attacker.name, defender: view.sides.defender.name }
  return { session, state, view, figures, names, luck: luckPercentiles(figures[0]!, state.result) }
}

describe.each(rulesetIds())('the summary of a %s battle', (id) => {
  it('draws the chance to win as a line chart, with tooltips, a 50% guide, the rounds, the table and luck', async () => {
    const { figures, names, luck, session } = await finished(id)
    const html = renderToStaticMarkup(<WinTraceView status={{ kind: 'ready', figures, luck }} names={names} cancelled={false} />)
    const svg = /<svg[^>]*>/.exec(html)?.[0]
    expect(svg, 'an svg chart').toBeDefined()
    expect(attr(svg!, 'role')).toBe('img')
    const label = attr(svg!, 'aria-label')!
    expect(label).toContain(`${names.attacker}'s chance to win`)
    expect(label).toContain(`${Math.round(figures[0]!.attacker * 100)}% ${whenOf(figures[0]!)}`)
    expect(label).toContain(`${Math.round(figures.at(-1)!.attacker * 100)}% at the end`)

    // The plot: 0–100% over 170 units from y = 12; a point per figure, where its figure says, with it as a tooltip.
    const y = (p: number) => 12 + (1 - p) * 170
    const circles = [...html.matchAll(/<circle([^>]*)><title>([^<]*)<\/title><\/circle>/g)]
    expect(circles.length).toBe(figures.length)
    expect(figures.length).toBe(tracePoints(session, engineOf(id)).length)
    circles.forEach(([, tag, title], i) => {
      const f = figures[i]!
      expect(Number(attr(tag!, 'cy'))).toBeCloseTo(y(f.attacker), 6)
      expect(unescape(title!)).toContain(`${names.attacker} ${Math.round(f.attacker * 100)}%`)
      expect(unescape(title!).startsWith(f.final ? 'At the end: ' : f.label === 'Start' ? 'At the start: ' : `Before ${f.label}: `)).toBe(true)
    })
    const xs = circles.map(([, tag]) => Number(attr(tag!, 'cx')))
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    const line = attr(/<polyline[^>]*>/.exec(html)![0], 'points')!.split(' ')
    expect(line.length).toBe(figures.length)
    // The dashed 50% guide across the plot.
    const guide = /<line[^>]*data-testid="trace-guide"[^>]*>/.exec(html)?.[0]
    expect(Number(attr(guide!, 'y1'))).toBe(y(0.5))
    expect(Number(attr(guide!, 'y2'))).toBe(y(0.5))
    // Along the bottom: the rounds by name (the first always), the end last.
    const ticks = [...html.matchAll(/<text[^>]*data-testid="trace-label"[^>]*>([\s\S]*?)<\/text>/g)].map((m) => [...m[1]!.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((t) => unescape(t[1]!)).join(' '))
    expect(ticks.at(-1)).toBe('End')
    expect(figures[0]!.label.startsWith(ticks[0]!.replace(/…/g, '')), `${ticks[0]} names ${figures[0]!.label}`).toBe(true)
    expect(ticks.length).toBeGreaterThanOrEqual(Math.min(2, figures.length))

    // The same figures as a table, in a details element; luck with its percentiles.
    expect(html).toMatch(/<details[^>]*><summary>The figures<\/summary><table[^>]*data-testid="odds-trace"/)
    expect([...html.matchAll(/<tr><th scope="row">/g)].length).toBe(figures.length)
    const luckP = /<p data-testid="luck"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]
    expect(unescape(luckP!.replace(/<[^>]+>/g, ''))).toContain(`${names.attacker} ${Math.round(luck.attacker)}`)
  })

  it('the summary itself holds the section, computing until the figures are in', async () => {
    const { session, state, view } = await finished(id)
    const html = renderToStaticMarkup(<Summary session={session} result={state.result!} state={state} view={view} onNew={() => {}} onReplay={() => {}} onUndo={() => {}} onClose={() => {}} />)
    expect(html).toContain('data-testid="win-trace"')
    expect(html).toContain('Chance to win, round by round')
    expect(html).toContain('data-testid="trace-computing"')
    expect(html).toContain('data-testid="summary-close"')
  })
})

describe('the section before and without figures', () => {
  it('says it is computing, how far; a cancelled battle shows the chart without luck', async () => {
    const names = { attacker: 'A', defender: 'D' }
    const computing = renderToStaticMarkup(<WinTraceView status={{ kind: 'computing', done: 2, total: 5 }} names={names} cancelled={false} />)
    expect(computing).toContain('Computing the chance-to-win trace and luck… (2 of 5 positions)')
    expect(computing).not.toContain('<svg')
    const { figures, luck } = await finished(rulesetIds()[0]!)
    const cancelled = renderToStaticMarkup(<WinTraceView status={{ kind: 'ready', figures, luck }} names={names} cancelled />)
    expect(cancelled).toContain('<svg')
    expect(cancelled).not.toContain('data-testid="luck"')
  })
})
