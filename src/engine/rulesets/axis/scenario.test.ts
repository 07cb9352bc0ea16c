import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { axis, playOut, rawScenario } from './testkit.ts'
import { formatEvent } from './describe.ts'

const SEED = '003_e76c4a8044852cfa.txt'
const DIR = new URL('../../../../assets/scenarios/', import.meta.url)
const FILES = readdirSync(DIR).filter((f) => f.startsWith('axis-') && !f.startsWith('axis-phase-') && f.endsWith('.json')) // battles: the combat phases' tests are in phase/

describe(`${SEED} built-in axis scenarios`, () => {
  it('there are the four worked examples and at least four more', () => {
    expect(FILES).toEqual(expect.arrayContaining(['axis-air-land-example.json', 'axis-reims.json', 'axis-munchen.json', 'axis-frankfurt-calais.json']))
    expect(FILES.length).toBeGreaterThanOrEqual(8)
  })

  for (const file of FILES) {
    it(`${file} parses and plays to the end with default answers, the same way twice`, () => {
      const parsed = axis.parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
      expect(parsed.value.id).toBe(file.replace(/\.json$/, ''))
      for (const seed of ['1', '2', '3']) {
        const a = playOut(axis.setup(parsed.value, seed))
        const b = playOut(axis.setup(parsed.value, seed))
        expect(a.state.result).not.toBeNull()
        expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events))
        for (const e of a.events) expect(formatEvent(a.state, e)).not.toMatch(/undefined/)
      }
    })
  }
})

describe(`${SEED} scenario validation`, () => {
  type Raw = { areas: { x: number; neighbours: string[] }[]; attacker: { units: Record<string, unknown>[] }; defender: { units: Record<string, unknown>[] } }
  const base = () => rawScenario({ attacker: [{ id: 'a', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }] }) as unknown as Raw

  it('structural errors name the dotted field path', () => {
    const sc = base()
    sc.areas[1]!.x = 2
    sc.attacker.units[0]!.type = 7
    const r = axis.parseScenario(sc)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors.some((e) => e.startsWith('areas[1].x:'))).toBe(true)
      expect(r.errors.some((e) => e.startsWith('attacker.units[0].type:'))).toBe(true)
    }
  })

  it('semantic errors: duplicate ids, unknown areas and types, misplaced units', () => {
    const sc = base()
    sc.defender.units.push({ id: 'a', type: 'tank' })
    sc.areas[0]!.neighbours.push('nowhere')
    sc.attacker.units.push({ id: 'ship', type: 'battleship', from: 'sea' })
    sc.defender.units.push({ id: 'das', type: 'bomber', support: true, from: 'east' })
    const r = axis.parseScenario(sc)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors).toEqual(
        expect.arrayContaining([
          'areas[0].neighbours[5]: no area "nowhere"',
          'defender.units[1].id: "a" is used twice',
          expect.stringMatching(/^defender\.units\[1\]\.type: unknown unit type "tank"/),
          'attacker.units[1].type: ships join a land battle only as shore bombardment in an amphibious assault',
          'defender.units[2].support: only fighters fly Defensive Air Support',
        ]),
      )
    }
  })
})
