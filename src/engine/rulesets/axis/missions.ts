import type { Form, FormAnswer } from '../../core/form.ts'
import { otherSide, type Side } from '../../core/types.ts'
import type { AxisState, Unit } from './state.ts'
import { areaName, emit, fighting, hasGround, isPlane, type Work } from './work.ts'

/**
 * Before combat (§5.1): the defender may call adjacent fighters as Defensive
 * Air Support; then the attacker, then the defender, assigns fighters to
 * AirCap or TacAir. Bombers always fly TacAir.
 */
export type SetupStage = 'support' | 'assign-attacker' | 'assign-defender'

function supportFighters(s: AxisState): Unit[] {
  return s.units.filter((u) => u.support && u.place === 'away' && u.movedTo === null)
}

export function supportForm(s: AxisState): Form {
  return {
    fields: supportFighters(s).map((u) => ({
      type: 'pick' as const,
      id: u.id,
      label: `${u.name} in ${areaName(s, u.from ?? '')}`,
      unit: u.id,
      choices: [
        { value: 'join', label: 'Join the battle', title: 'Defensive Air Support: the fighter flies into the area under attack' },
        { value: 'stay', label: 'Stay', title: 'The fighter stays where it is and takes no part' },
      ],
      default: 'join',
    })),
    submit: 'Send support',
  }
}

export function applySupport(w: Work, answer: FormAnswer): void {
  for (const u of supportFighters(w.s)) {
    const joins = answer[u.id] === 'join'
    if (joins) u.place = 'field'
    else u.movedTo = u.from
    emit(w, { t: 'support', unit: u.id, joins })
  }
}

/** §5.2 special rule 2: no TacAir when no enemy land units are present. */
export function tacAirAllowed(s: AxisState, side: Side): boolean {
  return hasGround(s, otherSide(side))
}

function assignable(s: AxisState, side: Side): Unit[] {
  return s.units.filter((u) => u.side === side && fighting(u) && u.type === 'fighter')
}

/** AirCap by default when enemy planes are there to fight, else TacAir. */
function defaultMission(s: AxisState, side: Side): 'aircap' | 'tacair' {
  const enemyPlanes = s.units.some((u) => u.side !== side && fighting(u) && isPlane(u))
  return enemyPlanes || !tacAirAllowed(s, side) ? 'aircap' : 'tacair'
}

export function assignForm(s: AxisState, side: Side): Form {
  const d = defaultMission(s, side)
  return {
    fields: assignable(s, side).map((u) => ({
      type: 'pick' as const,
      id: u.id,
      label: u.name,
      unit: u.id,
      choices: [
        { value: 'aircap', label: 'AirCap', title: 'Fights enemy planes (steps 2a/2b)' },
        { value: 'tacair', label: 'TacAir', title: 'Attacks chosen enemy land units (steps 4a/4b)' },
      ],
      default: d,
    })),
    submit: 'Assign',
  }
}

/** Bombers fly TacAir, or stay out when TacAir is not allowed (X7); fighters as answered. */
export function applyAssign(w: Work, side: Side, answer: FormAnswer | null): void {
  const s = w.s
  const tac = tacAirAllowed(s, side)
  for (const u of s.units) {
    if (u.side !== side || !fighting(u) || !isPlane(u)) continue
    if (u.type === 'bomber') {
      if (tac) {
        u.mission = 'tacair'
        emit(w, { t: 'assign', side, unit: u.id, mission: 'tacair', reason: 'bombers fly TacAir' })
      } else {
        u.place = 'away'
        u.movedTo = u.from
        emit(w, { t: 'assign', side, unit: u.id, mission: null, reason: 'no enemy land units: no TacAir, the bomber stays out (special rule 2)' })
      }
      continue
    }
    const want = answer?.[u.id]
    u.mission = !tac ? 'aircap' : want === 'tacair' || want === 'aircap' ? want : defaultMission(s, side)
    emit(w, { t: 'assign', side, unit: u.id, mission: u.mission, reason: tac ? 'assigned' : 'no enemy land units: AirCap only (special rule 2)' })
  }
}

/** Runs the setup from a stage, stopping at the first question with a real choice. */
export function continueSetup(w: Work, from: SetupStage): void {
  const s = w.s
  s.ask = null
  if (from === 'support') {
    for (const u of s.units) if (u.support && u.place === 'field') u.place = 'away'
    if (supportFighters(s).length) {
      s.ask = { kind: 'support', side: 'defender' }
      return
    }
    from = 'assign-attacker'
  }
  for (const side of ['attacker', 'defender'] as const) {
    if (from === 'assign-defender' && side === 'attacker') continue
    if (!w.auto && tacAirAllowed(s, side) && assignable(s, side).length) {
      s.ask = { kind: 'assign', side }
      // The defender answers only after the attacker (§5.1); s.ask marks where we wait.
      return
    }
    applyAssign(w, side, null)
    if (side === 'attacker') from = 'assign-defender'
  }
  s.phase = 'battle'
}
