import type { FormAnswer, FormDecision } from '../../../core/form.ts'
import type { Choice } from '../../../core/ruleset.ts'
import { RuleError } from '../../../core/types.ts'
import { handForm } from '../forms.ts'
import { AIR_CARD_BY_ID } from './airCards.ts'
import { regionOf, strengthOf, unitsAt } from './mapRules.ts'
import type { TurnState } from './state.ts'
import type { TurnChoice, TurnDecision } from './steps.ts'

/** What a battle of the list holds, in a line: each side's units and strength there. */
export function battleLine(t: TurnState, region: string): string {
  const side = (s: 'attacker' | 'defender') => {
    const us = unitsAt(t, region, s)
    return `${us.length} unit${us.length === 1 ? '' : 's'} (${us.reduce((n, u) => n + strengthOf(u), 0)} SP)`
  }
  return `${side('attacker')} against ${side('defender')}`
}

/** The turn's questions as forms: the air cards (a hand, as a battle's cards) and the Battles List (a place on the map). */
export function toTurnForm(t: TurnState, d: TurnDecision): FormDecision {
  const base = { side: d.side, kind: d.kind, prompt: d.prompt }
  if (d.kind === 'air-cards') return { ...base, ...handForm('Air cards to play', d.options.map((id) => AIR_CARD_BY_ID.get(id)!)) }
  return {
    ...base,
    options: {
      fields: [
        {
          type: 'place',
          id: 'region',
          label: 'Battles List',
          targets: 'places',
          choices: d.options.map((e, i) => {
            const from = e.origin ? `, made by the breakthrough from ${regionOf(t, e.origin).name}` : ''
            return {
              value: e.region,
              label: `${i + 1}. ${regionOf(t, e.region).name}: ${battleLine(t, e.region)}`,
              title: `Attacking: ${unitsAt(t, e.region, 'attacker').map((u) => u.name).join(', ')}. Defending: ${unitsAt(t, e.region, 'defender').map((u) => u.name).join(', ')}${from}.`,
            }
          }),
          default: d.options[0]!.region,
        },
      ],
      submit: 'Launch battle ▶',
    },
  }
}

const list = (v: FormAnswer[string] | undefined, field: string): string[] => {
  if (v === undefined) return []
  if (!Array.isArray(v)) throw new RuleError(`${field}: expected a list`)
  return v
}

export function fromTurnChoice(c: Choice): TurnChoice {
  const reason = c.reason === undefined ? {} : { reason: c.reason }
  if (c.kind === 'air-cards') return { kind: 'air-cards', play: list(c.answer.play, 'play'), ...reason }
  if (c.kind === 'next-battle') {
    if (typeof c.answer.region !== 'string') throw new RuleError('region: expected the region of a battle on the list')
    return { kind: 'next-battle', region: c.answer.region, ...reason }
  }
  throw new RuleError(`no decision of kind "${c.kind}" between the battles of a turn`)
}

export function toTurnChoice(c: TurnChoice): Choice {
  const reason = c.reason === undefined ? {} : { reason: c.reason }
  return c.kind === 'air-cards' ? { kind: 'air-cards', answer: { play: c.play.slice() }, ...reason } : { kind: 'next-battle', answer: { region: c.region }, ...reason }
}
