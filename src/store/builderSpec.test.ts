import { describe, expect, it } from 'vitest'
import { starterSpec } from '../engine/core/builder.ts'
import { engineOf, rulesetIds } from '../engine/rulesets/registry.ts'
import { readSpec, specFromLinkCode, specLinkCode } from './builderSpec.ts'
import { toBase64Url } from './shareLink.ts'

const code = (v: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(v)))

describe("the builder's link and draft (issue 29, items 5 and 7)", () => {
  it('a link gives back the spec it was made from, for every rule system', () => {
    for (const id of rulesetIds()) {
      const kit = engineOf(id).builder
      if (!kit) continue
      const spec = starterSpec(id, kit)
      expect(specFromLinkCode(specLinkCode(spec))).toEqual({ ok: true, spec })
    }
  })

  it('each way a link can be broken is named', () => {
    expect(specFromLinkCode('a!b')).toEqual({ ok: false, why: expect.stringMatching(/letters a link uses/) })
    expect(specFromLinkCode(code('x').slice(0, -1) + '$')).toMatchObject({ ok: false })
    expect(specFromLinkCode(toBase64Url(new TextEncoder().encode('{"ruleset":')))).toEqual({ ok: false, why: expect.stringMatching(/does not hold a battle/) })
    expect(specFromLinkCode('A'.repeat(20_001))).toEqual({ ok: false, why: expect.stringMatching(/20001 characters/) })
    const good = { ruleset: rulesetIds()[0], name: 'B', units: { attacker: { a: 1 }, defender: { b: 2 } }, conditions: {} }
    expect(readSpec({ ...good, ruleset: 'chess' })).toEqual({ ok: false, why: expect.stringMatching(/"ruleset" names no rule system here \("chess"\)/) })
    expect(readSpec({ ...good, name: 'x'.repeat(121) })).toEqual({ ok: false, why: expect.stringMatching(/"name" must be a name of at most 120/) })
    expect(readSpec({ ...good, name: 3 })).toEqual({ ok: false, why: expect.stringMatching(/"name"/) })
    expect(readSpec({ ...good, units: { attacker: { a: -1 }, defender: {} } })).toEqual({ ok: false, why: expect.stringMatching(/"units.attacker.a" must be a whole number/) })
    expect(readSpec({ ...good, units: { attacker: [] , defender: {} } })).toEqual({ ok: false, why: expect.stringMatching(/"units.attacker" must be counts/) })
    expect(readSpec({ ...good, conditions: { terrain: 3 } })).toEqual({ ok: false, why: expect.stringMatching(/"conditions.terrain" must be text/) })
    expect(readSpec([1])).toEqual({ ok: false, why: 'it is not a battle from the builder' })
    expect(readSpec(good)).toEqual({ ok: true, spec: good })
  })
})
