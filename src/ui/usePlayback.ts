import { useCallback, useLayoutEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AnyEvent } from '../engine/core/view.ts'
import { roundShow } from '../battlefield/dice.ts'
import type { Speed } from '../store/battleStore.ts'

/** The show of the last gesture on the field: a small store of its own, so that each event it resolves re-renders the log, not the window. */
export interface ShowState {
  stamp: number
  playing: boolean
  /** How many of the gesture's events have resolved: their log lines show. */
  revealed: number
  /** Changes on every skip, for the dice layer. */
  skips: number
  /** The gesture the last skip ended: a skip reaching the field late must not end the next show. */
  skippedAt: number
  /** Dice of the gesture drawn on the field so far. */
  drawn: number
}

export interface Playback {
  /** The last gesture's events are still playing: the field shows the state before them. */
  playing: boolean
  skips: number
  skippedAt: number
  /** The show itself, for the log (useHiddenLines): each event it resolves re-renders the log only. */
  store: StoreApi<ShowState>
  eventsCount: number
  /** Ends the show; nothing when none is playing. */
  skip(): void
  /** The field reports how many of the gesture's dice it has drawn. */
  diceShown(stamp: number, count: number): void
}

/**
 * Plays a gesture's events in order (issue 12, "the round on the field"): a
 * new gesture (the stamp grew) starts the show; each event resolves at its
 * time in `roundShow`, and never before the field has drawn every die up to
 * it (slow frames hold the log back, not the other way round). A reload or an
 * undo (the stamp did not grow) plays nothing. A skip ends the show.
 */
export function usePlayback(stamp: number, events: readonly AnyEvent[], speed: Speed): Playback {
  const store = useMemo(() => createStore<ShowState>(() => ({ stamp, playing: false, revealed: events.length, skips: 0, skippedAt: -1, drawn: 0 })), [])
  const shown = useStore(store, (s) => s.stamp)
  const playingNow = useStore(store, (s) => s.playing)
  const skips = useStore(store, (s) => s.skips)
  const skippedAt = useStore(store, (s) => s.skippedAt)
  // Until the layout effect below has started the show, the render already knows whether it will play: no frame shows its results early.
  const willPlay = shown !== stamp ? stamp > shown && roundShow(events, speed).end > 0 : playingNow

  useLayoutEffect(() => {
    const s = store.getState()
    if (s.stamp === stamp) return
    const show = roundShow(events, speed)
    const play = stamp > s.stamp && show.end > 0
    store.setState({ stamp, playing: play, revealed: play ? 0 : events.length, drawn: 0 })
    if (!play) return
    // Per event, the dice that must have been drawn before it resolves: every shot up to it, itself included.
    let n = 0
    const diceBefore = events.map((e) => (e.t === 'shot' ? ++n : n))
    const start = performance.now()
    let timer = 0
    const tick = () => {
      const now = performance.now() - start
      const cur = store.getState()
      if (cur.stamp !== stamp || !cur.playing) return
      let k = cur.revealed
      while (k < show.reveal.length && show.reveal[k]! <= now && diceBefore[k]! <= cur.drawn) k++
      const over = k === show.reveal.length && now >= show.end
      if (k !== cur.revealed || over) store.setState({ revealed: k, playing: !over })
      if (over) return
      // A die still to be drawn wakes the clock through diceShown; otherwise the next event's time.
      if (k < show.reveal.length && diceBefore[k]! > cur.drawn) return
      timer = window.setTimeout(tick, Math.max(0, (k < show.reveal.length ? show.reveal[k]! : show.end) - now))
    }
    const unsubscribe = store.subscribe((cur, prev) => {
      if (cur.drawn !== prev.drawn) {
        window.clearTimeout(timer)
        tick()
      }
    })
    tick()
    return () => {
      window.clearTimeout(timer)
      unsubscribe()
    }
    // A show follows its gesture (the stamp); a change of speed mid-show does not restart it.
  }, [stamp, store])

  const count = events.length
  const skip = useCallback(() => store.setState((s) => (s.playing ? { revealed: count, playing: false, skips: s.skips + 1, skippedAt: s.stamp } : s)), [store, count])
  // Stable for the window's life: the field's dice layer keeps it as a dependency.
  const diceShown = useCallback((of: number, n: number) => store.setState((s) => (s.stamp === of && n > s.drawn ? { drawn: n } : s)), [store])
  return { playing: willPlay, skips, skippedAt, store, eventsCount: count, skip, diceShown }
}

/** How many lines of the last gesture the log still holds back. */
export function useHiddenLines(p: Playback, stamp: number): number {
  const hidden = useStore(p.store, (s) => (s.stamp === stamp ? (s.playing ? p.eventsCount - s.revealed : 0) : null))
  return hidden ?? (p.playing ? p.eventsCount : 0)
}
