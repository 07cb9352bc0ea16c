import {
  aaFire,
  airCombat,
  interceptionHandler,
  interceptionTest,
  INTERCEPTION_LIMIT,
  interceptionSites,
  type AaGun,
  type AirFireOutcome,
  type AirRoll,
  type InterceptionSite,
  type Plane,
} from '../air.ts'
import { rateOfFire } from '../units.ts'
import { airCardModifiers } from './airCards.ts'
import type { TurnEvent } from './events.ts'
import { neighbours, nationOf, regionOf, sideRadar, strengthOf, traitsOf, typeOf, unitsAt } from './mapRules.ts'
import type { AirRecord, TurnState, TurnUnit } from './state.ts'
import type { TurnWork } from './work.ts'

/**
 * Section N: each air move of the active side flies its path, region by
 * region, before any battle (grand-air.md, T2–T6). Entering a region: the
 * enemy AA there fires; then the interception tests of that region (the
 * region itself when it holds enemy planes, then each neighbour holding
 * enemy fighters), a success starting one round of air combat. Planes that
 * panic, or lose an air combat, fly back to base; the rest go on.
 */
export function flyAirMoves(w: TurnWork): void {
  const t = w.t
  const mods = airCardModifiers(t.airPlayed)
  const radar = { attacker: sideRadar(t, 'attacker'), defender: sideRadar(t, 'defender') }
  // An enemy air stack fights one air combat per turn; after it, its planes have spent themselves (T5).
  const spent = new Set<string>()
  for (const move of t.airMoves) {
    const stack = move.units.map((id) => unitById(t, id)).filter((u) => u.status === 'map')
    if (!stack.length) continue
    const base = stack[0]!.region
    const record: AirRecord = { units: stack.map((u) => u.id), from: base, reached: [], arrived: [], returned: [], destroyed: [], end: base }
    push(w, { t: 'air-move', side: 'attacker', units: record.units.slice(), from: base, path: move.path.slice() })
    let flying = stack.slice()
    const home = (units: TurnUnit[], reason: string) => {
      if (!units.length) return
      record.returned.push(...units.map((u) => u.id))
      push(w, { t: 'air-return', side: 'attacker', units: units.map((u) => u.id), to: base, reason })
    }
    for (let k = 0; k < move.path.length && flying.length; k++) {
      const region = move.path[k]!
      const last = k === move.path.length - 1
      record.reached.push(region)
      record.end = region
      push(w, { t: 'air-enter', side: 'attacker', units: flying.map((u) => u.id), region })

      const guns = unitsAt(t, region, 'defender').filter((u) => typeOf(u).aa !== undefined)
      if (guns.length) {
        const res = aaFire(w.dice, { guns: guns.map((g) => gunOf(t, g)), planes: flying.map(planeOf), card: mods.aa })
        report(w, res, region, 'aa')
        const after = apply(t, res, record)
        home(after.returning, 'panicked under AA fire (section N)')
        flying = after.continuing
      }

      for (const site of sitesAt(t, region, flying, spent)) {
        if (!flying.length || spent.has(site.enemyRegion)) continue
        const enemyRegion = site.enemyRegion
        const enemy = enemyAir(t, enemyRegion)
        const handler = interceptionHandler(site.fighters)!
        const test = interceptionTest(w.dice, { fighters: site.fighters, radar, onGround: site.onGround, finalDestination: last, sameRegion: site.sameRegion, card: mods.interception[handler] })
        const by = (handler === 'defender' ? enemy : flying).find((u) => traitsOf(u).fighter) ?? (handler === 'defender' ? enemy[0]! : flying[0]!)
        const roll = test.rolls[0] as Extract<AirRoll, { kind: 'interception' }>
        push(w, {
          t: 'shot',
          side: handler,
          unit: by.id,
          die: roll.die,
          value: INTERCEPTION_LIMIT - (roll.modified - roll.die),
          hit: roll.success,
          reroll: false,
          test: 'interception',
          parts: roll.parts,
          region: enemyRegion,
        })
        if (!test.success) continue
        spent.add(enemyRegion)
        const res = airCombat(w.dice, { planes: [...flying.map(planeOf), ...enemy.map(planeOf)], radar, intercepting: handler, card: mods.airCombat })
        report(w, res, region, 'air')
        push(w, { t: 'air-combat', region, winner: res.winner, scored: res.scored })
        const after = apply(t, res, record)
        home(after.returning.filter((u) => u.side === 'attacker'), res.winner === 'attacker' ? 'panicked in air combat (section N)' : 'lost the air combat (section N)')
        flying = after.continuing.filter((u) => u.side === 'attacker')
      }
    }
    if (flying.length) land(w, flying, move.path, base, record)
    t.air = [...t.air, record]
  }
}

const enemyAir = (t: TurnState, region: string) => unitsAt(t, region, 'defender').filter((u) => traitsOf(u).air)

/**
 * The interception tests of one region entered, in order (section N, I6:
 * air.ts interceptionSites on the map as it stands): enemy air stacks that
 * have fought an air combat this turn are left out (T5).
 */
function sitesAt(t: TurnState, region: string, flying: readonly TurnUnit[], spent: ReadonlySet<string>): InterceptionSite[] {
  const around = [region, ...neighbours(t, region)]
  const air: Record<string, { fighters: boolean; onGround: boolean }> = {}
  for (const r of around) {
    const planes = enemyAir(t, r)
    // T3: planes at an airfield are on the ground; elsewhere they are up.
    if (planes.length && !spent.has(r)) air[r] = { fighters: planes.some((u) => traitsOf(u).fighter), onGround: regionOf(t, r).airfield }
  }
  return interceptionSites({ path: [region], adjacent: { [region]: neighbours(t, region) }, enemyAir: air, movingFighters: flying.some((u) => traitsOf(u).fighter) })
}

/**
 * The planes that came through (T4): over a region the enemy holds they
 * join its battle, if they can attack land targets or a land battle is there
 * already, and fly home after it; fighters alone over enemy ground have
 * nothing to fight and fly home now; elsewhere they land and are based there.
 */
function land(w: TurnWork, flying: TurnUnit[], path: readonly string[], base: string, record: AirRecord): void {
  const t = w.t
  const dest = path[path.length - 1]!
  const here = unitsAt(t, dest)
  const enemy = here.some((u) => u.side === 'defender')
  const ids = flying.map((u) => u.id)
  if (enemy && !(flying.some((u) => traitsOf(u).groundAttack) || here.some((u) => u.side === 'attacker' && !traitsOf(u).air))) {
    record.returned.push(...ids)
    push(w, { t: 'air-return', side: 'attacker', units: ids, to: base, reason: 'no land target they can attack there' })
    return
  }
  for (const u of flying) {
    u.region = dest
    if (enemy) {
      u.flown = true
      // The region it entered the battle from (section M): the last one it flew over.
      u.spec.from = path.length > 1 ? path[path.length - 2]! : base
    } else u.base = dest
  }
  record.arrived.push(...ids)
  push(w, { t: 'air-arrive', side: 'attacker', units: ids, region: dest, joins: enemy })
}

function unitById(t: TurnState, id: string): TurnUnit {
  return t.units.find((u) => u.id === id)!
}

function planeOf(u: TurnUnit): Plane {
  const type = typeOf(u)
  return {
    id: u.id,
    side: u.side,
    morale: u.spec.morale ?? type.morale,
    strength: strengthOf(u),
    airCombat: type.airCombat ?? 0,
    fighter: traitsOf(u).fighter,
    stealth: u.stealth,
    rof: rateOfFire(type.size),
    elite: u.spec.elite,
  }
}

function gunOf(t: TurnState, u: TurnUnit): AaGun {
  const type = typeOf(u)
  // Section N: "+1 … if their owning nation has radars": the gun's own nation.
  return { id: u.id, side: u.side, aa: type.aa!, radar: nationOf(t, u).radar, rof: rateOfFire(type.size), elite: u.spec.elite }
}

/** The fire's dice and results as events, in the order rolled, then each plane hit as it ends. */
function report(w: TurnWork, res: AirFireOutcome, region: string, test: 'aa' | 'air'): void {
  if (!w.ev) return
  for (const r of res.rolls) {
    if (r.kind === 'shot') push(w, { t: 'shot', side: r.side, unit: r.unit, die: r.die, value: r.value, hit: r.hit, reroll: r.reroll, test, parts: r.parts, region })
    else if (r.kind === 'hit-placement' || r.kind === 'panic-placement') {
      push(w, { t: 'air-placement', what: r.kind === 'hit-placement' ? 'hit' : 'panic', side: r.side, unit: r.unit, die: r.die, among: r.among.length })
    } else if (r.kind === 'panic-test') push(w, { t: 'air-panic-test', side: r.side, unit: r.unit, die: r.die, limit: r.limit, failed: r.failed })
  }
  for (const p of res.planes) if (p.hits > 0 || p.status !== 'flying') push(w, { t: 'air-damage', side: p.side, unit: p.id, hits: p.hits, strength: p.strength, status: p.status })
}

/** Writes a fire's results on the map: strength lost, planes destroyed; returns who goes on and who flies back. */
function apply(t: TurnState, res: AirFireOutcome, record: AirRecord): { continuing: TurnUnit[]; returning: TurnUnit[] } {
  for (const p of res.planes) {
    const u = unitById(t, p.id)
    u.spec.damage = (u.spec.strength ?? typeOf(u).strength) - p.strength
    if (p.status === 'destroyed') {
      u.status = 'lost'
      if (u.side === 'attacker') record.destroyed.push(u.id)
    }
  }
  return { continuing: res.continuing.map((id) => unitById(t, id)), returning: res.returning.map((id) => unitById(t, id)) }
}

function push(w: TurnWork, e: TurnEvent): void {
  if (w.ev) w.ev.push(e)
}
