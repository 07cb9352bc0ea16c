import { describe, expect, it } from 'vitest'
import { attackForm } from './decisions.ts'
import { engine } from './engine.ts'
import { battle, SECOND_PICTURE, SEED } from './testkit.ts'

/**
 * The attack window's question, field by field: "You validate an attack by
 * clicking on the defending unit" (seed's combat phase; docs/rules/napoleonic.md N15
 * for the default, the best odds).
 */
describe(`${SEED} The attack form: labels, tooltips, the click that declares`, () => {
  it('the seed\'s second picture: each attacker and defender once, its other attacks joined to its label and tooltip', () => {
    const form = attackForm(battle({ units: SECOND_PICTURE }))
    const end = { value: 'end', label: 'End the phase' }
    expect(form).toEqual({
      fields: [
        {
          type: 'place',
          id: 'attacker',
          label: 'Attacking unit',
          targets: 'counters',
          choices: [
            {
              value: 'g1',
              label: '#g1 attacks #r1: 4 against 4, 1–1; #r2: 2 against 2, 1–1',
              title: '#g1 2 + #g2 2 in support against #r1 2 + #r2 2 in support\n#g1 2 against #r2 2',
            },
            { value: 'g2', label: '#g2 attacks #r1: 2 against 2, 1–1', title: '#g2 2 against #r1 2' },
          ],
          default: 'g1',
          none: end,
        },
        {
          type: 'place',
          id: 'defender',
          label: 'Defending unit',
          targets: 'counters',
          choices: [
            {
              value: 'r1',
              label: '#r1, attacked by #g1: 4 against 4, 1–1; #g2: 2 against 2, 1–1',
              title: '#g1 2 + #g2 2 in support against #r1 2 + #r2 2 in support\n#g2 2 against #r1 2',
            },
            { value: 'r2', label: '#r2, attacked by #g1: 2 against 2, 1–1', title: '#g1 2 against #r2 2' },
          ],
          default: 'r1',
          none: end,
          dependsOn: { field: 'attacker', allowed: { g1: ['r1', 'r2'], g2: ['r1'] } },
          submitOnClick: true,
        },
      ],
      submit: 'Attack',
    })
  })

  it('with no attack at 1–1 or better the prompt says so (N15: the default ends the phase)', () => {
    const s = battle({
      units: [
        { id: 'a', side: 'attacker', at: [2, 3], strength: 1 },
        { id: 'd', side: 'defender', at: [2, 2], strength: 3 },
      ],
    })
    expect(engine.pending(s)?.prompt).toBe(
      'Phase 1: Blue attacks. Click an attacking unit, then the enemy unit it attacks; or end the phase. No attack at 1–1 or better is left.',
    )
  })
})
