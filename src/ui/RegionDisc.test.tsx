import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { rulesetOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { RegionDisc } from './RegionDisc.tsx'

/** Issue 28, item 5: the top bar's disc shows the real map around the battle, for every board kind. */
function disc(id: string) {
  const sc = builtInScenarios().find((s) => s.id === id)!
  const rs = rulesetOf(sc)
  const view = rs.view(rs.setup(sc, 'disc'))
  const html = renderToStaticMarkup(<RegionDisc view={view} attackerColor="#aa0000" defenderColor="#0000aa" />)
  const [x, y, w, h] = html.match(/viewBox="([^"]+)"/)![1]!.split(' ').map(Number) as [number, number, number, number]
  return { view, html, centre: { x: x + w / 2, y: y + h / 2 }, w, h }
}

describe('the disc of the ground around the battle', () => {
  it('a hex battle with a battle hex (korea): centred on it, five cells across, ringed, its terrain and the units\' marks drawn', () => {
    const { view, html, centre, w } = disc('korea-chipyong')
    const focus = view.map!.places.find((p) => view.map!.focus!.includes(p.id))!
    expect(centre.x).toBeCloseTo(focus.x, 6)
    expect(centre.y).toBeCloseTo(focus.y, 6)
    expect(w).toBeCloseTo(5 * (view.map!.cell ?? 1), 6)
    expect(html).toContain('aria-label="Map around')
    expect(html.match(/<polygon/g)!.length).toBeGreaterThan(view.map!.places.length)
    expect(html).toContain('stroke="#fff200"')
    expect(html).toContain('fill="#aa0000"')
    expect(html).toContain('fill="#0000aa"')
  })

  it('a hex battle without one (napoleonic): centred on the place nearest the middle of the units, no ring', () => {
    const { view, html, centre } = disc('napoleonic-ridge')
    const at = new Map(view.map!.places.map((p) => [p.id, p]))
    const on = view.counters.filter((c) => c.at && c.place === 'field').map((c) => at.get(c.at!)!)
    const mx = on.reduce((t, p) => t + p.x, 0) / on.length
    const my = on.reduce((t, p) => t + p.y, 0) / on.length
    const cell = view.map!.cell ?? 1
    expect(Math.hypot(centre.x - mx, centre.y - my)).toBeLessThanOrEqual(cell)
    expect(html).not.toContain('#fff200')
  })

  it('a square map (fire groups) and a region map (a grand turn): their own cells, the battle\'s place ringed where there is one', () => {
    for (const id of ['firegroups-flak', 'grand-turn-trap']) {
      const { html, view } = disc(id)
      expect(html.includes('stroke="#fff200"'), id).toBe(!!view.map!.focus?.length)
      expect(html, id).toMatch(/<rect|<circle|<polygon/)
    }
  })
})
