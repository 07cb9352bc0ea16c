import { allocated, checkAnswer, type Form, type FormAnswer, type FormField } from '../engine/core/form.ts'

/**
 * A click on the board as an answer to the open form: a counter picked as a
 * target, given a hit, or sent; a place chosen. Pure, so that the window, the
 * keyboard and the tests share one reading of a click.
 */

export interface ClickResult {
  answer: FormAnswer
  /** The field the click answered, and the field to answer next (aimed fire: the next shooter). */
  field: string
  next: string | null
  /** The click completes the form and the field asks to send it at once. */
  submit?: boolean
}

/** The choices of a place field still open given the rest of the answer. */
function openChoices(f: Extract<FormField, { type: 'place' }>, answer: FormAnswer | undefined): string[] {
  const all = f.choices.map((c) => c.value)
  if (!f.dependsOn || !answer) return all
  const other = answer[f.dependsOn.field]
  const open = typeof other === 'string' ? f.dependsOn.allowed[other] : undefined
  return open ? all.filter((v) => open.includes(v)) : all
}

/** Fields a click on the board can answer, in form order. */
export function clickableFields(form: Form): FormField[] {
  return form.fields.filter((f) => (f.type === 'pick' && f.targets === 'counters') || (f.type === 'allocate' && f.targets === 'counters') || f.type === 'place' || (f.type === 'several' && f.present === 'counters'))
}

const offers = (f: FormField, id: string, answer?: FormAnswer): boolean => {
  switch (f.type) {
    case 'pick':
      return f.choices.some((c) => c.value === id)
    case 'place':
      return openChoices(f, answer).includes(id) || f.none?.place === id
    case 'allocate':
      return f.slots.some((s) => s.value === id)
    case 'several':
      return f.choices.some((c) => c.value === id)
    default:
      return false
  }
}

type Pick = Extract<FormField, { type: 'pick' }>
/** A pick field answered on the map: its counter is selected, then a place chosen. */
const onMap = (f: FormField): f is Pick => f.type === 'pick' && f.unit !== undefined && f.choices.some((c) => c.place !== undefined)

/** The places a click on the map answers the active field with (a unit's orders by square), or none. */
export function activePlaces(form: Form, active: string | null): Set<string> {
  const f = form.fields.find((x) => x.id === active)
  return new Set(f && onMap(f) ? f.choices.flatMap((c) => (c.place === undefined ? [] : [c.place])) : [])
}

/** The counter selected for an answer on the map: the active field's unit. */
export function selectedSubject(form: Form, active: string | null): string | null {
  const f = form.fields.find((x) => x.id === active)
  return f && onMap(f) ? f.unit! : null
}

/** The counters a click selects to answer their field on the map. */
export function mapSubjects(form: Form): Set<string> {
  return new Set(form.fields.flatMap((f) => (onMap(f) ? [f.unit!] : [])))
}

/** What a counter or place click may answer: the places and counters to light up. */
export function clickTargets(form: Form, active: string | null, kind: 'counters' | 'places', answer?: FormAnswer): Set<string> {
  const out = new Set<string>()
  for (const f of clickableFields(form)) {
    if (f.type === 'pick' && active !== null && f.id !== active) continue
    const onPlaces = f.type === 'place' && f.targets === 'places'
    if (onPlaces !== (kind === 'places')) continue
    if (f.type === 'allocate') for (const s of f.slots) out.add(s.value)
    else if (f.type === 'pick' || f.type === 'several') for (const c of f.choices) out.add(c.value)
    else if (f.type === 'place') for (const v of openChoices(f, answer)) out.add(v)
  }
  return out
}

/**
 * Applies a click on `id` (a counter or a place). The active field (the one
 * the player is answering, e.g. the shooter whose target is chosen) comes
 * first; otherwise the first field that offers the id. A click on a counter
 * that is a pick field's subject (the shooter) makes that field active
 * instead. Returns null when the click answers nothing.
 */
export function applyClick(form: Form, answer: FormAnswer, active: string | null, id: string, kind: 'counters' | 'places'): ClickResult | { activate: string } | null {
  const selected = form.fields.find((f) => f.id === active)
  if (kind === 'places' && selected && onMap(selected)) {
    // Repeated clicks on one place run through the choices it stands for, from the one after the current answer.
    const here = selected.choices.filter((c) => c.place === id)
    if (here.length) {
      const i = here.findIndex((c) => c.value === answer[selected.id])
      return { answer: { ...answer, [selected.id]: here[(i + 1) % here.length]!.value }, field: selected.id, next: null }
    }
  }
  const fields = clickableFields(form).filter((f) => (f.type === 'place' && f.targets === 'places') === (kind === 'places'))
  const first = fields.find((f) => f.id === active && offers(f, id, answer)) ?? (active === null || !fields.some((f) => f.id === active && f.type === 'pick') ? fields.find((f) => offers(f, id, answer)) : undefined)
  if (!first) {
    const subject = form.fields.find((f) => f.type === 'pick' && f.unit === id && (f.targets === 'counters' || onMap(f)))
    return subject ? { activate: subject.id } : null
  }
  const next = (): string | null => {
    const picks = fields.filter((f) => f.type === 'pick')
    const i = picks.findIndex((f) => f.id === first.id)
    return i >= 0 && i + 1 < picks.length ? picks[i + 1]!.id : null
  }
  switch (first.type) {
    case 'pick':
      return { answer: { ...answer, [first.id]: id }, field: first.id, next: next() }
    case 'place': {
      const next = { ...answer, [first.id]: first.choices.some((c) => c.value === id) ? id : first.none!.value }
      // A field another depends on: a choice it no longer leaves open is taken back to its default.
      for (const f of form.fields) {
        if (f.type === 'place' && f.dependsOn?.field === first.id && !openChoices(f, next).includes(next[f.id] as string) && next[f.id] !== f.none?.value) {
          next[f.id] = openChoices(f, next)[0] ?? f.none?.value ?? f.default
        }
      }
      return { answer: next, field: first.id, next: null, ...(first.submitOnClick && checkAnswer(form, next) === null ? { submit: true } : {}) }
    }
    case 'several': {
      const now = (answer[first.id] as string[] | undefined) ?? []
      return { answer: { ...answer, [first.id]: now.includes(id) ? now.filter((x) => x !== id) : [...now, id] }, field: first.id, next: null }
    }
    case 'allocate': {
      const now = { ...((answer[first.id] as Record<string, number> | undefined) ?? {}) }
      const slot = first.slots.find((s) => s.value === id)!
      // Points satisfied so far, each unit at its slot's cost.
      const sum = allocated(first, now)
      const n = now[id] ?? 0
      // A click adds a hit; on a full unit or when every hit is placed it takes that unit's hits back.
      now[id] = n < slot.max && sum < first.total ? n + 1 : 0
      return { answer: { ...answer, [first.id]: now }, field: first.id, next: null }
    }
    default:
      return null
  }
}
