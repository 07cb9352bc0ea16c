import { useMemo, useState } from 'react'
import { checkAnswer, defaultAnswer, type Form, type FormAnswer, type FormField } from '../engine/core/form.ts'

interface Props {
  /** Who is asked, and what. */
  who: string
  prompt: string
  form: Form
  onSubmit(answer: FormAnswer): void
  /** A form the player opened (a standing order) can be closed unchanged. */
  onCancel?(): void
  /** The counters the field under the pointer or focus is about. */
  onFocusUnits?(ids: string[]): void
}

function PickField({ f, value, set, onFocusUnits }: { f: Extract<FormField, { type: 'pick' }>; value: string; set(v: string): void; onFocusUnits?: Props['onFocusUnits'] }) {
  const focus = () => onFocusUnits?.(f.unit ? [f.unit] : [])
  return (
    <fieldset className="form-pick" data-field={f.id} onMouseEnter={focus} onFocus={focus}>
      <legend>{f.label}</legend>
      {f.choices.map((c) => (
        <label key={c.value} title={c.title}>
          <input type="radio" name={f.id} value={c.value} checked={value === c.value} onChange={() => set(c.value)} /> {c.label}
        </label>
      ))}
    </fieldset>
  )
}

function AllocateField({ f, value, set }: { f: Extract<FormField, { type: 'allocate' }>; value: Record<string, number>; set(v: Record<string, number>): void }) {
  const sum = Object.values(value).reduce((a, b) => a + b, 0)
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
              {sl.label} <small>(takes up to {sl.max})</small>
            </span>
          </div>
        )
      })}
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
export function DecisionPanel({ who, prompt, form, onSubmit, onCancel, onFocusUnits }: Props) {
  // The caller keys the panel by question, so each question starts at its defaults on the first render.
  const initial = useMemo(() => defaultAnswer(form), [form])
  const [answer, setAnswer] = useState<FormAnswer>(initial)
  const problem = checkAnswer(form, answer)
  const set = (id: string) => (v: FormAnswer[string]) => setAnswer((a) => ({ ...a, [id]: v }))
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
          <PickField key={f.id} f={f} value={answer[f.id] as string} set={set(f.id)} onFocusUnits={onFocusUnits} />
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
