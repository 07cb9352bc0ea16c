import { useMemo, useState } from 'react'
import { allocated, checkAnswer, defaultAnswer, type Form, type FormAnswer, type FormField } from '../engine/core/form.ts'

interface Props {
  /** Who is asked, and what. */
  who: string
  prompt: string
  form: Form
  /** When given, the answer lives with the caller (clicks on the board change it too). */
  answer?: FormAnswer
  onChange?(answer: FormAnswer): void
  /** The field clicks on the board answer; shown as current. */
  active?: string | null
  onActivate?(field: string): void
  onSubmit(answer: FormAnswer): void
  /** A form the player opened (a standing order) can be closed unchanged. */
  onCancel?(): void
  /** The counters the field under the pointer or focus is about. */
  onFocusUnits?(ids: string[]): void
}

/** The counters a field under the pointer or the focus is about: its unit, and the counter chosen when its choices are counters (the keyboard's way to see a pick on the field). */
const unitsOf = (unit: string | undefined, counters: boolean, value: string, none?: string) => [...(unit ? [unit] : []), ...(counters && value !== none ? [value] : [])]

function PickField({ f, value, set, onFocusUnits, active, onActivate }: { f: Extract<FormField, { type: 'pick' }>; value: string; set(v: string): void; onFocusUnits?: Props['onFocusUnits']; active: boolean; onActivate?(id: string): void }) {
  const counters = f.targets === 'counters'
  const focus = () => {
    onFocusUnits?.(unitsOf(f.unit, counters, value))
    onActivate?.(f.id)
  }
  return (
    <fieldset className={`form-pick ${active ? 'active' : ''}`} data-field={f.id} onMouseEnter={focus} onFocus={focus} title={counters ? 'Or click a counter on the field' : f.choices.some((c) => c.place) ? 'Or click the unit on the map, then a square: its own to stay, the battle\'s for each phase in turn' : undefined}>
      <legend>{f.label}</legend>
      {f.choices.map((c) => (
        <label key={c.value} title={c.title}>
          <input
            type="radio"
            name={f.id}
            value={c.value}
            checked={value === c.value}
            onChange={() => {
              set(c.value)
              onFocusUnits?.(unitsOf(f.unit, counters, c.value))
            }}
          />{' '}
          {c.label}
        </label>
      ))}
    </fieldset>
  )
}

function AllocateField({ f, value, set }: { f: Extract<FormField, { type: 'allocate' }>; value: Record<string, number>; set(v: Record<string, number>): void }) {
  const sum = allocated(f, value)
  const bump = (k: string, d: number) => set({ ...value, [k]: Math.max(0, (value[k] ?? 0) + d) })
  return (
    <fieldset className="form-allocate" data-field={f.id}>
      <legend>
        {f.label} <span className={sum === f.total ? 'ok' : 'short'}>({sum} of {f.total})</span>
      </legend>
      {f.slots.map((sl) => {
        const n = value[sl.value] ?? 0
        return (
          <div key={sl.value} className="slot" title={sl.title} data-slot={sl.value}>
            <button type="button" aria-label={`One hit less on ${sl.label}`} disabled={n === 0} onClick={() => bump(sl.value, -1)}>
              −
            </button>
            <output>{n}</output>
            <button type="button" aria-label={`One hit more on ${sl.label}`} disabled={n >= sl.max || sum >= f.total} onClick={() => bump(sl.value, 1)}>
              +
            </button>
            <span>
              {sl.label}{' '}
              <small>
                (takes up to {sl.max}
                {sl.cost === 'all' ? '; satisfies every point' : sl.cost !== undefined && sl.cost !== 1 ? `; each satisfies ${sl.cost}` : ''})
              </small>
            </span>
          </div>
        )
      })}
    </fieldset>
  )
}

function SeveralField({ f, value, set }: { f: Extract<FormField, { type: 'several' }>; value: string[]; set(v: string[]): void }) {
  // A value offered twice (two copies of a card) is a checkbox each.
  const toggle = (v: string, on: boolean) => {
    if (on) set([...value, v])
    else {
      const i = value.lastIndexOf(v)
      set(value.filter((_, k) => k !== i))
    }
  }
  const seen = new Map<string, number>()
  return (
    <fieldset className="form-several" data-field={f.id}>
      <legend>{f.label}</legend>
      {f.choices.map((c, i) => {
        const k = seen.get(c.value) ?? 0
        seen.set(c.value, k + 1)
        const checked = value.filter((x) => x === c.value).length > k
        return (
          <label key={`${c.value}-${i}`} title={c.title}>
            <input type="checkbox" checked={checked} onChange={(e) => toggle(c.value, e.target.checked)} data-value={c.value} /> {c.label}
          </label>
        )
      })}
    </fieldset>
  )
}

function PlaceField({ f, value, set, answer, onFocusUnits }: { f: Extract<FormField, { type: 'place' }>; value: string; set(v: string): void; answer: FormAnswer; onFocusUnits?: Props['onFocusUnits'] }) {
  const parent = f.dependsOn && answer[f.dependsOn.field]
  const open = f.dependsOn && typeof parent === 'string' ? f.dependsOn.allowed[parent] : undefined
  const choices = open ? f.choices.filter((c) => open.includes(c.value)) : f.choices
  // A counter chosen from the keyboard is lit on the field, as a click on it would be.
  const counters = f.targets === 'counters'
  const choose = (v: string) => {
    set(v)
    if (counters) onFocusUnits?.(unitsOf(undefined, true, v, f.none?.value))
  }
  return (
    <fieldset
      className="form-place"
      data-field={f.id}
      title={`Or click ${f.targets === 'places' ? 'a highlighted place on the map' : 'a counter'}`}
      onFocus={counters ? () => onFocusUnits?.(unitsOf(undefined, true, value, f.none?.value)) : undefined}
    >
      <legend>{f.label}</legend>
      {choices.map((c) => (
        <label key={c.value} title={c.title}>
          <input type="radio" name={f.id} value={c.value} checked={value === c.value} onChange={() => choose(c.value)} /> {c.label}
        </label>
      ))}
      {f.none && !f.choices.some((c) => c.value === f.none!.value) && (
        <label>
          <input type="radio" name={f.id} value={f.none.value} checked={value === f.none.value} onChange={() => choose(f.none!.value)} /> {f.none.label}
        </label>
      )}
    </fieldset>
  )
}

function OrderField({ f, value, set }: { f: Extract<FormField, { type: 'order' }>; value: string[]; set(v: string[]): void }) {
  const label = (v: string) => f.items.find((i) => i.value === v)?.label ?? v
  const move = (i: number, d: number) => {
    const next = value.slice()
    const j = i + d
    if (j < 0 || j >= next.length) return
    ;[next[i], next[j]] = [next[j]!, next[i]!]
    set(next)
  }
  return (
    <fieldset className="form-order" data-field={f.id}>
      <legend>{f.label}</legend>
      <ol>
        {value.map((v, i) => (
          <li key={v}>
            {label(v)}{' '}
            <button type="button" aria-label={`Move ${label(v)} up`} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button type="button" aria-label={`Move ${label(v)} down`} disabled={i === value.length - 1} onClick={() => move(i, 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
    </fieldset>
  )
}

/**
 * Any rule system's question, answered with mouse or keyboard: each field
 * starts at the rule's default, so Enter alone accepts the book's choice.
 */
export function DecisionPanel({ who, prompt, form, answer: given, onChange, active = null, onActivate, onSubmit, onCancel, onFocusUnits }: Props) {
  // The caller keys the panel by question, so each question starts at its defaults on the first render.
  const initial = useMemo(() => defaultAnswer(form), [form])
  const [own, setOwn] = useState<FormAnswer>(initial)
  const answer = given ?? own
  const setAnswer = (a: FormAnswer) => (onChange ? onChange(a) : setOwn(a))
  const problem = checkAnswer(form, answer)
  const set = (id: string) => (v: FormAnswer[string]) => {
    const next = { ...answer, [id]: v }
    // A field that depends on this one keeps its choice only while it stays open.
    for (const f of form.fields) {
      if (f.type !== 'place' || f.dependsOn?.field !== id || typeof v !== 'string') continue
      const open = f.dependsOn.allowed[v]
      if (open && !open.includes(next[f.id] as string) && next[f.id] !== f.none?.value) next[f.id] = open[0] ?? f.none?.value ?? f.default
    }
    setAnswer(next)
  }
  return (
    <form
      className="decision-panel"
      data-testid="decision-panel"
      aria-label={`${who}: ${prompt}`}
      onSubmit={(e) => {
        e.preventDefault()
        if (!problem) onSubmit(answer)
      }}
      onMouseLeave={() => onFocusUnits?.([])}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) onCancel()
      }}
    >
      <p className="decision-prompt">
        <strong>{prompt.startsWith(who) ? prompt : `${who}: ${prompt}`}</strong>
      </p>
      {form.fields.map((f) =>
        f.type === 'pick' ? (
          <PickField key={f.id} f={f} value={answer[f.id] as string} set={set(f.id)} onFocusUnits={onFocusUnits} active={active === f.id} onActivate={onActivate} />
        ) : f.type === 'several' ? (
          <SeveralField key={f.id} f={f} value={answer[f.id] as string[]} set={set(f.id)} />
        ) : f.type === 'place' ? (
          <PlaceField key={f.id} f={f} value={answer[f.id] as string} set={set(f.id)} answer={answer} onFocusUnits={onFocusUnits} />
        ) : f.type === 'allocate' ? (
          <AllocateField key={f.id} f={f} value={answer[f.id] as Record<string, number>} set={set(f.id)} />
        ) : (
          <OrderField key={f.id} f={f} value={answer[f.id] as string[]} set={set(f.id)} />
        ),
      )}
      <div className="decision-buttons">
        {onCancel && (
          <button type="button" onClick={onCancel} title="Close without changing anything (Escape)">
            Cancel
          </button>
        )}
        <button type="button" onClick={() => setAnswer(initial)} title="Back to the rule's defaults">
          Defaults
        </button>
        {/* Focused when the question opens: Enter accepts the book's choice, Tab reaches the fields. */}
        <button type="submit" className="primary" disabled={problem !== null} title={problem ?? 'Enter'} data-testid="decision-submit" autoFocus>
          {form.submit}
        </button>
      </div>
    </form>
  )
}
