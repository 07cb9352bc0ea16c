import fc from 'fast-check'
import { scriptDice, type ScriptState } from '../engine/core/dice.ts'
import { formatPath } from '../engine/core/schema.ts'
import type { Side } from '../engine/core/types.ts'
import type { BattleView } from '../engine/core/view.ts'
import { CHOICE_RANGE, replayRng } from '../fuzz/choices.ts'
import { engineOf, isRulesetId, manifestOf, rulesetIds, type BattleChoice, type BattleState, type RulesetId } from '../engine/rulesets/registry.ts'
import { builtInWalkthroughs } from './catalogue.ts'
import { LOG_CONTAINS } from './expect.ts'
import { walkthroughLink } from './link.ts'
import { positionAt, runWalkthrough } from './runner.ts'
import { HIGHLIGHT_ELEMENTS, parseWalkthrough, type StepAction, type Walkthrough } from './schema.ts'

/**
 * fast-check arbitraries of walkthrough files (issue 18), as raw JSON, the
 * form a file has before parseWalkthrough reads it. Every one is built from
 * fast-check's own combinators, so a failing file shrinks: fewer steps, the
 * first built-in, the first rule system and scenario, dropped texts,
 * highlights and expectations, dice of face 0. The rule systems are reached
 * through the registry only.
 */

type Raw = Record<string, unknown>
export type RawStep = Raw & { title: string; quote: Raw; action: unknown; dice: number[]; highlight: string[]; narration: string; expect: Raw }
export type RawWalkthrough = Raw & { id: string; ruleset: string; seed: string; scenario: unknown; steps: RawStep[] }

/** A dropped text: the shortest the format takes (title, narration and quote text are required). */
export const DROPPED = '—'

/** The rule systems the start screen shows (a hidden one is a test fixture). */
export function shownRulesets(): RulesetId[] {
  return rulesetIds().filter((id) => !manifestOf(id).hidden)
}

/** A built-in walkthrough as its file holds it, with the defaults written out (its scenario as shipped, not as parsed). */
export function rawOf(w: Walkthrough): RawWalkthrough {
  const file = engineOf(w.ruleset).walkthroughs.find((x) => (x.raw as { id?: unknown }).id === w.id)
  return structuredClone({ ...w, scenario: file ? (file.raw as { scenario: unknown }).scenario : w.scenario }) as unknown as RawWalkthrough
}

/**
 * A built-in walkthrough cut to a prefix of its steps, each step's texts,
 * highlights and expectations kept or dropped. Every such file is valid and
 * replays: the dice of a step are its own, so a prefix rolls exactly them.
 */
export function trimmedWalkthrough(): fc.Arbitrary<RawWalkthrough> {
  const all = builtInWalkthroughs()
  return fc.integer({ min: 0, max: all.length - 1 }).chain((i) => {
    const w = rawOf(all[i]!)
    const step = (s: RawStep) =>
      fc
        .record({
          title: fc.boolean(),
          narration: fc.boolean(),
          quote: fc.boolean(),
          highlight: fc.subarray(s.highlight),
          expect: fc.subarray(Object.keys(s.expect)),
        })
        .map((keep): RawStep => ({
          ...s,
          title: keep.title ? s.title : DROPPED,
          narration: keep.narration ? s.narration : DROPPED,
          quote: keep.quote ? s.quote : { ...s.quote, section: DROPPED, text: DROPPED },
          highlight: keep.highlight,
          expect: Object.fromEntries(keep.expect.map((k) => [k, s.expect[k]])),
        }))
    return fc.record({
      steps: fc.integer({ min: 1, max: w.steps.length }).chain((n) => fc.tuple(...w.steps.slice(0, n).map(step))),
      summary: fc.boolean(),
    }).map(({ steps, summary }) => ({ ...w, summary: summary ? (w.summary as string) : '', steps }))
  })
}

/** A die face no die has, whose refusal names the sides of the die asked for. */
const PROBE = 2 ** 30
const OUTSIDE = /^scripted die \d+ is \d+, outside 0\.\.(\d+)$/

/** The state with a script of `faces` (then the probe) of which `used` are rolled, as the runner's joined script stands there. */
function scripted(state: BattleState, faces: readonly number[], used: number): BattleState {
  const dice: ScriptState = { ...scriptDice([...faces, PROBE]), next: used, rolled: used }
  return { ...state, dice }
}

/**
 * One action from `state`, its dice drawn as it rolls them. The engine says
 * nothing of a die's sides before it rolls it, so the action is tried on the
 * faces known so far: the die it then asks for meets the probe, whose
 * refusal ("scripted die n is …, outside 0..s−1", dice.ts) tells that die's
 * sides; its face, ⌊draw() × sides⌋ (a smaller draw, a lower face), is added
 * and the action done again from its start, until it goes through. `faces`
 * holds the whole script so far (the runner's joined one); the faces the
 * action rolled are appended to it.
 */
export function playAction(rs: ReturnType<typeof engineOf>, state: BattleState, action: StepAction, faces: number[], draw: () => number) {
  const used = faces.length
  for (;;) {
    try {
      const s = scripted(state, faces, used)
      return action === 'advance' ? rs.advance(s) : rs.decide(s, action.decide.side, action.decide.choice as BattleChoice)
    } catch (e) {
      const m = e instanceof Error ? OUTSIDE.exec(e.message) : null
      if (!m) throw e
      faces.push(Math.floor(draw() * (Number(m[1]) + 1)))
    }
  }
}

/** Paths of the generic BattleView whose values a generated step may expect, with the value after the step. */
export function viewFacts(view: BattleView, before: readonly string[]): [string, unknown][] {
  const out: [string, unknown][] = [
    ['round.last', view.round.last],
    ['over', view.over],
    ['pending.kind', view.pending?.kind ?? null],
    ['counters.length', view.counters.length],
  ]
  for (const side of ['attacker', 'defender'] as Side[]) {
    const v = view.sides[side]
    out.push([`sides.${side}.gauge.value`, v.gauge.value], [`sides.${side}.losses.length`, v.losses.length], [`sides.${side}.routs.length`, v.routs.length])
  }
  for (const id of before) {
    if (id.includes(']')) continue
    const c = view.counters.find((x) => x.id === id)
    out.push(c ? [`counters[id=${id}].strength`, c.strength] : [`counters[id=${id}]`, null])
  }
  return out
}

export interface PlayedOptions {
  /** The seed file each rule system's quotes name. */
  seeds: Readonly<Record<string, string>>
  /** The most actions a generated walkthrough plays. */
  maxActions?: number
  /** The rule systems to play (all shown ones by default). */
  rulesets?: readonly RulesetId[]
}

const choices = (maxLength: number) => fc.array(fc.integer({ min: 0, max: CHOICE_RANGE - 1 }), { maxLength, size: 'max' })

/**
 * A walkthrough played on a built-in scenario of a shown rule system: each
 * decision its `policies.random` takes, each round one Launch, the dice drawn
 * as the engine rolls them (dice: a smaller choice, a lower face) and recorded
 * as the step's; steps of one to three actions, the first sometimes "none";
 * highlights of the setup's counters; expectations read off the engine's
 * view after the step and a line of the step's log. Every choice stream reads
 * as zeros past its end, the least of everything.
 */
export function playedWalkthrough(o: PlayedOptions): fc.Arbitrary<RawWalkthrough> {
  const rulesets = o.rulesets ?? shownRulesets()
  // One record, no chain: fast-check then shrinks every part on its own, the rule system too.
  return fc
    .record({
      ruleset: fc.constantFrom(...rulesets),
      scenario: fc.nat({ max: Math.max(...rulesets.map((id) => engineOf(id).scenarios.length)) - 1 }),
      policy: fc.nat({ max: 1000 }),
      actions: fc.integer({ min: 1, max: o.maxActions ?? 10 }),
      dice: choices(200),
      extras: choices(200),
    })
    .map((r) => playWalkthrough(r.ruleset, { ...r, scenario: r.scenario % engineOf(r.ruleset).scenarios.length }, o.seeds[r.ruleset]!))
}

/** What playedWalkthrough draws, replayed into a file (pure: the same draws give the same file). */
export function playWalkthrough(
  ruleset: RulesetId,
  r: { scenario: number; policy: number; actions: number; dice: readonly number[]; extras: readonly number[] },
  seed: string,
): RawWalkthrough {
  const rs = engineOf(ruleset)
  const rawScenario = rs.scenarios[r.scenario]
  const parsed = rs.parseScenario(rawScenario)
  if (!parsed.ok) throw new Error(`built-in scenario ${r.scenario} of ${ruleset}: ${parsed.errors.join('; ')}`)
  const id = `random-${ruleset}-${r.scenario}-${r.policy}`
  const draw = replayRng(r.dice)
  const extra = replayRng(r.extras)
  const policy = rs.policies.random(`walkthrough-policy/${r.policy}`)
  let state: BattleState = rs.setup(parsed.value, `walkthrough:${id}`)
  const setupIds = rs.view(state).counters.map((c) => c.id)
  const names = [...setupIds, ...HIGHLIGHT_ELEMENTS]
  const faces: number[] = []
  const quote = { seed, section: 'generated', text: DROPPED }
  const steps: RawStep[] = []
  if (extra() >= 0.5) steps.push({ title: 'Setup', quote, action: 'none', dice: [], highlight: [], narration: DROPPED, expect: {} })
  /** What a player does next: answer the decision asked, or Launch; null once the battle is over. */
  const next = (): StepAction | null => {
    const d = rs.pending(state)
    if (d) return { decide: { side: d.side, choice: policy(state, d) } }
    return state.phase === 'over' ? null : 'advance'
  }
  let left = r.actions
  while (left > 0) {
    const group = Math.min(left, 1 + Math.floor(extra() * 3))
    const actions: StepAction[] = []
    const events: Parameters<typeof rs.describe>[1][] = []
    const from = faces.length
    while (actions.length < group) {
      const a = next()
      if (!a) break
      const step = playAction(rs, state, a, faces, draw)
      state = step.state
      events.push(...step.events)
      // Through JSON as the file will carry it: a choice with an undefined field reads back without it.
      actions.push(JSON.parse(JSON.stringify(a)) as StepAction)
    }
    if (!actions.length) break
    left -= actions.length
    const view = rs.view(state)
    const log = events.map((e) => rs.describe(state, e))
    const expect: Raw = {}
    for (const [path, value] of viewFacts(view, setupIds)) if (extra() >= 0.5) expect[path] = value
    if (log.length && extra() >= 0.5) expect[LOG_CONTAINS] = log[Math.floor(extra() * log.length)]
    const highlight = names.filter(() => extra() >= 0.75)
    steps.push({
      title: `Step ${steps.length + 1}`,
      quote,
      action: actions.length === 1 ? actions[0]! : actions,
      dice: faces.slice(from),
      highlight,
      narration: DROPPED,
      expect,
    })
  }
  return { id, ruleset, title: `${ruleset} played at random`, summary: '', seed, scenario: rawScenario, steps }
}

/**
 * The ways a malformed file is made from a valid one, each in one place.
 * The first ones shrink to the plainest (fast-check shrinks a constantFrom
 * towards its first value).
 */
export const BREAKS = [
  'remove-field',
  'wrong-type',
  'die-out-of-range',
  'face-past-sides',
  'dice-count',
  'unknown-ruleset',
  'foreign-scenario',
  'ruleset-swapped',
  'scenario-number',
  'unknown-highlight',
  'unknown-decision',
  'unknown-field',
  'none-with-dice',
  'no-steps',
  'bad-expectation',
  'wrong-expectation',
  'truncated',
] as const
export type BreakKind = (typeof BREAKS)[number]

/**
 * A broken file and what its refusal must say. `at`: where it is refused —
 * on load (parseWalkthrough, or parseWalkthroughText when `text` is given),
 * or on replay (it loads, and runWalkthrough stops at the step named).
 * `says`: what the message must hold (the field's path, or the step and
 * what is wrong there); a path matches itself or a field below it.
 */
export interface Broken {
  kind: BreakKind
  /** The file as an object (the catalogue's path), absent for a text only. */
  input?: unknown
  /** The file's text (the CLI's path): the object's JSON, or a text no object gives. */
  text: string | null
  at: 'load' | 'replay'
  says: (string | RegExp)[]
}

type Path = (string | number)[]
type Typed = 'string' | 'number' | 'array' | 'object' | 'action' | 'side'

/** Values of another type than the field's. */
const WRONG: Record<Typed, unknown[]> = {
  string: [7, true, null, [], {}],
  number: ['3', true, null, [], {}],
  array: ['x', 7, {}, null],
  object: ['x', 7, [], null],
  action: [7, true, null, {}, 'fire', []],
  side: ['x', 7, null],
}

/** Out of range for any die, or no number JSON has (a text carries NaN and Infinity as null). */
const BAD_FACES = [-1, 0.5, -1e9, 2 ** 53, 1e300, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]

const at = (root: unknown, path: Path): unknown => path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], root)
function put(root: unknown, path: Path, value: unknown): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>
  // defineProperty: "__proto__" as a key of the file, as JSON.parse makes it, not the prototype.
  Object.defineProperty(parent, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true })
}
function drop(root: unknown, path: Path): void {
  delete (at(root, path.slice(0, -1)) as Record<string | number, unknown>)[path[path.length - 1]!]
}

/** The action of a step as a list (a decision's path below the step's action). */
function actionPaths(s: RawStep, base: Path): Path[] {
  if (s.action === 'none' || s.action === 'advance') return []
  if (Array.isArray(s.action)) return s.action.flatMap((a, k) => (typeof a === 'object' ? [[...base, 'action', k]] : []))
  return [[...base, 'action']]
}

/** Every field whose type the format fixes, with that type. */
function typedFields(w: RawWalkthrough): [Path, Typed][] {
  const out: [Path, Typed][] = [
    [['id'], 'string'],
    [['ruleset'], 'string'],
    [['title'], 'string'],
    [['summary'], 'string'],
    [['seed'], 'string'],
    [['steps'], 'array'],
    [['scenario'], 'object'],
  ]
  w.steps.forEach((s, i) => {
    const b: Path = ['steps', i]
    out.push([[...b, 'title'], 'string'], [[...b, 'narration'], 'string'], [[...b, 'quote'], 'object'], [[...b, 'action'], 'action'], [[...b, 'dice'], 'array'])
    out.push([[...b, 'highlight'], 'array'], [[...b, 'expect'], 'object'])
    for (const q of ['seed', 'section', 'text']) out.push([[...b, 'quote', q], 'string'])
    s.dice.forEach((_, j) => out.push([[...b, 'dice', j], 'number']))
    s.highlight.forEach((_, j) => out.push([[...b, 'highlight', j], 'string']))
    for (const a of actionPaths(s, b)) {
      out.push([[...a, 'decide'], 'object'], [[...a, 'decide', 'side'], 'side'], [[...a, 'decide', 'choice'], 'object'])
      out.push([[...a, 'decide', 'choice', 'kind'], 'string'], [[...a, 'decide', 'choice', 'answer'], 'object'])
    }
  })
  return out
}

/** Every field the format requires. */
function requiredFields(w: RawWalkthrough): Path[] {
  const out: Path[] = [['id'], ['ruleset'], ['title'], ['seed'], ['steps'], ['scenario']]
  w.steps.forEach((s, i) => {
    const b: Path = ['steps', i]
    out.push([...b, 'title'], [...b, 'quote'], [...b, 'action'], [...b, 'narration'], [...b, 'expect'])
    for (const q of ['seed', 'section', 'text']) out.push([...b, 'quote', q])
    for (const a of actionPaths(s, b)) out.push([...a, 'decide'], [...a, 'decide', 'choice'], [...a, 'decide', 'choice', 'kind'], [...a, 'decide', 'choice', 'answer'])
  })
  return out
}

/** Every number of the scenario, by path. */
function numbersOf(v: unknown, path: Path = []): Path[] {
  if (typeof v === 'number') return [path]
  if (Array.isArray(v)) return v.flatMap((x, i) => numbersOf(x, [...path, i]))
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => numbersOf(x, [...path, k]))
  return []
}

/** A decision is asked before step `i` (0-based) of a valid file. */
function askedAt(w: RawWalkthrough, i: number): boolean {
  const p = parseWalkthrough(w)
  if (!p.ok) throw new Error(`${w.id} is not valid: ${p.errors.join('; ')}`)
  return engineOf(w.ruleset).pending(positionAt(p.value, i).state) !== null
}

/** The replay's error of a file, or its load errors. */
function replayError(w: RawWalkthrough): string | undefined {
  const p = parseWalkthrough(w)
  return p.ok ? runWalkthrough(p.value).error : p.errors.join('; ')
}

/** The sides of die `g` of the joined script: the probe put there is refused with them ("outside 0..n−1"). */
export function sidesOfDie(w: RawWalkthrough, g: number): number | null {
  const probe = structuredClone(w)
  let k = g
  for (const s of probe.steps) {
    if (k < s.dice.length) {
      s.dice[k] = PROBE
      break
    }
    k -= s.dice.length
  }
  const m = /outside 0\.\.(\d+)$/.exec(replayError(probe) ?? '')
  return m ? Number(m[1]) + 1 : null
}

export interface BreakParams {
  kind: BreakKind
  /** Where: which step, field or die (taken modulo what there is). */
  a: number
  /** How: which wrong value, which other rule system. */
  b: number
  /** A made-up name (a ruleset, a highlight, a decision kind, a key). */
  word: string
}

/** Names that are keys of every object's prototype: a reader that looks them up the plain way finds something. */
const TRICKY_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty']

/**
 * Breaks `valid` in one place. A break with nothing to break in this file
 * (no dice, no action) breaks the first field instead: removes the id.
 */
export function breakWalkthrough(valid: RawWalkthrough, p: BreakParams): Broken {
  const w = structuredClone(valid)
  const n = w.steps.length
  const i = p.a % n
  const pick = <T>(xs: readonly T[], k: number): T => xs[k % xs.length]!
  const fmt = (path: Path) => formatPath(path)
  // "steps[1].action" or below it ("steps[1].action.decide: required"), not "steps[10]".
  const under = (path: Path) => new RegExp(`${fmt(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[:.[]`)
  const load = (says: (string | RegExp)[], input: unknown = w): Broken => ({ kind: p.kind, input, text: jsonText(input), at: 'load', says })
  const replayed = (says: (string | RegExp)[]): Broken => ({ kind: p.kind, input: w, text: jsonText(w), at: 'replay', says })
  const withDice = w.steps.map((s, k) => [k, s] as const).filter(([, s]) => s.dice.length > 0)
  const withAction = w.steps.map((s, k) => [k, s] as const).filter(([, s]) => s.action !== 'none')
  const fallback = (): Broken => {
    drop(w, ['id'])
    return load(['id: required'])
  }
  switch (p.kind) {
    case 'remove-field': {
      const path = pick(requiredFields(w), p.a)
      drop(w, path)
      // A scenario is checked by its rule system: missing, it is "(top level)" to that parser.
      return load([path[0] === 'scenario' ? 'scenario: ' : `${fmt(path)}: required`])
    }
    case 'wrong-type': {
      const [path, type] = pick(typedFields(w), p.a)
      put(w, path, structuredClone(pick(WRONG[type], p.b)))
      return load([path[0] === 'scenario' ? 'scenario: ' : under(path)])
    }
    case 'die-out-of-range': {
      const j = p.b % (w.steps[i]!.dice.length + 1)
      w.steps[i]!.dice[j] = pick(BAD_FACES, p.b)
      return load([`steps[${i}].dice[${j}]: `])
    }
    case 'face-past-sides': {
      if (!withDice.length) return fallback()
      const [k, s] = pick(withDice, p.a)
      const j = p.b % s.dice.length
      const g = w.steps.slice(0, k).reduce((t, x) => t + x.dice.length, 0) + j
      const sides = sidesOfDie(w, g)
      if (sides === null) throw new Error(`${w.id}: die ${g + 1} of the script is not refused for its sides`)
      const face = sides + (p.b % 3)
      s.dice[j] = face
      return replayed([`step ${k + 1}: scripted die ${g + 1} is ${face}, outside 0..${sides - 1}`])
    }
    case 'dice-count': {
      if (!withAction.length) return fallback()
      const [k, s] = pick(withAction, p.a)
      if (s.dice.length && p.b % 2) {
        s.dice.pop()
        return replayed([`step ${k + 1}: ran out of dice`])
      }
      s.dice.push(0)
      return replayed([`step ${k + 1}: the script has 1 die left over`])
    }
    case 'unknown-ruleset': {
      const name = isRulesetId(p.word) ? `${p.word}-x` : p.word
      w.ruleset = name
      return load([`ruleset: unknown ruleset "${name}"`])
    }
    case 'foreign-scenario': {
      const others = shownRulesets().filter((r) => r !== w.ruleset)
      const rs = engineOf(pick(others, p.b))
      w.scenario = structuredClone(pick(rs.scenarios, p.a))
      return load(['scenario.'])
    }
    case 'ruleset-swapped': {
      w.ruleset = pick(
        shownRulesets().filter((r) => r !== w.ruleset),
        p.b,
      )
      return load(['scenario.'])
    }
    case 'scenario-number': {
      const nums = numbersOf(w.scenario)
      if (!nums.length) return fallback()
      const path = pick(nums, p.a)
      put(w.scenario, path, pick([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY], p.b))
      return load([under(['scenario', ...path.slice(0, 1)])])
    }
    case 'unknown-highlight': {
      const h = w.steps[i]!.highlight
      const j = p.b % (h.length + 1)
      const name = `x-${p.word}`
      h.splice(j, 0, name)
      return load([`steps[${i}].highlight[${j}]: "${name}" is neither`])
    }
    case 'unknown-decision': {
      const s = w.steps[i]!
      const kind = `x-${p.word}`
      s.action = { decide: { side: pick(['attacker', 'defender'], p.b), choice: { kind, answer: {} } } }
      s.dice = []
      // Where a decision is asked the refusal names the kind sent; where none is, it says why ("the battle is over").
      return replayed([`step ${i + 1}: `, ...(askedAt(valid, i) ? [kind] : [])])
    }
    case 'unknown-field': {
      const holders: Path[] = [[], ['steps', i], ['steps', i, 'quote']]
      const where = pick(holders, p.b)
      const key = p.b % 3 === 0 ? pick(TRICKY_KEYS, p.a) : `x-${p.word}`
      put(w, [...where, key], 1)
      return load([`${fmt(where)}: Unrecognized key: "${key}"`])
    }
    case 'none-with-dice': {
      const s = w.steps[i]!
      s.action = 'none'
      if (!s.dice.length) s.dice = [0]
      return load([`steps[${i}].dice: a step without an action rolls no dice`])
    }
    case 'no-steps':
      w.steps = []
      return load(['steps: '])
    case 'bad-expectation': {
      const [key, value] = pick(
        [
          ['a[', 1],
          ['a..b', 1],
          ['counters[x]', 1],
          [LOG_CONTAINS, 7],
          [LOG_CONTAINS, ['a line', 3]],
        ] as const,
        p.b,
      )
      w.steps[i]!.expect[key] = value
      return load([`steps[${i}].expect["${key}"]: `])
    }
    case 'wrong-expectation': {
      w.steps[i]!.expect['counters.length'] = -1
      return replayed([`step ${i + 1}: counters.length is `, 'expected -1'])
    }
    case 'truncated': {
      const text = JSON.stringify(w)
      // The parser names the position, or says the text ended (where it was cut).
      return { kind: p.kind, text: text.slice(0, p.a % text.length), at: 'load', says: [/^\(file\): not valid JSON: .*(position \d+|end of JSON input)/] }
    }
  }
}

/** The file's text; null when the object holds a number JSON has not (NaN and ±Infinity would read back as null, another error). */
function jsonText(input: unknown): string | null {
  const plain = (v: unknown): boolean =>
    typeof v === 'number' ? Number.isFinite(v) : Array.isArray(v) ? v.every(plain) : v !== null && typeof v === 'object' ? Object.values(v).every(plain) : true
  return plain(input) ? JSON.stringify(input) : null
}

/** A valid walkthrough broken in one random place (breakWalkthrough). */
export function malformedWalkthrough(valid: fc.Arbitrary<RawWalkthrough>): fc.Arbitrary<Broken> {
  return fc
    .tuple(valid, fc.record({ kind: fc.constantFrom(...BREAKS), a: fc.nat(), b: fc.nat(), word: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/) }))
    .map(([w, p]) => breakWalkthrough(w, p))
}

/** A rulebook link (#/walkthrough/<id>/<step>) to a built-in walkthrough, broken in one place, and what its refusal must say. */
export function malformedLink(): fc.Arbitrary<{ hash: string; says: string }> {
  const all = builtInWalkthroughs()
  return fc
    .record({
      kind: fc.constantFrom('past-the-end', 'not-a-step', 'unknown-id', 'bad-encoding', 'extra-part'),
      w: fc.integer({ min: 0, max: all.length - 1 }),
      past: fc.nat(),
      step: fc.constantFrom('0', '-1', '1.5', 'x', '1e3', '+2', '00', '%31'),
      word: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/),
    })
    .map(({ kind, w, past, step, word }) => {
      const { id, steps } = all[w]!
      const n = steps.length
      switch (kind) {
        case 'past-the-end':
          return { hash: walkthroughLink(id, n + 1 + past), says: `"${id}" has steps 1 to ${n}` }
        case 'not-a-step':
          // "00" is step 0; "%31" is "1" encoded, which a step is not.
          return { hash: `#/walkthrough/${id}/${step}`, says: `step "${step}" is not a step number` }
        case 'unknown-id': {
          const name = `x-${word}`
          return { hash: walkthroughLink(name, 1), says: `no rulebook example "${name}"` }
        }
        case 'bad-encoding':
          return { hash: `#/walkthrough/${word}%E0%A4%A/1`, says: `"${word}%E0%A4%A" is not a valid encoded name` }
        case 'extra-part':
          return { hash: `${walkthroughLink(id, 1)}/${word}`, says: 'expected #/walkthrough/<id>/<step>' }
      }
    })
}
