import { rulesetOf } from '../../engine/rulesets/registry.ts'
import { saveFileOf, type SaveMeta } from '../../store/persist.ts'
import { allEvents, currentState, type Action, type Session } from '../../store/session.ts'

/**
 * What "Export" writes: the log in words (one numbered line per event, as the
 * window's log shows it), the log as JSON (each event with its words), and the
 * battle file (the save, which "Open a battle file" reads back).
 */
export function fileStem(s: Session): string {
  const safe = (x: string) => x.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'battle'
  return `${safe(s.scenario.id)}-${safe(s.seed)}-move${s.gestures.length}`
}

export function logText(s: Session): string {
  const rs = rulesetOf(s.scenario)
  const state = currentState(s)
  const events = allEvents(s)
  const head = [`${s.scenario.name} (${rs.title})`, `Seed ${s.seed} · attacker: ${s.players.attacker} · defender: ${s.players.defender}`, '']
  const width = String(events.length).length
  const lines = events.map((e, i) => `${String(i + 1).padStart(width)}  ${rs.describe(state, e)}`)
  const end = state.result ? ['', `Result: ${state.result.winner ?? 'no winner'} (${state.result.reason})`] : []
  return [...head, ...lines, ...end].join('\n') + '\n'
}

export function logJson(s: Session): string {
  const rs = rulesetOf(s.scenario)
  const state = currentState(s)
  return (
    JSON.stringify(
      {
        scenario: s.scenario.id,
        ruleset: s.scenario.ruleset,
        seed: s.seed,
        players: s.players,
        result: state.result,
        events: allEvents(s).map((event, i) => ({ n: i + 1, text: rs.describe(state, event), event })),
      },
      null,
      1,
    ) + '\n'
  )
}

export function battleFile(s: Session, replayQueue: readonly Action[][], meta: SaveMeta): string {
  return JSON.stringify(saveFileOf(s, replayQueue, meta)) + '\n'
}

/** Hands a text to the browser as a file to download. */
export function download(name: string, mime: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
