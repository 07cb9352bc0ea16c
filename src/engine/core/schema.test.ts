import { describe, expect, it } from 'vitest'
import { parseJsonText } from './schema.ts'

const accept = (json: unknown) => ({ ok: true as const, value: json })

describe('parseJsonText: a file that is not JSON is refused with where it goes wrong', () => {
  it('a fault inside the text: V8 names it (the token, or its position), and no end is added', () => {
    const r = parseJsonText('{"id": x}', accept)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toEqual([expect.stringMatching(/^\(file\): not valid JSON: .*('x'|position 7)[^(]*$/)])
  })

  it('a cut-off text: the message says where the text ends', () => {
    const r = parseJsonText('{"id": ', accept)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors).toEqual(['(file): not valid JSON: Unexpected end of JSON input (the text ends at character 7)'])
  })

  it('an empty file: it ends at character 0', () => {
    const r = parseJsonText('', accept)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatch(/the text ends at character 0\)$/)
  })

  it('a file too large is refused before it is read', () => {
    const r = parseJsonText('x'.repeat(11), accept, 10)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors[0]).toMatch(/^\(file\): /)
  })

  it('good JSON goes to the parser', () => {
    expect(parseJsonText('{"id": 1}', accept)).toEqual({ ok: true, value: { id: 1 } })
  })
})
