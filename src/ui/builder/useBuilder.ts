import { useCallback, useEffect, useReducer } from 'react'
import { starterSpec, type BattleSpec } from '../../engine/core/builder.ts'
import { engineOf, rulesetIds, type RulesetId } from '../../engine/rulesets/registry.ts'
import { DRAFT_KEY, readSpec } from '../../store/builderSpec.ts'
import { storage } from '../store.ts'

/** What the builder holds: variant A, variant B once made, and which one is being edited. */
export interface Draft {
  a: BattleSpec
  b: BattleSpec | null
  editing: 'a' | 'b'
}

interface History {
  now: Draft
  past: Draft[]
  future: Draft[]
}

type Act = { t: 'set'; draft: Draft } | { t: 'undo' } | { t: 'redo' }

/** Enough steps back for any session at the builder; the oldest go first. */
const MAX_UNDO = 200

function reduce(h: History, a: Act): History {
  if (a.t === 'set') return { now: a.draft, past: [...h.past, h.now].slice(-MAX_UNDO), future: [] }
  if (a.t === 'undo') return h.past.length ? { now: h.past[h.past.length - 1]!, past: h.past.slice(0, -1), future: [h.now, ...h.future] } : h
  return h.future.length ? { now: h.future[0]!, past: [...h.past, h.now], future: h.future.slice(1) } : h
}

/** A rule system's starting battle. */
export function freshDraft(ruleset: RulesetId): Draft {
  return { a: starterSpec(ruleset, engineOf(ruleset).builder!), b: null, editing: 'a' }
}

/** The draft left in the browser, if it reads as one; else the first rule system's starter. */
function savedDraft(): Draft {
  const first = rulesetIds().find((id) => engineOf(id).builder) as RulesetId
  try {
    const raw = storage()?.getItem(DRAFT_KEY)
    if (raw) {
      const v = JSON.parse(raw) as { a?: unknown; b?: unknown; editing?: unknown }
      const a = readSpec(v.a)
      const b = v.b ? readSpec(v.b) : null
      if (a.ok && engineOf(a.spec.ruleset).builder && (!b || b.ok)) return { a: a.spec, b: b && b.ok ? b.spec : null, editing: v.editing === 'b' && b ? 'b' : 'a' }
    }
  } catch {
    // A draft that does not read is left where it is (the next edit writes over it): the starter is shown.
  }
  return freshDraft(first)
}

/**
 * The builder's state with undo and redo, written to the browser's storage
 * after every change, so that a reload (or a battle played from it) finds
 * the battle where it was left. `initial` (a builder link, *Edit a copy*)
 * opens over the saved draft as one more step: Undo goes back to the draft.
 */
export function useBuilder(initial: BattleSpec | null) {
  const [h, dispatch] = useReducer(reduce, initial, (spec): History => {
    const saved = savedDraft()
    if (!spec) return { now: saved, past: [], future: [] }
    return { now: { a: spec, b: null, editing: 'a' }, past: [saved], future: [] }
  })
  useEffect(() => {
    try {
      storage()?.setItem(DRAFT_KEY, JSON.stringify(h.now))
    } catch {
      // Storage full or refused: the builder goes on; the draft lives until the tab closes.
    }
  }, [h.now])
  const set = useCallback((draft: Draft) => dispatch({ t: 'set', draft }), [])
  const undo = useCallback(() => dispatch({ t: 'undo' }), [])
  const redo = useCallback(() => dispatch({ t: 'redo' }), [])
  return { draft: h.now, set, undo, redo, canUndo: h.past.length > 0, canRedo: h.future.length > 0 }
}
