import type { DiceState } from '../../core/dice.ts'
import { continueSetup } from './missions.ts'
import { FORTIFICATIONS } from './fortifications.ts'
import type { AxisScenario, ScenarioSide } from './scenario.ts'
import type { AxisState, SideState, Unit } from './state.ts'
import { fullOrder, UNIT_TYPE_BY_ID } from './units.ts'
import { closeWork, openWork } from './work.ts'

function sideState(st: ScenarioSide): SideState {
  return { name: st.name, nation: st.nation, color: st.color, flag: { layout: st.flag.layout, colors: st.flag.colors.slice() }, order: fullOrder(st.order) }
}

/**
 * A battle before its first round (Defensive Air Support and mission
 * assignment come first, §5.1), rolling on a generator it is given: a phase
 * opens its battles on the phase's one generator. Free of seedrandom, so the
 * odds workers, which play whole phases, can open battles too.
 */
export function startBattle(sc: AxisScenario, seed: string, dice: DiceState): AxisState {
  const battleArea = sc.areas.find((a) => a.id === sc.battle.area)!
  const naval = battleArea.terrain === 'sea'
  const fortKind = sc.battle.fortification
  const fort = fortKind ? { kind: fortKind, ...FORTIFICATIONS[fortKind], captured: sc.battle.fortificationCaptured } : null
  const acrossLine = (from: string | undefined) => sc.areas.find((a) => a.id === from)?.acrossLine ?? false
  const live = fort !== null && !fort.captured
  // §5.7.4: double defense only against attackers crossing the line; those from elsewhere are kept apart.
  const crossing = live && sc.attacker.units.some((u) => acrossLine(u.from))
  const mixed = crossing && sc.attacker.units.some((u) => !acrossLine(u.from))
  const units: Unit[] = []
  for (const side of ['attacker', 'defender'] as const) {
    for (const su of sc[side].units) {
      const t = UNIT_TYPE_BY_ID.get(su.type)!
      const nation = su.nation ?? sc[side].nation
      const from = su.from ?? null
      units.push({
        id: su.id,
        type: t.id,
        name: su.name ?? t.name,
        side,
        nation,
        domain: t.domain,
        attack: t.attack,
        defense: t.defense,
        cost: t.cost,
        bombard: side === 'attacker' && !naval && t.domain === 'sea',
        from,
        group: side === 'attacker' && mixed && from ? `from ${sc.areas.find((a) => a.id === from)?.name ?? from}` : null,
        normalHits: side === 'attacker' && mixed && !acrossLine(su.from),
        tech2: su.tech2,
        support: su.support,
        mission: null,
        fortified: side === 'defender' && crossing && t.id === 'infantry' && (fort!.nation === null || fort!.nation === nation),
        halfHits: 0,
        place: 'field',
        movedTo: null,
        acted: false,
        doomed: false,
        shotBy: [],
      })
    }
  }
  const s: AxisState = {
    ruleset: 'axis',
    version: 1,
    scenarioId: sc.id,
    name: sc.name,
    seed,
    dice,
    area: { id: battleArea.id, name: battleArea.name, naval, amphibious: sc.battle.amphibious },
    areas: sc.areas.map((a) => ({ ...a, neighbours: a.neighbours.slice() })),
    fortification: fort,
    sides: { attacker: sideState(sc.attacker), defender: sideState(sc.defender) },
    units,
    phase: 'setup',
    round: 0,
    next: null,
    last: null,
    ask: null,
    plan: null,
    volley: null,
    exposed: { attacker: false, defender: false },
    aims: [],
    emptyAtStart: !sc.defender.units.some((u) => !u.support),
    result: null,
  }
  const w = openWork(s, false)
  continueSetup(w, 'support')
  return closeWork(w).state
}

