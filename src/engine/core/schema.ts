import type { z } from 'zod'
import type { Parsed } from './types.ts'

/** "attacker.units[2].type" from zod's path array. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || '(top level)'
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // zod says "expected string, received undefined" for a field that is simply missing.
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `required (${issue.expected})`
  return issue.message
}

/** The most a scenario or walkthrough file may hold (the largest built-in is under 20 KB): a larger one is refused unread. */
export const MAX_FILE_CHARS = 1 << 20

/**
 * Why a text is refused for its size, or null: past `max` characters it is
 * neither parsed nor replayed, so that a huge file (or link) cannot stall the
 * page that reads it.
 */
export function tooLarge(text: string, max: number): string | null {
  if (text.length <= max) return null
  const mb = (n: number) => `${Number.isInteger(n / (1 << 20)) ? n / (1 << 20) : (n / (1 << 20)).toFixed(1)} MB`
  return `it is ${mb(text.length)}, more than the ${mb(max)} this reads`
}

/** Parses a file's text with `parse`; a JSON syntax error (or a file too large to read) is reported like a field error. */
export function parseJsonText<T>(text: string, parse: (json: unknown) => Parsed<T>, max = MAX_FILE_CHARS): Parsed<T> {
  const big = tooLarge(text, max)
  if (big) return { ok: false, errors: [`(file): ${big}`] }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    // V8 quotes the text around the fault, line breaks included: one line reads better in a message.
    const message = (e as Error).message.replace(/\s+/g, ' ')
    // "Unexpected end of JSON input" names no place: a cut-off file is told where it stops.
    const where = /end of JSON input/.test(message) ? ` (the text ends at character ${text.length})` : ''
    return { ok: false, errors: [`(file): not valid JSON: ${message}${where}`] }
  }
  return parse(json)
}

/** Structural parse: every error names its field and why. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, errors: result.error.issues.map((i) => `${formatPath(i.path)}: ${describeIssue(i)}`) }
}
