import { describe, expect, it } from 'vitest'
import { engineOf } from '../engine/rulesets/registry.ts'
import { builtInScenarios } from '../scenarios/load.ts'
import { battleStatus } from './library.ts'
import { currentState, newSession, perform, type Session } from './session.ts'

/** A built-in scenario played by the defaults until `stop` holds. */
function playedUntil(id: string, stop: (s: Session) => boolean): Session {
  const sc = builtInScenarios().find((x) => x.id === id)!
  const rs = engineOf(sc.ruleset)
  let session = newSession(sc, 'status', { attacker: 'human', defender: 'human' })
  for (let i = 0; i < 2_000 && !stop(session); i++) {
    const s = currentState(session)
    const d = rs.pending(s)
    session = perform(session, d ? [{ type: 'decide', side: d.side, choice: rs.policies.default(s, d) }] : [{ type: 'advance' }])
  }
  return session
}

describe('issue 27, defect 4: a saved battle\'s description says where it resumes', () => {
  it.each(['grand-turn-breakthrough', 'axis-phase-sedan'])('%s, inside a battle after its first battle closed and a round fought there: that battle and its round, not the last battle closed', (id) => {
    const session = playedUntil(id, (s) => {
      const st = currentState(s) as unknown as { battle: { round: unknown; phase: string } | null; records: { empty?: boolean }[] }
      return st.records.some((r) => !r.empty) && st.battle !== null && !!st.battle.round && st.battle.phase !== 'over'
    })
    const status = battleStatus(session)
    // The window resumes there: its title ends with the battle's place, which the description names with its round.
    const title = engineOf(session.scenario.ruleset).view(currentState(session)).title
    const place = /: ([^:]+)$/.exec(title)![1]!
    expect(status).toMatch(new RegExp(`^Battle \\d+: ${place}, (Artillery Preparation|Air Support|Mines|Recon|Ambush|Main|Next \\d|round \\d) fought · `))
    expect(status).not.toMatch(/^Round/)
  })

  it('a battle keeps "Round n (label) fought"', () => {
    const session = playedUntil('skirmish', (s) => engineOf(s.scenario.ruleset).roundsFought(currentState(s)) === 2)
    expect(battleStatus(session)).toMatch(/^Round 2 \(\w[\w ]*\) fought · /)
  })
})
