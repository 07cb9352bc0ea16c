import type { BaseScenario, BaseState, Choice, OddsKit, RuleDoc, RulesetEngine, RulesetManifest } from '../core/ruleset.ts'
import type { AnyEvent } from '../core/view.ts'
import * as MANIFESTS from './manifests.ts'

/**
 * Every rule system behind one door: the store, the window, the CLI, the
 * workers and the walkthroughs reach a rule system only through this. The
 * manifests are known at once; each rule system's engine and odds are loaded
 * when first needed (loadRulesets before the first battle), so that an odds
 * worker loads only the odds of the battle it serves.
 */
export type RulesetId = keyof typeof MANIFESTS
export type AnyScenario = BaseScenario
export type BattleState = BaseState
export type BattleChoice = Choice
export type BattleEvent = AnyEvent
export type AnyRuleset = RulesetEngine

const manifests: Readonly<Record<RulesetId, RulesetManifest>> = MANIFESTS
const engines = new Map<string, RulesetEngine>()
const odds = new Map<string, Promise<OddsKit>>()
const rules = new Map<string, Promise<RuleDoc[]>>()

// A module namespace lists its exports alphabetically: the manifests say their own order.
const ORDERED = (Object.keys(manifests) as RulesetId[]).sort((a, b) => manifests[a].order - manifests[b].order || a.localeCompare(b))

/** Every registered rule system, in the manifests' order. */
export function rulesetIds(): RulesetId[] {
  return ORDERED.slice()
}

export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === 'string' && Object.hasOwn(manifests, id)
}

export function manifestOf(id: RulesetId): RulesetManifest {
  return manifests[id]
}

/** Loads the engines of the given rule systems (all by default); after it, engineOf answers at once. */
export async function loadRulesets(ids: readonly string[] = rulesetIds()): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      if (engines.has(id)) return
      if (!isRulesetId(id)) throw new Error(`unknown rule system "${id}"; known: ${rulesetIds().join(', ')}`)
      const { engine } = await manifests[id].engine()
      if (engine.id !== id) throw new Error(`rule system "${id}": its engine says it is "${engine.id}"`)
      engines.set(id, engine)
    }),
  )
}

export function isLoaded(id: string): boolean {
  return engines.has(id)
}

/** Every registered rule system's engine is loaded: lists of every scenario or walkthrough may be made. */
export function allLoaded(): boolean {
  return ORDERED.every((id) => engines.has(id))
}

/** The rule system a built-in scenario belongs to, from the manifests alone (no engine loaded). */
export function ownerOfScenario(scenarioId: string): RulesetId | null {
  return ORDERED.find((id) => manifests[id].scenarioIds.includes(scenarioId)) ?? null
}

/** A loaded rule system's engine; throws when it is unknown or not loaded yet. */
export function engineOf(id: string): RulesetEngine {
  const e = engines.get(id)
  if (e) return e
  if (!isRulesetId(id)) throw new Error(`unknown rule system "${id}"; known: ${rulesetIds().join(', ')}`)
  throw new Error(`rule system "${id}" is not loaded: await loadRulesets() first`)
}

export function rulesetOf(x: { ruleset: string }): RulesetEngine {
  return engineOf(x.ruleset)
}

/** The odds part of a rule system, loaded once (what an odds worker needs, without the engine's schema). */
export function oddsOf(id: string): Promise<OddsKit> {
  let p = odds.get(id)
  if (!p) {
    if (!isRulesetId(id)) return Promise.reject(new Error(`unknown rule system "${id}"`))
    p = manifests[id].odds().then((m) => m.odds)
    odds.set(id, p)
  }
  return p
}

/** The rule system has rule documents for the window's rules reference. */
export function hasRules(id: string): boolean {
  return isRulesetId(id) && manifests[id].rules !== undefined
}

const playerRules = new Map<string, Promise<RuleDoc[]>>()

export function hasPlayerRules(id: string): boolean {
  return isRulesetId(id) && manifests[id].playerRules !== undefined
}

/** A rule system's rules for players (what the window's reference opens), loaded once, apart from the first screen. */
export function playerRulesOf(id: string): Promise<RuleDoc[]> {
  let p = playerRules.get(id)
  if (!p) {
    const load = isRulesetId(id) ? manifests[id].playerRules : undefined
    if (!load) return Promise.reject(new Error(`rule system "${id}" has no rules for players`))
    p = load()
    p.catch(() => playerRules.delete(id))
    playerRules.set(id, p)
  }
  return p
}

/** A rule system's rule documents, loaded once (their own chunks, never part of the first screen). */
export function rulesOf(id: string): Promise<RuleDoc[]> {
  let p = rules.get(id)
  if (!p) {
    const load = isRulesetId(id) ? manifests[id].rules : undefined
    if (!load) return Promise.reject(new Error(`rule system "${id}" has no rule documents`))
    p = load()
    // A failed load (the network) may be tried again by opening the reference again.
    p.catch(() => rules.delete(id))
    rules.set(id, p)
  }
  return p
}

/** The window's dice and log only need the generic shape of an event. */
export type { AnyEvent }
