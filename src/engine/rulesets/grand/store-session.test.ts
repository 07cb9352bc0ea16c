import { describe, expect, it } from 'vitest'
import { RuleError, type Side } from '../../core/types.ts'
import { fromChoice } from './forms.ts'
import { grand, type GrandState } from './index.ts'
import { buildScenario, eventsOf } from './testkit.ts'
import { findGrand } from './scenarios.ts'
import { grandEvents, grandNow, launchActions } from './storeTestkit.ts'
import {
  newSession,
  perform,
  replay,
  retreatActions,
  undo,
  type Action,
  type PlayerKind,
  type Session,
} from '../../../store/session.ts'

const PLAYERS: Record<Side, PlayerKind> = { attacker: 'human', defender: 'human' }

/** Two armoured divisions and a recon battalion against two infantry divisions: Recon, then retreat decisions before every later round. */
const SCENARIO = buildScenario({
  attacker: { units: [{ id: 'a1', type: 'arm-div' }, { id: 'a2', type: 'arm-div' }, { id: 'ar', type: 'recon-bn' }] },
  defender: { units: [{ id: 'd1', type: 'inf-div' }, { id: 'd2', type: 'inf-div' }] },
})
const SEED = 'store-session'

function fresh(): Session {
  return newSession(SCENARIO, SEED, PLAYERS)
}

/** A session one round in (Recon fought), with both retreat decisions queued. */
function afterRecon(): Session {
  const s = perform(fresh(), [{ type: 'advance' }])
  const st = grandNow(s)
  expect(st.round).toBe('recon')
  expect(st.queue.map((q) => `${q.kind}:${q.side}`)).toEqual(['retreat:attacker', 'retreat:defender'])
  return s
}

/** Launches until the battle is over (or nothing can be launched). */
function playToEnd(s: Session): Session {
  for (let i = 0; i < 30; i++) {
    const actions = launchActions(grandNow(s))
    if (!actions) return s
    s = perform(s, actions)
  }
  throw new Error('battle did not end')
}

const json = (x: unknown) => JSON.stringify(x)

describe('newSession and currentState', () => {
  it('starts with no gestures, at the state grand.setup gives for the scenario and seed', () => {
    const s = fresh()
    expect(s.gestures).toEqual([])
    expect(s.seed).toBe(SEED)
    expect(s.players).toEqual(PLAYERS)
    expect(json(grandNow(s))).toBe(json(grand.setup(SCENARIO, SEED)))
  })

  it('currentState is the state left by the last gesture', () => {
    const s = afterRecon()
    expect(grandNow(s)).toBe(s.gestures[0]!.state)
    expect(grandNow(s)).not.toBe(s.initial)
  })
})

describe('launchActions', () => {
  it('with nothing queued, is a single advance', () => {
    expect(launchActions(grandNow(fresh()))).toEqual([{ type: 'advance' }])
  })

  it('turns every queued retreat decision into "stay", in queue order, then advances', () => {
    const st = grandNow(afterRecon())
    expect(launchActions(st)).toEqual([
      { type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'stay' } } },
      { type: 'decide', side: 'defender', choice: { kind: 'retreat', answer: { retreat: 'stay' } } },
      { type: 'advance' },
    ])
  })

  it('performed as one gesture, advances exactly one round', () => {
    const s0 = afterRecon()
    const before = grandNow(s0)
    const s1 = perform(s0, launchActions(before)!)
    const after = grandNow(s1)
    expect(s1.gestures).toHaveLength(s0.gestures.length + 1)
    expect(after.round).not.toBe(before.round)
    expect(after.round).toBe('main')
    expect(after.roundsFought).toBe(before.roundsFought + 1)
    const gesture = s1.gestures.at(-1)!
    expect(eventsOf(gesture.events, 'round')).toHaveLength(1)
    expect(eventsOf(gesture.events, 'round')[0]!.round).toBe('main')
    expect(eventsOf(gesture.events, 'decision').map((e) => [e.side, e.choice])).toEqual([
      ['attacker', 'stay'],
      ['defender', 'stay'],
    ])
    expect(after.phase).not.toBe('over')
  })

  it('every launch of a whole battle fights exactly one round', () => {
    let s = fresh()
    for (let i = 0; i < 30 && grandNow(s).phase !== 'over'; i++) {
      const before = grandNow(s)
      s = perform(s, launchActions(before)!)
      const rounds = eventsOf(s.gestures.at(-1)!.events, 'round')
      // Only the last click may fight nothing: it can end the battle when no round is left.
      if (grandNow(s).phase === 'over') expect(rounds.length).toBeLessThanOrEqual(1)
      else expect(rounds).toHaveLength(1)
      if (rounds.length) expect(grandNow(s).round).toBe(rounds[0]!.round)
    }
    expect(grandNow(s).phase).toBe('over')
  })

  it('is null once the battle is over', () => {
    const st = grandNow(playToEnd(fresh()))
    expect(st.phase).toBe('over')
    expect(launchActions(st)).toBeNull()
  })

  it('is null while a card decision is queued', () => {
    const st = grandNow(newSession(findGrand('skirmish')!, 'cards-first', PLAYERS))
    expect(st.queue[0]!.kind).toBe('cards')
    expect(launchActions(st)).toBeNull()
  })
})

describe('retreatActions', () => {
  it('for the first side in the queue, is that side retreating and nothing else', () => {
    expect(retreatActions(afterRecon(), 'attacker')).toEqual([
      { type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'retreat' } } },
    ])
  })

  it('for a later side, makes the sides queued before it stay, then it retreats', () => {
    expect(retreatActions(afterRecon(), 'defender')).toEqual([
      { type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'stay' } } },
      { type: 'decide', side: 'defender', choice: { kind: 'retreat', answer: { retreat: 'retreat' } } },
    ])
  })

  it.each<[Side, Side]>([
    ['attacker', 'defender'],
    ['defender', 'attacker'],
  ])('performed, ends the battle: the %s retreats and loses', (side, winner) => {
    const s0 = afterRecon()
    const s1 = perform(s0, retreatActions(s0, side)!)
    const st = grandNow(s1)
    expect(st.phase).toBe('over')
    expect(st.result!.winner).toBe(winner)
    expect(st.sides[side].retreated).toBe(true)
    expect(st.sides[winner].retreated).toBe(false)
    // No round is fought by a retreat.
    expect(eventsOf(s1.gestures.at(-1)!.events, 'round')).toEqual([])
    expect(st.round).toBe(grandNow(s0).round)
  })

  it('is null when no retreat decision is queued', () => {
    expect(retreatActions(fresh(), 'attacker')).toBeNull()
    const skirmish = newSession(findGrand('skirmish')!, 'cards-first', PLAYERS)
    expect(retreatActions(skirmish, 'attacker')).toBeNull()
  })
})

describe('perform', () => {
  it('records the actions, the resulting state and the events as one gesture', () => {
    const s0 = afterRecon()
    const actions = launchActions(grandNow(s0))!
    const s1 = perform(s0, actions)
    const g = s1.gestures.at(-1)!
    expect(g.actions).toEqual(actions)
    let st: GrandState = grandNow(s0)
    const events = []
    for (const a of actions) {
      const step = a.type === 'advance' ? grand.advance(st) : grand.decide(st, a.side, fromChoice(a.choice))
      st = step.state
      events.push(...step.events)
    }
    expect(json(g.state)).toBe(json(st))
    expect(json(g.events)).toBe(json(events))
  })

  it('does not modify the session it is given', () => {
    const s0 = afterRecon()
    const snapshot = json(s0)
    perform(s0, launchActions(grandNow(s0))!)
    expect(json(s0)).toBe(snapshot)
    expect(s0.gestures).toHaveLength(1)
  })

  it('throws on an illegal action and leaves the session unchanged', () => {
    const s0 = afterRecon()
    const snapshot = json(s0)
    // The attacker's retreat decision is due, so advancing is refused.
    expect(() => perform(s0, [{ type: 'advance' }])).toThrow(RuleError)
    // The defender may not decide before the attacker.
    expect(() => perform(s0, [{ type: 'decide', side: 'defender', choice: { kind: 'retreat', answer: { retreat: 'stay' } } }])).toThrow(RuleError)
    expect(json(s0)).toBe(snapshot)
    expect(s0.gestures).toHaveLength(1)
  })

  it('a gesture whose last action is illegal adds nothing, not even its legal first actions', () => {
    const s0 = afterRecon()
    const snapshot = json(s0)
    const actions: Action[] = [
      { type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'stay' } } },
      { type: 'advance' }, // the defender has not decided yet
    ]
    expect(() => perform(s0, actions)).toThrow(/waiting for the defender/)
    expect(json(s0)).toBe(snapshot)
  })

  it('refuses any action once the battle is over', () => {
    const s = playToEnd(fresh())
    expect(() => perform(s, [{ type: 'advance' }])).toThrow(RuleError)
  })
})

describe('undo', () => {
  it('removes exactly the last gesture: the state is again the one before it', () => {
    let s = fresh()
    const states: string[] = [json(grandNow(s))]
    for (let i = 0; i < 3; i++) {
      s = perform(s, launchActions(grandNow(s))!)
      states.push(json(grandNow(s)))
    }
    expect(s.gestures).toHaveLength(3)
    const u1 = undo(s)
    expect(u1.gestures).toHaveLength(2)
    expect(json(grandNow(u1))).toBe(states[2])
    expect(json(u1.gestures)).toBe(json(s.gestures.slice(0, 2)))
    const u2 = undo(u1)
    expect(json(grandNow(u2))).toBe(states[1])
    const u3 = undo(u2)
    expect(u3.gestures).toHaveLength(0)
    expect(json(grandNow(u3))).toBe(states[0])
  })

  it('undoing a retreat brings the battle back from over to the retreat decision', () => {
    const s0 = afterRecon()
    const s1 = perform(s0, retreatActions(s0, 'defender')!)
    expect(grandNow(s1).phase).toBe('over')
    const u = undo(s1)
    expect(json(grandNow(u))).toBe(json(grandNow(s0)))
    expect(json(u)).toBe(json(s0))
  })

  it('with no gesture, changes nothing', () => {
    const s = fresh()
    expect(undo(s)).toBe(s)
  })

  it('does not modify the session it is given', () => {
    const s = afterRecon()
    const snapshot = json(s)
    undo(s)
    expect(json(s)).toBe(snapshot)
  })
})

describe('replay', () => {
  it('reproduces a whole battle, its states and events, byte for byte', () => {
    const s0 = afterRecon()
    let s = perform(s0, launchActions(grandNow(s0))!)
    s = playToEnd(s)
    expect(grandNow(s).phase).toBe('over')
    const again = replay(SCENARIO, SEED, PLAYERS, s.gestures.map((g) => g.actions))
    expect(json(grandNow(again))).toBe(json(grandNow(s)))
    expect(json(grandEvents(again))).toBe(json(grandEvents(s)))
    expect(json(again)).toBe(json(s))
  })

  it('reproduces a battle ended by a retreat and one with card decisions', () => {
    const r0 = afterRecon()
    const retreated = perform(r0, retreatActions(r0, 'attacker')!)
    expect(json(replay(SCENARIO, SEED, PLAYERS, retreated.gestures.map((g) => g.actions)))).toBe(json(retreated))

    const skirmish = findGrand('skirmish')!
    let s = newSession(skirmish, 'cards', PLAYERS)
    s = perform(s, [{ type: 'decide', side: 'attacker', choice: { kind: 'cards', answer: { play: ['leaflets'] } } }])
    s = perform(s, [{ type: 'decide', side: 'defender', choice: { kind: 'cards', answer: { play: ['dig-in'] } } }])
    s = playToEnd(s)
    expect(json(replay(skirmish, 'cards', PLAYERS, s.gestures.map((g) => g.actions)))).toBe(json(s))
  })

  it('with no gestures is a new session', () => {
    expect(json(replay(SCENARIO, SEED, PLAYERS, []))).toBe(json(fresh()))
  })

  it('throws when a recorded gesture is illegal', () => {
    expect(() => replay(SCENARIO, SEED, PLAYERS, [[{ type: 'advance' }], [{ type: 'advance' }]])).toThrow(RuleError)
  })
})

describe('allEvents', () => {
  it('is every gesture’s events, in order', () => {
    const s = playToEnd(fresh())
    expect(grandEvents(s)).toEqual(s.gestures.flatMap((g) => g.events))
    expect(eventsOf(grandEvents(s), 'end')).toHaveLength(1)
  })
})

describe('launch with an AI on one side', () => {
  it('the human stays, the round waits for the AI decision; with no AI decision due, it is fought at once', async () => {
    const { launchPlan } = await import('../../../store/session.ts')
    const { battle, passDecisions, step } = await import('./testkit.ts')
    let s = passDecisions(battle({ attacker: { units: [{ id: 'a', type: 'inf-div' }] }, defender: { units: [{ id: 'd', type: 'inf-div', defense: 0 }] } }))
    while (s.phase !== 'over' && s.queue[0]?.kind !== 'retreat') s = step(s).state
    expect(s.queue.map((q) => q.side)).toEqual(['attacker', 'defender'])
    const at = (players: Record<Side, PlayerKind>) => ({ ...newSession(SCENARIO, SEED, players), initial: s })
    expect(launchPlan(at({ attacker: 'human', defender: 'ai-hard' }))).toEqual({
      actions: [{ type: 'decide', side: 'attacker', choice: { kind: 'retreat', answer: { retreat: 'stay' } } }],
      complete: false,
    })
    expect(launchPlan(at({ attacker: 'ai-easy', defender: 'human' }))).toEqual({ actions: [], complete: false })
    expect(launchPlan(at({ attacker: 'human', defender: 'human' }))?.actions.at(-1)).toEqual({ type: 'advance' })
  })
})
