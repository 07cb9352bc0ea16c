import { useEffect } from 'react'
import type { MapStep } from './mapLayout.ts'
import { isTextEntry } from '../ui/textEntry.ts'

interface Props {
  onStep(step: MapStep): void
  /** Whether the places' names are shown; null where the map always shows them. */
  names: boolean | null
  onNames(): void
}

const ARROWS: Record<string, MapStep> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }
const ZOOM_KEYS: Record<string, MapStep> = { '+': 'in', '=': 'in', '-': 'out', _: 'out', '0': 'fit' }

/**
 * The map's zoom buttons and keys: + and − zoom about the centre, 0 fits the
 * whole map, N shows the places' names, from anywhere in the window but a text field; the arrow keys pan
 * once the map has the focus (a click on it, or Tab), since elsewhere they
 * move through radios and a walkthrough's steps.
 */
export function MapControls({ onStep, names, onNames }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTextEntry(e.target)) return
      if (e.key === 'n' && names !== null) return onNames()
      const step = ZOOM_KEYS[e.key]
      if (step) {
        e.preventDefault()
        onStep(step)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onStep, names, onNames])
  return (
    <div className="map-controls" role="toolbar" aria-label="Map view" onClick={(e) => e.stopPropagation()}>
      <button type="button" title="Zoom in (+, or the mouse wheel)" aria-label="Zoom in" data-testid="map-zoom-in" onClick={() => onStep('in')}>
        +
      </button>
      <button type="button" title="Zoom out (−, or the mouse wheel)" aria-label="Zoom out" data-testid="map-zoom-out" onClick={() => onStep('out')}>
        −
      </button>
      <button type="button" title="Show the whole map (0)" data-testid="map-fit" onClick={() => onStep('fit')}>
        Fit
      </button>
      {names !== null && (
        <button type="button" title="Show or hide the places' names, as the log writes them (N)" aria-pressed={names} data-testid="map-names" onClick={onNames}>
          Names
        </button>
      )}
    </div>
  )
}

/** The arrow keys' steps, for the map's own key handler (while it has the focus). */
export function arrowStep(key: string): MapStep | undefined {
  return ARROWS[key]
}
