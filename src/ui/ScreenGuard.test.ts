import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ScreenGuard } from './ScreenGuard.tsx'

/** Every string in an element tree, in order: what the player would read. */
function text(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(text).join('')
  if (isValidElement(node)) return text((node as ReactElement<{ children?: ReactNode }>).props.children)
  return ''
}

describe('ScreenGuard: a screen that throws shows the error and a way out', () => {
  const child = createElement('p', null, 'the battle')

  it('shows its children while nothing went wrong', () => {
    const g = new ScreenGuard({ what: 'the battle window', onLeave: () => {}, children: child })
    expect(g.render()).toBe(child)
  })

  it('after an error: the message, the reassurance and a button that leaves', () => {
    let left = 0
    const g = new ScreenGuard({ what: 'the battle window', onLeave: () => left++, children: child })
    g.state = ScreenGuard.getDerivedStateFromError(new Error('view exploded'))
    g.setState = () => {}
    const out = g.render() as ReactElement<{ role: string; children: ReactNode }>
    expect(out.props.role).toBe('alert')
    expect(text(out)).toContain('Something went wrong in the battle window')
    expect(text(out)).toContain('view exploded')
    expect(text(out)).toContain('Your saved battle has not been changed.')
    const button = (out.props.children as ReactElement<{ onClick?: () => void; children: ReactNode }>[]).find((c) => isValidElement(c) && c.type === 'button')!
    button.props.onClick!()
    expect(left).toBe(1)
  })
})
