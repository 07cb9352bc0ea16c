import { describe, expect, it } from 'vitest'
import { scriptDice } from '../../core/dice.ts'
import { answer, axis, battle, dice, eventsOf, many, rawScenario, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

function options(s: Parameters<typeof axis.pending>[0]): string[] {
  const f = axis.pending(s)!.options.fields[0]!
  return f.type === 'place' ? f.choices.map((c) => c.value) : []
}

describe(`${SEED} §5.6 Retreat`, () => {
  const spec = { attacker: [...many('a', 'infantry', 2), { id: 'f', type: 'fighter' }], defender: many('d', 'infantry', 3) }
  const quiet = dice(6, 6, 6, 6, 6, 6, 6, 6, 6, 6)

  function afterRound() {
    const s = answer(battle(spec, quiet), { f: 'tacair' }).state
    let r = axis.advance(s)
    while (axis.pending(r.state)?.kind === 'aim') r = axis.advance(answer(r.state, {}).state)
    return r.state
  }

  it('§5.6 the attacker declares first: none, air units only, or all units, to an area friendly since the start of the turn', () => {
    const s = afterRound()
    expect(axis.pending(s)).toMatchObject({ side: 'attacker', kind: 'retreat' })
    expect(options(s)).toEqual(['none', 'air:west', 'air:north', 'west', 'north'])
  })

  it('the destination of a full retreat is an area of the map: a place field, the battle area standing for stay', () => {
    const f = axis.pending(afterRound())!.options.fields[0]!
    expect(f).toMatchObject({ type: 'place', id: 'retreat', targets: 'places', default: 'none', none: { value: 'none', label: 'Stay and fight', place: 'field' } })
    expect(f.type === 'place' && f.choices.map((c) => c.label)).toEqual(['Stay', 'Air units to West', 'Air units to North', 'All units to West', 'All units to North'])
  })

  it("the older answers 'all:<area>' (saved games, walkthroughs) and a click on the battle area give the same battle as the form's values", () => {
    const s = afterRound()
    const byArea = answer(s, { retreat: 'west' })
    const old = answer(s, { retreat: 'all:west' })
    expect(old).toEqual(byArea)
    expect(eventsOf(byArea.events, 'decision')[0]!.choice).toBe('all to West')
    expect(answer(s, { retreat: 'field' })).toEqual(answer(s, { retreat: 'none' }))
    expect(eventsOf(answer(s, { retreat: 'none' }).events, 'decision')[0]!.choice).toBe('stay')
    expect(() => answer(s, { retreat: 'east' })).toThrow(/retreat: "east" is not one of/)
    expect(() => answer(s, { retreat: 'all:east' })).toThrow(/retreat: "east" is not one of/)
  })

  it('the form: one place field, each option with what it does; the prompt names the side and the round', () => {
    const d = axis.pending(afterRound())!
    expect(d.prompt).toBe('Red: retreat after round 1?')
    expect(d.options).toEqual({
      fields: [
        {
          type: 'place',
          id: 'retreat',
          label: 'Retreat',
          targets: 'places',
          choices: [
            { value: 'none', label: 'Stay', title: 'Fight on into the next round' },
            { value: 'air:west', label: 'Air units to West', title: 'The planes leave; the rest fights on' },
            { value: 'air:north', label: 'Air units to North', title: 'The planes leave; the rest fights on' },
            { value: 'west', label: 'All units to West', title: 'Every unit leaves and the battle ends' },
            { value: 'north', label: 'All units to North', title: 'Every unit leaves and the battle ends' },
          ],
          default: 'none',
          none: { value: 'none', label: 'Stay and fight', place: 'field' },
        },
      ],
      submit: 'Confirm',
    })
  })

  it('X11 "air units only" is the side\'s own planes: a side of land units facing enemy planes is offered all units or none', () => {
    // 4b: the defending TacAir fighter misses (6), the infantry ignores it; land combat: both miss.
    let s = answer(battle({ attacker: many('a', 'infantry', 1), defender: [...many('d', 'infantry', 1), { id: 'df', type: 'fighter' }] }, quiet), { df: 'tacair' }).state
    let r = axis.advance(s)
    while (axis.pending(r.state)?.kind === 'aim') r = axis.advance(answer(r.state, {}).state)
    s = r.state
    expect(axis.pending(s)).toMatchObject({ side: 'attacker', kind: 'retreat' })
    expect(options(s)).toEqual(['none', 'west', 'north'])
    expect(options(answer(s, { retreat: 'none' }).state)).toEqual(['none', 'air:east', 'east'])
  })

  it('§5.6 air units only: the planes leave and the defender declares next, to a friendly area not under attack', () => {
    const r = answer(afterRound(), { retreat: 'air:north' })
    expect(eventsOf(r.events, 'retreat')).toEqual([{ t: 'retreat', side: 'attacker', what: 'air', to: 'north', units: ['f'] }])
    expect(unit(r.state, 'f')).toMatchObject({ place: 'away', movedTo: 'north' })
    expect(axis.pending(r.state)).toMatchObject({ side: 'defender', kind: 'retreat' })
    // "south" is under attack: not offered.
    expect(options(r.state)).toEqual(['none', 'east'])
  })

  it('§5.6 all units: the battle ends; the attacker retreating leaves the defender in control', () => {
    const r = answer(afterRound(), { retreat: 'all:west' })
    expect(r.state.result).toMatchObject({ winner: 'defender', conquered: false })
    expect(eventsOf(r.events, 'retreat')[0]).toMatchObject({ side: 'attacker', what: 'all', to: 'west' })
  })

  it('§5.6 no retreat is offered without a legal destination', () => {
    const raw = rawScenario({ attacker: many('a', 'infantry', 1), defender: many('d', 'infantry', 1) }) as unknown as { areas: { id: string; owner: string }[] }
    // "east" becomes neutral and "south" is under attack: the defender has nowhere to go.
    raw.areas.find((a) => a.id === 'east')!.owner = 'neutral'
    const parsed = axis.parseScenario(raw)
    if (!parsed.ok) throw new Error(parsed.errors.join())
    const s = { ...axis.setup(parsed.value, 'x'), dice: scriptDice(dice(6, 6)) }
    const r = axis.advance(s)
    expect(axis.pending(r.state)).toMatchObject({ side: 'attacker', kind: 'retreat' })
    const t = answer(r.state, { retreat: 'none' })
    expect(axis.pending(t.state)).toBeNull()
    expect(axis.view(t.state).launch).toBe('Fight round 2')
  })

  it('§5.6 "During a naval battle the units may retreat to any empty or friendly seazone": not to a coast, not to an empty zone another battle is fought in', () => {
    const raw = rawScenario({ naval: true, attacker: [{ id: 'a', type: 'destroyer' }], defender: [{ id: 'd', type: 'destroyer' }] }) as unknown as { areas: { id: string; terrain: string; owner: string; underAttack?: boolean }[] }
    const area = (id: string) => raw.areas.find((a) => a.id === id)!
    // west: the attacker's coast; north: an empty sea zone; south: an empty sea zone under attack.
    area('west').terrain = 'land'
    area('north').owner = 'neutral'
    area('south').owner = 'neutral'
    const parsed = axis.parseScenario(raw)
    if (!parsed.ok) throw new Error(parsed.errors.join())
    const r = axis.advance({ ...axis.setup(parsed.value, 'x'), dice: scriptDice(dice(6, 6)) })
    expect(options(r.state)).toEqual(['none', 'north', 'sea'])
    expect(options(answer(r.state, { retreat: 'none' }).state)).toEqual(['none', 'north', 'east'])
  })

  it('§5.6 naval units retreat to an empty or friendly sea zone', () => {
    const s = battle({ naval: true, attacker: [{ id: 'a', type: 'destroyer' }], defender: [{ id: 'd', type: 'destroyer' }] }, dice(6, 6))
    const r = axis.advance(s)
    expect(options(r.state)).toEqual(['none', 'west', 'north', 'sea'])
  })
})

describe(`${SEED} §5.6 Breakthrough Combat`, () => {
  it('§5.6 won with a surviving AirCap fighter: armor, Tech-2 infantry and TacAir fighters qualify, plain infantry does not', () => {
    const spec = {
      attacker: [{ id: 'cap', type: 'fighter' }, { id: 'tac', type: 'fighter' }, { id: 'arm', type: 'armor' }, { id: 'i', type: 'infantry' }, { id: 't2', type: 'infantry', tech2: true }],
      defender: [{ id: 'd', type: 'infantry' }],
    }
    let s = battle(spec, dice(6, 1, 6, 6, 6, 6))
    s = answer(s, { cap: 'aircap', tac: 'tacair' }).state
    let r = axis.advance(s)
    while (axis.pending(r.state)?.kind === 'aim') r = axis.advance(answer(r.state, { tac: 'd' }).state)
    expect(r.state.result?.breakthrough).toEqual({ qualified: true, reason: 'won with air superiority: an AirCap fighter survived', units: ['tac', 'arm', 't2'], areas: ['east', 'south'] })
    expect(eventsOf(r.events, 'breakthrough')).toHaveLength(1)
  })

  it('§5.6 the first enemy area entered was empty: the attack qualifies at once', () => {
    const r = axis.advance(battle({ attacker: [{ id: 'arm', type: 'armor' }], defender: [] }))
    expect(r.state.result).toMatchObject({ winner: 'attacker', reason: 'the area was empty', breakthrough: { qualified: true, units: ['arm'] } })
  })

  it('§5.6 without air superiority no unit qualifies', () => {
    const r = axis.advance(battle({ attacker: [{ id: 'arm', type: 'armor' }], defender: [{ id: 'd', type: 'infantry' }] }, dice(1, 6)))
    expect(r.state.result?.breakthrough).toMatchObject({ qualified: false, units: [] })
  })
})
