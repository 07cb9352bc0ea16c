/**
 * The decisions a player is asked for (prompts, refusals) and what deciding
 * leaves in the log and the state: decisions.ts.
 */
import { describe, expect, it } from 'vitest'
import { RuleError } from '../../core/types.ts'
import { grand, type GrandState } from './index.ts'
import { battle, eventsOf, passChoice, type ScenarioSpec } from './testkit.ts'

const SEED = '000_65abfdd3be31f0b0.txt'

const nines = (n = 200): number[] => new Array<number>(n).fill(9)

/** Passes cards and plays rounds until a decision of that kind is pending. */
function until(state: GrandState, kind: 'retreat' | 'breakthrough'): GrandState {
  let s = state
  for (let i = 0; i < 50; i++) {
    const d = grand.pending(s)
    if (d?.kind === kind) return s
    s = d ? grand.decide(s, d.side, passChoice(d)).state : grand.advance(s).state
  }
  throw new Error(`no ${kind} decision came`)
}

const LINE: ScenarioSpec = {
  attacker: { units: [{ id: 'a1', type: 'inf-bde' }] },
  defender: { units: [{ id: 'd1', type: 'inf-bde' }] },
}

/** An attacker win by the defender's retreat, with a breakthrough to choose: a1, a2 and Rommel may go west, east or north. */
const BREAK: ScenarioSpec = {
  attacker: {
    units: [
      { id: 'a1', type: 'arm-div' },
      { id: 'a2', type: 'mot-div' },
    ],
    leaders: [{ id: 'rommel', combat: 2, morale: 2, breakthrough: true }],
  },
  defender: { units: [{ id: 'd1', type: 'inf-div' }] },
  regions: [{ id: 'north', name: 'North', terrain: 'clear', neighbours: ['field'], owner: 'neutral', x: 50, y: 10 }],
}

function won(): GrandState {
  let s = until(battle(BREAK, nines()), 'retreat')
  s = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false }).state
  s = grand.decide(s, 'defender', { kind: 'retreat', retreat: true }).state
  expect(grand.pending(s)).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
  return s
}

describe(`${SEED} §F §I the retreat decision's prompt`, () => {
  it('§I before each Next round the prompt names that round', () => {
    const s = until(battle(LINE, nines()), 'retreat')
    expect(s.round).toBe('main')
    expect(grand.pending(s)).toEqual({ side: 'attacker', kind: 'retreat', prompt: 'Red: retreat before Next 1, or stay', options: ['stay', 'retreat'] })
  })

  it('§F after the Recon round the prompt says so', () => {
    const spec: ScenarioSpec = {
      attacker: { units: [{ id: 'a1', type: 'recon-bn' }] },
      defender: { units: [{ id: 'd1', type: 'recon-bn' }] },
    }
    const s = until(battle(spec, nines()), 'retreat')
    expect(s.round).toBe('recon')
    expect(grand.pending(s)).toEqual({ side: 'attacker', kind: 'retreat', prompt: 'Red: retreat after Recon, or stay', options: ['stay', 'retreat'] })
  })
})

describe(`${SEED} §C the Cards round's refusals`, () => {
  it('§C a card not in hand is refused, naming the cards the side may play', () => {
    const s = battle({ ...LINE, attacker: { ...LINE.attacker, cards: ['leaflets', 'surprise-attack'] } })
    expect(grand.pending(s)!.options).toEqual(['leaflets', 'surprise-attack'])
    expect(() => grand.decide(s, 'attacker', { kind: 'cards', play: ['ambush'] })).toThrow(
      new RuleError('Red cannot play "ambush" now; playable: leaflets, surprise-attack'),
    )
  })

  it('§C a card played twice from a hand holding it once is refused; with nothing else playable the refusal says "none"', () => {
    const s = battle({ ...LINE, attacker: { ...LINE.attacker, cards: ['leaflets'] } })
    expect(() => grand.decide(s, 'attacker', { kind: 'cards', play: ['leaflets', 'leaflets'] })).toThrow(
      new RuleError('Red cannot play "leaflets" now; playable: leaflets'),
    )
    const late = until(battle({ ...LINE, attacker: { ...LINE.attacker, cards: ['leaflets'] } }, nines()), 'retreat')
    // A cards decision before Next 1 set by hand: leaflets is a Cards-round card, so nothing in the hand is playable there.
    expect(() => grand.decide({ ...late, queue: [{ kind: 'cards', side: 'attacker', round: 'next1' }] }, 'attacker', { kind: 'cards', play: ['leaflets'] })).toThrow(
      new RuleError('Red cannot play "leaflets" now; playable: none'),
    )
  })
})

describe(`${SEED} every decision is in the log with its reason`, () => {
  it('a pass in the Cards round is logged as "pass", with the reason given', () => {
    const s = battle({ ...LINE, attacker: { ...LINE.attacker, cards: ['leaflets'] } })
    const { events } = grand.decide(s, 'attacker', { kind: 'cards', play: [], reason: 'saving it' })
    expect(eventsOf(events, 'decision')).toEqual([{ t: 'decision', side: 'attacker', kind: 'cards', choice: 'pass', reason: 'saving it' }])
  })

  it('§I staying and retreating are logged as "stay" and "retreat"; no reason given is null', () => {
    const s = until(battle(LINE, nines()), 'retreat')
    const stay = grand.decide(s, 'attacker', { kind: 'retreat', retreat: false })
    expect(eventsOf(stay.events, 'decision')).toEqual([{ t: 'decision', side: 'attacker', kind: 'retreat', choice: 'stay', reason: null }])
    const go = grand.decide(stay.state, 'defender', { kind: 'retreat', retreat: true, reason: 'BM too low' })
    expect(eventsOf(go.events, 'decision')).toEqual([{ t: 'decision', side: 'defender', kind: 'retreat', choice: 'retreat', reason: 'BM too low' }])
  })

  it('§L the breakthrough is logged with the region chosen, or "none"', () => {
    const s = won()
    const into = grand.decide(s, 'attacker', { kind: 'breakthrough', region: 'north', reason: 'open ground' })
    expect(eventsOf(into.events, 'decision')).toEqual([{ t: 'decision', side: 'attacker', kind: 'breakthrough', choice: 'north', reason: 'open ground' }])
    const none = grand.decide(s, 'attacker', { kind: 'breakthrough', region: null })
    expect(eventsOf(none.events, 'decision')).toEqual([{ t: 'decision', side: 'attacker', kind: 'breakthrough', choice: 'none', reason: null }])
  })
})

describe(`${SEED} §L the breakthrough decision`, () => {
  it('§L the prompt', () => {
    expect(grand.pending(won())).toEqual({
      side: 'attacker',
      kind: 'breakthrough',
      prompt: 'Red: break through into an adjacent region, or stay',
      options: { units: ['a1', 'a2'], leaders: ['rommel'], regions: ['west', 'east', 'north'] },
    })
  })

  it('§L a region not offered is refused, naming the regions offered', () => {
    expect(() => grand.decide(won(), 'attacker', { kind: 'breakthrough', region: 'field' })).toThrow(
      new RuleError('no breakthrough into "field"; regions: west, east, north'),
    )
  })

  it('§L declining with an empty unit list is a plain decline, not a breakthrough without units', () => {
    const { state, events } = grand.decide(won(), 'attacker', { kind: 'breakthrough', region: null, units: [], leaders: [] })
    expect(state.result!.breakthrough!.chosen).toBeNull()
    expect(eventsOf(events, 'breakthrough')).toEqual([{ t: 'breakthrough', side: 'attacker', region: null, units: [] }])
    expect(state.phase).toBe('over')
  })

  it('§L the choice recorded in the state and the log is a copy: changing the lists handed in afterwards changes nothing', () => {
    const units = ['a1']
    const leaders = ['rommel']
    const { state, events } = grand.decide(won(), 'attacker', { kind: 'breakthrough', region: 'north', units, leaders })
    units.push('a2')
    leaders.length = 0
    expect(state.result!.breakthrough!.chosen).toEqual({ region: 'north', units: ['a1'], leaders: ['rommel'] })
    expect(eventsOf(events, 'breakthrough')).toEqual([{ t: 'breakthrough', side: 'attacker', region: 'north', units: ['a1'] }])
  })
})
