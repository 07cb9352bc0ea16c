import { describe, expect, it } from 'vitest'
import { engine } from './engine.ts'
import { lpOutcomes } from './exact.ts'
import { geometry } from './geometry.ts'
import { currentFigures } from './resolve.ts'
import { answer, battle, C, NW, SE, SEED, W } from './testkit.ts'

describe(`${SEED}: the lead under choice, before the dice (the odds bar's exact distribution of the differential's outcome)`, () => {
  const b = { units: [{ id: 'a', side: 'attacker' as const, at: W, quality: 'B' as const }, { id: 'a2', side: 'attacker' as const, at: NW }, { id: 'd', side: 'defender' as const, at: C }, { id: 'd2', side: 'defender' as const, at: SE }], combats: [{ attack: [W, NW], defend: C, kind: 'meeting' as const, mp: 2 }] }

  it('each side\'s modifiers in its diamond, each loss-point outcome\'s exact chance in the bar (adding to 1), every unit in the combat marked', () => {
    const s = battle(b)
    const p = engine.preview!(s, { kind: 'lead', answer: { lead: 'a' } })!
    expect(p.gauges!.attacker).toMatchObject({ label: 'DRM', value: 2, title: 'Die-roll modifiers (#a leading)' })
    expect(p.gauges!.defender).toMatchObject({ label: 'DRM', value: 1 })
    const items = p.outcomes!.items
    expect(items.reduce((t, i) => t + i.p, 0)).toBeCloseTo(1, 12)
    // The defender's losses in the attacker's colour, most first; a tie in neither; the attacker's in the defender's.
    expect(items[0]!.side).toBe('attacker')
    expect(items.at(-1)!.side).toBe('defender')
    expect(items.find((i) => i.side === null)!.label).toBe('1 LP each')
    expect(items[0]!.label).toMatch(/^def \d+ LP$/)
    expect(items.at(-1)!.label).toMatch(/^att \d+ LP$/)
    expect(p.outcomes!.title).toBe('#a (B) against #d (C): +2 against +1, ratio 2:1')
    expect(p.marked).toEqual(['a', 'a2', 'd', 'd2'])
    // The same chances the roll will be drawn from once both leads are named.
    const t = answer(answer(s, 'lead', { lead: 'a' }).state, 'lead').state
    const { pic, f } = currentFigures(t, geometry(t.map))
    expect(items.map((i) => i.p)).toEqual(lpOutcomes(pic, f).map((o) => o.p))
  })

  it('another lead, another preview; the defender\'s preview reads the attacker\'s lead as named', () => {
    const s = battle(b)
    const a2 = engine.preview!(s, { kind: 'lead', answer: { lead: 'a2' } })!
    expect(a2.gauges!.attacker.value).toBe(1)
    const t = answer(s, 'lead', { lead: 'a2' }).state
    const p = engine.preview!(t, { kind: 'lead', answer: { lead: 'd' } })!
    expect(p.gauges!.attacker.title).toBe('Die-roll modifiers (#a2 leading)')
  })

  it('nothing for a unit that cannot lead, nor outside the lead question', () => {
    const s = battle(b)
    expect(engine.preview!(s, { kind: 'lead', answer: { lead: 'd' } })).toBeNull()
    expect(engine.preview!(s, { kind: 'losses', answer: {} })).toBeNull()
  })

  it('both leads named, before the roll (no form open, only Launch): the view gives the same figures as the Launch button\'s preview; after the roll, none', () => {
    const s = battle(b)
    expect(engine.view(s).launchPreview).toBeUndefined()
    const t = answer(answer(s, 'lead', { lead: 'a' }).state, 'lead', { lead: 'd' }).state
    expect(engine.pending(t)).toBeNull()
    const lp = engine.view(t).launchPreview!
    const asked = engine.preview!(s, { kind: 'lead', answer: { lead: 'a' } })!
    expect(lp.outcomes).toEqual(asked.outcomes)
    expect(lp.gauges).toEqual(asked.gauges)
    expect(lp.marked).toEqual(asked.marked)
    const rolled = engine.advance(t).state
    expect(engine.view(rolled).launchPreview).toBeUndefined()
  })
})
