import { useCallback, useRef, useState } from 'react'
import { isRulesetId, manifestOf } from '../../engine/rulesets/registry.ts'
import type { BattleEntry } from '../../store/library.ts'
import { battleStore, useBattle } from '../store.ts'
import { download } from './exports.ts'

const when = (ms: number) => (ms ? new Date(ms).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : 'unknown date')

function Entry({ e, current, onOpened, refresh }: { e: BattleEntry; current: boolean; onOpened(): void; refresh(): void }) {
  const store = battleStore.getState()
  const [renaming, setRenaming] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [name, setName] = useState(e.name)
  const title = e.ruleset && isRulesetId(e.ruleset) ? manifestOf(e.ruleset).title : (e.ruleset ?? 'unknown rule system')
  const commitName = () => {
    store.rename(e.id, name)
    setRenaming(false)
    refresh()
  }
  return (
    <li className={`saved-battle ${current ? 'current' : ''} ${e.damaged ? 'damaged' : ''}`} data-testid="saved-battle" data-id={e.id}>
      <div className="saved-head">
        {renaming ? (
          <form
            onSubmit={(ev) => {
              ev.preventDefault()
              commitName()
            }}
          >
            <input value={name} onChange={(ev) => setName(ev.target.value)} aria-label="New name" maxLength={80} autoFocus data-testid="saved-name-input" />
            <button type="submit">Save name</button>
            <button type="button" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </form>
        ) : (
          <strong className="saved-name" data-testid="saved-name">
            {e.name}
          </strong>
        )}
        {current && <span className="saved-tag">on screen last</span>}
      </div>
      {/* One line where it can: the rule system in the tooltip, the scenario when the name does not say it (renamed, or being renamed). */}
      <p className="saved-meta" title={`${title} · ${e.scenarioName}`}>
        {(e.scenarioName !== e.name || renaming) && `${e.scenarioName} · `}
        <span data-testid="saved-status">{e.status}</span> · saved {when(e.savedAt)}
      </p>
      <div className="saved-actions">
        {!e.damaged && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              if (store.open(e.id)) onOpened()
            }}
            data-testid="saved-open"
          >
            {e.status.startsWith('Over') ? 'Open' : 'Resume'}
          </button>
        )}
        {!e.damaged && !renaming && (
          <button type="button" onClick={() => setRenaming(true)} data-testid="saved-rename">
            Rename
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            const text = localStorage.getItem(e.key)
            if (text !== null) download(`${e.id}.battle.json`, 'application/json', text)
          }}
          title="Download this battle as a file (as it is stored)"
          data-testid="saved-export"
        >
          Export
        </button>
        {confirmDelete ? (
          <>
            <button
              type="button"
              className="danger"
              onClick={() => {
                store.remove(e.id)
                refresh()
              }}
              data-testid="saved-delete-confirm"
            >
              Delete for good
            </button>
            <button type="button" onClick={() => setConfirmDelete(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirmDelete(true)} data-testid="saved-delete">
            Delete
          </button>
        )}
      </div>
    </li>
  )
}

/** The battles saved in this browser: resume, rename, export, delete; and a battle file to open as a new one. */
export function SavedBattles({ onOpened }: { onOpened(): void }) {
  const currentId = useBattle((s) => s.battleId)
  const [battles, setBattles] = useState(() => battleStore.getState().savedBattles())
  const refresh = useCallback(() => setBattles(battleStore.getState().savedBattles()), [])
  const file = useRef<HTMLInputElement>(null)
  const onFile = async (f: File | undefined) => {
    if (!f) return
    const ok = battleStore.getState().openFile(await f.text(), f.name)
    if (file.current) file.current.value = ''
    if (ok) onOpened()
  }
  return (
    <section className="saved-battles" aria-labelledby="saved-title" data-testid="saved-battles">
      <div className="saved-top">
        <h2 id="saved-title">Saved battles{battles.length ? ` (${battles.length})` : ''}</h2>
        <label className="import">
          Open a battle file (exported, or shared as a file):{' '}
          <input ref={file} type="file" accept=".json,application/json" onChange={(ev) => void onFile(ev.target.files?.[0])} data-testid="import-battle" />
        </label>
      </div>
      {battles.length ? (
        <ul className="saved-list">
          {battles.map((e) => (
            <Entry key={`${e.id}/${e.name}`} e={e} current={e.id === currentId} onOpened={onOpened} refresh={refresh} />
          ))}
        </ul>
      ) : (
        <p className="saved-none">No battle saved in this browser yet: every battle you start is kept here, move by move.</p>
      )}
    </section>
  )
}
