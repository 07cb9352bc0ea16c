import type { Decision } from './types.ts'

/**
 * A decision described as a form, so that the battle window, the keyboard and
 * the AI can answer any rule system's questions without knowing its rules.
 * The answer is an object keyed by field id; the ruleset validates it.
 */
export interface Form {
  fields: FormField[]
  /** The label of the button that sends the answer, e.g. "Assign". */
  submit: string
}

export interface FormChoice {
  value: string
  label: string
  /** A longer explanation, shown as the choice's tooltip. */
  title?: string
  /**
   * A place of the view's map that chooses this, once its field's counter is
   * selected on the board (a unit sent into the square in phase 2). Choices
   * sharing a place are taken in turn by repeated clicks.
   */
  place?: string
}

export type FormField =
  /** One value out of several (a radio group or a select). */
  | {
      type: 'pick'
      id: string
      label: string
      choices: FormChoice[]
      default: string
      /** The counter the field is about: the window highlights it. */
      unit?: string
      /** The choices are counters on the field: a click on one picks it. */
      targets?: 'counters'
    }
  /** Any number of values out of several (cards to play, units to send). */
  | {
      type: 'several'
      id: string
      label: string
      /** A value may stand more than once (two copies of a card): it may then be chosen as often. */
      choices: FormChoice[]
      default: string[]
      min?: number
      max?: number
      /** Drawn as a hand of cards to drag onto the field, or counters to click. */
      present?: 'cards' | 'counters'
    }
  /**
   * A place on the board: a region, area, hex or square of the view's map (or
   * a counter), answered by a click on it or from the keyboard. The choices
   * are the legal places, highlighted; `none` is the answer for "nowhere",
   * given by a click on its place when it has one (the battle's own region).
   */
  | {
      type: 'place'
      id: string
      label: string
      targets: 'places' | 'counters'
      choices: FormChoice[]
      default: string
      none?: { value: string; label: string; place?: string }
      /**
       * The choices open for each value of another field (the defenders an
       * attacker can reach): the rest are refused and not lit.
       */
      dependsOn?: { field: string; allowed: Record<string, string[]> }
      /** A click that answers this field sends the form when it is complete (the seed's "validate by clicking the defender"). */
      submitOnClick?: boolean
    }
  /**
   * Spread `total` points over slots, each taking at most `max` (casualties:
   * hits over units). The default is the rule's own order (e.g. cheapest first).
   */
  | {
      type: 'allocate'
      id: string
      label: string
      total: number
      /**
       * `cost`: points one unit there satisfies (1 when absent); 'all'
       * satisfies every point at once (a lead unit routed).
       */
      slots: (FormChoice & { max: number; cost?: number | 'all' })[]
      default: Record<string, number>
      /** The slots are counters on the field: a click on one puts a point there. */
      targets?: 'counters'
    }
  /** A ranking of items (an order of loss). */
  | { type: 'order'; id: string; label: string; items: FormChoice[]; default: string[] }

export type FormValue = string | Record<string, number> | string[]
export type FormAnswer = Record<string, FormValue>

/** A decision asked as a form, with what the window's buttons answer for it. */
export interface FormDecision<Kind extends string = string> extends Decision<Kind, Form> {
  /** The answer the Launch button gives for a human side (a retreat question: stay). */
  launch?: FormAnswer
  /** The answer the side's Retreat button gives. */
  retreat?: FormAnswer
  /** Hot-seat: shown only after the device has passed to the side (a hand of cards). */
  secret?: boolean
}

/** What a form's allocate answer satisfies: each unit's cost, 'all' counting as every point. */
export function allocated(f: Extract<FormField, { type: 'allocate' }>, v: Record<string, number>): number {
  let sum = 0
  for (const s of f.slots) {
    const n = v[s.value] ?? 0
    if (n > 0) sum += s.cost === 'all' ? f.total : n * (s.cost ?? 1)
  }
  return sum
}

/** The answer a player gets by accepting every default. */
export function defaultAnswer(form: Form): FormAnswer {
  const out: FormAnswer = {}
  for (const f of form.fields) out[f.id] = f.type === 'order' || f.type === 'several' ? f.default.slice() : f.type === 'allocate' ? { ...f.default } : f.default
  return out
}

/** Checks an answer against its form; returns what is wrong, naming the field, or null. */
export function checkAnswer(form: Form, answer: FormAnswer): string | null {
  for (const f of form.fields) {
    const v = answer[f.id]
    if (v === undefined) return `${f.id}: missing`
    if (f.type === 'pick' || f.type === 'place') {
      const ok = typeof v === 'string' && (f.choices.some((c) => c.value === v) || (f.type === 'place' && f.none?.value === v))
      if (!ok) return `${f.id}: ${JSON.stringify(v)} is not one of ${[...f.choices.map((c) => c.value), ...(f.type === 'place' && f.none ? [f.none.value] : [])].join(', ')}`
      if (f.type === 'place' && f.dependsOn && v !== f.none?.value) {
        const other = answer[f.dependsOn.field]
        const open = typeof other === 'string' ? f.dependsOn.allowed[other] : undefined
        if (open && !open.includes(v as string)) return `${f.id}: ${JSON.stringify(v)} is not open with ${f.dependsOn.field} ${JSON.stringify(other)}; open: ${open.join(', ') || 'none'}`
      }
    } else if (f.type === 'several') {
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return `${f.id}: expected a list of values`
      const left = new Map<string, number>()
      for (const c of f.choices) left.set(c.value, (left.get(c.value) ?? 0) + 1)
      for (const x of v) {
        const n = left.get(x) ?? 0
        if (n === 0) return `${f.id}: ${JSON.stringify(x)} is not one of ${[...new Set(f.choices.map((c) => c.value))].join(', ')}${f.choices.some((c) => c.value === x) ? ' (chosen more often than offered)' : ''}`
        left.set(x, n - 1)
      }
      if (f.min !== undefined && v.length < f.min) return `${f.id}: at least ${f.min} needed, ${v.length} chosen`
      if (f.max !== undefined && v.length > f.max) return `${f.id}: at most ${f.max} allowed, ${v.length} chosen`
    } else if (f.type === 'allocate') {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${f.id}: expected hits per unit`
      let least = Infinity
      for (const [k, n] of Object.entries(v)) {
        const slot = f.slots.find((s) => s.value === k)
        if (!slot) return `${f.id}: ${k} cannot take hits`
        if (!Number.isInteger(n) || n < 0 || n > slot.max) return `${f.id}: ${k} takes 0..${slot.max} hits, not ${n}`
        if (n > 0) least = Math.min(least, slot.cost === 'all' ? f.total : (slot.cost ?? 1))
      }
      const sum = allocated(f, v)
      // Every point must be satisfied, and no unit given up for nothing.
      if (sum < f.total || sum - least >= f.total) return `${f.id}: ${sum} hits allocated, ${f.total} needed`
    } else {
      if (!Array.isArray(v)) return `${f.id}: expected an ordered list`
      const want = new Set(f.items.map((i) => i.value))
      if (v.length !== want.size || !v.every((x) => want.delete(x))) return `${f.id}: must list each of ${f.items.map((i) => i.value).join(', ')} once`
    }
  }
  return null
}

/**
 * An answer drawn at random from a form's legal answers, from the caller's
 * generator: the random policy of any rule system whose questions are forms,
 * and the fuzzer's way to reach every answer.
 */
export function randomAnswer(form: Form, rng: () => number): FormAnswer {
  const out: FormAnswer = {}
  for (const f of form.fields) {
    if (f.type === 'pick') out[f.id] = f.choices[Math.floor(rng() * f.choices.length)]!.value
    else if (f.type === 'place') {
      // A field that depends on another draws among the choices that field leaves open (the other comes first in the form).
      const parent = f.dependsOn && out[f.dependsOn.field]
      const open = f.dependsOn && typeof parent === 'string' ? f.dependsOn.allowed[parent] : undefined
      const from = open?.length ? f.choices.filter((c) => open.includes(c.value)) : f.choices
      const over = form.fields.find((o) => o.id === f.dependsOn?.field)
      // A field that follows one answered "nowhere" is nowhere too (no attacker, no defender to choose).
      if (f.none && over?.type === 'place' && over.none && parent === over.none.value) out[f.id] = f.none.value
      else {
        // "Nowhere" (end the phase, stay) is an answer like any place: one more to draw among, or no random battle would ever take it.
        const i = Math.floor(rng() * (from.length + (f.none ? 1 : 0)))
        out[f.id] = i < from.length ? from[i]!.value : f.none!.value
      }
    }
    else if (f.type === 'several') {
      const min = f.min ?? 0
      const max = Math.min(f.max ?? f.choices.length, f.choices.length)
      const picked = f.choices.map((c) => c.value).filter(() => rng() < 0.5)
      while (picked.length > max) picked.splice(Math.floor(rng() * picked.length), 1)
      const rest = f.choices.map((c) => c.value)
      for (const x of picked) rest.splice(rest.indexOf(x), 1)
      while (picked.length < min && rest.length) picked.push(rest.splice(Math.floor(rng() * rest.length), 1)[0]!)
      out[f.id] = picked
    } else if (f.type === 'order') {
      const xs = f.items.map((i) => i.value)
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1))
        ;[xs[i], xs[j]] = [xs[j]!, xs[i]!]
      }
      out[f.id] = xs
    } else {
      const alloc: Record<string, number> = {}
      for (const s of f.slots) alloc[s.value] = 0
      while (allocated(f, alloc) < f.total) {
        const left = f.total - allocated(f, alloc)
        // A slot that would give up a unit for nothing is not offered.
        const open = f.slots.filter((s) => alloc[s.value]! < s.max && (s.cost === 'all' ? allocated(f, alloc) === 0 : (s.cost ?? 1) <= left || f.slots.every((o) => o.cost !== undefined && o.cost !== 'all' && o.cost > left)))
        if (!open.length) break
        alloc[open[Math.floor(rng() * open.length)]!.value]!++
      }
      out[f.id] = alloc
    }
  }
  return out
}
