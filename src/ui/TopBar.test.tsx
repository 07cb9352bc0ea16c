import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BattleView } from '../engine/core/view.ts'
import { rulesetOf, type BattleState } from '../engine/rulesets/registry.ts'
import { findBuiltIn } from '../scenarios/load.ts'
import { TopBar } from './TopBar.tsx'

/**
 * The issue: the header named the round just fought while the prompt was
 * about the next one. The top bar says both: "Next: Main · Fought: Recon".
 * (data-testid="round-name" keeps the round fought, or the time before the
 * first round, or "Battle over", as the end-to-end tests read it.)
 */

/** A grand battle of skirmish (seed 1), every card passed and Launch clicked `launches` times. */
function skirmish(launches: number): BattleView {
  const sc = findBuiltIn('skirmish')!
  const e = rulesetOf(sc)
  let s: BattleState = e.setup(sc, '1')
  let launched = 0
  for (let i = 0; i < 200; i++) {
    const d = e.pending(s)
    if (d) s = e.decide(s, d.side, e.policies.default(s, d)).state
    else if (s.result || launched === launches) break
    else {
      s = e.advance(s).state
      launched++
    }
  }
  return e.view(s)
}

/** The header's round text as a reader sees it (tags dropped). */
function roundText(view: BattleView): string {
  const html = renderToStaticMarkup(<TopBar view={view} />)
  const centre = /<div class="centre-info">([\s\S]*)<\/div>\s*<svg/.exec(html)
  const text = (centre?.[1] ?? html).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
  return text
}

function testIdText(view: BattleView, id: string): string | null {
  const html = renderToStaticMarkup(<TopBar view={view} />)
  const m = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</(span|div)>`).exec(html)
  return m ? m[1]!.replace(/<[^>]+>/g, '') : null
}

describe('the top bar names the next round and the one fought', () => {
  it('after Recon, before Main: "Next: Main · Fought: Recon"', () => {
    const v = skirmish(1)
    expect([v.round.last, v.round.next]).toEqual(['Recon', 'Main'])
    expect(roundText(v)).toContain('Next: Main · Fought: Recon')
    expect(testIdText(v, 'round-next')).toBe('Next: Main')
    expect(testIdText(v, 'round-name')).toBe('Recon')
  })

  it('a synthetic view: every other round name, in the same words', () => {
    const v = skirmish(1)
    const w: BattleView = { ...v, round: { last: 'Pursuit', next: 'Rout', before: 'Cards' } }
    expect(roundText(w)).toContain('Next: Rout · Fought: Pursuit')
  })

  it('before the first round: the next round and the time before it, nothing "fought"', () => {
    const v = skirmish(0)
    expect(v.pending).toBeNull()
    expect(v.round.next).toBe('Recon')
    const text = roundText(v)
    expect(text).toContain(`Next: Recon · ${v.round.last ?? v.round.before}`)
    expect(text).not.toContain('Fought')
  })

  it('while the cards are played, before the first round: "Now: Cards · Next: Recon", what happens now first', () => {
    const sc = findBuiltIn('skirmish')!
    const v = rulesetOf(sc).view(rulesetOf(sc).setup(sc, '1'))
    expect(v.pending?.kind).toBeDefined()
    expect(roundText(v)).toContain(`Now: ${v.round.before} · Next: Recon`)
    expect(testIdText(v, 'round-name')).toBe(v.round.before)
  })

  it('the battle over: "Battle over", no next round', () => {
    const v = skirmish(50)
    expect(v.over).toBe(true)
    expect(testIdText(v, 'round-name')).toBe('Battle over')
    expect(roundText(v)).not.toContain('Next:')
  })

  it('a round asked about while it stands (next = last): "Now: …", not "Next: X · Fought: X"', () => {
    const v = skirmish(1)
    const w: BattleView = { ...v, round: { last: 'Phase 2: French attacks', next: 'Phase 2: French attacks', before: 'Before the first attack' } }
    const text = roundText(w)
    expect(text).toContain('Now: Phase 2: French attacks')
    expect(text).not.toContain('Next:')
    expect(testIdText(w, 'round-name')).toBe('Phase 2: French attacks')
  })
})
