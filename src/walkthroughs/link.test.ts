import { describe, expect, it } from 'vitest'
import { parseWalkthroughLink, walkthroughLink } from './link.ts'

describe('walkthrough deep links', () => {
  it('#/walkthrough/<id>/<step> round-trips; the step defaults to 1', () => {
    expect(walkthroughLink('grand-heavy-losses', 2)).toBe('#/walkthrough/grand-heavy-losses/2')
    expect(parseWalkthroughLink('/walkthrough/grand-heavy-losses/2')).toEqual({ id: 'grand-heavy-losses', step: 2 })
    expect(parseWalkthroughLink('/walkthrough/grand-heavy-losses')).toEqual({ id: 'grand-heavy-losses', step: 1 })
    expect(parseWalkthroughLink('/walkthrough/grand-heavy-losses/')).toEqual({ id: 'grand-heavy-losses', step: 1 })
  })

  it('other links are not its business; a bad one says what is wrong', () => {
    expect(parseWalkthroughLink('/play/skirmish')).toBeNull()
    expect(parseWalkthroughLink('/walkthroughs')).toBeNull()
    expect(parseWalkthroughLink('/walkthrough/x/0')).toEqual({ error: 'Bad link: step "0" is not a step number (1, 2, …)' })
    expect(parseWalkthroughLink('/walkthrough/x/two')).toEqual({ error: 'Bad link: step "two" is not a step number (1, 2, …)' })
    expect(parseWalkthroughLink('/walkthrough/')).toEqual({ error: 'Bad link "#/walkthrough/": expected #/walkthrough/<id>/<step>' })
  })
})
