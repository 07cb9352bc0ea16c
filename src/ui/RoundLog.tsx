import { useMemo } from 'react'
import { BattleLog, type LogLine, type LogPlaces } from './BattleLog.tsx'
import { useHiddenLines, type Playback } from './usePlayback.ts'

/** The battle log while a gesture plays out: each of its lines appears as its event resolves on the field. */
export function RoundLog({ playback, stamp, lines, open, onToggle, places }: { playback: Playback; stamp: number; lines: readonly LogLine[]; open: boolean; onToggle(): void; places?: LogPlaces | null }) {
  const hidden = useHiddenLines(playback, stamp)
  const shown = useMemo(() => (hidden > 0 ? lines.slice(0, lines.length - hidden) : lines), [lines, hidden])
  return <BattleLog lines={shown} open={open} onToggle={onToggle} places={places} />
}
