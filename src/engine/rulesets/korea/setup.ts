import { seedDice } from '../../core/seedDice.ts'
import { SIDES, type Side } from '../../core/types.ts'
import type { KoreaScenario } from './scenario.ts'
import type { KoreaState, SideInfo, Unit } from './state.ts'
import { freshCombat } from './turn.ts'

/** The turn at its first combat, the attacker to name its lead; the dice seeded from `seed`. */
export function buildState(sc: KoreaScenario, seed: string): KoreaState {
  const units: Unit[] = []
  for (const side of SIDES) {
    for (const u of sc[side].units) units.push({ id: u.id, name: u.name, side, type: u.type, quality: u.quality, static: u.static, at: u.at, place: 'field', chip: null })
  }
  const info = (side: Side): SideInfo => {
    const x = sc[side]
    return { name: x.name, nation: x.nation, color: x.color, flag: { layout: x.flag.layout, colors: x.flag.colors.slice() }, army: x.army, air: x.air, vp: x.vp, startVp: x.vp, supply: x.supply.slice() }
  }
  return {
    ruleset: 'korea',
    scenarioId: sc.id,
    seed,
    dice: seedDice(seed),
    phase: 'combat',
    result: null,
    name: sc.name,
    description: sc.description,
    location: sc.location,
    map: sc.map,
    coastlines: sc.coastlines.map((c) => ({ name: c.name, hexes: c.hexes.slice(), committed: c.committed })),
    sides: { attacker: info('attacker'), defender: info('defender') },
    units,
    depots: SIDES.flatMap((side) => sc[side].depots.map((d) => ({ id: d.id, name: d.name, at: d.at, range: d.range, place: 'map' as const }))),
    combats: sc.combats.map((c) => ({ attack: c.attack.slice(), defend: c.defend, kind: c.kind, mp: c.mp ?? 0 })),
    combatNo: 0,
    now: freshCombat(),
    fought: 0,
    lastRoll: null,
    taken: [],
    lastMoves: [],
  }
}
