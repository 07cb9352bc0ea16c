import { describe, expect, it } from 'vitest'
import { RuleError } from '../../../core/types.ts'
import { pending as battlePending } from '../decisions.ts'
import { spOnMap } from './mapRules.ts'
import type { BattleRecord, TurnState } from './state.ts'
import { advanceTurn, anyPending, decideTurn, endTurn, playableAirCards, turnPending } from './steps.ts'
import { eventsOfTurn, nines, SEED_FILE, turnOf, twoBattleMap, type TurnSpec } from './turnTestkit.ts'
import { openTurnWork } from './work.ts'

/**
 * The turn's own steps (sections A, N; D46): who is asked what and with
 * which words, what a wrong answer is told, the events each answer leaves in
 * the log, and the turn's result. The rules each step starts are tested in
 * battlesList.test.ts and airMovement.test.ts.
 */

/** Battles at b1 and b2; with `air`, a plane of the attacker flies to b1 first. */
function front(air = false): TurnSpec {
  return {
    ...twoBattleMap(true),
    attacker: {
      units: [
        { id: 'a1', type: 'inf-bde', region: 'b1', from: 'w' },
        { id: 'a2', type: 'inf-bde', region: 'b2', from: 'w' },
        ...(air ? [{ id: 'p1', type: 'db-grp', region: 'w' }] : []),
      ],
      supply: ['w'],
    },
    defender: {
      units: [
        { id: 'd1', type: 'inf-bde', region: 'b1' },
        { id: 'd2', type: 'inf-bde', region: 'b2' },
      ],
      supply: ['s'],
    },
    ...(air ? { airMoves: [{ units: ['p1'], path: ['b1'] }] } : {}),
  }
}

function withCards(attacker: string[], defender: string[]): TurnState {
  const spec = front(true)
  spec.attacker.cards = attacker
  spec.defender.cards = defender
  return turnOf(spec, nines())
}

const refusal = (f: () => unknown): string => {
  try {
    f()
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError)
    return (e as Error).message
  }
  throw new Error('no refusal')
}

describe(`${SEED_FILE} §N the air cards question`, () => {
  it('§N a side may play only the air cards its side may play (Flak Alert is the defender\'s, Low-Level Approach the attacker\'s), each id once', () => {
    const t = withCards(['flak-alert', 'low-approach', 'fighter-aces', 'fighter-aces', 'leaflets'], ['low-approach', 'flak-alert'])
    expect(playableAirCards(t, 'attacker')).toEqual(['low-approach', 'fighter-aces'])
    expect(playableAirCards(t, 'defender')).toEqual(['flak-alert'])
  })

  it('§N the attacker is asked first, with its playable cards and the words of the question', () => {
    const t = withCards(['low-approach', 'fighter-aces'], ['flak-alert'])
    expect(turnPending(t)).toEqual({
      side: 'attacker',
      kind: 'air-cards',
      prompt: 'Red: play cards for the air movement (section N), or pass',
      options: ['low-approach', 'fighter-aces'],
    })
    expect(anyPending(t)).toEqual(turnPending(t))
  })

  it('§N the cards played are logged by name, a pass as "pass", with the reason given or null', () => {
    const t = withCards(['low-approach', 'fighter-aces'], ['flak-alert'])
    const a = decideTurn(t, 'attacker', { kind: 'air-cards', play: ['low-approach', 'fighter-aces'], reason: 'cover the bombers' })
    expect(a.events).toEqual([
      { t: 'decision', side: 'attacker', kind: 'air cards', choice: 'Low-Level Approach, Fighter Aces', reason: 'cover the bombers' },
      { t: 'card', side: 'attacker', card: 'low-approach', name: 'Low-Level Approach', round: null },
      { t: 'card', side: 'attacker', card: 'fighter-aces', name: 'Fighter Aces', round: null },
    ])
    const d = decideTurn(a.state, 'defender', { kind: 'air-cards', play: [] })
    expect(d.events).toEqual([{ t: 'decision', side: 'defender', kind: 'air cards', choice: 'pass', reason: null }])
    expect(d.state.phase).toBe('air')
  })

  it('§N a card not playable now is refused, naming what is playable (or "none"); a card held once is played once', () => {
    const t = withCards(['flak-alert', 'low-approach', 'fighter-aces'], ['flak-alert'])
    expect(refusal(() => decideTurn(t, 'attacker', { kind: 'air-cards', play: ['flak-alert'] }))).toBe(
      'Red cannot play "flak-alert" now; playable: low-approach, fighter-aces',
    )
    expect(refusal(() => decideTurn(t, 'attacker', { kind: 'air-cards', play: ['low-approach', 'low-approach'] }))).toBe(
      'Red cannot play "low-approach" now; playable: low-approach, fighter-aces',
    )
    // A hand holding only the other side's card: nothing is playable.
    const bare = { ...t, sides: { ...t.sides, attacker: { ...t.sides.attacker, hand: ['flak-alert'] } } }
    expect(refusal(() => decideTurn(bare, 'attacker', { kind: 'air-cards', play: ['flak-alert'] }))).toBe('Red cannot play "flak-alert" now; playable: none')
  })

  it('§A an answer from the wrong side, or to another question, is refused naming the question waited for', () => {
    const t = withCards(['fighter-aces'], [])
    expect(refusal(() => decideTurn(t, 'defender', { kind: 'air-cards', play: [] }))).toBe(
      'waiting for the attacker to decide air-cards, not the defender to decide air-cards',
    )
    expect(refusal(() => decideTurn(t, 'attacker', { kind: 'next-battle', region: 'b1' }))).toBe(
      'waiting for the attacker to decide air-cards, not the attacker to decide next-battle',
    )
  })
})

describe(`${SEED_FILE} §A the Battles List steps`, () => {
  it('§A the list opens with a log of its regions, and asks the attacker with the number left (none may be skipped)', () => {
    const t = turnOf(front(true), nines())
    const step = advanceTurn(t)
    expect(eventsOfTurn(step.events, 'battles-list')).toEqual([{ t: 'battles-list', regions: ['b1', 'b2'] }])
    const q = turnPending(step.state)!
    expect(q).toEqual({
      side: 'attacker',
      kind: 'next-battle',
      prompt: 'Red: choose the next battle from the Battles List (2 left; none may be skipped)',
      options: [
        { region: 'b1', origin: null },
        { region: 'b2', origin: null },
      ],
    })
    // The options are the caller's copy: the turn's list is not theirs to change.
    expect(q.options).not.toBe(step.state.list)
  })

  it('§A the choice is logged by the region\'s name; a region not listed is refused, naming those listed', () => {
    const t = turnOf(front(), nines())
    expect(t.phase).toBe('list')
    expect(refusal(() => decideTurn(t, 'attacker', { kind: 'next-battle', region: 's' }))).toBe('no battle in "s" on the Battles List; listed: b1, b2')
    const step = decideTurn(t, 'attacker', { kind: 'next-battle', region: 'b2', reason: 'the weaker' })
    expect(step.events[0]).toEqual({ t: 'decision', side: 'attacker', kind: 'next battle', choice: 'B2', reason: 'the weaker' })
    expect(step.events[1]).toEqual({ t: 'battle-open', region: 'b2', n: 1, left: 1 })
  })

  it('§A nothing asked and the turn not advancing: a decision is refused as none pending; an advance while a question waits, or once the turn is over, is refused', () => {
    const air = turnOf(front(true), nines())
    // Without cards in hand, no question: the turn is in its air movement.
    expect(air.phase).toBe('air')
    expect(refusal(() => decideTurn(air, 'attacker', { kind: 'air-cards', play: [] }))).toBe('no decision is pending')
    const listed = turnOf(front(), nines())
    expect(refusal(() => advanceTurn(listed))).toBe('a decision is pending')
    const over = { ...listed, phase: 'over' as const, list: [] }
    expect(refusal(() => advanceTurn(over))).toBe('the turn is over')
  })

  it('§A an open battle that is not over goes on when nothing is asked: the advance is its step, not the close', () => {
    const t = turnOf(front(), nines())
    let s = decideTurn(t, 'attacker', { kind: 'next-battle', region: 'b1' }).state
    expect(anyPending(s)).toEqual(battlePending(s.battle!))
    for (let i = 0; i < 10 && battlePending(s.battle!); i++) {
      const d = battlePending(s.battle!)!
      s = decideTurn(s, d.side, d.kind === 'cards' ? { kind: 'cards', play: [] } : d.kind === 'retreat' ? { kind: 'retreat', retreat: false } : { kind: 'breakthrough', region: null }).state
    }
    expect(s.battle!.phase).not.toBe('over')
    expect(s.battle!.queue).toEqual([])
    const step = advanceTurn(s)
    expect(step.state.battle).not.toBeNull()
    expect(step.state.phase).toBe('battle')
    expect(eventsOfTurn(step.events, 'battle-closed')).toEqual([])
  })
})

describe(`${SEED_FILE} D46 the turn's result`, () => {
  /** The turn ended with these VP won and strength points lost. */
  function ended(vp: { attacker: number; defender: number }, lost: { attacker: number; defender: number }) {
    const t = turnOf(front(), nines())
    const record = { sides: { attacker: { vp: vp.attacker }, defender: { vp: vp.defender } } } as unknown as BattleRecord
    const startSp = { attacker: spOnMap(t, 'attacker') + lost.attacker, defender: spOnMap(t, 'defender') + lost.defender }
    const w = openTurnWork({ ...t, records: [record], startSp })
    endTurn(w)
    return { result: w.t.result!, phase: w.t.phase, events: w.ev! }
  }

  it('D46 more victory points win, either side', () => {
    const d = ended({ attacker: 1, defender: 2 }, { attacker: 0, defender: 5 })
    expect(d.result).toEqual({ winner: 'defender', reason: 'Blue 2 VP against 1', vp: { attacker: 1, defender: 2 }, lost: { attacker: 0, defender: 5 } })
    expect(d.phase).toBe('over')
    expect(d.events).toEqual([{ t: 'turn-end', winner: 'defender', reason: 'Blue 2 VP against 1' }])
    const a = ended({ attacker: 3, defender: 2 }, { attacker: 5, defender: 0 })
    expect(a.events).toEqual([{ t: 'turn-end', winner: 'attacker', reason: 'Red 3 VP against 2' }])
  })

  it('D46 equal VP: the side that lost fewer strength points wins, either side', () => {
    const d = ended({ attacker: 1, defender: 1 }, { attacker: 4, defender: 2 })
    expect(d.events).toEqual([{ t: 'turn-end', winner: 'defender', reason: '1 VP each; Blue lost fewer strength points (2 against 4)' }])
    const a = ended({ attacker: 0, defender: 0 }, { attacker: 1, defender: 3 })
    expect(a.events).toEqual([{ t: 'turn-end', winner: 'attacker', reason: '0 VP each; Red lost fewer strength points (1 against 3)' }])
  })

  it('D46 equal again: the defender holds', () => {
    const d = ended({ attacker: 1, defender: 1 }, { attacker: 2, defender: 2 })
    expect(d.events).toEqual([{ t: 'turn-end', winner: 'defender', reason: '1 VP each and 2 strength points lost each: the defender holds' }])
  })
})
