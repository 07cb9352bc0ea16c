import { openDice } from '../../../core/dice.ts'
import { seedDice } from '../../../core/seedDice.ts'
import { SIDES, type Side } from '../../../core/types.ts'
import { UNIT_TYPE_BY_ID } from '../units.ts'
import type { TurnScenario } from './scenario.ts'
import { spOnMap } from './mapRules.ts'
import type { TurnLeader, TurnSide, TurnState, TurnUnit } from './state.ts'
import { playableAirCards, startList } from './steps.ts'
import { closeTurnWork, type TurnWork } from './work.ts'

function sideOf(sc: TurnScenario, side: Side): TurnSide {
  const s = sc[side]
  return {
    name: s.name,
    nations: s.nations.map((n) => ({ ...n })),
    color: s.color,
    flag: s.flag,
    hand: s.cards.slice(),
    played: [],
    scenarioMorale: s.scenarioMorale,
    entrenched: s.entrenched.slice(),
    breakthrough: s.breakthrough,
    supply: s.supply.slice(),
  }
}

/** A fresh turn from a validated scenario: the air cards asked first when planes move, else the Battles List. */
export function startTurn(sc: TurnScenario, seed: string): TurnState {
  const units: TurnUnit[] = []
  const leaders: TurnLeader[] = []
  for (const side of SIDES) {
    const s = sc[side]
    for (const u of s.units) {
      const { region, nation, stealth, ...spec } = u
      const n = s.nations.find((x) => x.id === nation) ?? s.nations[0]!
      units.push({
        id: u.id,
        name: u.name ?? UNIT_TYPE_BY_ID.get(u.type)!.name,
        side,
        region,
        base: region,
        nation: n.id,
        stealth,
        status: 'map',
        flown: false,
        // Section L: a nation without double breakthrough makes one a turn.
        spec: n.doubleBreakthrough ? spec : { ...spec, doubleBreakthrough: false },
      })
    }
    for (const l of s.leaders) leaders.push({ id: l.id, name: l.name, side, region: l.region, status: 'map', spec: l })
  }
  const t: TurnState = {
    ruleset: 'grand',
    kind: 'turn',
    version: 1,
    scenarioId: sc.id,
    name: sc.name,
    seed,
    dice: seedDice(seed),
    phase: 'air',
    result: null,
    regions: sc.regions.map((r) => ({ ...r })),
    connections: sc.connections.map((c) => ({ between: [c.between[0], c.between[1]], crossing: c.crossing })),
    sides: { attacker: sideOf(sc, 'attacker'), defender: sideOf(sc, 'defender') },
    units,
    leaders,
    airMoves: sc.airMoves.map((m) => ({ units: m.units.slice(), path: m.path.slice() })),
    airQueue: [],
    airPlayed: [],
    air: [],
    list: [],
    battle: null,
    battleOrigin: null,
    records: [],
    startSp: { attacker: 0, defender: 0 },
  }
  t.startSp = { attacker: spOnMap(t, 'attacker'), defender: spOnMap(t, 'defender') }
  if (t.airMoves.length) {
    // Section N: cards for the air battles are played at the start of air movement, by either side holding one.
    t.airQueue = SIDES.filter((s) => playableAirCards(t, s).length > 0)
    t.phase = t.airQueue.length ? 'air-cards' : 'air'
    return t
  }
  const w: TurnWork = { t, dice: openDice(t.dice), ev: null }
  startList(w)
  return closeTurnWork(w).state
}
