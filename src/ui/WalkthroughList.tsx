import { builtInWalkthroughs } from '../walkthroughs/catalogue.ts'
import { walkthroughLink } from '../walkthroughs/link.ts'

/** The start screen's "Rulebook examples": each walkthrough, opened by its deep link. */
export function WalkthroughList() {
  return (
    <section className="walkthrough-list" aria-labelledby="walkthroughs-title" data-testid="walkthrough-list">
      <h2 id="walkthroughs-title">Rulebook examples</h2>
      <p>Step through the rulebook's own examples with its dice: each step quotes the rule and the engine plays it.</p>
      <ul>
        {builtInWalkthroughs().map((w) => (
          <li key={w.id} data-walkthrough={w.id}>
            <a href={walkthroughLink(w.id, 1)}>{w.title}</a> <span className="walkthrough-meta">· {w.steps.length} steps</span>
            <p>{w.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
