import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { rulesetBoundaryViolations } from './boundary.ts'

// Made-up rule systems: this file is outside every folder, so it may not name the real ones either.
const IDS = ['alpha', 'bravo']
const check = (path: string, ...lines: string[]) => rulesetBoundaryViolations([{ path, text: lines.join('\n') }], IDS)

describe('the boundary checker', () => {
  it('catches a rule system importing from another one', () => {
    expect(check('src/engine/rulesets/alpha/fire.ts', "import { k } from '../bravo/kernel.ts'")).toEqual([
      "src/engine/rulesets/alpha/fire.ts:1 imports from the bravo rule system's folder (../bravo/kernel.ts)",
    ])
  })

  it('catches any other file importing from a folder, however the path is spelt', () => {
    expect(check('src/odds/answer.ts', '', '', "import { k } from '../engine/rulesets/alpha/kernel.ts'")).toEqual([
      "src/odds/answer.ts:3 imports from the alpha rule system's folder (../engine/rulesets/alpha/kernel.ts)",
    ])
    expect(check('src/engine/rulesets/view.ts', "import './alpha/x.ts'")).toHaveLength(1)
    expect(check('src/engine/core/view.ts', "import * as b from '../rulesets/bravo'")).toHaveLength(1)
    expect(check('src/odds/a.ts', "import '../engine/../engine/rulesets/./bravo/../alpha/x.ts?worker'")).toEqual([
      "src/odds/a.ts:1 imports from the alpha rule system's folder (../engine/../engine/rulesets/./bravo/../alpha/x.ts?worker)",
    ])
    expect(check('src/ui/a.ts', "import '/src/engine/rulesets/alpha/x.ts'")).toHaveLength(1)
    expect(check('src/ui/a.ts', "import type { S } from '../engine/rulesets/alpha/state.ts'")).toHaveLength(1)
  })

  it('catches dynamic imports, worker URLs and re-exports', () => {
    expect(check('src/odds/a.ts', "const m = await import('../engine/rulesets/bravo/kernel.ts')")).toHaveLength(1)
    expect(check('src/odds/a.ts', 'const m = await import(`../engine/rulesets/bravo/kernel.ts`)')).toHaveLength(1)
    expect(check('src/ui/useOdds.ts', "new Worker(new URL('../engine/rulesets/alpha/odds.worker.ts', import.meta.url))")).toEqual([
      "src/ui/useOdds.ts:1 imports from the alpha rule system's folder (../engine/rulesets/alpha/odds.worker.ts)",
    ])
    expect(check('src/odds/a.ts', "export { k } from '../engine/rulesets/alpha/kernel.ts'")).toHaveLength(1)
    expect(check('src/odds/a.ts', 'export * from "../engine/rulesets/bravo/kernel.ts"')).toHaveLength(1)
  })

  it('catches a rule system named as a literal, in each quote style, in tests too', () => {
    expect(check('src/ui/TopBar.tsx', "const a = 'alpha'", 'const b = "bravo"', 'const c = `alpha`', '<Bar ruleset="bravo" />')).toEqual([
      "src/ui/TopBar.tsx:1 names the rule system 'alpha'",
      "src/ui/TopBar.tsx:2 names the rule system 'bravo'",
      "src/ui/TopBar.tsx:3 names the rule system 'alpha'",
      "src/ui/TopBar.tsx:4 names the rule system 'bravo'",
    ])
    expect(check('src/ui/TopBar.test.ts', "it('x', () => expect(id).toBe('alpha'))")).toHaveLength(1)
    expect(check('src/ui/a.ts', 'const s = `${x}${"alpha"}`')).toHaveLength(1)
  })

  it('ignores comments, longer strings and JSX text, without losing what follows them', () => {
    expect(
      check(
        'src/ui/Start.tsx',
        "// the 'alpha' rules",
        '/* "bravo" too, */ const t = "alpha battle", u = \'bravo-reims\', v = `alpha is ${n}`',
        "const url = 'http://example.com/alpha' // 'bravo'",
        "const re = /'/g, p = <p>'alpha' isn't a string here</p>",
        "const r = 'alpha'",
      ),
    ).toEqual(["src/ui/Start.tsx:5 names the rule system 'alpha'"])
  })

  it('accepts imports within a folder, of shared code, and paths that merely contain a name', () => {
    expect(
      check(
        'src/engine/rulesets/alpha/fire.ts',
        "import { k } from './kernel.ts'",
        "import '../alpha/x.ts'",
        "import type { RulesetEngine } from '../../core/ruleset.ts'",
        "import { engineOf } from '../registry.ts'",
        "export const id = 'alpha', other = 'bravo'",
      ),
    ).toEqual([])
    expect(
      check(
        'src/odds/a.ts',
        "import { engineOf } from '../engine/rulesets/registry.ts'",
        "import '../engine/rulesets/alphabet/x.ts'",
        "import '../alpha/x.ts'",
        "import '../../lib/engine/rulesets/alpha/x.ts'",
        "import 'alpha-package'",
      ),
    ).toEqual([])
  })

  it('leaves the registries, and files outside src/, alone', () => {
    const files = [
      { path: 'src/engine/rulesets/manifests.ts', text: "export { manifest as alpha } from './alpha/manifest.ts'" },
      { path: 'src/engine/rulesets/registry.ts', text: "const first = 'alpha'" },
      { path: 'src/ui/rulesetUi.ts', text: "import { Panel } from '../engine/rulesets/bravo/ui.tsx'" },
      { path: 'e2e/battle.spec.ts', text: "const r = 'alpha'" },
    ]
    expect(rulesetBoundaryViolations(files, IDS)).toEqual([])
  })
})

describe('the project', () => {
  it('keeps every rule system behind its folder and the registries', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const rulesets = `${root}src/engine/rulesets/`
    const ids = readdirSync(rulesets, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`${rulesets}${d.name}/manifest.ts`))
      .map((d) => d.name)
    // Scratch files (*.tmp.ts) are outside the typecheck and the lint, so outside this too.
    const files = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
      .map((f) => `src/${f.split('\\').join('/')}`)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.tmp.ts'))
      .map((path) => ({ path, text: readFileSync(root + path, 'utf8') }))
    const violations = rulesetBoundaryViolations(files, ids)
    expect(violations, `${violations.length} boundary violations:\n${violations.join('\n')}\n`).toEqual([])
    // With no rule system found the check above passes vacuously.
    expect(ids, 'no rule-system folder with a manifest.ts under src/engine/rulesets/').not.toEqual([])
  })
})
