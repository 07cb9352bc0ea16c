import { scriptDice } from '../../core/dice.ts'
import { defaultAnswer, type FormAnswer } from '../../core/form.ts'
import type { Side } from '../../core/types.ts'
import { engine } from './engine.ts'
import type { FgEvent, FgShot } from './events.ts'
import type { FgScenario } from './scenario.ts'
import type { FgState, Unit } from './state.ts'
import type { Terrain, TypeCode } from './units.ts'

/** The seed file every test names. */
export const SEED = '002_ab26b56cda9d194f.txt'

export interface TestUnit {
  id: string
  side: Side
  type: TypeCode
  at?: string
  exp?: number
  endurance?: number
  enters?: [number, number][]
}

/**
 * A small battle for a test: a 3 × 3 map around the contested square "c"
 * (terrain given), squares named by compass ("w", "e", "nw" …), two more
 * squares far to the west ("w2", "w3") for flights, units standing in "c"
 * unless told otherwise.
 */
export function battle(spec: { units: TestUnit[]; terrain?: Terrain; around?: Partial<Record<string, Terrain>>; turns?: number; centers?: FgScenario['centers']; goal?: FgScenario['goal'] }, seed = 'test'): FgState {
  const places: { id: string; name: string; terrain: string; col: number; row: number }[] = []
  const names: Record<string, [number, number]> = { nw: [0, 0], n: [1, 0], ne: [2, 0], w: [0, 1], c: [1, 1], e: [2, 1], sw: [0, 2], s: [1, 2], se: [2, 2], w2: [-1, 1], w3: [-2, 1] }
  for (const [id, [col, row]] of Object.entries(names)) places.push({ id, name: id === 'c' ? 'the square' : `square ${id}`, terrain: id === 'c' ? (spec.terrain ?? 'clear') : (spec.around?.[id] ?? 'clear'), col, row })
  const side = (x: Side) => ({
    name: x === 'attacker' ? 'Red' : 'Blue',
    nation: x,
    color: x === 'attacker' ? '#b8322a' : '#2f5fb3',
    flag: { layout: 'vertical', colors: ['#000000'] },
    units: spec.units.filter((u) => u.side === x).map((u) => ({
      id: u.id,
      name: u.id,
      type: u.type,
      exp: u.exp ?? 1,
      ...(u.endurance !== undefined ? { endurance: u.endurance } : {}),
      at: u.at ?? 'c',
      ...(u.enters ? { enters: u.enters.map(([turn, phase]) => ({ turn, phase })) } : {}),
    })),
  })
  const raw = { id: 'test', ruleset: 'firegroups', name: 'Test', location: 'Test', map: { grid: 'square', places }, square: 'c', turns: spec.turns ?? 1, centers: spec.centers ?? [], ...(spec.goal ? { goal: spec.goal } : {}), attacker: side('attacker'), defender: side('defender') }
  const p = engine.parseScenario(raw)
  if (!p.ok) throw new Error(p.errors.join('; '))
  return engine.setup(p.value, seed)
}

/** The same battle with scripted dice: faces in order (a target draw is 0 … n−1, a percentile die 0 … 99, read as 1 … 100). */
export const scripted = (s: FgState, faces: number[]): FgState => ({ ...s, dice: scriptDice(faces) })

export const unit = (s: FgState, id: string): Unit => {
  const u = s.units.find((x) => x.id === id)
  if (!u) throw new Error(`no unit ${id}`)
  return u
}

/** Answers every pending decision with the defaults, changed by what `answer` gives (null: the defaults), and advances `clicks` times, collecting the events. */
export function run(s: FgState, clicks: number, answer: (s: FgState) => FormAnswer | null = () => null): { s: FgState; events: FgEvent[] } {
  const events: FgEvent[] = []
  for (let i = 0; i < clicks && !s.result; ) {
    const d = engine.pending(s)
    if (d) {
      const step = engine.decide(s, d.side, { kind: d.kind, answer: { ...defaultAnswer(d.options), ...answer(s) } })
      s = step.state
      events.push(...step.events)
      continue
    }
    const step = engine.advance(s)
    s = step.state
    events.push(...step.events)
    i++
  }
  return { s, events }
}

/** Plays to the end with the default answers. */
export function toEnd(s: FgState): { s: FgState; events: FgEvent[] } {
  return run(s, 10_000)
}

export const shots = (events: FgEvent[]): FgShot[] => events.filter((e): e is FgShot => e.t === 'shot')

