import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import './app.css'

// No StrictMode: its double mount tears down and rebuilds the Pixi canvas (known @pixi/react issue).
createRoot(document.getElementById('root')!).render(<App />)
