import { SIDES, type Side } from '../../../core/types.ts'
import { startState } from '../battleStart.ts'
import { CARD_BY_ID } from '../cards.ts'
import type { GrandScenario } from '../scenario.ts'
import type { GrandState, Unit } from '../state.ts'
import { CROSSING_BONUS } from '../terrain.ts'
import type { BattleRecord, Crossing, ListEntry, SideRecord, TurnRegion, TurnState, TurnUnit } from './state.ts'
import { crossingOf, isLandCombat, neighbours, onMap, regionOf, strengthOf, supplyDistances, traitsOf, unitsAt } from './mapRules.ts'
import type { TurnWork } from './work.ts'

/**
 * A battle of the turn is a grand battle like any other: built as a battle
 * scenario from the map as it stands (the region, the stacks there, what the
 * turn knows of every region around: owner, enemy presence, unresolved
 * battles, supply distances, room left, crossings), then played in the
 * battle's own engine and window on the turn's dice.
 */
export function battleScenario(t: TurnState, region: string): GrandScenario {
  const where = regionOf(t, region)
  const supply = { attacker: supplyDistances(t, 'attacker'), defender: supplyDistances(t, 'defender') }
  const pending = new Set(t.list.map((e) => e.region))
  const attackers = unitsAt(t, region, 'attacker')
  // The defender's bonus for a crossing (section C): the widest any attacking land unit came over (D44).
  let crossing: Crossing = 'none'
  for (const u of attackers) {
    if (!u.spec.from || traitsOf(u).air) continue
    const c = crossingOf(t, u.spec.from, region)
    if (CROSSING_BONUS[c] > CROSSING_BONUS[crossing]) crossing = c
  }
  const side = (s: Side): GrandScenario['attacker'] => {
    const ts = t.sides[s]
    const units = unitsAt(t, region, s)
    return {
      name: ts.name,
      nation: ts.nations.map((n) => n.name).join(' and '),
      color: ts.color,
      flag: ts.flag,
      leaders: t.leaders.filter((l) => onMap(l) && l.side === s && l.region === region).map((l) => {
        const { region: _at, ...spec } = l.spec
        return spec
      }),
      units: units.map((u) => {
        const { from, ...spec } = u.spec
        return s === 'attacker' && from ? { ...spec, from } : spec
      }),
      cards: ts.hand.filter((c) => CARD_BY_ID.has(c)),
      scenarioMorale: ts.scenarioMorale,
      // Section I5: a side has radars when one of its nations has.
      radar: ts.nations.some((n) => n.radar),
      entrenched: ts.entrenched.includes(region),
      breakthrough: { allowed: ts.breakthrough, double: true },
    }
  }
  return {
    id: `${t.scenarioId}--${region}`,
    ruleset: 'grand',
    name: `${t.name}: ${where.name}`,
    description: '',
    location: { region, crossing, fortified: where.fortified && where.owner === 'defender' },
    regions: t.regions.map((g) => {
      const here = unitsAt(t, g.id)
      const crossings: Record<string, 'river' | 'strait'> = {}
      for (const n of neighbours(t, g.id)) {
        const c = crossingOf(t, g.id, n)
        if (c !== 'none') crossings[n] = c
      }
      const a = supply.attacker.get(g.id)
      const d = supply.defender.get(g.id)
      return {
        id: g.id,
        name: g.name,
        terrain: g.terrain,
        neighbours: neighbours(t, g.id),
        owner: g.owner,
        occupiedBy: here.some((u) => u.side === 'attacker' && isLandCombat(u)) ? 'attacker' : here.some((u) => u.side === 'defender') ? 'defender' : null,
        battle: g.id !== region && pending.has(g.id),
        supply: { ...(a === undefined ? {} : { attacker: a }), ...(d === undefined ? {} : { defender: d }) },
        // D30: the room left there for the defender's retreating stack.
        ...(g.stackingLimit === undefined ? {} : { stackingLimit: Math.max(0, g.stackingLimit - here.filter((u) => u.side === 'defender').length) }),
        ...(Object.keys(crossings).length ? { crossings } : {}),
        x: g.x,
        y: g.y,
      }
    }),
    attacker: side('attacker'),
    defender: side('defender'),
  }
}

/** Opens the battle of a region of the list: it leaves the list and plays on the turn's dice (section A). */
export function openBattle(w: TurnWork, region: string): void {
  const t = w.t
  const at = t.list.findIndex((e) => e.region === region)
  const entry = t.list[at]!
  t.list = t.list.filter((_, i) => i !== at)
  const sc = battleScenario(t, region)
  t.battle = startState(sc, `${t.seed}/${region}`, w.dice.save())
  t.battleOrigin = entry.origin
  t.phase = 'battle'
  if (w.ev) w.ev.push({ t: 'battle-open', region, n: t.records.length + 1, left: t.list.length })
}

const unitOf = (t: TurnState, id: string) => t.units.find((u) => u.id === id)!

/**
 * The battle is over and its last question answered: its end acts on the
 * map (sections C, L, M). The loser's units are where its retreat sent them
 * (retreat.ts, on the regions the turn gave it), the eliminated leave the
 * map, a breakthrough moves its units (and may open a battle at the top of
 * the list), planes that flew in go home, the cards played leave the hand,
 * and the Battle Summary gets its record.
 */
export function closeBattle(w: TurnWork): void {
  const t = w.t
  const b = t.battle!
  const r = b.result!
  const region = b.region.id
  const n = t.records.length + 1
  const before = new Map(b.units.map((u) => [u.id, strengthOf(unitOf(t, u.id))]))
  const chosen = r.breakthrough?.chosen ?? null
  const home: TurnUnit[] = []
  for (const bu of b.units) {
    const u = unitOf(t, bu.id)
    u.spec.breakthroughsMade = bu.breakthroughsMade
    if (bu.place === 'losses') {
      u.status = 'lost'
      continue
    }
    u.spec.damage = bu.maxStrength - bu.strength
    const broke = chosen?.units.includes(bu.id) ?? false
    if (u.flown) {
      // Planes that flew in for the battle go back to their base, whatever happened (T4).
      u.region = u.base
      u.flown = false
      delete u.spec.from
      home.push(u)
      continue
    }
    if (bu.movedTo) u.region = bu.movedTo
    // Only a breakthrough keeps a unit attacking: from where it broke through (section L); the rest have done.
    if (broke) u.spec.from = region
    else delete u.spec.from
  }
  if (w.ev && home.length) w.ev.push({ t: 'back-to-base', side: 'attacker', units: home.map((u) => u.id) })
  moveLeaders(w, b, chosen)

  // Cards: the battle's hand is what is left of the battle cards (reusable ones came back); air cards stay.
  for (const s of SIDES) {
    const ts = t.sides[s]
    ts.hand = [...b.sides[s].hand, ...ts.hand.filter((c) => !CARD_BY_ID.has(c))]
    ts.played = [...ts.played, ...b.sides[s].played]
  }

  const where = regionOf(t, region)
  // Planes based there do not hold the ground (D14); a stack sheltering in a fortified structure does.
  const defendersLeft = unitsAt(t, region, 'defender').some((u) => !traitsOf(u).air)
  let taken = false
  // The winner holds the battlefield (section C), even when its units broke through beyond it; a stack sheltering in a fortified structure keeps it the defender's.
  if (r.winner === 'attacker' && !defendersLeft && where.owner !== 'attacker') {
    where.owner = 'attacker'
    taken = true
    if (w.ev) w.ev.push({ t: 'region-taken', region, side: 'attacker' })
  }
  if (taken) rebase(w, region, 'defender')

  let breakthrough: BattleRecord['breakthrough'] = null
  if (chosen && r.winner) {
    const target = regionOf(t, chosen.region)
    const enemy = unitsAt(t, chosen.region, 'defender').length > 0
    const listed = t.list.some((e) => e.region === chosen.region)
    let battle = false
    if (enemy && !listed) {
      // Section L: "including the one potentially created by the breakthrough which will show at the top of the list".
      const entry: ListEntry = { region: chosen.region, origin: region }
      t.list = [entry, ...t.list]
      battle = true
      if (w.ev) w.ev.push({ t: 'new-battle', region: chosen.region, from: region })
    } else if (!enemy && target.owner !== 'attacker') {
      target.owner = 'attacker'
      if (w.ev) w.ev.push({ t: 'region-taken', region: chosen.region, side: 'attacker' })
    }
    breakthrough = { region: chosen.region, units: chosen.units.slice(), leaders: chosen.leaders.slice(), battle: battle || listed }
  }

  const sideRecord = (s: Side): SideRecord => {
    const mine = b.units.filter((u) => u.side === s)
    let sp = 0
    for (const u of mine) if (u.role === 'combat' && !u.air) sp += before.get(u.id)! - (u.place === 'losses' ? 0 : u.strength)
    const vp = r.winner === s && !r.cancelled ? where.vp : 0
    return {
      units: mine.map((u) => u.id),
      lost: mine.filter((u) => u.place === 'losses').map((u) => u.id),
      routed: mine.filter((u) => u.place === 'routs' || u.panicked).map((u) => u.id),
      sp,
      cards: b.sides[s].played.slice(),
      vp,
    }
  }
  const sides = { attacker: sideRecord('attacker'), defender: sideRecord('defender') }
  t.records = [
    ...t.records,
    {
      n,
      region,
      origin: t.battleOrigin,
      winner: r.winner,
      reason: r.reason,
      cancelled: r.cancelled,
      rounds: b.roundsFought,
      sides,
      retreat: r.retreat && { side: r.retreat.side, moves: r.retreat.moves.map((m) => ({ ...m })) },
      breakthrough,
      taken,
      bmHistory: b.bmHistory,
      bm: { attacker: { value: b.sides.attacker.bm, parts: b.sides.attacker.bmParts }, defender: { value: b.sides.defender.bm, parts: b.sides.defender.bmParts } },
    },
  ]
  if (w.ev) w.ev.push({ t: 'battle-closed', region, n, winner: r.winner, vp: r.winner ? sides[r.winner].vp : 0 })
  t.battle = null
  t.battleOrigin = null
}

/**
 * Planes take no part in a retreat (grand-air.md T4). Those of the beaten side
 * based in a region the enemy has just taken fly to another base (D57): the
 * closest region their side holds free of enemy units and of unresolved
 * battles, one with an airfield first; with none, they are lost.
 */
function rebase(w: TurnWork, region: string, side: Side): void {
  const t = w.t
  const planes = unitsAt(t, region, side).filter((u) => traitsOf(u).air)
  if (!planes.length) return
  const dist = supplyDistances(t, side)
  const pending = new Set(t.list.map((e) => e.region))
  const far = Number.MAX_SAFE_INTEGER
  let best: TurnRegion | null = null
  for (const g of t.regions) {
    if (g.id === region || g.owner !== side || pending.has(g.id) || unitsAt(t, g.id).some((u) => u.side !== side && isLandCombat(u))) continue
    if (!best || (g.airfield && !best.airfield) || (g.airfield === best.airfield && (dist.get(g.id) ?? far) < (dist.get(best.id) ?? far))) best = g
  }
  for (const u of planes) {
    if (best) {
      u.region = best.id
      u.base = best.id
    } else {
      u.status = 'lost'
      if (w.ev) w.ev.push({ t: 'eliminated', side, unit: u.id, reason: 'its base was taken and its side holds no other' })
    }
  }
  if (w.ev && best) w.ev.push({ t: 'air-return', side, units: planes.map((u) => u.id), to: best.id, reason: 'their base was taken: a new base' })
}

/**
 * Leaders are not units of the battle's retreat (retreat.ts moves units):
 * a leader goes where the first of its side's units there went, with the
 * breakthrough when he was chosen to go with it; a leader whose side has no
 * unit left there is lost with it (D45).
 */
function moveLeaders(w: TurnWork, b: GrandState, chosen: { region: string; units: string[]; leaders: string[] } | null): void {
  const t = w.t
  const region = b.region.id
  for (const l of t.leaders) {
    if (!onMap(l) || l.region !== region) continue
    if (chosen?.leaders.includes(l.id)) {
      l.region = chosen.region
      continue
    }
    const mate = b.units.find((u: Unit) => u.side === l.side && u.place !== 'losses' && !u.air)
    if (!mate) {
      l.status = 'lost'
      if (w.ev) w.ev.push({ t: 'leader-lost', side: l.side, leader: l.id })
    } else if (mate.movedTo && !chosen?.units.includes(mate.id)) l.region = mate.movedTo
  }
}
