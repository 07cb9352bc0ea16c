import { useEffect } from 'react'
import { battleStore, useBattle } from '../store.ts'

/**
 * The same battle open in two tabs: the browser tells each tab when another
 * writes its storage; once another tab saved (or deleted) the battle on
 * screen, this tab stops saving it (store: otherTab) and asks which version
 * to keep. Neither is lost: the other tab's stays saved, and this one can be
 * kept as a copy.
 */
export function OtherTab() {
  const otherTab = useBattle((s) => s.otherTab)
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.storageArea === window.localStorage) battleStore.getState().storageChanged(e.key, e.newValue)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  if (!otherTab) return null
  const store = battleStore.getState()
  return (
    <div className="banner error other-tab" role="alert" data-testid="other-tab">
      <span>
        {otherTab === 'saved'
          ? 'This battle was played on in another tab. This tab no longer saves it, so that neither overwrites the other.'
          : 'This battle was deleted in another tab. This tab no longer saves it.'}
      </span>
      {otherTab === 'saved' && (
        <button type="button" onClick={() => store.takeOtherTab()} data-testid="other-tab-take">
          Take the other tab&apos;s moves
        </button>
      )}
      <button type="button" onClick={() => store.keepAsCopy()} data-testid="other-tab-copy">
        Keep this one as a copy
      </button>
    </div>
  )
}
