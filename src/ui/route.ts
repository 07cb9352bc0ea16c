import type { Side } from '../engine/core/types.ts'
import { findBuiltIn } from '../scenarios/load.ts'
import { findWalkthrough } from '../walkthroughs/catalogue.ts'
import { PLAYER_KINDS, type PlayerKind } from '../store/session.ts'
import { parseWalkthroughLink, safeDecode, shown } from '../walkthroughs/link.ts'

export type Route =
  | { page: 'start' }
  | { page: 'battle' }
  /** A share link: the battle itself, compressed (store/shareLink.ts). */
  | { page: 'shared'; code: string }
  | { page: 'play'; scenario: string; seed: string | null; players: Record<Side, PlayerKind> }
  | { page: 'walkthrough'; id: string; step: number }
  /** The battle builder; with a code, the battle a builder link holds (store/builderSpec.ts). */
  | { page: 'build'; code: string | null }


/** Reads the hash; a bad link gives the start page and a message that says what is wrong. */
export function parseRoute(hash: string): { route: Route; error: string | null } {
  const h = hash.replace(/^#/, '')
  if (h === '' || h === '/') return { route: { page: 'start' }, error: null }
  if (h === '/battle') return { route: { page: 'battle' }, error: null }
  if (h === '/build') return { route: { page: 'build', code: null }, error: null }
  const build = /^\/build\/(.*)$/.exec(h)
  if (build) return { route: { page: 'build', code: build[1]! }, error: null }
  const shared = /^\/battle\/(.*)$/.exec(h)
  if (shared) return { route: { page: 'shared', code: shared[1]! }, error: null }
  const walk = parseWalkthroughLink(h)
  if (walk) return 'error' in walk ? { route: { page: 'start' }, error: walk.error } : { route: { page: 'walkthrough', ...walk }, error: null }
  const m = /^\/play\/([^?/]+)(?:\?(.*))?$/.exec(h)
  if (!m) return { route: { page: 'start' }, error: `Unknown link "#${shown(h)}": expected #/play/<scenario>?seed=S&attacker=human&defender=ai-hard` }
  const params = new URLSearchParams(m[2] ?? '')
  const players = { attacker: 'human', defender: 'human' } as Record<Side, PlayerKind>
  for (const side of ['attacker', 'defender'] as const) {
    const v = params.get(side)
    if (v === null) continue
    if (!(PLAYER_KINDS as readonly string[]).includes(v)) {
      return { route: { page: 'start' }, error: `Bad link: ${side}="${shown(v)}" is not a player; expected one of ${PLAYER_KINDS.join(', ')}` }
    }
    players[side] = v as PlayerKind
  }
  for (const key of params.keys()) {
    if (!['seed', 'attacker', 'defender'].includes(key)) return { route: { page: 'start' }, error: `Bad link: unknown parameter "${shown(key)}"` }
  }
  const seed = params.get('seed')
  if (seed !== null && seed.trim() === '') return { route: { page: 'start' }, error: 'Bad link: seed is empty' }
  const scenario = safeDecode(m[1]!)
  if (scenario === null) return { route: { page: 'start' }, error: `Bad link: the scenario "${shown(m[1]!)}" is not a valid encoded name` }
  return { route: { page: 'play', scenario, seed, players }, error: null }
}

/** What the page knows of its built-in scenarios and rulebook examples, for unknownTarget. */
export interface LinkTargets {
  scenario(id: string): unknown
  /** The number of steps of a rulebook example, or undefined when there is none of that id. */
  walkthroughSteps(id: string): number | undefined
}

/** The page's own: the built-in scenarios and rulebook examples of the rule systems loaded. */
export const BUILT_IN_TARGETS: LinkTargets = { scenario: findBuiltIn, walkthroughSteps: (id) => findWalkthrough(id)?.steps.length }

/** Why a well-formed link names nothing this page has (a scenario, a rulebook example, a step past its last), or null. */
export function unknownTarget(route: Route, targets: LinkTargets): string | null {
  if (route.page === 'play' && !targets.scenario(route.scenario)) return `Bad link: no built-in scenario "${shown(route.scenario)}"`
  if (route.page !== 'walkthrough') return null
  const steps = targets.walkthroughSteps(route.id)
  if (steps === undefined) return `Bad link: no rulebook example "${shown(route.id)}"`
  return route.step > steps ? `Bad link: "${shown(route.id)}" has steps 1 to ${steps}` : null
}

export function builderLink(code: string): string {
  return `#/build/${code}`
}

export function sharedLink(code: string): string {
  return `#/battle/${code}`
}

export function playLink(scenario: string, seed: string, players: Record<Side, PlayerKind>): string {
  const q = new URLSearchParams({ seed, attacker: players.attacker, defender: players.defender })
  return `#/play/${encodeURIComponent(scenario)}?${q.toString()}`
}
