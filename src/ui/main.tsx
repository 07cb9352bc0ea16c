import './noEval.ts'
import { createRoot } from 'react-dom/client'
import { loadRulesets } from '../engine/rulesets/registry.ts'
import { afterFirstPaint } from './firstPaint.ts'
import { firstRulesets } from './firstRulesets.ts'
import { parseRoute } from './route.ts'
import { decodeLink, rulesetOfPayload } from '../store/shareLink.ts'
import './app.css'

function storage() {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const root = createRoot(document.getElementById('root')!)
// The engines the first screen needs (a deep link's, a saved battle's; all for the start screen), then the app: its store
// resumes the saved battle as its module loads (src/ui/store.ts). The other engines follow once the window is on screen.
/** A share link's rule system, read from the link itself (null for any other page, or a broken link: its error shows later). */
async function linkedRuleset(): Promise<string | null> {
  const { route } = parseRoute(location.hash)
  if (route.page !== 'shared') return null
  const d = await decodeLink(route.code)
  return d.ok ? rulesetOfPayload(d.payload) : null
}

linkedRuleset()
  .then((linked) => loadRulesets(firstRulesets(location.hash, storage(), linked)))
  .then(() => {
    void afterFirstPaint().then(() => loadRulesets())
    return import('./App.tsx')
  })
  .then(
    // No StrictMode: its double mount tears down and rebuilds the Pixi canvas (known @pixi/react issue).
    ({ App }) => root.render(<App />),
    (e: Error) => root.render(<p role="alert">The rules could not be loaded: {e.message}. Reload the page to try again.</p>),
  )
