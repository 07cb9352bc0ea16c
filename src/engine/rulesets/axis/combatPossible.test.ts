import { describe, expect, it } from 'vitest'
import { answer, axis, battle, dice, eventsOf, playOut, type AxisEvent, type AxisState, type Spec } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

/** Plays to the end by the forms' defaults, the given answers first (one per decision, in order). */
function play(spec: Spec, shown: number[], answers: Record<string, unknown>[] = []): { state: AxisState; events: AxisEvent[] } {
  let s = battle(spec, dice(...shown))
  const events: AxisEvent[] = []
  while (s.phase !== 'over' && axis.pending(s) && answers.length) {
    const r = answer(s, answers.shift()!)
    s = r.state
    events.push(...r.events)
  }
  const r = playOut(s)
  return { state: r.state, events: [...events, ...r.events] }
}

const HOLDS = 'no combat possible: the attacker cannot fire at anything the defender has'
const PLANES_LEAVE = 'no combat possible: the defending planes have to retreat'

describe(`${SEED} §5.2 "Specific Combat Situations": a round in which nobody can fire ends the battle (X13)`, () => {
  it('TacAir vs TacAir: "TacAir units can NEVER fire at other TacAir units. So no combat happens!" once both sides\' land units are gone', () => {
    // Round 1: each bomber hits the other side's infantry (1), which answers and misses (6).
    const r = play({ attacker: [{ id: 'ab', type: 'bomber' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'db', type: 'bomber' }, { id: 'di', type: 'infantry' }] }, [1, 6, 1, 6])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
    // §5.2 special rule 1, checked at the start of round 2: both bombers fly without friendly land units.
    expect(eventsOf(r.events, 'exposed')).toEqual([
      { t: 'exposed', side: 'attacker', units: ['ab'] },
      { t: 'exposed', side: 'defender', units: ['db'] },
    ])
  })

  it('AirCap vs TacAir: the attacking AirCap fires at a defending TacAir fighter even with enemy land units beside it; special rule 1 is each side\'s own', () => {
    // Round 1: the AirCap misses (6); the TacAir fighter flies its mission, hits the infantry (1), whose answer misses (6).
    const spec = { attacker: [{ id: 'af', type: 'fighter' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'df', type: 'fighter' }, { id: 'di', type: 'infantry' }] }
    let s = battle(spec, dice(6, 1, 6, 1, 6))
    s = answer(s, { af: 'aircap' }).state
    s = answer(s, { df: 'tacair' }).state
    const events: AxisEvent[] = []
    for (let i = 0; i < 10 && !(s.round === 1 && !axis.pending(s) && s.next === null) && s.phase !== 'over'; i++) {
      const r = axis.pending(s) ? answer(s, {}) : axis.advance(s)
      s = r.state
      events.push(...r.events)
    }
    expect(s.units.filter((u) => u.place === 'field').map((u) => u.id)).toEqual(['af', 'df', 'di'])
    const r = axis.advance(s)
    // Round 2: the AirCap fires again at the TacAir fighter; the attacker (no TacAir) is not exposed, the defender (land units) neither.
    expect(r.events.slice(0, 4)).toEqual([
      { t: 'round', round: 2 },
      { t: 'step', round: 2, step: '2a', label: '2a Attacking AirCap' },
      { t: 'shot', side: 'attacker', unit: 'af', die: 1, value: 3, hit: true, target: 'df' },
      { t: 'step', round: 2, step: '3b', label: '3b Defending TacAir return fire' },
    ])
    expect(eventsOf([...events, ...r.events], 'exposed')).toEqual([])
  })

  it('Land vs AirCap: "The defending AirCap units have to retreat", also when the attacking infantry has just shot the AA gun away (X14)', () => {
    // Round 1: the infantry hits the AA gun (1); the AirCap fighter has nothing to fire at. Round 2: no combat.
    const r = play({ attacker: [{ id: 'ai', type: 'infantry' }], defender: [{ id: 'aa', type: 'aa-gun' }, { id: 'df', type: 'fighter' }] }, [1], [{ df: 'aircap' }])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({
      winner: 'attacker',
      reason: PLANES_LEAVE,
      conquered: true,
      breakthrough: { qualified: false, reason: 'no AirCap fighter survived and the area was not empty', units: [], areas: [] },
    })
    expect(eventsOf(r.events, 'retreat')).toEqual([{ t: 'retreat', side: 'defender', what: 'all', to: 'east', units: ['df'] }])
  })

  it('Land vs AirCap: only the defending planes in the battle leave; a bomber kept out (X7) and a supporting fighter that stayed home do not move', () => {
    const spec = { attacker: [{ id: 'ai', type: 'infantry' }, { id: 'ab', type: 'bomber' }], defender: [{ id: 'df', type: 'fighter' }, { id: 's', type: 'fighter', support: true, from: 'east' }] }
    const r = play(spec, [], [{ s: 'stay' }, { df: 'aircap' }])
    expect(r.state.round).toBe(1)
    expect(r.state.result?.reason).toBe(PLANES_LEAVE)
    expect(eventsOf(r.events, 'retreat')).toEqual([{ t: 'retreat', side: 'defender', what: 'all', to: 'east', units: ['df'] }])
    expect(r.state.units.map((u) => [u.id, u.place, u.movedTo])).toEqual([
      ['ai', 'field', null],
      ['ab', 'away', 'west'],
      ['df', 'away', 'east'],
      ['s', 'away', 'east'],
    ])
  })

  it('Naval, ships vs AirCap: a transport cannot fire, the AirCap cannot fire at ships; the defending plane has to leave and with no land area to fly to it is lost', () => {
    const r = play({ naval: true, attacker: [{ id: 't', type: 'transport' }], defender: [{ id: 'df', type: 'fighter' }] }, [], [{ df: 'aircap' }])
    expect(r.state.round).toBe(1)
    expect(r.state.result).toEqual({ winner: 'attacker', reason: PLANES_LEAVE, conquered: false, breakthrough: null })
    expect(r.events.filter((e) => e.t === 'casualty' || e.t === 'retreat')).toEqual([{ t: 'casualty', side: 'defender', unit: 'df', reason: 'no friendly area to retreat to' }])
    expect(r.state.next).toBeNull()
  })

  it('Naval: a defending TacAir fighter fires at a transport (its ground unit at sea), and the transport answers (X5)', () => {
    // 4b: the fighter hits (1); the transport answers at its full defense 1 and misses (6).
    const r = play({ naval: true, attacker: [{ id: 't', type: 'transport' }], defender: [{ id: 'df', type: 'fighter' }] }, [1, 6])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'the attacker has no units left', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'shot').map((e) => [e.unit, e.value, e.target])).toEqual([
      ['df', 3, 't'],
      ['t', 1, 'df'],
    ])
  })

  it('Naval: a defending transport fires at its defense 1 against an attacking transport, which has no attack (X1)', () => {
    const r = play({ naval: true, attacker: [{ id: 'at', type: 'transport' }], defender: [{ id: 'dt', type: 'transport' }] }, [1])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'the attacker has no units left', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'shot')).toEqual([{ t: 'shot', side: 'defender', unit: 'dt', die: 1, value: 1, hit: true }])
  })

  it('X14 §5.2 step 1: the defender\'s AA gun fires at an attacking AirCap fighter, which could fire at nothing else', () => {
    const r = play({ attacker: [{ id: 'af', type: 'fighter' }], defender: [{ id: 'aa', type: 'aa-gun' }] }, [1], [{ af: 'aircap' }])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'the attacker has no units left', conquered: false, breakthrough: null })
    expect(r.events.filter((e) => e.t !== 'decision' && e.t !== 'assign')).toEqual([
      { t: 'round', round: 1 },
      { t: 'step', round: 1, step: 'aa', label: '1 Air defense' },
      { t: 'shot', side: 'defender', unit: 'aa', die: 1, value: 1, hit: true, target: 'af' },
      { t: 'casualty', side: 'attacker', unit: 'af', reason: 'downed by the AA gun' },
      { t: 'end', winner: 'defender', reason: 'the attacker has no units left' },
    ])
  })

  it('X14 the AA gun fires only for the defender: beside an attacking AA gun it still fires at the AirCap; then nobody can fire', () => {
    const r = play({ attacker: [{ id: 'aag', type: 'aa-gun' }, { id: 'af', type: 'fighter' }], defender: [{ id: 'aa', type: 'aa-gun' }] }, [1], [{ af: 'aircap' }])
    expect(eventsOf(r.events, 'casualty')).toEqual([{ t: 'casualty', side: 'attacker', unit: 'af', reason: 'downed by the AA gun' }])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
  })

  it('X14 an attacking AA gun fires at nothing: against a defending AirCap fighter there is no combat, and the plane has to leave (Land vs AirCap)', () => {
    const r = play({ attacker: [{ id: 'aag', type: 'aa-gun' }], defender: [{ id: 'df', type: 'fighter' }] }, [], [{ df: 'aircap' }])
    expect(r.state.round).toBe(1)
    expect(r.state.result).toEqual({
      winner: 'attacker',
      reason: PLANES_LEAVE,
      conquered: true,
      breakthrough: { qualified: false, reason: 'no AirCap fighter survived and the area was not empty', units: [], areas: [] },
    })
    expect(eventsOf(r.events, 'retreat')).toEqual([{ t: 'retreat', side: 'defender', what: 'all', to: 'east', units: ['df'] }])
  })

  it('X14 TacAir vs Land: a defending TacAir bomber fires at an attacking AA gun, a land unit that cannot answer it (half of 0)', () => {
    // 4b: the bomber hits the AA gun (1).
    const r = play({ attacker: [{ id: 'aag', type: 'aa-gun' }], defender: [{ id: 'db', type: 'bomber' }] }, [1])
    expect(r.state.result).toEqual({ winner: 'defender', reason: 'the attacker has no units left', conquered: false, breakthrough: null })
    expect(eventsOf(r.events, 'shot')).toEqual([{ t: 'shot', side: 'defender', unit: 'db', die: 1, value: 4, hit: true, target: 'aag' }])
  })

  it('X14 TacAir vs Land: the defending TacAir bomber goes on firing at the attacking AA gun with an attacking bomber in the air beside it', () => {
    // Round 1: the attacking bomber hits the infantry (1), whose answer misses (6); the defending bomber misses the AA gun (6).
    // Round 2: the defending bomber hits the AA gun (1). Round 3: bomber against bomber, nobody can fire.
    const spec = { attacker: [{ id: 'aag', type: 'aa-gun' }, { id: 'ab', type: 'bomber' }], defender: [{ id: 'db', type: 'bomber' }, { id: 'di', type: 'infantry' }] }
    const r = play(spec, [1, 6, 6, 1])
    expect(eventsOf(r.events, 'shot').map((e) => [e.unit, e.target, e.hit])).toEqual([
      ['ab', 'di', true],
      ['di', 'ab', false],
      ['db', 'aag', false],
      ['db', 'aag', true],
    ])
    expect(r.state.round).toBe(3)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
  })

  it('X13 AA gun against AA gun: nobody can fire, the defender holds; the attacker\'s land unit takes nothing', () => {
    const r = play({ attacker: [{ id: 'aag', type: 'aa-gun' }], defender: [{ id: 'aa', type: 'aa-gun' }] }, [])
    expect(r.state.round).toBe(1)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
    expect(r.events).toEqual([
      { t: 'round', round: 1 },
      { t: 'end', winner: 'defender', reason: HOLDS },
    ])
    expect(r.state).toMatchObject({ phase: 'over', next: null, ask: null })
  })

  it('X13 AirCap vs Land after the attacking infantry fell: from round 2 nothing can fire, the defender holds', () => {
    // Round 1: the infantry misses (6), the defending infantry hits it (1).
    const r = play({ attacker: [{ id: 'af', type: 'fighter' }, { id: 'ai', type: 'infantry' }], defender: [{ id: 'di', type: 'infantry' }] }, [6, 1], [{ af: 'aircap' }])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
  })

  it('X6 ships bombard in the first round of an amphibious assault only: AirCap and a battleship against infantry fight no round 2', () => {
    const spec = { amphibious: true, attacker: [{ id: 'bb', type: 'battleship', from: 'sea' }, { id: 'af', type: 'fighter' }], defender: [{ id: 'di', type: 'infantry' }] }
    const r = play(spec, [6], [{ af: 'aircap' }])
    expect(eventsOf(r.events, 'shot')).toEqual([{ t: 'shot', side: 'attacker', unit: 'bb', die: 6, value: 4, hit: false }])
    expect(r.state.round).toBe(2)
    expect(r.state.result).toEqual({ winner: 'defender', reason: HOLDS, conquered: false, breakthrough: null })
  })
})
