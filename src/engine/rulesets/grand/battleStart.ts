import type { DiceState } from '../../core/dice.ts'
import { SIDES, type Side } from '../../core/types.ts'
import { computeMorale } from './morale.ts'
import type { GrandScenario, ScenarioSide } from './scenario.ts'
import type { GrandState, QueuedDecision, SideState, Unit } from './state.ts'
import { playableCards, startBattle } from './sequence.ts'
import { CROSSING_BONUS, TERRAIN_BY_ID } from './terrain.ts'
import { KIND_TRAITS, rateOfFire, UNIT_TYPE_BY_ID } from './units.ts'

function sideState(spec: ScenarioSide): SideState {
  return {
    name: spec.name,
    nation: spec.nation,
    color: spec.color,
    flag: spec.flag,
    leaders: spec.leaders.map((l) => ({
      id: l.id,
      name: l.name,
      combat: l.combat,
      morale: l.morale,
      boosters: { attack: 0, defense: 0, morale: 0, ...l.boosters },
      breakthrough: l.breakthrough,
    })),
    hand: spec.cards.slice(),
    played: [],
    scenarioMorale: spec.scenarioMorale,
    radar: spec.radar,
    entrenched: spec.entrenched,
    breakthrough: spec.breakthrough,
    bm: 0,
    bmParts: [],
    eliminated: 0,
    routed: 0,
    panics: 0,
    nextRounds: 0,
    heavyLossRounds: 0,
    retreated: false,
    routedOut: false,
    totallyEliminated: false,
  }
}

function buildUnits(sc: GrandScenario): Unit[] {
  const units: Unit[] = []
  for (const side of SIDES) {
    for (const spec of sc[side].units) {
      const type = UNIT_TYPE_BY_ID.get(spec.type)!
      const traits = KIND_TRAITS[type.kind]
      const maxStrength = spec.strength ?? type.strength
      units.push({
        uid: units.length,
        id: spec.id,
        type: type.id,
        name: spec.name ?? type.name,
        side,
        kind: type.kind,
        role: type.role,
        rof: rateOfFire(type.size),
        attack: spec.attack ?? type.attack,
        defense: spec.defense ?? type.defense,
        morale: spec.morale ?? type.morale,
        strength: maxStrength - spec.damage,
        maxStrength,
        elite: spec.elite,
        air: traits.air,
        armor: traits.armor,
        cav: traits.cav,
        pursuit: traits.pursuit,
        artillery: traits.artillery,
        recon: traits.recon,
        minefield: traits.minefield,
        groundAttack: traits.groundAttack,
        closeSupport: traits.closeSupport,
        fixed: traits.fixed,
        priority: traits.priority,
        boosters: type.boosters ?? { attack: 0, defense: 0, morale: 0 },
        from: spec.from ?? null,
        breakthroughsMade: spec.breakthroughsMade,
        ...(spec.doubleBreakthrough === false ? { doubleBreakthrough: false as const } : {}),
        place: 'field',
        panicked: false,
        movedTo: null,
      })
    }
  }
  return units
}

/** The Cards round's decisions: attacker first, then defender, each only with a playable card (section C). */
export function cardsRoundQueue(s: GrandState): QueuedDecision[] {
  const queue: QueuedDecision[] = []
  for (const side of SIDES) if (playableCards(s, side, null).length) queue.push({ kind: 'cards', side, round: null })
  return queue
}

/**
 * A fresh battle from a validated scenario, at the Cards round, rolling on
 * `dice`: a battle of its own seeds them from its seed (setup.ts buildState);
 * a turn's battle rolls on the turn's generator. No seedrandom here, so that
 * odds workers playing whole turns can open battles.
 */
export function startState(sc: GrandScenario, seed: string, dice: DiceState): GrandState {
  const battle = sc.regions.find((r) => r.id === sc.location.region)!
  const s: GrandState = {
    ruleset: 'grand',
    version: 1,
    scenarioId: sc.id,
    name: sc.name,
    seed,
    dice,
    terrain: TERRAIN_BY_ID.get(battle.terrain)!,
    crossing: CROSSING_BONUS[sc.location.crossing],
    crossingName: sc.location.crossing,
    region: { id: battle.id, name: battle.name, fortified: sc.location.fortified },
    regions: sc.regions,
    sides: { attacker: sideState(sc.attacker), defender: sideState(sc.defender) },
    units: buildUnits(sc),
    effects: [],
    phase: 'cards',
    queue: [],
    round: null,
    roundsFought: 0,
    crossingUsed: false,
    pursuer: null,
    bmHistory: [],
    result: null,
  }
  for (const side of ['attacker', 'defender'] as Side[]) {
    const m = computeMorale(s, side)
    s.sides[side].bm = m.value
    s.sides[side].bmParts = m.parts
  }
  s.queue = cardsRoundQueue(s)
  if (s.queue.length === 0) startBattle(s)
  return s
}
