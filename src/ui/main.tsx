import { createRoot } from 'react-dom/client'
import { loadRulesets } from '../engine/rulesets/registry.ts'
import { afterFirstPaint } from './firstPaint.ts'
import { firstRulesets } from './firstRulesets.ts'
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
loadRulesets(firstRulesets(location.hash, storage()))
  .then(() => {
    void afterFirstPaint().then(() => loadRulesets())
    return import('./App.tsx')
  })
  .then(
    // No StrictMode: its double mount tears down and rebuilds the Pixi canvas (known @pixi/react issue).
    ({ App }) => root.render(<App />),
    (e: Error) => root.render(<p role="alert">The rules could not be loaded: {e.message}. Reload the page to try again.</p>),
  )
