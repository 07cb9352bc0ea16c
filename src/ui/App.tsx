import { ScenarioList } from './ScenarioList.tsx'

export function App() {
  return (
    <main className="app">
      <header className="app-header">
        <h1>Battle Simulator</h1>
        <p>Grand battles with Battle Morale, played one round per click.</p>
      </header>
      <ScenarioList />
    </main>
  )
}
