import type { Choice } from '../../core/ruleset.ts'
import type { FormAnswer, FormDecision } from '../../core/form.ts'
import { RuleError } from '../../core/types.ts'
import { CARD_BY_ID } from './cards.ts'
import { forwardRegions } from './retreat.ts'
import type { GrandChoice, GrandDecision } from './decisions.ts'
import type { GrandState } from './state.ts'

/**
 * The grand battle's decisions as forms (what the window renders and the AI
 * answers), and the answers back as the engine's own choices. The engine and
 * its fast paths keep deciding on GrandChoice; only the registry's door
 * speaks forms.
 */

const regionName = (s: GrandState, id: string) => s.regions.find((r) => r.id === id)?.name ?? id
const unitName = (s: GrandState, id: string) => s.units.find((u) => u.id === id)?.name ?? id
const leaderName = (s: GrandState, id: string) => s.sides.attacker.leaders.concat(s.sides.defender.leaders).find((l) => l.id === id)?.name ?? id

/** A hand of cards to drag onto the field (section C), each side's own: at one browser the device is passed first (section B). */
export function handForm(label: string, cards: readonly { id: string; name: string; text: string }[]): Pick<FormDecision, 'secret' | 'options'> {
  return {
    secret: true,
    options: {
      fields: [{ type: 'several', id: 'play', label, present: 'cards', choices: cards.map((c) => ({ value: c.id, label: c.name, title: c.text })), default: [] }],
      submit: 'Play',
    },
  }
}

export function toForm(s: GrandState, d: GrandDecision): FormDecision {
  const base = { side: d.side, kind: d.kind, prompt: d.prompt }
  switch (d.kind) {
    case 'cards':
      return { ...base, ...handForm('Cards to play', d.options.map((id) => CARD_BY_ID.get(id) ?? { id, name: id, text: '' })) }
    case 'retreat':
      return {
        ...base,
        launch: { retreat: 'stay' },
        retreat: { retreat: 'retreat' },
        options: {
          fields: [
            {
              type: 'pick',
              id: 'retreat',
              label: 'Retreat or stay',
              choices: [
                { value: 'stay', label: 'Stay and fight' },
                { value: 'retreat', label: 'Retreat (sections F and I: the battle ends, no pursuit)' },
              ],
              default: 'stay',
            },
          ],
          submit: 'Decide',
        },
      }
    case 'breakthrough': {
      const o = d.options
      return {
        ...base,
        options: {
          fields: [
            {
              type: 'place',
              id: 'region',
              label: 'Break through into',
              targets: 'places',
              choices: o.regions.map((id) => ({ value: id, label: regionName(s, id) })),
              // The default policy's choice (D58): the first region that carries the front forward, else none.
              default: forwardRegions(s, d.side, o.regions)[0] ?? '',
              // Section L: a click on the battle's own region cancels the breakthrough.
              none: { value: '', label: 'No breakthrough', place: s.region.id },
            },
            { type: 'several', id: 'units', label: 'Units that break through', present: 'counters', choices: o.units.map((id) => ({ value: id, label: unitName(s, id) })), default: o.units.slice() },
            { type: 'several', id: 'leaders', label: 'Leaders that go with them', choices: o.leaders.map((id) => ({ value: id, label: leaderName(s, id) })), default: o.leaders.slice() },
          ],
          submit: 'Break through',
        },
      }
    }
  }
}

const list = (v: FormAnswer[string] | undefined, field: string): string[] => {
  if (v === undefined) return []
  if (!Array.isArray(v)) throw new RuleError(`${field}: expected a list`)
  return v
}

/**
 * A form answer as the engine's choice. Choices in the engine's own shape
 * (saved games and walkthrough files from before the forms) are taken as they are.
 */
export function fromChoice(c: Choice | GrandChoice): GrandChoice {
  if (!('answer' in c) || c.answer === undefined) return c as GrandChoice
  const a = c.answer
  const reason = c.reason === undefined ? {} : { reason: c.reason }
  switch (c.kind) {
    case 'cards':
      return { kind: 'cards', play: list(a.play, 'play'), ...reason }
    case 'retreat':
      if (a.retreat !== 'stay' && a.retreat !== 'retreat') throw new RuleError(`retreat: ${JSON.stringify(a.retreat)} is not one of stay, retreat`)
      return { kind: 'retreat', retreat: a.retreat === 'retreat', ...reason }
    case 'breakthrough': {
      if (typeof a.region !== 'string') throw new RuleError('region: expected a region id, or "" for none')
      if (a.region === '') return { kind: 'breakthrough', region: null, ...reason }
      return {
        kind: 'breakthrough',
        region: a.region,
        ...(a.units === undefined ? {} : { units: list(a.units, 'units') }),
        ...(a.leaders === undefined ? {} : { leaders: list(a.leaders, 'leaders') }),
        ...reason,
      }
    }
    default:
      throw new RuleError(`no decision of kind "${c.kind}" in the grand battle`)
  }
}

/** The engine's choice as a form answer: how the policies and the AI answer through the registry. */
export function toChoice(c: GrandChoice): Choice {
  const reason = c.reason === undefined ? {} : { reason: c.reason }
  switch (c.kind) {
    case 'cards':
      return { kind: 'cards', answer: { play: c.play.slice() }, ...reason }
    case 'retreat':
      return { kind: 'retreat', answer: { retreat: c.retreat ? 'retreat' : 'stay' }, ...reason }
    case 'breakthrough':
      return {
        kind: 'breakthrough',
        answer: { region: c.region ?? '', ...(c.units ? { units: c.units.slice() } : {}), ...(c.leaders ? { leaders: c.leaders.slice() } : {}) },
        ...reason,
      }
  }
}
