import { builtInScenarios } from '../scenarios/load.ts'

/** The start screen's list of built-in scenarios. */
export function ScenarioList() {
  const scenarios = builtInScenarios()
  return (
    <section aria-labelledby="scenarios-title">
      <h2 id="scenarios-title">Built-in scenarios</h2>
      <ul className="scenario-list">
        {scenarios.map((s) => (
          <li key={s.id} className="scenario" data-scenario={s.id}>
            <h3>{s.name}</h3>
            <p className="scenario-meta">
              {s.date ? `${s.date} · ` : ''}
              {s.attacker.name} attacks {s.defender.name} · {s.attacker.units.length} against {s.defender.units.length} units
            </p>
            <p>{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
