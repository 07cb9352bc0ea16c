import type { FormDecision } from '../../../core/form.ts'
import type { AiLevel, Choice } from '../../../core/ruleset.ts'
import { seedDice } from '../../../core/seedDice.ts'
import { areaNameOf, breakthroughTargets, eligibleIn, unitsAt, unitsOnMap } from './rules.ts'
import { simulatePhase } from './simulate.ts'
import type { PhaseState } from './state.ts'
import { decidePhase, type PhaseKind } from './steps.ts'
import { UNIT_TYPE_BY_ID } from '../units.ts'

/**
 * The phase's AI, for the attacker's own questions (the battles' questions
 * go to the battle AI, for either side). Easy: the list's order, and a
 * breakthrough where its units' attack outweighs the defence waiting there.
 * Normal and hard: each option played on to the end of the phase (60 / 200
 * phases by the default policy), the one that takes most areas kept.
 * Deterministic: the simulated dice are seeded from the phase's own dice.
 */
const RUNS: Record<Exclude<AiLevel, 'easy'>, number> = { normal: 60, hard: 200 }

const attackPower = (ids: string[], p: PhaseState) => ids.reduce((n, id) => n + UNIT_TYPE_BY_ID.get(p.units.find((u) => u.id === id)!.type)!.attack, 0)
const defencePower = (p: PhaseState, area: string) => unitsAt(p, area, 'defender').reduce((n, u) => n + UNIT_TYPE_BY_ID.get(u.type)!.defense, 0)

/** Areas taken, on average, and the attacker's units kept, over phases played on from here. */
function playOn(p: PhaseState, runs: number, tag: string): { taken: number; kept: number } {
  let dice = seedDice(`axis-phase-ai|${JSON.stringify(p.dice)}|${tag}`)
  let taken = 0
  let kept = 0
  for (let i = 0; i < runs; i++) {
    const end = simulatePhase({ ...p, dice })
    dice = end.dice.kind === 'alea' ? end.dice : seedDice(`axis-phase-ai|${tag}|${i}`)
    taken += end.result!.taken.length
    kept += unitsOnMap(end, 'attacker')
  }
  return { taken: taken / runs, kept: kept / runs }
}

/** The options a question offers the AI: each battle of the list; each open area with every eligible unit, or none. */
function options(p: PhaseState, d: FormDecision<PhaseKind>): { answer: Choice['answer']; label: string }[] {
  if (d.kind === 'next-battle') return p.list.map((a) => ({ answer: { area: a }, label: areaNameOf(p, a) }))
  const from = p.groups[0]!
  const units = eligibleIn(p, from).map((u) => u.id)
  return [
    ...breakthroughTargets(p, from).map((a) => ({ answer: { area: a, units }, label: `into ${areaNameOf(p, a)} with ${units.length} unit${units.length === 1 ? '' : 's'}` })),
    { answer: { area: 'none', units }, label: `no breakthrough from ${areaNameOf(p, from)}` },
  ]
}

function easy(p: PhaseState, d: FormDecision<PhaseKind>): Choice {
  if (d.kind === 'next-battle') return { kind: d.kind, answer: { area: p.list[0]! }, reason: 'easy: the list\'s order' }
  const from = p.groups[0]!
  const units = eligibleIn(p, from).map((u) => u.id)
  const power = attackPower(units, p)
  let best: { area: string; ratio: number } | null = null
  for (const a of breakthroughTargets(p, from)) {
    const def = defencePower(p, a)
    const ratio = def === 0 ? Infinity : power / def
    if (!best || ratio > best.ratio) best = { area: a, ratio }
  }
  if (best && best.ratio >= 1) {
    const why = best.ratio === Infinity ? 'it is empty' : `attack ${power} against defence ${defencePower(p, best.area)}`
    return { kind: d.kind, answer: { area: best.area, units }, reason: `easy: into ${areaNameOf(p, best.area)}, ${why}` }
  }
  return { kind: d.kind, answer: { area: 'none', units }, reason: `easy: no breakthrough, attack ${power} is less than the defence of every area open` }
}

export function phaseAiChoice(p: PhaseState, d: FormDecision<PhaseKind>, level: AiLevel): Choice {
  if (level === 'easy') return easy(p, d)
  const runs = RUNS[level]
  let best: { answer: Choice['answer']; label: string; taken: number; kept: number } | null = null
  const scored: string[] = []
  for (const o of options(p, d)) {
    const after = decidePhase(p, d.side, { kind: d.kind, answer: o.answer }, false).state
    const r = playOn(after, runs, `${d.kind}|${o.label}`)
    scored.push(`${o.label} ${r.taken.toFixed(1)}`)
    // Areas taken first; units kept break ties.
    if (!best || r.taken > best.taken + 1e-9 || (Math.abs(r.taken - best.taken) <= 1e-9 && r.kept > best.kept)) best = { ...o, ...r }
  }
  const reason = `${level}: ${best!.label}, ${best!.taken.toFixed(1)} areas taken on average over ${runs} phases played on (${scored.join('; ')})`
  return { kind: d.kind, answer: best!.answer, reason }
}
