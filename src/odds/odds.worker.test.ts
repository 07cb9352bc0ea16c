import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { rulesetIds } from '../engine/rulesets/registry.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The modules an odds worker evaluates: from odds.worker.ts, every static
 * import (a type-only one is erased), and of the dynamic ones only those it
 * runs: in a manifest, the `odds` loader and not the `engine` one (the worker
 * reaches a rule system through oddsOf only). Returns project paths and the
 * packages imported, each with who imports it.
 */
function workerGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>()
  const packages = new Map<string, string>()
  const visit = (path: string) => {
    if (files.has(path)) return
    files.add(path)
    if (!/\.tsx?$/.test(path)) return
    const sf = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true)
    const follow = (spec: string) => {
      if (!spec.startsWith('.')) {
        if (!packages.has(spec)) packages.set(spec, path)
        return
      }
      const target = relative(ROOT, join(ROOT, dirname(path), spec)).split('\\').join('/')
      if (!existsSync(join(ROOT, target))) throw new Error(`${path}: cannot resolve ${spec}`)
      visit(target)
    }
    const walk = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) follow(node.moduleSpecifier.text)
      else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) follow(node.moduleSpecifier.text)
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const spec = node.arguments[0]
        let p: ts.Node = node
        // The manifest's own loader (engine, odds, rules), past any record of files inside it ('docs/…': () => import(…)).
        while (p.parent && !(ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) && !ts.isSourceFile(p)) p = p.parent
        const loader = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? p.name.text : null
        if (spec && ts.isStringLiteralLike(spec) && (loader === null || loader === 'odds')) follow(spec.text)
      }
      ts.forEachChild(node, walk)
    }
    walk(sf)
  }
  visit(entry)
  return { files, packages }
}

describe('the odds worker', () => {
  it('loads no scenario schema (zod) and no seedrandom: a cold worker starts in a few ms', () => {
    const { files, packages } = workerGraph('src/odds/odds.worker.ts')
    // The walk reached each rule system's odds, so the check below is not vacuous.
    for (const id of rulesetIds()) expect([...files].some((f) => f.startsWith(`src/engine/rulesets/${id}/`) && !f.endsWith('/manifest.ts')), id).toBe(true)
    for (const banned of ['zod', 'seedrandom']) expect(packages.get(banned), `${banned}, imported by ${packages.get(banned)}`).toBeUndefined()
  })
})
