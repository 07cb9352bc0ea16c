import { useEffect } from 'react'
import type { Decision } from '../engine/core/types.ts'
import { rulesetOf, type BattleChoice, type BattleState } from '../engine/rulesets/registry.ts'
import type { AiLevel } from '../engine/core/ruleset.ts'
import { currentState, isAi, type Session } from '../store/session.ts'
import type { Speed } from '../store/battleStore.ts'
import { battleStore, useBattle } from './store.ts'
import { afterFirstPaint } from './firstPaint.ts'

let worker: Worker | null = null
let nextId = 0

async function think(ruleset: string, state: BattleState, decision: Decision, level: AiLevel): Promise<BattleChoice> {
  // The AI's code is fetched once the window is on screen.
  await afterFirstPaint()
  if (!worker) worker = new Worker(new URL('../ai/ai.worker.ts', import.meta.url), { type: 'module' })
  const w = worker
  const id = ++nextId
  return new Promise((resolve, reject) => {
    const on = (e: MessageEvent<{ id: number; choice?: BattleChoice; error?: string }>) => {
      if (e.data.id !== id) return
      w.removeEventListener('message', on)
      if (e.data.error !== undefined) reject(new Error(e.data.error))
      else resolve(e.data.choice!)
    }
    w.addEventListener('message', on)
    w.postMessage({ id, ruleset, state, decision, level })
  })
}

/** Pause after a round when two AIs play, so that a watcher can follow. */
const WATCH_MS: Record<Speed, number> = { slow: 1800, normal: 900, fast: 300, instant: 60 }

/**
 * Plays the AI's side: takes its decisions (computed in a worker) and, when
 * both sides are AI, launches the rounds one by one at the chosen speed.
 */
export function useAiDriver(session: Session, speed: Speed, paused: boolean, replaying: boolean, playing = false): { thinking: boolean } {
  const state = currentState(session)
  const rs = rulesetOf(session.scenario)
  const head = rs.pending(state)
  const players = session.players
  // The AI answers once the last round has played out on the field, so that its move does not cut the show short.
  // After an undo the AI waits for the player's own next move (battleStore aiHold).
  const hold = useBattle((s) => s.aiHold)
  const aiToDecide = !replaying && !playing && !hold && head !== null && isAi(players[head.side])
  const bothAi = isAi(players.attacker) && isAi(players.defender)

  useEffect(() => {
    const decision = aiToDecide ? rs.pending(state) : null
    if (!decision) return
    let live = true
    const level = players[decision.side].slice(3) as AiLevel
    think(rs.id, state, decision, level).then(
      (choice) => {
        // Only if the battle has not moved on (undo, a new battle) while it thought.
        const now = battleStore.getState().session
        if (live && now && currentState(now) === state && !battleStore.getState().aiHold) battleStore.getState().aiDecide(decision.side, choice)
      },
      (e: Error) => {
        // Said, not swallowed: otherwise the window would wait for the AI for ever.
        if (live) battleStore.getState().showMessage('error', `The AI could not decide (${e.message}). Undo, or make this side human from a new battle.`)
      },
    )
    return () => {
      live = false
    }
  }, [rs, state, aiToDecide, players])

  const waiting = head !== null
  const over = state.result !== null
  useEffect(() => {
    if (!bothAi || paused || replaying || playing || waiting || over) return
    const t = setTimeout(() => battleStore.getState().launch(), WATCH_MS[speed])
    return () => clearTimeout(t)
  }, [bothAi, paused, replaying, playing, waiting, over, state, speed])

  return { thinking: !replaying && !hold && head !== null && isAi(players[head.side]) }
}
