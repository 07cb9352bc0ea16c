import type { Preview } from './ruleset.ts'
import type { Form } from './form.ts'
import type { MapView } from './map.ts'
import type { Side } from './types.ts'

/**
 * Everything the battle window draws, for any rule system: two sides, their
 * gauges, zones of counters, the round, the boxes. The window computes
 * nothing of the rules; it reads this and sends back intents.
 */

export interface GaugePart {
  source: string
  value: number
}

export interface CardView {
  id: string
  name: string
  text: string
  playable: boolean
  reusable: boolean
}

/**
 * One column of a zone board, far edge to front, chosen by the rule system
 * (support, leaders, planes, the front line …).
 */
export interface ZoneColumn {
  id: string
  /** Its share of a side's half of the field. */
  weight: number
  /** Drawn as the semicircle of support units behind the line. */
  semicircle?: boolean
  /** Its name, written at the top of its band ("Group 1"), where the columns are not told apart by their art. */
  label?: string
  /** Its name where its band is too narrow for the label ("G1" for "Group 1"). */
  short?: string
  /**
   * The most counters each side can ever have in this column during the
   * battle (every unit that could stand in it, on the field or not): the
   * window sizes counters from it, so they keep one size while units leave.
   */
  most?: Record<Side, number>
}

/**
 * What the battlefield shows: columns of counters per side (a battle in one
 * region), or a map with counters at its places (a hex battle).
 */
export type Board =
  | {
      kind: 'zones'
      columns: ZoneColumn[]
      /**
       * 'beside': the view's map is the board, drawn at the field's left edge,
       * and the columns are its close-up (a square's fire groups); counters
       * whose zone has no column stand on the map only.
       */
      map?: 'beside'
    }
  | { kind: 'map' }

export interface ModifierView {
  source: string
  value: number
}

/** How modifiers moved a value: green when up, red when down, white otherwise (seed 000 §C, Visual Impact of Modifiers). */
export type Tint = 'up' | 'down' | 'none'

/** One value of a counter's strip, tinted by its own modifiers only. */
export interface StripPart {
  /** Which value it is ('attack', 'defense', 'combat', 'morale' …), for readers of the view; not drawn. */
  of: string
  text: string
  tint: Tint
}

/** The chance that one shot of a unit hits, and the rule behind it in the rule system's words. */
export interface HitChanceView {
  /** 0–1, for the way the unit mostly fires (its own value), a re-roll of a miss included. */
  chance: number
  /** One line for each way it fires ("Hits on 0–3 of a d10 (faces 0–9): 40% a shot"). */
  text: string[]
}

export interface CounterView {
  id: string
  side: Side
  name: string
  /** Icon to draw: a unit kind, or 'leader'. */
  icon: string
  /** Its column on a zone board (an id of the board's columns). */
  zone: string
  /** Its place on a map board. */
  at?: string
  attack: number
  defense: number
  morale: number
  strength: number
  maxStrength: number
  elite: boolean
  /** The value it fires with in the coming round, and how modifiers moved it. */
  value: number
  baseValue: number
  modifiers: ModifierView[]
  /** How modifiers moved the value it fires with (the tooltip's figure). */
  tint: Tint
  /**
   * The values printed on the counter, left to right, each tinted by its own
   * modifiers (a defence raised by terrain is green, the attack beside it
   * stays white), joined by `join`.
   */
  strip: { parts: StripPart[]; join: string }
  /**
   * Each shot's chance to hit in the coming round; absent when the unit does
   * not fire then, or where units do not fire each with a value (an
   * odds-ratio table resolves the whole attack).
   */
  hitChance?: HitChanceView
  /** May fire in the coming round (others are dimmed). */
  active: boolean
  /** May be hit in the coming round (stays bright). */
  targetable: boolean
  place: 'field' | 'losses' | 'routs'
  panicked: boolean
  /** Leaders: their combat and morale values. */
  leader: { combat: number; morale: number } | null
  /** Short lines for the counter's tooltip besides the modifiers (traits, ROF …). */
  notes: string[]
  /**
   * The tooltip's lines of values in the rule system's own words, in place of
   * the generic "Attack …, defense …" and "Fires with its … value" (a rule
   * system whose units do not fire with a value each round).
   */
  values?: string[]
  /** Drawn with a grey line across it (a unit victorious this phase, which may support again); its tooltip's notes say why. */
  stripe?: boolean
  /** Behind a fortification: must be hit twice (drawn with a rampart). */
  fortified?: boolean
  /** Hit once behind a fortification: drawn on its side. */
  flipped?: boolean
  /** Attackers kept apart by where they attacked from (e.g. "from Calais"). */
  group?: string
  /**
   * Where its rules stand in the rule system's rules reference: a heading's
   * slug or a phrase of the document (the tooltip's "?" opens it there).
   */
  rules?: string
}

/**
 * The one event shape every rule system emits for a die: the window's dice
 * overlays read only this, so they work for any ruleset.
 */
export interface ShotEvent {
  t: 'shot'
  side: Side
  unit: string
  die: number
  value: number
  hit: boolean
}

/** Any ruleset's event, as far as the window's generic parts need to know it. */
export type AnyEvent = { t: string } | ShotEvent

/** An aimed shot: shooter to target, and whether it hit (null before the roll). */
export interface AimView {
  from: string
  to: string
  hit: boolean | null
}

/** A side's gauge (Battle Morale, units left …); warning when it is in a bad way, said in the ruleset's words. */
export interface GaugeView {
  label: string
  title: string
  value: number
  parts: GaugePart[]
  warning?: string
  /** Where its rules stand in the rules reference: a heading's slug or a phrase of the document. */
  rules?: string
}

export interface SideView {
  side: Side
  name: string
  nation: string
  color: string
  flag: { layout: 'vertical' | 'horizontal'; colors: string[] }
  gauge: GaugeView
  played: CardView[]
  hand: CardView[]
  losses: CounterView[]
  routs: CounterView[]
  canRetreat: boolean
  /**
   * Standing orders the side's player may change at any time (an order of
   * loss): each a form whose answer is sent as the choice {kind, answer}.
   */
  standing?: { kind: string; title: string; form: Form }[]
}

/** The decision under way, as the window shows it. */
export interface PendingView {
  side: Side
  kind: string
  prompt: string
  form: Form
  /** Hot-seat: shown only after the other player has passed the device (a hand of cards). */
  secret?: boolean
  /** The Launch button answers it (a retreat question: stay), so no panel opens. */
  byLaunch?: boolean
}

export interface BattleView {
  ruleset: string
  title: string
  location: { name: string; terrain: string; crossing: string }
  /**
   * The round last fought and the one the launch button starts; `before`
   * names the time before the first round ("Cards", "Before combat").
   */
  round: { last: string | null; next: string | null; before: string }
  sides: Record<Side, SideView>
  counters: CounterView[]
  pending: PendingView | null
  board: Board
  /**
   * The map around the battle (regions, areas) or the battle's own (hexes):
   * the board when board.kind is 'map', and where a place is chosen.
   */
  map?: MapView
  /** The side boxes the rule system has besides Losses: a Routs box. */
  routs: boolean
  /** Counters show their morale (grand battle) as well as their values. */
  showMorale: boolean
  /** What the odds bar's figure assumes, in words ("without cards"). */
  oddsNote: string
  /** What the odds bar's figure is the chance to win, in a few words ("the battle", "the turn", "this battle"). Absent: the battle. */
  oddsScope?: string
  /** Aimed fire of the current step, drawn as lines. */
  aims?: AimView[]
  /** "Launch Main" when the next round can be launched by a click. */
  launch: string | null
  /**
   * What that click leads to, shown before it (as a composed answer's preview):
   * the exact chances of the next roll in the bar's place, each side's figures
   * in the diamonds, the units involved marked.
   */
  launchPreview?: Preview
  over: boolean
}
