import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TurnRecord } from '../ui/TurnRecord.tsx'
import { closeTurnWork, openTurnWork } from './work.ts'
import { endTurn } from './steps.ts'
import type { BattleRecord, TurnState } from './state.ts'
import { nines, play, SEED_FILE, turnOf, type TurnSpec } from './turnTestkit.ts'

/**
 * The Battle Summary window: once every battle of the turn is resolved, the
 * account of them all (winner, losses, routs, retreats, breakthroughs,
 * victory points), each with its details; and the turn's winner, with why.
 */

/** Two battles: a (worth 2 VP) and b (worth 1). */
function two(): TurnSpec {
  return {
    regions: [
      { id: 'w', owner: 'attacker' },
      { id: 'a', owner: 'defender', vp: 2 },
      { id: 'b', owner: 'defender', vp: 1 },
      { id: 'x', owner: 'defender' },
      { id: 's', owner: 'defender' },
    ],
    connections: [
      ['w', 'a'],
      ['w', 'b'],
      ['a', 'x'],
      ['b', 'x'],
      ['x', 's'],
    ],
    attacker: {
      units: [
        { id: 'pz', type: 'arm-bde', region: 'a', from: 'w' },
        { id: 'inf', type: 'inf-bde', region: 'b', from: 'w' },
      ],
      supply: ['w'],
    },
    defender: {
      units: [
        { id: 'da', type: 'inf-bde', region: 'a' },
        { id: 'db', type: 'inf-bde', region: 'b' },
      ],
      supply: ['s'],
    },
  }
}

const record = (over: Partial<BattleRecord> & { vp: [number, number]; sp?: [number, number] }): BattleRecord => {
  const { vp, sp = [0, 0], ...rest } = over
  const side = (i: 0 | 1) => ({ units: [], lost: [], routed: [], sp: sp[i], cards: [], vp: vp[i] })
  return {
    n: 1,
    region: 'a',
    origin: null,
    winner: null,
    reason: '',
    cancelled: false,
    rounds: 1,
    sides: { attacker: side(0), defender: side(1) },
    retreat: null,
    breakthrough: null,
    taken: false,
    bmHistory: [],
    bm: { attacker: { value: 0, parts: [] }, defender: { value: 0, parts: [] } },
    ...rest,
  }
}

function ended(t: TurnState, records: BattleRecord[], lost: [number, number] = [0, 0]): TurnState {
  const w = openTurnWork({ ...t, records, startSp: { attacker: t.startSp.attacker + lost[0], defender: t.startSp.defender + lost[1] } })
  endTurn(w)
  return closeTurnWork(w).state
}

describe(`${SEED_FILE} Battle Summary Window`, () => {
  it('Battle Summary: every battle of the turn in the order fought, with winner, losses, routs, retreat, breakthrough and victory points', () => {
    const { state } = play(turnOf(two(), nines()), { order: ['b', 'a'], retreats: { b: 'attacker', a: 'defender' }, breakthrough: () => ({ kind: 'breakthrough', region: 'x' }) })
    expect(state.records.slice(0, 2).map((r) => [r.n, r.region, r.winner, r.sides.attacker.vp, r.sides.defender.vp])).toEqual([
      [1, 'b', 'defender', 0, 1],
      [2, 'a', 'attacker', 2, 0],
    ])
    const [b, a] = state.records
    expect(b!.retreat).toEqual({ side: 'attacker', moves: [{ unit: 'inf', to: 'w' }] })
    expect(a!.retreat).toEqual({ side: 'defender', moves: [{ unit: 'da', to: 'x' }] })
    // The breakthrough into x, where the beaten stack went: a new battle, fought at once (the list was empty).
    expect(a!.breakthrough).toEqual({ region: 'x', units: ['pz'], leaders: [], battle: true })
    expect(state.records.map((r) => r.region)).toEqual(['b', 'a', 'x'])
    expect(a!.taken).toBe(true)
    expect(a!.rounds).toBeGreaterThan(0)
    expect(a!.bmHistory.length).toBe(a!.rounds)
    expect(a!.sides.attacker.units).toEqual(['pz'])
  })

  it('Battle Summary: losses are the strength points and units each side lost there, routs its units that fled', () => {
    // Every die hits: three brigades wipe the infantry out in Main; its one hit falls on the attacker's infantry (section I).
    const spec = two()
    spec.attacker.units.push({ id: 'pz2', type: 'arm-bde', region: 'a', from: 'w' }, { id: 'ai', type: 'inf-bde', region: 'a', from: 'w' })
    const { state } = play(turnOf(spec, new Array<number>(400).fill(0)), { order: ['a'] }, (t) => t.records.length === 1)
    const r = state.records[0]!
    expect(r.winner).toBe('attacker')
    expect(r.sides.defender).toMatchObject({ lost: ['da'], sp: 3 })
    expect(r.sides.attacker).toMatchObject({ lost: [], sp: 1 })
  })

  it('Battle Summary (§J, D47): the winner of a battle takes its region\'s victory points; a battle cancelled by a card gives none', () => {
    const spec = two()
    spec.defender.cards = ['halt-order']
    const { state } = play(turnOf(spec, nines()), { order: ['a'], cards: { defender: ['halt-order'] } }, (t) => t.records.length === 1)
    expect(state.records[0]).toMatchObject({ cancelled: true, winner: null })
    expect(state.records[0]!.sides.attacker.vp + state.records[0]!.sides.defender.vp).toBe(0)
  })

  it('Battle Summary (D46): the turn\'s winner has more victory points; equal, the side that lost fewer strength points; equal again, the defender', () => {
    const t = turnOf(two())
    expect(ended(t, [record({ vp: [2, 0] }), record({ n: 2, vp: [0, 1] })]).result).toMatchObject({ winner: 'attacker', vp: { attacker: 2, defender: 1 }, reason: 'Red 2 VP against 1' })
    expect(ended(t, [record({ vp: [1, 0] }), record({ n: 2, vp: [0, 1] })], [2, 5]).result).toMatchObject({
      winner: 'attacker',
      lost: { attacker: 2, defender: 5 },
      reason: '1 VP each; Red lost fewer strength points (2 against 5)',
    })
    expect(ended(t, [], [3, 3]).result).toMatchObject({ winner: 'defender', reason: '0 VP each and 3 strength points lost each: the defender holds' })
  })

  it('Battle Summary: the window lists every battle with an information button at the far left of each, and the air movement', () => {
    const { state } = play(turnOf(two(), nines()), { order: ['b', 'a'], retreats: { b: 'attacker', a: 'defender' } })
    const html = renderToStaticMarkup(<TurnRecord state={state} />)
    expect(html).toContain('data-testid="turn-battle-1"')
    expect(html).toContain('data-testid="turn-battle-2"')
    expect(html.match(/data-testid="turn-battle-info-\d"/g)).toHaveLength(2)
    expect(html).toMatch(/<tr data-testid="turn-battle-1"><td><button[^>]*aria-expanded="false"/)
    expect(html).toContain('Red: 1 to W')
    expect(html).toContain('Victory points: Red 2, Blue 1')
  })
})
