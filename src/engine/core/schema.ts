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

/** Structural parse: every error names its field and why. */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, errors: result.error.issues.map((i) => `${formatPath(i.path)}: ${describeIssue(i)}`) }
}
