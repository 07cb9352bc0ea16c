import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { landScenario } from './countsScenario.ts'
import { odds } from './odds.ts'
import { exactFromState, sampleFromState } from './oddsSampling.ts'
import { findAxis } from './scenarios.ts'
import { axis } from './testkit.ts'

/** What a module loads when it runs: its imports that are not `import type`, followed through the project's files. */
function runtimeGraph(entry: URL): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (path: string) => {
    if (files.has(path)) return
    files.add(path)
    const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false)
    for (const st of sf.statements) {
      let spec: string | undefined
      if (ts.isImportDeclaration(st) && !st.importClause?.isTypeOnly) spec = (st.moduleSpecifier as ts.StringLiteral).text
      else if (ts.isExportDeclaration(st) && !st.isTypeOnly && st.moduleSpecifier) spec = (st.moduleSpecifier as ts.StringLiteral).text
      if (spec === undefined) continue
      if (spec.startsWith('.')) visit(join(dirname(path), spec))
      else packages.add(spec)
    }
  }
  visit(fileURLToPath(entry))
  return { files: [...files].map((f) => f.slice(f.indexOf('src/'))), packages: [...packages] }
}

describe('the odds kit an odds worker loads', () => {
  it('loads neither the scenario schema (zod) nor seedrandom, directly or indirectly', () => {
    const g = runtimeGraph(new URL('./odds.ts', import.meta.url))
    // The walk follows the sampler into the rules.
    expect(g.files).toContain('src/engine/rulesets/axis/kernel.ts')
    expect(g.packages).toEqual([])
    expect(g.files).not.toContain('src/engine/rulesets/axis/scenario.ts')
    expect(g.files).not.toContain('src/engine/core/seedDice.ts')
    expect(g.files).not.toContain('src/engine/core/schema.ts')
  })

  it('exact: the land solver with its detail, null where it declines', () => {
    const s = { ...axis.setup(landScenario({ infantry: 3, armor: 2 }, { infantry: 4 }), 'x'), phase: 'battle' as const }
    expect(odds.exact(s, 1e6)).toEqual({ ...exactFromState(s)!, detail: 'exact: land units only, solved over casualties' })
    expect(odds.exact(axis.setup(findAxis('axis-air-land-example')!, 'x'), 1e6)).toBeNull()
  })

  it('prepare then sample gives what sampling the state gave (setup answered once per job)', () => {
    const s = axis.setup(findAxis('axis-ukraine-support')!, 'prep')
    expect(s.phase).toBe('setup')
    const prepared = odds.prepare(s)
    expect(odds.sample(prepared, 'p', 10, 200)).toEqual(sampleFromState(s, 'p', 10, 200))
  })
})
