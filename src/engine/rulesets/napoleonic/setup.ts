import { seedDice } from '../../core/seedDice.ts'
import { SIDES } from '../../core/types.ts'
import { startHolder, type NapScenario } from './scenario.ts'
import type { NapState, Unit } from './state.ts'

/** The battle at the start of its first combat phase, the dice seeded from `seed`. */
export function buildState(sc: NapScenario, seed: string): NapState {
  const units: Unit[] = []
  for (const side of SIDES) {
    for (const u of sc[side].units) {
      units.push({
        id: u.id,
        name: u.name,
        side,
        type: u.type,
        strength: u.strength,
        initialStrength: u.strength,
        morale: u.morale,
        initialMorale: u.initialMorale ?? u.morale,
        at: u.at,
        place: 'field',
        attacked: false,
        defended: false,
        victorious: false,
        drivenBack: false,
      })
    }
  }
  const holders: NapState['holders'] = {}
  for (const o of sc.objectives) holders[o.hex] = startHolder(sc, o.hex, o.holder)
  const side = (x: 'attacker' | 'defender') => {
    const { units: _units, ...info } = sc[x]
    return { ...info, flag: { layout: info.flag.layout, colors: info.flag.colors.slice() } }
  }
  return {
    ruleset: 'napoleonic',
    scenarioId: sc.id,
    seed,
    dice: seedDice(seed),
    phase: 'combat',
    result: null,
    name: sc.name,
    description: sc.description,
    location: sc.location,
    map: sc.map,
    objectives: sc.objectives.map((o) => o.hex),
    holders,
    victory: { ...sc.victory },
    sides: { attacker: side('attacker'), defender: side('defender') },
    units,
    phaseNo: 1,
    phases: sc.phases,
    first: sc.first,
    phasing: sc.first,
    ended: false,
    attacks: 0,
    totalAttacks: 0,
    last: null,
  }
}

