import type { Form, FormAnswer } from '../../core/form.ts'
import { otherSide, RuleError, SIDES, type Side } from '../../core/types.ts'
import { destroy, ownValue, shoot } from './fire.ts'
import type { AxisState, StepId, Unit, Volley } from './state.ts'
import { BOMBARDS } from './units.ts'
import { emit, fighting, isGround, isPlane, type Work } from './work.ts'

/**
 * The unaimed steps: Artillery (§5.3), Shore Defense (§5.4) and Land Combat
 * (§5.5). Both sides roll, then each owner spreads the hits over its units
 * (defender first: under §5.7.4 its choice decides which attacking group its
 * own hits go to), then all casualties go at once.
 */

export type Alloc = { line: Record<string, number>; normal: Record<string, number> }

function shooters(s: AxisState, step: StepId): Unit[] {
  return s.units.filter((u) => {
    if (u.place !== 'field' || u.acted) return false
    if (step === 'artillery') return u.type === 'artillery' || (u.bombard && s.round === 1 && BOMBARDS.has(u.type))
    if (step === 'shore') return u.side === 'defender' && (u.type === 'infantry' || u.type === 'armor')
    return !u.bombard && (s.area.naval ? u.domain === 'sea' : u.type === 'infantry' || u.type === 'armor')
  })
}

/** What a side's hits in a step can fall on: its ground units, or (§5.2 special rule 1) its exposed TacAir in land combat. */
export function candidates(s: AxisState, side: Side, step: StepId): Unit[] {
  return s.units.filter((u) => u.side === side && fighting(u) && (isGround(s, u) || (step === 'land' && s.exposed[side] && isPlane(u) && u.mission === 'tacair')))
}

/** Whether the step takes place at all (§5.4: shore defense only in an amphibious assault's first round). */
export function volleyDue(s: AxisState, step: StepId): boolean {
  if (step === 'shore' && !(s.area.amphibious && s.round === 1)) return false
  return shooters(s, step).some((u) => ownValue(u) > 0 && candidates(s, otherSide(u.side), step).length > 0)
}

/** Rolls the step, attacker's units first then the defender's, each in scenario order. */
export function rollVolley(w: Work, step: StepId): void {
  const s = w.s
  const v: Volley = { step, scored: { attacker: { line: 0, normal: 0 }, defender: { line: 0, normal: 0 } }, byUnit: {}, alloc: { attacker: null, defender: null } }
  const list = shooters(s, step)
  for (const side of SIDES) {
    if (!candidates(s, otherSide(side), step).length) continue
    for (const u of list) {
      if (u.side !== side) continue
      u.acted = true
      if (!shoot(w, u, ownValue(u))) continue
      if (u.normalHits) v.scored[side].normal++
      else v.scored[side].line++
      v.byUnit[u.id] = (v.byUnit[u.id] ?? 0) + 1
    }
  }
  s.volley = v
}

/** Hits a side must take: from the defender's point of view half/normal; for the attacker routed to its groups. */
function incoming(s: AxisState, side: Side): { line: number; normal: number } {
  const v = s.volley!
  if (side === 'defender') return v.scored.attacker
  const a = v.alloc.defender
  const units = candidates(s, 'attacker', v.step)
  let toNormal = 0
  let toLine = 0
  for (const u of s.units) {
    // typeof: an id such as "constructor" must not read the object's prototype.
    const n = u.side === 'defender' ? v.byUnit[u.id] : undefined
    if (typeof n !== 'number') continue
    // §5.7.4: a defending unit hit by the group that did not cross the line fires at that group.
    if (a && (a.normal[u.id] ?? 0) > 0) toNormal += n
    else toLine += n
  }
  const hasNormal = units.some((u) => u.normalHits)
  const hasLine = units.some((u) => !u.normalHits)
  if (!hasNormal) return { line: toLine + toNormal, normal: 0 }
  if (!hasLine) return { line: 0, normal: toLine + toNormal }
  return { line: toLine, normal: toNormal }
}

/** How many of the `line` hits a unit can take: fortified infantry two half hits, less those already taken. */
function lineCap(u: Unit): number {
  return u.fortified ? 2 - u.halfHits : 1
}

function rank(order: readonly string[], u: Unit): number {
  const i = order.indexOf(u.type)
  return i < 0 ? 99 : i
}

/**
 * The side's order of loss: cheapest type first. Within a type, line hits go
 * to flipped units first (§5.7.3: they must), then to fortified ones (a half
 * hit costs no unit); normal hits to flipped, then unfortified units.
 */
export function defaultAlloc(s: AxisState, side: Side): Alloc {
  const need = incoming(s, side)
  const pool = candidates(s, side, s.volley!.step)
  const out: Alloc = { line: {}, normal: {} }
  const normalPool = pool.filter((u) => side === 'defender' || u.normalHits)
  const linePool = pool.filter((u) => side === 'defender' || !u.normalHits)
  const order = s.sides[side].order
  const sortBy = (key: (u: Unit) => number) => (a: Unit, b: Unit) => rank(order, a) - rank(order, b) || key(a) - key(b)
  let left = need.normal
  for (const u of normalPool.slice().sort(sortBy((u) => (u.halfHits ? 0 : u.fortified ? 2 : 1)))) {
    if (left <= 0) break
    out.normal[u.id] = 1
    left--
  }
  left = need.line
  const flippedFirst = linePool.filter((u) => !out.normal[u.id]).sort((a, b) => (b.halfHits - a.halfHits) || rank(order, a) - rank(order, b) || Number(b.fortified) - Number(a.fortified))
  for (const u of flippedFirst) {
    if (left <= 0) break
    const n = Math.min(lineCap(u), left)
    out.line[u.id] = n
    left -= n
  }
  return out
}

function total(r: Record<string, number>): number {
  let n = 0
  for (const k in r) n += r[k]!
  return n
}

/** A question only when the choice matters: some candidates differ and not all of them must go. */
export function allocMatters(s: AxisState, side: Side): boolean {
  const need = incoming(s, side)
  if (need.line + need.normal === 0) return false
  const pool = candidates(s, side, s.volley!.step)
  const d = defaultAlloc(s, side)
  const placed = total(d.line) + total(d.normal)
  const capacity = pool.reduce((n, u) => n + lineCap(u), 0)
  if (placed >= capacity) return false
  // A fortified unit's capacity counts two half hits, yet a normal hit takes it whole: every field can still be full or empty, one legal answer.
  const forced = casualtyForm(s, side).fields.every((f) => f.type === 'allocate' && (f.total === 0 || f.total === f.slots.reduce((n, o) => n + o.max, 0)))
  if (forced) return false
  const key = (u: Unit) => `${u.type}|${u.fortified}|${u.halfHits}|${u.normalHits}|${u.mission}`
  return new Set(pool.map(key)).size > 1
}

export function casualtyForm(s: AxisState, side: Side): Form {
  const v = s.volley!
  const pool = candidates(s, side, v.step)
  const d = defaultAlloc(s, side)
  const need = incoming(s, side)
  const label = (u: Unit) => `${u.name}${u.fortified ? (u.halfHits ? ' (fortified, flipped)' : ' (fortified)') : ''}${u.group ? ` (${u.group})` : ''}`
  const fields: Form['fields'] = []
  const mixed = side === 'attacker' ? pool.some((u) => u.normalHits) && pool.some((u) => !u.normalHits) : need.normal > 0
  const lineUnits = pool.filter((u) => side === 'defender' || !u.normalHits)
  if (need.line > 0 && lineUnits.length) {
    fields.push({
      type: 'allocate',
      id: 'line',
      label: mixed ? (side === 'defender' ? 'Half hits from across the line' : 'Hits on the units crossing the line') : 'Hits',
      total: total(d.line),
      slots: lineUnits.map((u) => ({ value: u.id, label: label(u), max: lineCap(u) })),
      default: d.line,
      targets: 'counters',
    })
  }
  const normalUnits = pool.filter((u) => side === 'defender' || u.normalHits)
  if (need.normal > 0 && normalUnits.length) {
    fields.push({
      type: 'allocate',
      id: 'normal',
      label: side === 'defender' ? 'Normal hits (attackers not crossing the line)' : 'Hits on the units not crossing the line',
      total: total(d.normal),
      slots: normalUnits.map((u) => ({ value: u.id, label: label(u), max: 1 })),
      default: d.normal,
      targets: 'counters',
    })
  }
  return { fields, submit: 'Remove casualties' }
}

/** Checks what checkAnswer cannot: a unit killed by a normal hit takes no half hit; flipped units first. */
export function readAlloc(s: AxisState, side: Side, answer: FormAnswer): Alloc {
  const line = (answer.line ?? {}) as Record<string, number>
  const normal = (answer.normal ?? {}) as Record<string, number>
  for (const id of Object.keys(line)) {
    if ((line[id] ?? 0) > 0 && (normal[id] ?? 0) > 0) throw new RuleError(`line: ${id} is already destroyed by a normal hit`)
  }
  const pool = candidates(s, side, s.volley!.step)
  const flipped = pool.filter((u) => u.halfHits > 0 && !normal[u.id] && (side === 'defender' || !u.normalHits))
  const others = Object.entries(line).some(([id, n]) => n > 0 && !flipped.some((u) => u.id === id))
  if (others && flipped.some((u) => !line[u.id])) {
    throw new RuleError('line: a unit already flipped must take its second hit before any other unit is hit (§5.7.3)')
  }
  return { line: { ...line }, normal: { ...normal } }
}

function applyAlloc(w: Work, side: Side, a: Alloc, step: StepId): void {
  const s = w.s
  const need = incoming(s, side)
  const placed = total(a.line) + total(a.normal)
  emit(w, { t: 'hits', side, step, hits: need.line + need.normal, line: need.line, normal: need.normal })
  if (need.line + need.normal > placed) emit(w, { t: 'wasted', side, hits: need.line + need.normal - placed, reason: 'no unit left to take them' })
  for (const u of candidates(s, side, step)) {
    if (a.normal[u.id]) destroy(w, u, 'normal hit')
    else if (a.line[u.id]) {
      if (!u.fortified) destroy(w, u, 'hit')
      else {
        u.halfHits += a.line[u.id]!
        if (u.halfHits >= 2) destroy(w, u, 'second half hit')
        else emit(w, { t: 'flip', side, unit: u.id })
      }
    }
  }
}

/** After the roll: the defender's allocation, then the attacker's, then every casualty at once. */
export function continueVolley(w: Work): 'asked' | 'done' {
  const s = w.s
  const v = s.volley!
  for (const side of ['defender', 'attacker'] as const) {
    if (v.alloc[side]) continue
    if (!w.auto && allocMatters(s, side)) {
      s.ask = { kind: 'casualties', side, step: v.step }
      return 'asked'
    }
    v.alloc[side] = defaultAlloc(s, side)
  }
  // Routing reads the defender's allocation: compute both before anything is removed.
  const needs = { attacker: incoming(s, 'attacker'), defender: incoming(s, 'defender') }
  for (const side of ['defender', 'attacker'] as const) {
    if (needs[side].line + needs[side].normal) applyAlloc(w, side, v.alloc[side]!, v.step)
  }
  s.volley = null
  return 'done'
}
