import { SIDES, type Side } from '../../../core/types.ts'
import { startBattle } from '../battleStart.ts'
import type { AxisScenario } from '../scenario.ts'
import type { AxisState } from '../state.ts'
import { retreated as leftInRetreat } from '../work.ts'
import { areaOf, emitPhase, nextBattleNumber, onMap, unitsAt, type PhaseWork } from './rules.ts'
import type { PhaseRecord, PhaseState } from './state.ts'

/**
 * A battle of the phase is an axis battle like any other, built from the
 * map as it stands: the attackers moving into the area, the defenders there,
 * the defender's fighters next door offered as Defensive Air Support (§5.1),
 * and what the phase knows of every area around: who controls it, which
 * were taken this turn (the attacker retreats only to areas friendly since
 * the start of the turn) and which are under attack (battles still to
 * fight: the defender may not retreat there, §5.6 Retreat).
 */
export function battleScenarioOf(p: PhaseState, area: string): AxisScenario {
  const where = areaOf(p, area)
  const pending = new Set(p.list)
  const attackers = p.units.filter((u) => onMap(u) && u.side === 'attacker' && u.attacks === area)
  const defenders = unitsAt(p, area, 'defender')
  // P6: a fighter flies Defensive Air Support from an adjacent area no battle is still to reach, once a phase.
  const support = p.units.filter(
    (u) => onMap(u) && u.side === 'defender' && u.type === 'fighter' && !u.supported && where.neighbours.includes(u.area) && !pending.has(u.area) && u.area !== area,
  )
  const side = (s: Side, units: AxisScenario['attacker']['units']): AxisScenario['attacker'] => {
    const st = p.sides[s]
    return { name: st.name, nation: st.nation, color: st.color, flag: { layout: st.flag.layout, colors: st.flag.colors.slice() }, units, order: st.order.slice() }
  }
  return {
    id: `${p.scenarioId}--${area}`,
    ruleset: 'axis',
    name: `${p.name}: ${where.name}`,
    description: '',
    battle: { area, amphibious: false, fortification: null, fortificationCaptured: false },
    areas: p.areas.map((a) => ({
      id: a.id,
      name: a.name,
      x: a.x,
      y: a.y,
      terrain: a.terrain,
      owner: a.owner,
      neighbours: a.neighbours.slice(),
      underAttack: a.id !== area && pending.has(a.id),
      acrossLine: false,
      ...(a.owner === 'attacker' && a.startOwner !== 'attacker' ? { taken: true } : {}),
    })),
    attacker: side(
      'attacker',
      attackers.map((u) => ({ id: u.id, type: u.type, name: u.name, nation: u.nation, from: u.from ?? u.area, support: false, tech2: u.tech2 })),
    ),
    defender: side('defender', [
      ...defenders.map((u) => ({ id: u.id, type: u.type, name: u.name, nation: u.nation, support: false, tech2: u.tech2 })),
      ...support.map((u) => ({ id: u.id, type: u.type, name: u.name, nation: u.nation, from: u.area, support: true, tech2: false })),
    ]),
  }
}

/** Opens the battle of an area of the list: it leaves the list and plays on the phase's dice. */
export function openPhaseBattle(w: PhaseWork, area: string): void {
  const p = w.p
  p.list = p.list.filter((a) => a !== area)
  const b = startBattle(battleScenarioOf(p, area), `${p.seed}/${area}`, w.dice.save())
  p.battle = p.stage === 'breakthrough' ? { ...b, secondMove: true } : b
  p.phase = 'battle'
  emitPhase(w, { t: 'battle-open', area, n: nextBattleNumber(p), stage: p.stage, left: p.list.length })
}

/**
 * The battle is over and nothing is asked: its end acts on the map. The
 * destroyed leave it; retreats land where they went; the attacker's
 * survivors stand in the area when it was taken, else go back where they
 * came from (P7); the defender's supporting fighters fly home; the area
 * changes hands; the units Breakthrough Combat qualifies are marked (§5.6).
 */
export function closePhaseBattle(w: PhaseWork): void {
  const p = w.p
  const b: AxisState = p.battle!
  const r = b.result!
  const area = b.area.id
  const n = nextBattleNumber(p)
  const retreats = new Map<string, { side: Side; to: string; units: string[] }>()
  const lost: Record<Side, string[]> = { attacker: [], defender: [] }
  for (const bu of b.units) {
    const u = p.units.find((x) => x.id === bu.id)!
    u.mission = bu.mission
    u.attacks = null
    if (bu.support && (bu.mission !== null || bu.place === 'losses')) u.supported = true
    if (bu.place === 'losses') {
      u.status = 'lost'
      lost[u.side].push(u.id)
      continue
    }
    if (leftInRetreat(bu)) {
      u.area = bu.movedTo!
      if (u.side === 'attacker') u.retreated = true
      const key = `${u.side} ${bu.movedTo}`
      const rec = retreats.get(key) ?? { side: u.side, to: bu.movedTo!, units: [] }
      rec.units.push(u.id)
      retreats.set(key, rec)
    } else if (bu.place === 'away') u.area = bu.movedTo ?? bu.from ?? u.area
    else if (u.side === 'attacker') u.area = r.conquered ? area : (bu.from ?? u.area)
    else if (bu.support) u.area = bu.from ?? u.area
  }
  for (const s of SIDES) p.sides[s].order = b.sides[s].order.slice()
  if (r.conquered) {
    areaOf(p, area).owner = 'attacker'
    emitPhase(w, { t: 'area-taken', area, how: p.stage === 'breakthrough' ? 'breakthrough' : 'battle' })
  }
  const bt = r.breakthrough
  const eligible = p.stage === 'normal' && bt?.qualified ? bt.units : []
  for (const id of eligible) p.units.find((u) => u.id === id)!.eligibleFrom = area
  const record: PhaseRecord = {
    n,
    area,
    stage: p.stage,
    empty: false,
    origin: p.stage === 'breakthrough' ? (p.breakouts.find((x) => x.to === area)?.from ?? null) : null,
    winner: r.winner,
    reason: r.reason,
    conquered: r.conquered,
    rounds: b.round,
    qualified: eligible.length > 0 || (p.stage === 'normal' && (bt?.qualified ?? false)),
    why: p.stage === 'breakthrough' ? 'a breakthrough battle gives no further breakthrough' : (bt?.reason ?? 'the attacker did not take the area'),
    eligible: eligible.slice(),
    lost,
    retreats: [...retreats.values()],
  }
  p.records = [...p.records, record]
  emitPhase(w, { t: 'battle-closed', area, n, winner: r.winner, reason: r.reason, conquered: r.conquered })
  p.battle = null
}
