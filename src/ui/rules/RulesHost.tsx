import { lazy, Suspense, useEffect, useState } from 'react'
import type { RuleDoc } from '../../engine/core/ruleset.ts'
import { hasPlayerRules, isRulesetId, manifestOf, playerRulesOf } from '../../engine/rulesets/registry.ts'
import { rulesStore, useRules, type RulesOpen } from './rulesStore.ts'
import { isTextEntry } from '../textEntry.ts'

// The dialog, its Markdown renderer and the documents load when it first opens, never with the first screen.
const RulesReference = lazy(() => import('./RulesReference.tsx').then((m) => ({ default: m.RulesReference })))

/** The ? key: the rules reference, at the topic of the counter whose tooltip shows, else at the top. */
function useRulesKey(ruleset: string, on: boolean): void {
  useEffect(() => {
    if (!on) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      if (isTextEntry(e.target)) return
      e.preventDefault()
      const s = rulesStore.getState()
      s.openRules(ruleset, s.hovered)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [ruleset, on])
}

type Loaded = { ruleset: string; docs: RuleDoc[]; error: null } | { ruleset: string; docs: null; error: string }

/**
 * Where a screen shows the rules reference of its rule system: it answers the
 * ? key and every RulesLink, and draws the dialog while it is open. Mount one
 * per screen (the battle window, a rulebook example).
 */
export function RulesHost({ ruleset }: { ruleset: string }) {
  const available = hasPlayerRules(ruleset)
  useEffect(() => (available ? rulesStore.getState().addHost() : undefined), [available])
  useRulesKey(ruleset, available)
  const open = useRules((s) => s.open)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    if (!open) return
    let live = true
    const id = open.ruleset
    // Each opening asks again: the registry keeps documents once loaded, and forgets a load that failed, so it is retried.
    playerRulesOf(id).then(
      (docs) => live && setLoaded({ ruleset: id, docs, error: null }),
      (e: unknown) => live && setLoaded({ ruleset: id, docs: null, error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [open])
  if (!open || !available || !isRulesetId(open.ruleset)) return null
  const mine = loaded?.ruleset === open.ruleset ? loaded : null
  return (
    <Suspense fallback={null}>
      <RulesReference key={openingKey(open)} title={manifestOf(open.ruleset).title} example={manifestOf(open.ruleset).rulesExample} docs={mine?.docs ?? null} error={mine?.error ?? null} topic={open.topic} onClose={rulesStore.getState().closeRules} />
    </Suspense>
  )
}

const openingKey = (o: RulesOpen) => `${o.ruleset}\n${o.topic ?? ''}`
