import { useEffect, useRef } from 'react'
import { useApplication, useTick } from '@pixi/react'
import { Ticker } from 'pixi.js'
import { markPainted } from '../ui/firstPaint.ts'
import { noteFrame } from '../ui/testHook.ts'

/** How long frames keep coming after the last change: hover glows and tooltips settle within it. */
const AWAKE_MS = 400

/**
 * Draws only while something changes. Pixi's Application redraws the whole
 * stage every animation frame; on a still field that is all waste (about 70%
 * of a core under software GL). The ticker runs after each change of the
 * scene (every render of the board above, `wake`), after pointer input on
 * the canvas, and while an animation says it is busy; then it stops.
 */
export function FrameGate({ wake, busy }: { wake: unknown; busy: boolean }) {
  const { app, isInitialised } = useApplication()
  const until = useRef(0)
  const busyNow = useRef(busy)
  busyNow.current = busy

  useEffect(() => {
    if (!isInitialised) return
    until.current = performance.now() + AWAKE_MS
    wakeAll(app.ticker)
  }, [app, isInitialised, wake, busy])

  useEffect(() => {
    if (!isInitialised) return
    const canvas = app.canvas
    const rouse = () => {
      until.current = performance.now() + AWAKE_MS
      if (!app.ticker.started) wakeAll(app.ticker)
    }
    const kinds = ['pointermove', 'pointerdown', 'pointerup', 'pointerleave', 'wheel'] as const
    for (const k of kinds) canvas.addEventListener(k, rouse, { passive: true })
    return () => {
      for (const k of kinds) canvas.removeEventListener(k, rouse)
    }
  }, [app, isInitialised])

  useTick(() => {
    // This frame is rendered right after the callbacks: the window is on screen.
    queueMicrotask(markPainted)
    noteFrame()
    // Stopped after this frame's render, which the ticker calls after the callbacks of higher priority.
    if (!busyNow.current && performance.now() > until.current) queueMicrotask(() => sleepAll(app.ticker))
  })
  return null
}

/**
 * The app's ticker draws; Pixi's system ticker re-checks the pointer's hover
 * every frame (objects moving under a still pointer). Both sleep on a still
 * field: a real pointer move still reaches the event system, and wakes both.
 */
function wakeAll(ticker: Ticker): void {
  ticker.start()
  Ticker.system.start()
}

function sleepAll(ticker: Ticker): void {
  ticker.stop()
  Ticker.system.stop()
}
