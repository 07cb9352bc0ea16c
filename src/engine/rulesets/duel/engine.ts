import { z } from 'zod'
import { openDice } from '../../core/dice.ts'
import { checkAnswer, randomAnswer, type Form, type FormDecision } from '../../core/form.ts'
import { policyRng } from '../../core/randomPolicy.ts'
import type { BaseState, Choice, RulesetEngine } from '../../core/ruleset.ts'
import { parseWith } from '../../core/schema.ts'
import { seedDice } from '../../core/seedDice.ts'
import { otherSide, RuleError, SIDES, type Side } from '../../core/types.ts'
import type { BattleView, CounterView, ShotEvent, SideView } from '../../core/view.ts'
import basic from './duel-basic.json' with { type: 'json' }
import { aimOf, chooserOf, exactDuel, rollD6 } from './odds.ts'

/** A test fixture: two units, one a side, each rolling a d6 a round (a hit at or under its aim) until one has no hits left. */
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/)
const side = z.strictObject({
  name: z.string().min(1), nation: z.string().min(1), color: colour,
  flag: z.strictObject({ layout: z.enum(['vertical', 'horizontal']), colors: z.array(colour).min(1) }),
  unit: z.strictObject({ id: z.string().min(1), name: z.string().min(1), icon: z.string().default('infantry'), hits: z.number().int().min(1).max(20), aim: z.number().int().min(1).max(6) }),
})
const schema = z.strictObject({ id: z.string().min(1), ruleset: z.literal('duel'), name: z.string().min(1), description: z.string().default(''), location: z.string().min(1), attacker: side, defender: side })
  .refine((sc) => sc.attacker.unit.id !== sc.defender.unit.id, { message: 'the two units need different ids', path: ['defender', 'unit', 'id'] })
export type DuelScenario = z.infer<typeof schema>
type Aim = 'careful' | 'snap'
export interface DuelState extends BaseState {
  name: string
  location: string
  sides: Record<Side, DuelScenario['attacker'] & { unit: { maxHits: number } }>
  /** Rounds fought. */
  round: number
  /** The chooser's answer for the next round; null until given. */
  answer: Aim | null
}
export type DuelEvent = { t: 'decision'; side: Side; aim: Aim; reason?: string } | { t: 'round'; round: number } | ShotEvent | { t: 'hit'; side: Side; unit: string; left: number } | { t: 'end'; winner: Side | null; reason: string }

const form = (s: DuelState, side: Side): Form => ({
  fields: [{ type: 'pick', id: 'aim', label: `How does ${s.sides[side].unit.name} fire?`, unit: s.sides[side].unit.id, default: 'snap', choices: [
    { value: 'snap', label: `Snap fire (aim ${s.sides[side].unit.aim})` },
    { value: 'careful', label: `Careful fire (aim ${s.sides[side].unit.aim - 1})`, title: 'One less to hit this round; the enemy fires as usual' }] }],
  submit: 'Give the order',
})
const pending = (s: DuelState): FormDecision | null =>
  s.phase === 'over' || s.answer ? null : { side: chooserOf(s), kind: 'aim', prompt: `Round ${s.round + 1}: how does ${s.sides[chooserOf(s)].unit.name} fire?`, options: form(s, chooserOf(s)) }

function decide(s: DuelState, side: Side, c: Choice): { state: DuelState; events: DuelEvent[] } {
  const d = pending(s)
  if (!d) throw new RuleError('no decision is pending')
  if (side !== d.side || c.kind !== d.kind) throw new RuleError(`the ${d.side} decides ${d.kind} now, not the ${side} ${c.kind}`)
  const bad = checkAnswer(d.options, c.answer)
  if (bad) throw new RuleError(bad)
  const aim = c.answer.aim as Aim
  return { state: { ...s, answer: aim }, events: [c.reason ? { t: 'decision', side, aim, reason: c.reason } : { t: 'decision', side, aim }] }
}

function advance(s: DuelState): { state: DuelState; events: DuelEvent[] } {
  if (s.phase === 'over') throw new RuleError('the battle is over')
  if (pending(s)) throw new RuleError('a decision is pending')
  const dice = openDice(s.dice)
  const round = s.round + 1
  const events: DuelEvent[] = [{ t: 'round', round }]
  const hit = { attacker: false, defender: false }
  for (const side of SIDES) {
    const aim = aimOf(s, side)
    const die = rollD6(dice, aim)
    hit[otherSide(side)] = die <= aim
    events.push({ t: 'shot', side, unit: s.sides[side].unit.id, die, value: aim, hit: die <= aim })
  }
  const sides = { ...s.sides }
  for (const side of SIDES) {
    if (!hit[side]) continue
    sides[side] = { ...sides[side], unit: { ...sides[side].unit, hits: sides[side].unit.hits - 1 } }
    events.push({ t: 'hit', side, unit: sides[side].unit.id, left: sides[side].unit.hits })
  }
  const [a, d] = [sides.attacker.unit.hits, sides.defender.unit.hits]
  let result = null
  if (a <= 0 || d <= 0) {
    const winner: Side | null = a > 0 ? 'attacker' : d > 0 ? 'defender' : null
    result = { winner, reason: winner ? `${sides[otherSide(winner)].unit.name} is destroyed: ${sides[winner].name} wins` : 'Both units are destroyed: a draw' }
    events.push({ t: 'end', ...result })
  }
  return { state: { ...s, sides, round, answer: null, dice: dice.save(), phase: result ? 'over' : 'battle', result }, events }
}

function view(s: DuelState): BattleView {
  const d = pending(s)
  const over = s.phase === 'over'
  const counter = (side: Side): CounterView => {
    const u = s.sides[side].unit
    const aim = aimOf(s, side)
    return { id: u.id, side, name: u.name, icon: u.icon, zone: 'front', attack: u.aim, defense: u.aim, morale: 0, strength: u.hits, maxStrength: u.maxHits, elite: false,
      value: aim, baseValue: u.aim, modifiers: aim === u.aim ? [] : [{ source: 'Careful fire', value: aim - u.aim }], tint: aim < u.aim ? 'down' : 'none',
      strip: { parts: [{ of: 'attack', text: String(side === 'attacker' ? aim : u.aim), tint: side === 'attacker' && aim < u.aim ? 'down' : 'none' }, { of: 'defense', text: String(side === 'defender' ? aim : u.aim), tint: side === 'defender' && aim < u.aim ? 'down' : 'none' }], join: '-' },
      active: !over, targetable: !over, place: u.hits > 0 ? 'field' : 'losses', panicked: false, leader: null, notes: [`Hits on a d6 at or under ${u.aim}`] }
  }
  const counters = SIDES.map(counter)
  const sideView = (side: Side): SideView => ({ side, name: s.sides[side].name, nation: s.sides[side].nation, color: s.sides[side].color, flag: s.sides[side].flag,
    gauge: { label: 'Hits', title: 'Hits left', value: s.sides[side].unit.hits, parts: [{ source: s.sides[side].unit.name, value: s.sides[side].unit.hits }] },
    played: [], hand: [], losses: counters.filter((c) => c.side === side && c.place === 'losses'), routs: [], canRetreat: false })
  return { ruleset: 'duel', title: s.name, location: { name: s.location, terrain: 'open', crossing: 'none' },
    round: { last: s.round ? `Round ${s.round}` : null, next: over ? null : `Round ${s.round + 1}`, before: 'Before the first round' },
    sides: { attacker: sideView('attacker'), defender: sideView('defender') }, counters: counters.filter((c) => c.place === 'field'),
    pending: d && { side: d.side, kind: d.kind, prompt: d.prompt, form: d.options }, board: { kind: 'zones', columns: [{ id: 'front', weight: 1 }] },
    routs: false, showMorale: false, oddsNote: 'fought to the end', launch: over || d ? null : 'Fire', over }
}

function describe(s: DuelState, e: DuelEvent): string {
  const unit = (id: string) => SIDES.map((x) => s.sides[x].unit).find((u) => u.id === id)?.name ?? id
  switch (e.t) {
    case 'decision': return `${s.sides[e.side].name} orders ${e.aim} fire${e.reason ? ` (${e.reason})` : ''}`
    case 'round': return `— Round ${e.round} —`
    case 'shot': return `${unit(e.unit)} rolls ${e.die} needing ${e.value} or less: ${e.hit ? 'hit' : 'miss'}`
    case 'hit': return `${unit(e.unit)} is hit: ${e.left} hit${e.left === 1 ? '' : 's'} left`
    case 'end': return e.reason
  }
}

const snap = (reason: string): Choice => ({ kind: 'aim', answer: { aim: 'snap' }, reason })

export const engine: RulesetEngine<DuelScenario, DuelState, DuelEvent> = {
  id: 'duel',
  title: 'Duel (test fixture)',
  parseScenario: (input) => parseWith(schema, input),
  setup: (sc, seed) => ({ ruleset: 'duel', scenarioId: sc.id, seed, dice: seedDice(seed), phase: 'battle', result: null, name: sc.name, location: sc.location, round: 0, answer: null,
    sides: { attacker: { ...sc.attacker, unit: { ...sc.attacker.unit, maxHits: sc.attacker.unit.hits } }, defender: { ...sc.defender, unit: { ...sc.defender.unit, maxHits: sc.defender.unit.hits } } } }),
  scenarioCard: (sc) => ({ sides: { attacker: sc.attacker.name, defender: sc.defender.name }, description: sc.description,
    line: SIDES.map((x) => `${sc[x].unit.name}: ${sc[x].unit.hits} hits, aim ${sc[x].unit.aim}`).join(' against ') }),
  pending, decide, advance, view, describe,
  roundsFought: (s) => s.round,
  roundLabel: (s) => (s.round ? `Round ${s.round}` : null),
  policies: {
    default: () => snap('default policy: snap fire'),
    random(seed) {
      const rng = policyRng(seed)
      return (_s, d) => ({ kind: d.kind, answer: randomAnswer(d.options, rng), reason: 'random' })
    },
  },
  ai(s, d) {
    const [mine, theirs] = [s.sides[d.side].unit.aim, s.sides[otherSide(d.side)].unit.aim]
    return snap(`snap: aim ${mine} against ${theirs}, ${Math.round(exactDuel({ ...s, answer: 'snap' })[d.side] * 100)}% to win`)
  },
  simulate(s) {
    while (!s.result) s = (pending(s) ? decide(s, chooserOf(s), snap('default policy: snap fire')) : advance(s)).state
    return s
  },
  // Hits are all a duel's unit has: what it keeps of them is its margin.
  measure: (s) => ({ unit: 'hits', name: 'hits left', now: { attacker: Math.max(0, s.sides.attacker.unit.hits), defender: Math.max(0, s.sides.defender.unit.hits) } }),
  exactWorthTrying: () => true,
  scenarios: [basic],
  walkthroughs: [],
}
