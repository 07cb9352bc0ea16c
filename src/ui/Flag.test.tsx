import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Flag, initialsOf } from './Flag.tsx'

describe("a side's emblem (issue 27: never another nation's flag)", () => {
  it('initials: the first letters of the words that count, a number kept whole (never cut), at most three', () => {
    expect(initialsOf('Western Desert Force')).toBe('WDF')
    expect(initialsOf('23rd RCT')).toBe('23R')
    expect(initialsOf('French')).toBe('FRE')
    expect(initialsOf('Deutsches Afrikakorps and Ariete')).toBe('DAA')
    expect(initialsOf('Libyan Corps, 10th Army')).toBe('LC')
    expect(initialsOf('X Corps')).toBe('XC')
    expect(initialsOf('No. 11 Group')).toBe('N11')
  })

  it("is drawn in the side's colour, with its initials, and named as an emblem", () => {
    const html = renderToStaticMarkup(<Flag side={{ name: 'Task Force Smith', color: '#3f6fa8' }} />)
    expect(html).toContain('aria-label="Emblem of Task Force Smith"')
    expect(html).toMatch(/<rect[^>]*fill="#3f6fa8"/)
    expect(html).toContain('>TFS</text>')
  })
})
