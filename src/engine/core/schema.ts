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

/** Parses a file's text with `parse`; a JSON syntax error is reported like a field error. */
export function parseJsonText<T>(text: string, parse: (json: unknown) => Parsed<T>): Parsed<T> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return { ok: false, errors: [`(file): not valid JSON: ${(e as Error).message}`] }
  }
  return parse(json)
}

/** Structural parse: every error names its field and why. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, errors: result.error.issues.map((i) => `${formatPath(i.path)}: ${describeIssue(i)}`) }
}
