import { SPEEDS, type Speed } from '../store/battleStore.ts'

const SPEED_NAMES: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' }

/** The dice speed, 1–4 as on the keyboard: one control for every screen that rolls dice. */
export function SpeedSelect({ speed, onChange }: { speed: Speed; onChange(s: Speed): void }) {
  return (
    <label>
      Speed{' '}
      <select value={speed} onChange={(e) => onChange(e.target.value as Speed)} aria-label="Animation speed">
        {SPEEDS.map((s, i) => (
          <option key={s} value={s}>
            {i + 1}. {SPEED_NAMES[s]}
          </option>
        ))}
      </select>
    </label>
  )
}
