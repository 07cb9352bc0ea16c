import { openDice, scriptDice, type Dice, type ScriptState } from '../../core/dice.ts'
import type { Side } from '../../core/types.ts'
import type { AaGun, Plane } from './air.ts'

/** Scripted dice; `left()` says how many faces were not rolled (every test rolls them all). */
export function script(faces: number[]): { dice: Dice; left: () => number } {
  const dice = openDice(scriptDice(faces))
  return { dice, left: () => faces.length - (dice.save() as ScriptState).next }
}

/** A fighter of morale 4, strength 2 and air combat 4, unless told otherwise. */
export function plane(id: string, side: Side, over: Partial<Plane> = {}): Plane {
  return { id, side, morale: 4, strength: 2, airCombat: 4, fighter: true, stealth: false, ...over }
}

/** A defender's AA gun of value 3 without radar, unless told otherwise. */
export function gun(id: string, over: Partial<AaGun> = {}): AaGun {
  return { id, side: 'defender', aa: 3, radar: false, ...over }
}

export const noRadar = { attacker: false, defender: false }
