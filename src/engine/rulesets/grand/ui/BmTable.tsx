import { ROUND_NAMES } from '../rounds.ts'
import type { GrandState } from '../state.ts'

/** Battle Morale round by round (section B), for a battle's record and each battle of a turn's. */
export function BmTable({ history, names, testId }: { history: GrandState['bmHistory']; names: { attacker: string; defender: string }; testId?: string }) {
  return (
    <table className="bm-table" data-testid={testId}>
      <thead>
        <tr>
          <th>Round</th>
          <th>{names.attacker}</th>
          <th>{names.defender}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((h, i) => (
          <tr key={i}>
            <td>{h.round === 'cards' ? 'Cards' : ROUND_NAMES[h.round]}</td>
            <td className="num">{h.attacker}</td>
            <td className="num">{h.defender}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
