import { describe, expect, it } from 'vitest'
import { answerSetup } from './simulate.ts'
import { answer, axis, battle, eventsOf, unit } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'

describe(`${SEED} §5.1 Defensive Air Support and mission assignment`, () => {
  it('§5.1 the attacker assigns each fighter to AirCap or TacAir; AirCap is the default against enemy planes', () => {
    const s = battle({ attacker: [{ id: 'f', type: 'fighter' }, { id: 'i', type: 'infantry' }], defender: [{ id: 'd', type: 'infantry' }, { id: 'df', type: 'fighter' }] })
    expect(axis.pending(s)).toEqual({
      side: 'attacker',
      kind: 'assign',
      prompt: 'Red: assign fighters to AirCap or TacAir',
      options: {
        fields: [
          {
            type: 'pick',
            id: 'f',
            label: 'Fighter',
            unit: 'f',
            choices: [
              { value: 'aircap', label: 'AirCap', title: 'Fights enemy planes (steps 2a/2b)' },
              { value: 'tacair', label: 'TacAir', title: 'Attacks chosen enemy land units (steps 4a/4b)' },
            ],
            default: 'aircap',
          },
        ],
        submit: 'Assign',
      },
    })
  })

  it('§5.2 special rule 2 and X7: without enemy land units fighters fly AirCap unasked and bombers stay out, each with its reason', () => {
    const s = battle({ attacker: [{ id: 'f', type: 'fighter' }, { id: 'b', type: 'bomber' }], defender: [{ id: 'sf', type: 'fighter', support: true, from: 'east' }, { id: 'df', type: 'fighter' }] })
    const r = answer(s, { sf: 'join' })
    const only = 'no enemy land units: AirCap only (special rule 2)'
    expect(eventsOf(r.events, 'assign')).toEqual([
      { t: 'assign', side: 'attacker', unit: 'f', mission: 'aircap', reason: only },
      { t: 'assign', side: 'attacker', unit: 'b', mission: null, reason: 'no enemy land units: no TacAir, the bomber stays out (special rule 2)' },
      { t: 'assign', side: 'defender', unit: 'sf', mission: 'aircap', reason: only },
      { t: 'assign', side: 'defender', unit: 'df', mission: 'aircap', reason: only },
    ])
    expect(unit(r.state, 'b')).toMatchObject({ place: 'away', movedTo: 'west', mission: null })
    expect(r.state.phase).toBe('battle')
  })

  it('§5.1 the defender assigns after the attacker; answered by the defaults without the forms (the odds\' setup), a fighter gets the form\'s default mission', () => {
    const s = battle({ attacker: [{ id: 'f', type: 'fighter' }, { id: 'i', type: 'infantry' }], defender: [{ id: 'df', type: 'fighter' }, { id: 'd', type: 'infantry' }] })
    const asked = answer(answer(s, {}).state, {}).state
    const auto = answerSetup(s)
    expect(['f', 'df'].map((id) => unit(asked, id).mission)).toEqual(['aircap', 'aircap'])
    expect(['f', 'df'].map((id) => unit(auto, id).mission)).toEqual(['aircap', 'aircap'])
    expect(auto.phase).toBe('battle')
  })
})
