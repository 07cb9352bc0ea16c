import type { BattleView, SideView } from '../engine/core/view.ts'
import { Diamond } from './Diamond.tsx'
import { Flag } from './Flag.tsx'
import { RegionDisc } from './RegionDisc.tsx'

function PlayedCards({ side }: { side: SideView }) {
  return (
    <ul className="played-cards" aria-label={`Cards played by ${side.name}`} data-testid={`played-${side.side}`}>
      {side.played.map((c, i) => (
        <li key={`${c.id}-${i}`} className="card-chip" title={c.text}>
          {c.name}
        </li>
      ))}
    </ul>
  )
}

function SideHead({ side, ruleset }: { side: SideView; ruleset: string }) {
  return (
    <div className={`side-head ${side.side}`} data-testid={`side-${side.side}`}>
      <div className="flag-stack">
        <Flag side={side} />
        <Diamond side={side} ruleset={ruleset} />
      </div>
      <div className="side-name">
        <span className="role">{side.side === 'attacker' ? 'Attacker' : 'Defender'}</span>
        <strong>{side.name}</strong>
        <PlayedCards side={side} />
      </div>
    </div>
  )
}

/**
 * The round: which one Launch (or the question asked) is about, and which was
 * fought last — "Next: Main · Fought: Recon". Before the first round the time
 * before it stands in for the round fought ("Next: Recon · Cards"); a round asked
 * about while it stands reads "Now: …". The round-name element keeps the round
 * fought alone (or the time before the first, or "Battle over").
 */
function RoundInfo({ view }: { view: BattleView }) {
  const { last, next, before } = view.round
  if (view.over) {
    return (
      <div className="round-info" aria-live="polite">
        <span className="round-name" data-testid="round-name">
          Battle over
        </span>
      </div>
    )
  }
  const now = last ?? before
  const current = next !== null && next === last
  // The time before the first round is under way (the cards being played): what happens now is said first.
  if (last !== null && last === before && next !== null && next !== last) {
    return (
      <div className="round-info" aria-live="polite">
        <span className="round-fought">
          <span className="round-label">Now: </span>
          <span className="round-name" data-testid="round-name">
            {before}
          </span>
        </span>
        <span className="round-sep sr-only">{' · '}</span>
        <span className="round-next after" data-testid="round-next">
          Next: <strong>{next}</strong>
        </span>
      </div>
    )
  }
  const label = current ? 'Now: ' : last !== null && last !== before ? 'Fought: ' : ''
  return (
    <div className="round-info" aria-live="polite">
      {next !== null && !current && (
        <>
          <span className="round-next" data-testid="round-next">
            Next: <strong>{next}</strong>
          </span>
          {/* Read aloud and copied, not drawn: a drawn dot was left at a line's end when the header wrapped. */}
          <span className="round-sep sr-only">{' · '}</span>
        </>
      )}
      <span className="round-fought">
        {label && <span className="round-label">{label}</span>}
        <span className="round-name" data-testid="round-name">
          {now}
        </span>
      </span>
    </div>
  )
}

/** Section B, top part: location and map hole, flags and Battle Morale, cards played, the round. */
export function TopBar({ view }: { view: BattleView }) {
  const a = view.sides.attacker
  const d = view.sides.defender
  return (
    <header className="top-bar">
      {/* The window's heading, for those who move by headings (it is drawn by the flags and the location). */}
      <h1 className="sr-only">
        {a.name} against {d.name} at {view.location.name}
      </h1>
      <SideHead side={a} ruleset={view.ruleset} />
      <div className="centre-info">
        <RegionDisc view={view} attackerColor={a.color} defenderColor={d.color} />
        <div>
          <div className="location" data-testid="location">
            {view.location.name} <span className="terrain">({view.location.terrain}{view.location.crossing !== 'none' ? `, ${view.location.crossing} crossing` : ''})</span>
          </div>
          <RoundInfo view={view} />
        </div>
        <svg className="attack-arrow" width="60" height="16" viewBox="0 0 60 16" aria-hidden="true">
          <path d="M2 8 H46" stroke="#c0392b" strokeWidth="5" />
          <path d="M58 8 L44 0 L44 16 Z" fill="#c0392b" />
        </svg>
      </div>
      <SideHead side={d} ruleset={view.ruleset} />
    </header>
  )
}
