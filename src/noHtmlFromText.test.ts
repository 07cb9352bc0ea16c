import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 18, safe by construction: no HTML is ever built from text (a
 * scenario's, a save's, a link's), and nothing is evaluated as code, so the
 * page needs neither 'unsafe-inline' nor 'unsafe-eval' in its CSP. React
 * builds every element; these are the ways around it.
 */
const FORBIDDEN: [RegExp, string][] = [
  [/dangerouslySetInnerHTML/, 'React\'s raw HTML'],
  [/\.innerHTML\b|\binnerHTML\s*[:=]/, 'innerHTML'],
  [/\bouterHTML\b/, 'outerHTML'],
  [/\binsertAdjacentHTML\b/, 'insertAdjacentHTML'],
  [/\bdocument\.write(ln)?\s*\(/, 'document.write'],
  [/(^|[^\w.])eval\s*\(/, 'eval'],
  [/\bnew\s+Function\s*\(/, 'new Function'],
  [/\bcreateContextualFragment\b/, 'createContextualFragment'],
]

/** Each line of a source that builds HTML from text or runs text as code, as "path:line what". */
export function htmlFromText(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => {
      const code = line.replace(/\/\/.*$/, '')
      return FORBIDDEN.filter(([re]) => re.test(code)).map(([, what]) => `${path}:${i + 1} ${what}`)
    }),
  )
}

describe('no HTML from text, no code from text', () => {
  it('catches each way, and leaves names that merely contain one alone', () => {
    const lines = ['<svg dangerouslySetInnerHTML={{ __html: s }} />', 'el.innerHTML = s', 'el.outerHTML', "el.insertAdjacentHTML('beforeend', s)", 'document.write(s)', 'eval(s)', "new Function('a', s)", 'range.createContextualFragment(s)']
    expect(htmlFromText(lines.map((text, i) => ({ path: `x${i}.ts`, text })))).toHaveLength(lines.length)
    expect(htmlFromText([{ path: 'ok.ts', text: ["const evaluate = (s) => s", 'medieval(x)', '// el.innerHTML = s', 'jitless: a new Functional style'].join('\n') }])).toEqual([])
  })

  it('holds for every source file under src/', () => {
    const root = fileURLToPath(new URL('./', import.meta.url))
    const self = fileURLToPath(import.meta.url)
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(tsx?|js|mjs)$/.test(f) && !f.endsWith('.tmp.ts'))
      .map((f) => ({ path: `src/${f.split('\\').join('/')}`, text: readFileSync(root + f, 'utf8') }))
      .filter((f) => root + f.path.slice(4) !== self)
    expect(files.length).toBeGreaterThan(100)
    expect(htmlFromText(files)).toEqual([])
  })
})
