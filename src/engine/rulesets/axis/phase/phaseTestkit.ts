import type { FormDecision } from '../../../core/form.ts'
import type { Choice } from '../../../core/ruleset.ts'
import { RuleError } from '../../../core/types.ts'
import { findPhase } from '../scenarios.ts'
import { defaultChoice } from '../simulate.ts'
import type { AxisState } from '../state.ts'
import type { PhaseEvent } from './events.ts'
import { parsePhaseScenario, type PhaseScenario } from './scenario.ts'
import { startPhase } from './setup.ts'
import { defaultPhaseChoice } from './simulate.ts'
import type { PhaseState } from './state.ts'
import { advancePhase, decidePhase, phasePending, type PhaseKind } from './steps.ts'
import { pending as battlePending } from '../decisions.ts'

/**
 * Small phases for the tests: areas by id with their owner and neighbours
 * (made both ways), units as "type@area>target" strings; names and
 * positions filled in.
 */
export interface PhaseSpec {
  areas: Record<string, { owner: 'attacker' | 'defender'; to: string[]; sea?: boolean }>
  attacker: string[]
  defender: string[]
}

export function rawPhase(spec: PhaseSpec, id = 'test-phase'): Record<string, unknown> {
  const ids = Object.keys(spec.areas)
  const neighbours = new Map(ids.map((a) => [a, new Set<string>()]))
  for (const [a, x] of Object.entries(spec.areas)) {
    for (const b of x.to) {
      neighbours.get(a)!.add(b)
      neighbours.get(b)!.add(a)
    }
  }
  const units = (side: string, list: string[]) =>
    list.map((s, i) => {
      const m = /^(t2-)?([a-z-]+)@([a-z0-9-]+)(?:>([a-z0-9-]+))?$/.exec(s)
      if (!m) throw new Error(`bad unit spec ${s}`)
      return { id: `${side}-${i + 1}`, type: m[2], at: m[3], ...(m[4] ? { attacks: m[4] } : {}), ...(m[1] ? { tech2: true } : {}) }
    })
  const side = (name: string, color: string) => ({ name, nation: name, color, flag: { layout: 'vertical', colors: [color] } })
  return {
    id,
    ruleset: 'axis',
    kind: 'phase',
    name: 'Test phase',
    areas: ids.map((a, i) => ({ id: a, name: a.toUpperCase(), x: (i % 4) / 4, y: Math.floor(i / 4) / 4, terrain: spec.areas[a]!.sea ? 'sea' : 'land', owner: spec.areas[a]!.owner, neighbours: [...neighbours.get(a)!] })),
    attacker: { ...side('Axis', '#555555'), units: units('a', spec.attacker) },
    defender: { ...side('Allies', '#2255aa'), units: units('d', spec.defender) },
  }
}

export function phaseScenario(spec: PhaseSpec): PhaseScenario {
  const p = parsePhaseScenario(rawPhase(spec))
  if (!p.ok) throw new Error(p.errors.join('; '))
  return p.value
}

export const newPhase = (spec: PhaseSpec, seed = 't'): PhaseState => startPhase(phaseScenario(spec), seed)
export const builtInPhase = (id: string, seed: string): PhaseState => startPhase(findPhase(id)!, seed)

export type AnyDecision = FormDecision
export type TestPolicy = (p: PhaseState, d: AnyDecision) => Choice

/** The forms' defaults everywhere. */
export const defaults: TestPolicy = (p, d) => (p.battle ? defaultChoice(p.battle, d as Parameters<typeof defaultChoice>[1]) : defaultPhaseChoice(p, d as FormDecision<PhaseKind>))

/** The question now: the open battle's or the phase's. */
export function asked(p: PhaseState): AnyDecision | null {
  return p.battle ? battlePending(p.battle as AxisState) : phasePending(p)
}

/** Steps (decide or advance) until `stop` holds or the phase ends; every event kept. */
export function stepUntil(p: PhaseState, policy: TestPolicy, stop: (p: PhaseState) => boolean = () => false, most = 5000): { p: PhaseState; events: PhaseEvent[] } {
  const events: PhaseEvent[] = []
  for (let i = 0; i < most; i++) {
    if (stop(p) || p.phase === 'over') return { p, events }
    const d = asked(p)
    const step = d ? decidePhase(p, d.side, policy(p, d)) : advancePhase(p)
    p = step.state
    events.push(...step.events)
  }
  throw new Error('the phase did not end')
}

/** Answers the phase's breakthrough question: into `to` with these units ('none' for no more). */
export function declare(p: PhaseState, to: string, units?: string[]): PhaseState {
  const d = phasePending(p)
  if (d?.kind !== 'breakthrough') throw new RuleError('no breakthrough is asked')
  const all = (d.options.fields[1] as { default: string[] }).default
  return decidePhase(p, 'attacker', { kind: 'breakthrough', answer: { area: to, units: units ?? all } }).state
}
