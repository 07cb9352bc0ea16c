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
      slots: (FormChoice & { max: number })[]
      default: Record<string, number>
    }
  /** A ranking of items (an order of loss). */
  | { type: 'order'; id: string; label: string; items: FormChoice[]; default: string[] }

export type FormValue = string | Record<string, number> | string[]
export type FormAnswer = Record<string, FormValue>

export type FormDecision<Kind extends string = string> = Decision<Kind, Form>

/** The answer a player gets by accepting every default. */
export function defaultAnswer(form: Form): FormAnswer {
  const out: FormAnswer = {}
  for (const f of form.fields) out[f.id] = f.type === 'order' ? f.default.slice() : f.type === 'allocate' ? { ...f.default } : f.default
  return out
}

/** Checks an answer against its form; returns what is wrong, naming the field, or null. */
export function checkAnswer(form: Form, answer: FormAnswer): string | null {
  for (const f of form.fields) {
    const v = answer[f.id]
    if (v === undefined) return `${f.id}: missing`
    if (f.type === 'pick') {
      if (typeof v !== 'string' || !f.choices.some((c) => c.value === v)) {
        return `${f.id}: ${JSON.stringify(v)} is not one of ${f.choices.map((c) => c.value).join(', ')}`
      }
    } else if (f.type === 'allocate') {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${f.id}: expected hits per unit`
      let sum = 0
      for (const [k, n] of Object.entries(v)) {
        const slot = f.slots.find((s) => s.value === k)
        if (!slot) return `${f.id}: ${k} cannot take hits`
        if (!Number.isInteger(n) || n < 0 || n > slot.max) return `${f.id}: ${k} takes 0..${slot.max} hits, not ${n}`
        sum += n
      }
      if (sum !== f.total) return `${f.id}: ${sum} hits allocated, ${f.total} needed`
    } else {
      if (!Array.isArray(v)) return `${f.id}: expected an ordered list`
      const want = new Set(f.items.map((i) => i.value))
      if (v.length !== want.size || !v.every((x) => want.delete(x))) return `${f.id}: must list each of ${f.items.map((i) => i.value).join(', ')} once`
    }
  }
  return null
}
