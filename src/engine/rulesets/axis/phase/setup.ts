import { seedDice } from '../../../core/seedDice.ts'
import { UNIT_TYPE_BY_ID, fullOrder } from '../units.ts'
import type { PhaseScenario } from './scenario.ts'
import type { PhaseState, PhaseUnit } from './state.ts'

/** A combat phase before its combat moves: every unit where it stands, the attackers' areas named. */
export function startPhase(sc: PhaseScenario, seed: string): PhaseState {
  const units: PhaseUnit[] = []
  for (const side of ['attacker', 'defender'] as const) {
    for (const su of sc[side].units) {
      const t = UNIT_TYPE_BY_ID.get(su.type)!
      units.push({
        id: su.id,
        type: t.id,
        name: su.name ?? t.name,
        side,
        nation: su.nation ?? sc[side].nation,
        tech2: su.tech2,
        area: su.at,
        status: 'map',
        attacks: su.attacks ?? null,
        from: su.attacks === undefined ? null : su.at,
        retreated: false,
        eligibleFrom: null,
        brokeThrough: false,
        mission: null,
        supported: false,
      })
    }
  }
  const side = (st: PhaseScenario['attacker']) => ({ name: st.name, nation: st.nation, color: st.color, flag: { layout: st.flag.layout, colors: st.flag.colors.slice() }, order: fullOrder(st.order) })
  return {
    ruleset: 'axis',
    kind: 'phase',
    version: 1,
    scenarioId: sc.id,
    name: sc.name,
    seed,
    dice: seedDice(seed),
    phase: 'moves',
    stage: 'normal',
    result: null,
    areas: sc.areas.map((a) => ({ id: a.id, name: a.name, x: a.x, y: a.y, terrain: a.terrain, owner: a.owner, startOwner: a.owner, neighbours: a.neighbours.slice() })),
    sides: { attacker: side(sc.attacker), defender: side(sc.defender) },
    units,
    list: [],
    battle: null,
    records: [],
    breakouts: [],
    groups: [],
  }
}
