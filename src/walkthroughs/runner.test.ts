import { describe, expect, it } from 'vitest'
import { grand, type GrandState } from '../engine/rulesets/grand/index.ts'
import { findWalkthrough } from './catalogue.ts'
import { handOver, positionAt, runWalkthrough } from './runner.ts'
import type { Walkthrough } from './schema.ts'

/** A copy of a built-in walkthrough to break on purpose. */
function copyOf(id: string): Walkthrough {
  return structuredClone(findWalkthrough(id)!)
}

describe('walkthrough runner', () => {
  it('a wrong expectation fails the walkthrough, naming the step, the path, what it is and what was expected', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.expect['sides.defender.gauge.value'] = 3
    expect(runWalkthrough(w)).toEqual({ id: w.id, steps: 3, ok: false, error: 'step 2: sides.defender.gauge.value is 2, expected 3' })
  })

  it('a log line that is not there fails the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[2]!.expect['log contains'] = 'Blue heavy losses'
    expect(runWalkthrough(w).error).toBe('step 3: the log has no line with "Blue heavy losses"')
  })

  it('a script that runs short is an error naming the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.dice = w.steps[1]!.dice.slice(0, -2)
    // The step takes the next step's first dice: it rolled more than it scripts.
    expect(runWalkthrough(w).error).toBe('step 2: ran out of dice (rolled 11, the step scripts 9)')
    const last = copyOf('grand-heavy-losses')
    last.steps[2]!.dice.pop()
    expect(runWalkthrough(last).error).toBe('step 3: ran out of dice (the step scripts 9 and rolled more)')
  })

  it('a script with dice to spare is an error naming the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[2]!.dice.push(4, 4)
    expect(runWalkthrough(w).error).toBe('step 3: the script has 2 dice left over (rolled 10 of 12)')
  })

  it('a face the die does not have, or a refused decision, names the step', () => {
    const w = copyOf('grand-heavy-losses')
    w.steps[1]!.dice[0] = 10
    expect(runWalkthrough(w).error).toBe('step 2: scripted die 1 is 10, outside 0..9')
    const refused = copyOf('grand-heavy-losses')
    refused.steps[2]!.action = 'advance'
    expect(runWalkthrough(refused).error).toMatch(/^step 3: waiting for the attacker to decide retreat/)
  })

  it('a failing step stops the replay there: the position is the one the error is about', () => {
    const w = copyOf('grand-every-round')
    w.steps[3]!.expect = { over: true }
    const p = positionAt(w)
    expect(p.step).toBe(4)
    expect(p.records).toHaveLength(4)
    expect(p.error).toBe('step 4: over is false, expected true')
  })

  it('positionAt replays from the start: going back to a step gives the very state first reached there', () => {
    const w = findWalkthrough('grand-every-round')!
    const forward: unknown[] = []
    for (let k = 0; k <= w.steps.length; k++) forward.push(positionAt(w, k).state)
    for (let k = w.steps.length; k >= 0; k--) expect(positionAt(w, k).state).toEqual(forward[k])
    expect(positionAt(w, 0).records).toEqual([])
    expect(positionAt(w, 99).step).toBe(w.steps.length)
  })

  it('play on from here: a seeded generator replaces the script and the battle goes on by the normal rules', () => {
    const w = findWalkthrough('grand-heavy-losses')!
    const at = positionAt(w, 2).state as GrandState
    const next = handOver(at, 'fresh-seed')
    expect(next.dice.kind).toBe('alea')
    expect(next.seed).toBe('fresh-seed')
    expect(next.units).toEqual(at.units)
    // The script is spent here; the seeded dice play the battle to its end, the same way each time.
    const end = playOn(next)
    expect(end.phase).toBe('over')
    expect(playOn(handOver(at, 'fresh-seed'))).toEqual(end)
  })
})

/** Plays to the end: no cards, nobody retreats, no breakthrough. */
function playOn(state: GrandState): GrandState {
  let s = state
  for (let i = 0; i < 40 && (s.phase !== 'over' || grand.pending(s)); i++) {
    const d = grand.pending(s)
    if (!d) s = grand.advance(s).state
    else if (d.kind === 'retreat') s = grand.decide(s, d.side, { kind: 'retreat', retreat: false }).state
    else if (d.kind === 'cards') s = grand.decide(s, d.side, { kind: 'cards', play: [] }).state
    else s = grand.decide(s, d.side, { kind: 'breakthrough', region: null }).state
  }
  return s
}
