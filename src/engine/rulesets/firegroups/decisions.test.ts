import { describe, expect, it } from 'vitest'
import type { FormField } from '../../core/form.ts'
import { RuleError } from '../../core/types.ts'
import { meanChance } from './decisions.ts'
import { engine } from './engine.ts'
import type { FgScenario } from './scenario.ts'
import type { FgState } from './state.ts'
import { battle, run, scripted, SEED, toEnd, unit, type TestUnit } from './testkit.ts'

/** The three phases of a pick that sends a unit in, each titled with the verb of its field; on the map, each is a click on the square "c". */
const phases = (verb: string) => [1, 2, 3].map((p) => ({ value: String(p), label: `phase ${p}`, title: `${verb} the square in phase ${p}`, place: 'c' }))
const send = (id: string, from: string, verb: string, dflt: string): FormField => ({
  type: 'pick', id: `send:${id}`, label: `${id} (square ${from}) ${verb}`, unit: id,
  choices: [{ value: 'stay', label: 'stays', title: `Stays in square ${from}`, place: from }, ...phases(verb)], default: dflt,
})
const REPAIRS = 'Repairs 2 points of damage at the end of the turn, besides the 1 repaired anyway'
const pio = (at: string, label: string, title: string): FormField => ({
  type: 'pick', id: `pio:${at}`, label, default: 'order',
  choices: [{ value: 'none', label: 'no order' }, { value: 'order', label: 'Production Improvement Order', title }],
})
const fieldIds = (s: FgState) => engine.pending(s)!.options.fields.map((f) => f.id)
/** The label of a unit's pick in its side's orders. */
const sendLabel = (s: FgState, id: string) => engine.pending(s)!.options.fields.find((f) => f.id === `send:${id}`)?.label

/** Orders for both sides, each with a leaver, reserves and a centre: Red's bomber raids Blue's works, its paratroopers are planned for turn 2 only. */
function ordersBattle(): FgState {
  return battle({
    turns: 2,
    around: { s: 'sea' },
    centers: [{ at: 'c', name: 'Works', owner: 'defender', steps: 5, damage: 0 }, { at: 'ne', name: 'Depot', owner: 'attacker', steps: 3, damage: 2 }],
    units: [
      { id: 'a-inf', side: 'attacker', type: 'INF' },
      { id: 'a-bmr', side: 'attacker', type: 'BMR', at: 'w', enters: [[1, 2]] },
      { id: 'a-par', side: 'attacker', type: 'PAR', at: 'w2', enters: [[2, 3]] },
      // A ship beside a land square may not be sent in.
      { id: 'a-cru', side: 'attacker', type: 'CRU', at: 's' },
      { id: 'd-inf', side: 'defender', type: 'INF' },
      { id: 'd-res', side: 'defender', type: 'INF', at: 'se' },
    ],
  })
}

describe(`${SEED} the orders form (docs/rules/firegroups.md, Orders)`, () => {
  it(`${SEED} orders: a secret form a side per turn, the attacker first: who leaves the contested square in phase 1 (F10), a pick per own unit that may enter (the bomber raids an enemy centre, paratroopers jump in; default the planned phase of this turn), a pick per own centre`, () => {
    const s = ordersBattle()
    const d = engine.pending(s)!
    expect(d).toEqual({
      side: 'attacker', kind: 'orders', secret: true,
      prompt: "Turn 1: Red's orders. Who goes into the square in which phase, who leaves it, production?",
      options: {
        submit: 'Give the orders',
        fields: [
          { type: 'several', id: 'leave', label: 'Leave the square in phase 1 (those who stay are pinned)', default: [], min: 0, max: 1, present: 'counters',
            // F10: the attacker's fallback is the nearest land square free of the enemy.
            choices: [{ value: 'a-inf', label: 'a-inf', title: 'Back to square nw' }] },
          send('a-bmr', 'w', 'raids', '2'),
          // Planned for turn 2 only: it stays in turn 1.
          send('a-par', 'w2', 'jumps into', 'stay'),
          // Depot's 2 points of damage stood when the turn began: 3 − 2 build steps.
          pio('ne', 'Depot: 1 of 3 build steps this turn, damage 2', REPAIRS),
        ],
      },
    })
    const after = engine.decide(s, 'attacker', engine.policies.default(s, d)).state
    expect(engine.pending(after)).toEqual({
      side: 'defender', kind: 'orders', secret: true,
      prompt: "Turn 1: Blue's orders. Who goes into the square in which phase, who leaves it, production?",
      options: {
        submit: 'Give the orders',
        fields: [
          // F10: the defender's fallback is the nearest square free of the enemy and not the attacker's.
          { type: 'several', id: 'leave', label: 'Leave the square in phase 1 (those who stay are pinned)', default: [], min: 0, max: 1, present: 'counters',
            choices: [{ value: 'd-inf', label: 'd-inf', title: 'Back to square n' }] },
          send('d-res', 'se', 'enters', 'stay'),
          pio('c', 'Works: 5 of 5 build steps this turn, damage 0', 'Adds a build step'),
        ],
      },
    })
  })

  it(`${SEED} orders: a side with no unit in a contested square and no centre is asked only who goes in; a side with nothing to order is not asked`, () => {
    // The square is Blue's alone: nobody can leave it, and Blue has nothing to send.
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const d = engine.pending(s)!
    expect(d.prompt).toBe("Turn 1: Red's orders. Who goes into the square in which phase?")
    expect(fieldIds(s)).toEqual(['send:a'])
    const after = engine.decide(s, 'attacker', { kind: 'orders', answer: { 'send:a': '1' } }).state
    expect(engine.pending(after)).toBeNull()
  })

  it(`${SEED} orders: a side with only a centre is asked for production alone`, () => {
    const s = battle({ centers: [{ at: 'e', name: 'Depot', owner: 'defender', steps: 4, damage: 0 }], units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const after = engine.decide(s, 'attacker', { kind: 'orders', answer: { 'send:a': '1' } }).state
    const d = engine.pending(after)!
    expect(d.prompt).toBe("Turn 1: Blue's orders. Who goes into the square in which phase, production?")
    expect(fieldIds(after)).toEqual(['pio:e'])
  })

  it(`${SEED} orders: a strategic bomber "raids" only an enemy (not neutral) production centre (BOMBER DAMAGE); over a neutral centre, its own side's or none it "enters"`, () => {
    const bomber = (centers: FgScenario['centers']) => battle({ centers, units: [{ id: 'b', side: 'attacker', type: 'BMR', at: 'w' }, { id: 'i', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const works = (owner: 'attacker' | 'defender' | 'neutral'): FgScenario['centers'] => [{ at: 'c', name: 'Works', owner, steps: 5, damage: 0 }]
    const enemy = bomber(works('defender'))
    expect([sendLabel(enemy, 'b'), sendLabel(enemy, 'i')]).toEqual(['b (square w) raids', 'i (square w) enters'])
    expect(sendLabel(bomber(works('neutral')), 'b')).toBe('b (square w) enters')
    expect(sendLabel(bomber(works('attacker')), 'b')).toBe('b (square w) enters')
    expect(sendLabel(bomber([]), 'b')).toBe('b (square w) enters')
  })

  it(`${SEED} orders: a square's name is its place's name on the map, not its id`, () => {
    const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'e' }, { id: 'd', side: 'defender', type: 'INF' }] })
    s.map = { ...s.map, places: s.map.places.map((p) => (p.id === 'e' ? { ...p, name: 'East Ridge' } : p.id === 'c' ? { ...p, name: 'Hill 12' } : p)) }
    expect(engine.pending(s)!.options.fields[0]).toMatchObject({ label: 'a (East Ridge) enters', choices: [{ title: 'Stays in East Ridge' }, { title: 'enters Hill 12 in phase 1' }, {}, {}] })
  })

  it(`${SEED} orders: a Production Improvement Order's title says what it will do: repair a damaged centre, else add a build step`, () => {
    const title = (damage: number) => {
      const s = battle({ centers: [{ at: 'w', name: 'Depot', owner: 'attacker', steps: 4, damage }], units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
      const f = engine.pending(s)!.options.fields.find((x) => x.id === 'pio:w')!
      return f.type === 'pick' ? [f.label, f.choices[1]!.title] : []
    }
    expect(title(0)).toEqual(['Depot: 4 of 4 build steps this turn, damage 0', 'Adds a build step'])
    expect(title(1)).toEqual(['Depot: 3 of 4 build steps this turn, damage 1', REPAIRS])
  })

  it(`${SEED} orders: the answer counts units sent, units leaving and orders given, with the reason; a unit told to stay has no order`, () => {
    const s = ordersBattle()
    const r = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: ['a-inf'], 'send:a-bmr': '3', 'send:a-par': 'stay', 'pio:ne': 'order' }, reason: 'test' })
    expect(r.events).toEqual([{ t: 'orders', side: 'attacker', sent: 1, leaving: 1, pio: 1, reason: 'test' }])
    expect([unit(r.state, 'a-bmr').order, unit(r.state, 'a-par').order, unit(r.state, 'a-inf').leaving, r.state.centers[1]!.pio]).toEqual([3, 0, true, 'repair'])
    const none = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: [], 'send:a-bmr': 'stay', 'send:a-par': 'stay', 'pio:ne': 'none' } })
    expect(none.events).toEqual([{ t: 'orders', side: 'attacker', sent: 0, leaving: 0, pio: 0 }])
    expect([unit(none.state, 'a-bmr').order, none.state.centers[1]!.pio]).toEqual([0, null])
    const two = engine.decide(s, 'attacker', { kind: 'orders', answer: { leave: [], 'send:a-bmr': '1', 'send:a-par': '2', 'pio:ne': 'none' } })
    expect(two.events).toEqual([{ t: 'orders', side: 'attacker', sent: 2, leaving: 0, pio: 0 }])
  })

  it(`${SEED} orders (bug found by mutation testing): a side orders only what its form asks; anything else in the answer is ignored, so the attacker cannot move the defender's units or give orders to its centres`, () => {
    const s = ordersBattle()
    const answer = { leave: [], 'send:a-bmr': '1', 'send:a-par': 'stay', 'pio:ne': 'none', 'send:d-res': '1', 'pio:c': 'order', 'pio:nowhere': 'order', 'send:ghost': '2' }
    const r = engine.decide(s, 'attacker', { kind: 'orders', answer })
    expect(r.events).toEqual([{ t: 'orders', side: 'attacker', sent: 1, leaving: 0, pio: 0 }])
    expect([unit(r.state, 'd-res').order, r.state.centers[0]!.pio]).toEqual([0, null])
    // Told to leave by Red's answer, Blue's infantry stays: only Blue's own form may move it out.
    const notMine = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w' }, { id: 'd', side: 'defender', type: 'INF' }] })
    const after = engine.decide(notMine, 'attacker', { kind: 'orders', answer: { 'send:a': 'stay', leave: ['d'] } }).state
    expect(unit(after, 'd').leaving).toBe(false)
    expect(unit(run(after, 1).s, 'd').at).toBe('c')
  })
})

/** Red, with a leader, and Blue in the square; Red's group 3 units listed in `red`. */
const leaders = (red: TestUnit[], blue: TestUnit[]) => battle({ units: [...red, ...blue] })
/** The promotion form once the movement click has started the combat. */
const promoteForm = (s: FgState) => {
  const after = run(s, 1).s
  return { s: after, d: engine.pending(after)! }
}

describe(`${SEED} §1 the leaders' form (F6)`, () => {
  it(`${SEED} §1 "For every leader you have in the square, one of your group 3 units will be moved to group 2": one leader, one unit, each labelled with its mean chance; the best first by default`, () => {
    // Infantry: 30 at Blue's infantry, 15 at its armour, 22.5 on average; armour: 40 and 35, 37.5.
    const { d } = promoteForm(leaders([{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'arm', side: 'attacker', type: 'ARM' }], [{ id: 'd1', side: 'defender', type: 'INF' }, { id: 'd2', side: 'defender', type: 'ARM' }]))
    const title = "Fires in group 2, before the enemy's group 3"
    expect(d).toEqual({
      side: 'attacker', kind: 'promote',
      prompt: 'Red: your leader moves one of your group 3 units to group 2 for this combat.',
      options: {
        submit: 'Move up',
        fields: [{ type: 'several', id: 'promote', label: 'Move up 1 unit', min: 1, max: 1, present: 'counters', default: ['arm'],
          choices: [{ value: 'inf', label: 'inf (23%)', title }, { value: 'arm', label: 'arm (38%)', title }] }],
      },
    })
  })

  it(`${SEED} §1 leaders: two leaders move two units, and say so`, () => {
    const { d } = promoteForm(leaders([{ id: 'l1', side: 'attacker', type: 'LDR' }, { id: 'l2', side: 'attacker', type: 'LDR' }, { id: 'i1', side: 'attacker', type: 'INF' }, { id: 'i2', side: 'attacker', type: 'INF' }, { id: 'i3', side: 'attacker', type: 'INF' }], [{ id: 'd', side: 'defender', type: 'INF' }]))
    expect(d.prompt).toBe('Red: your 2 leaders move 2 of your group 3 units to group 2 for this combat.')
    expect(d.options.fields[0]).toMatchObject({ label: 'Move up 2 units', min: 2, max: 2, default: ['i1', 'i2'] })
  })

  it(`${SEED} §1 leaders: only group 3 units that fire and have a target in the square move up, not a group 2 unit, not a leader, not armour that cannot hit the enemy's aircraft`, () => {
    // Blue has only a fighter: armour and paratroopers cannot hit it (0%), mechanized infantry (5%) is group 2 already.
    const red: TestUnit[] = [{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'arm', side: 'attacker', type: 'ARM' }, { id: 'par', side: 'attacker', type: 'PAR' }, { id: 'mec', side: 'attacker', type: 'MEC' }, { id: 'inf', side: 'attacker', type: 'INF' }]
    const { s, d } = promoteForm(leaders(red, [{ id: 'ftr', side: 'defender', type: 'FTR' }]))
    const f = d.options.fields[0]!
    expect(f.type === 'several' && f.choices.map((c) => c.value)).toEqual(['inf'])
    // The mean of a unit with nothing it could hit is 0, not a division by nothing.
    expect(meanChance(s, unit(s, 'arm'))).toBe(0)
  })

  it(`${SEED} §1 paratroopers that jumped in this phase are group 2 already: the leader does not move them up`, () => {
    const s = leaders([{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'par', side: 'attacker', type: 'PAR', at: 'w2', enters: [[1, 1]] }, { id: 'inf', side: 'attacker', type: 'INF' }], [{ id: 'd', side: 'defender', type: 'INF' }])
    const f = promoteForm(s).d.options.fields[0]!
    expect(f.type === 'several' && f.choices.map((c) => c.value)).toEqual(['inf'])
  })

  it(`${SEED} §1 leaders: asked before each combat's first group, never before the movement that starts it`, () => {
    const s = leaders([{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'inf', side: 'attacker', type: 'INF' }], [{ id: 'd', side: 'defender', type: 'INF' }])
    expect(engine.pending(s)?.kind).toBe('orders')
    const red = engine.decide(s, 'attacker', engine.policies.default(s, engine.pending(s)!)).state
    const blue = engine.decide(red, 'defender', engine.policies.default(red, engine.pending(red)!)).state
    // Orders given, the movement is next: nothing is asked until it has started the combat.
    expect(engine.pending(blue)).toBeNull()
    expect(engine.pending(engine.advance(blue).state)?.kind).toBe('promote')
  })

  it(`${SEED} §1 leaders: the answer moves the units up for this combat and logs who, with the reason`, () => {
    const { s } = promoteForm(leaders([{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'inf', side: 'attacker', type: 'INF' }, { id: 'arm', side: 'attacker', type: 'ARM' }], [{ id: 'd', side: 'defender', type: 'INF' }]))
    const promote = ['inf']
    const r = engine.decide(s, 'attacker', { kind: 'promote', answer: { promote }, reason: 'test' })
    // The log keeps its own list: the caller's answer is its own to reuse.
    promote.push('arm')
    expect(r.events).toEqual([{ t: 'promote', side: 'attacker', units: ['inf'], reason: 'test' }])
    expect([unit(r.state, 'inf').promoted, unit(r.state, 'arm').promoted]).toEqual([true, false])
  })

  it(`${SEED} §1 leaders: whose group 2 it is: Blue's leader moves Blue's units, after Red's`, () => {
    const s = leaders([{ id: 'ldr', side: 'attacker', type: 'LDR' }, { id: 'inf', side: 'attacker', type: 'INF' }], [{ id: 'dl', side: 'defender', type: 'LDR' }, { id: 'd', side: 'defender', type: 'INF' }])
    const { s: asked, d } = promoteForm(s)
    expect([d.side, d.prompt]).toEqual(['attacker', 'Red: your leader moves one of your group 3 units to group 2 for this combat.'])
    const blue = engine.pending(engine.decide(asked, 'attacker', { kind: 'promote', answer: { promote: ['inf'] } }).state)!
    expect([blue.side, blue.prompt]).toEqual(['defender', 'Blue: your leader moves one of your group 3 units to group 2 for this combat.'])
  })
})

describe(`${SEED} refusals: a decision out of turn names what is asked now`, () => {
  const s = battle({ units: [{ id: 'a', side: 'attacker', type: 'INF' }, { id: 'd', side: 'defender', type: 'INF' }] })

  it(`${SEED} refusals: the wrong side, or the right side with the wrong kind, is told who answers what`, () => {
    expect(() => engine.decide(s, 'defender', { kind: 'orders', answer: { leave: [] } })).toThrow(new RuleError('Red answers orders now, not Blue orders'))
    expect(() => engine.decide(s, 'attacker', { kind: 'promote', answer: { promote: [] } })).toThrow(new RuleError('Red answers orders now, not Red promote'))
  })

  it(`${SEED} refusals: no decision when none is pending, and none after the battle; advance refuses while one is pending and after the end`, () => {
    expect(() => engine.advance(s)).toThrow(new RuleError('a decision is pending'))
    const red = engine.decide(s, 'attacker', engine.policies.default(s, engine.pending(s)!)).state
    const ordered = engine.decide(red, 'defender', engine.policies.default(red, engine.pending(red)!)).state
    expect(() => engine.decide(ordered, 'attacker', { kind: 'orders', answer: { leave: [] } })).toThrow(new RuleError('no decision is pending: advance'))
    // All miss: Blue holds at the end of the only turn.
    const over = run(scripted(s, Array(20).fill(99)), 99).s
    expect(over.phase).toBe('over')
    expect(engine.pending(over)).toBeNull()
    expect(() => engine.decide(over, 'attacker', { kind: 'orders', answer: { leave: [] } })).toThrow(new RuleError('the battle is over'))
    expect(() => engine.advance(over)).toThrow(new RuleError('the battle is over'))
    expect(toEnd(s).s.phase).toBe('over')
  })
})

describe(`${SEED} §1 orders only at the beginning of a turn`, () => {
  it(`${SEED} §1 "at the beginning of a turn": a side with nothing to order then is not asked later in the turn, though the enemy's arrival has put its units in a fight they could leave`, () => {
    // Blue holds the square alone when the turn begins: nothing to leave, nothing to send.
    let s = scripted(battle({ units: [{ id: 'a', side: 'attacker', type: 'INF', at: 'w', enters: [[1, 1]] }, { id: 'd', side: 'defender', type: 'INF' }] }), Array(20).fill(99))
    s = run(s, 1).s
    expect([s.step, s.phaseNo, engine.pending(s)]).toEqual(['fire', 1, null])
    s = run(s, 1).s
    expect([s.step, s.phaseNo, engine.pending(s)]).toEqual(['move', 2, null])
  })
})
