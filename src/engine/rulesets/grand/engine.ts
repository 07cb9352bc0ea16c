import { endStateLoop, kernelLoop } from '../../core/benchLoop.ts'
import { grandBuilder } from './builder.ts'
import type { Choice, Policy, PolicySeed, RulesetEngine } from '../../core/ruleset.ts'
import { RuleError, type Parsed } from '../../core/types.ts'
import { advance } from './advance.ts'
import { aiChoice } from './ai.ts'
import { decide, pending, type GrandDecision } from './decisions.ts'
import { formatEvent } from './describe.ts'
import type { GrandEvent } from './events.ts'
import { exactWorthTrying } from './exact.ts'
import { grandFuzz } from './invariants.ts'
import { fromChoice, toChoice, toForm } from './forms.ts'
import { winnerPassing } from './kernel.ts'
import { defaultChoice, randomPolicy } from './policies.ts'
import { ROUND_NAMES } from './rounds.ts'
import { parseGrandScenario, type GrandScenario } from './scenario.ts'
import { SCENARIOS, TURN_SCENARIOS, WALKTHROUGHS } from './scenarios.ts'
import { buildState } from './setup.ts'
import { simulate } from './simulate.ts'
import type { GrandState } from './state.ts'
import { strengthLeft } from './strength.ts'
import { turnAiChoice } from './turn/ai.ts'
import { DEFAULT_TURN_POLICY, defaultTurnChoice } from './turn/defaultPolicy.ts'
import { formatTurnEvent } from './turn/describe.ts'
import type { TurnEvent } from './turn/events.ts'
import { fromTurnChoice, toTurnChoice, toTurnForm } from './turn/forms.ts'
import { regionOf } from './turn/mapRules.ts'
import { battleLive, turnMeasure } from './turn/measure.ts'
import { randomTurnPolicy } from './turn/policies.ts'
import { parseTurnScenario, type TurnScenario } from './turn/scenario.ts'
import { startTurn } from './turn/setup.ts'
import { simulateTurn } from './turn/simulate.ts'
import { isTurnState, type TurnState } from './turn/state.ts'
import { advanceTurn, decideTurn, turnPending, type TurnDecision } from './turn/steps.ts'
import { turnView } from './turn/view.ts'
import { view } from './view.ts'
import { withoutCards } from './withoutCards.ts'

/**
 * The grand rule system has two kinds of scenario behind one door: a battle
 * (seed 000 sections B–K) and a combat turn on a region map (sections A, L,
 * M, N: air movement, the Battles List, each battle in its own window, what
 * its end does to the map, the Battle Summary). A turn plays its battles
 * through the battle engine, so every method below hands an open battle to
 * the battle's own code.
 */
type AnyScenario = GrandScenario | TurnScenario
type AnyState = GrandState | TurnState

const isTurnScenario = (sc: AnyScenario): sc is TurnScenario => sc.kind === 'turn'
const isTurnInput = (input: unknown): boolean => typeof input === 'object' && input !== null && (input as { kind?: unknown }).kind === 'turn'
/** Fields only a turn has: a file with them and no kind lost its "kind", and saying so beats a list of unknown keys. */
const TURN_ONLY_FIELDS = ['connections', 'airMoves']
const lostTurnKind = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && !('kind' in input) && TURN_ONLY_FIELDS.some((f) => f in input)

function parseAnyScenario(input: unknown): Parsed<AnyScenario> {
  if (isTurnInput(input)) return parseTurnScenario(input)
  const parsed = parseGrandScenario(input)
  if (parsed.ok || !lostTurnKind(input)) return parsed
  return { ok: false, errors: ['kind: required ("turn"): the file has a turn\'s connections or air moves', ...parsed.errors] }
}

/** The decision the form stands for, in the engine's own terms: the policies and the AI reason on it. */
function ownDecision(s: GrandState): GrandDecision {
  const d = pending(s)
  if (!d) throw new RuleError('no decision is pending')
  return d
}

function turnDecision(t: TurnState): TurnDecision {
  const d = turnPending(t)
  if (!d) throw new RuleError('no decision is pending')
  return d
}

/** A battle's answer made where a turn asks: in its open battle, or its own question. */
function inTurn(t: TurnState, battle: (b: GrandState) => Choice, turn: (t: TurnState) => Choice): Choice {
  return t.battle ? battle(t.battle) : turn(t)
}

/** The grand battle with Battle Morale (seed 000) behind the registry's door. */
export const engine: RulesetEngine<AnyScenario, AnyState, GrandEvent | TurnEvent> = {
  id: 'grand',
  title: 'Grand battle with Battle Morale',
  parseScenario: parseAnyScenario,
  setup: (sc, seed) => (isTurnScenario(sc) ? startTurn(sc, seed) : buildState(sc, seed)),
  scenarioCard: (sc) => {
    const sides = { attacker: sc.attacker.name, defender: sc.defender.name }
    const date = sc.date ? { date: sc.date } : {}
    if (isTurnScenario(sc)) {
      const air = sc.airMoves.length ? `, ${sc.airMoves.length} air move${sc.airMoves.length > 1 ? 's' : ''}` : ''
      return { sides, ...date, line: `A combat turn on a map of ${sc.regions.length} regions${air}`, description: sc.description }
    }
    return { sides, ...date, line: `${sc.attacker.units.length} against ${sc.defender.units.length} units`, description: sc.description }
  },
  pending: (s) => {
    if (isTurnState(s)) {
      if (s.battle) {
        const d = pending(s.battle)
        return d && toForm(s.battle, d)
      }
      const d = turnPending(s)
      return d && toTurnForm(s, d)
    }
    const d = pending(s)
    return d && toForm(s, d)
  },
  decide: (s, side, choice) => {
    if (isTurnState(s)) return decideTurn(s, side, s.battle ? fromChoice(choice) : fromTurnChoice(choice))
    return decide(s, side, fromChoice(choice))
  },
  advance: (s) => (isTurnState(s) ? advanceTurn(s) : advance(s)),
  view: (s) => (isTurnState(s) ? turnView(s) : view(s)),
  describe: (s, e) => (isTurnState(s) ? formatTurnEvent(s, e) : formatEvent(s, e as GrandEvent)),
  // A turn's "rounds" are its battles: each closed one moves the count (the summary's trace takes a point there).
  roundsFought: (s) => (isTurnState(s) ? s.records.length : s.bmHistory.length),
  roundLabel: (s) => {
    if (isTurnState(s)) {
      const r = s.records.at(-1)
      return r ? `Battle ${r.n}: ${regionOf(s, r.region).name}` : null
    }
    return s.round ? ROUND_NAMES[s.round] : null
  },
  // Inside a turn's battle, a save is described by that battle and its round.
  positionLabel: (s) => {
    if (!isTurnState(s) || !s.battle) return null
    const round = s.battle.round ? `${ROUND_NAMES[s.battle.round]} fought` : 'not begun'
    return `Battle ${s.records.length + 1}: ${regionOf(s, s.battle.region.id).name}, ${s.battle.phase === 'over' ? 'over' : round}`
  },
  // A turn's bar is that battle's while a battle is fought: the whole turn's figure is the map's.
  wholeOdds: (s) => !isTurnState(s) || !battleLive(s),
  policies: {
    default: (s) =>
      isTurnState(s)
        ? inTurn(s, (b) => toChoice(defaultChoice(b, ownDecision(b))), (t) => toTurnChoice(defaultTurnChoice(t, turnDecision(t))))
        : toChoice(defaultChoice(s, ownDecision(s))),
    random(seed: PolicySeed): Policy<AnyState> {
      const p = randomPolicy(seed)
      const tp = randomTurnPolicy(seed)
      return (s) =>
        isTurnState(s)
          ? inTurn(s, (b) => toChoice(tp.battle(b, ownDecision(b))), (t) => toTurnChoice(tp.turn(t, turnDecision(t))))
          : toChoice(p(s, ownDecision(s)))
    },
  },
  ai: (s, _d, level): Choice =>
    isTurnState(s)
      ? inTurn(s, (b) => toChoice(aiChoice(b, ownDecision(b), level)), (t) => toTurnChoice(turnAiChoice(t, turnDecision(t), level)))
      : toChoice(aiChoice(s, ownDecision(s), level)),
  // Only the cards (section B: the odds bar leaves them out; the forecast shows what those put down are worth).
  staged(s, side, choice) {
    if (choice.kind !== 'cards') return null
    const b = isTurnState(s) ? s.battle : s
    if (!b) return null
    try {
      const next = decide(b, side, fromChoice(choice)).state
      if (next.dice.rolled !== b.dice.rolled) return null
      return isTurnState(s) ? { ...s, battle: next, dice: next.dice } : next
    } catch (e) {
      if (e instanceof RuleError) return null
      throw e
    }
  },
  simulate: (s) => (isTurnState(s) ? simulateTurn(s, DEFAULT_TURN_POLICY) : simulate(s, defaultChoice)),
  // Strength points of land combat units alive, on the field or fled (docs/rules/grand.md, Forecast); a turn's on the map (Turn).
  measure: (s) =>
    isTurnState(s) ? turnMeasure(s) : { unit: 'SP', name: 'strength points', now: { attacker: strengthLeft(s, 'attacker'), defender: strengthLeft(s, 'defender') } },
  exactWorthTrying: (s) => (isTurnState(s) ? battleLive(s) && exactWorthTrying(s.battle!) : exactWorthTrying(s)),
  scenarios: [...SCENARIOS, ...TURN_SCENARIOS],
  builder: grandBuilder,
  walkthroughs: WALKTHROUGHS,
  /**
   * The kernel from the first state with every decision passed (the headline),
   * and simulate() with the default policy to the whole end state. Both seed
   * one generator per battle, as the engine must. A turn has no kernel of its
   * own: both its loops play whole turns (the battles on the kernel).
   */
  bench(sc, seeds) {
    if (isTurnScenario(sc)) {
      const base = startTurn(sc, 'bench')
      const turn = (t: TurnState) => simulateTurn(t, DEFAULT_TURN_POLICY)
      return { dieSides: 10, kernel: endStateLoop(seeds, base, turn), endState: endStateLoop(seeds, base, turn) }
    }
    const base = buildState(sc, 'bench')
    const free = withoutCards(base)
    // As the odds run it: the winner and the strength each side has left.
    const left = new Int32Array(2)
    return {
      dieSides: 10,
      kernel: kernelLoop(seeds, (dice) => winnerPassing(free, dice, left)),
      endState: endStateLoop(seeds, base, (s) => simulate(s, defaultChoice)),
    }
  },
  // A turn's hard AI plays hundreds of turns a decision: the bench's thousands of AI games are for battles.
  benchAi: (sc) => !isTurnScenario(sc),
  fuzz: grandFuzz,
}
