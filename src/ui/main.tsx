import { createRoot } from 'react-dom/client'
import { loadRulesets } from '../engine/rulesets/registry.ts'
import './app.css'

const root = createRoot(document.getElementById('root')!)
// Every rule system's engine before the first screen: the start screen lists their scenarios and a saved battle resumes at once.
// The app is imported after them: its store resumes the saved battle as its module loads (src/ui/store.ts).
loadRulesets()
  .then(() => import('./App.tsx'))
  .then(
    // No StrictMode: its double mount tears down and rebuilds the Pixi canvas (known @pixi/react issue).
    ({ App }) => root.render(<App />),
    (e: Error) => root.render(<p role="alert">The rules could not be loaded: {e.message}. Reload the page to try again.</p>),
  )
