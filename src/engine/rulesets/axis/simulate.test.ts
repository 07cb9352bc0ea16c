import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { axis, battle, defaultChoice, many, playOut, simulateAxis, type AxisState, type Spec } from './testkit.ts'

const SEED = '003_e76c4a8044852cfa.txt'
const DIR = new URL('../../../../assets/scenarios/', import.meta.url)
const FILES = readdirSync(DIR).filter((f) => f.startsWith('axis-') && !f.startsWith('axis-phase-') && f.endsWith('.json')) // battles: the combat phases' tests are in phase/

/** The default policy behind a wrapper: simulateAxis then asks every question through its form. */
const viaForms = (s: AxisState, d: Parameters<typeof defaultChoice>[1]) => defaultChoice(s, d)

function sameBattle(start: AxisState): void {
  const auto = simulateAxis(start)
  const asked = simulateAxis(start, viaForms)
  const stepped = playOut(start).state
  expect(auto).toEqual(asked)
  expect(auto).toEqual(stepped)
}

// The whole seed is the subject: every question (§5.1 support and missions, §5.2 aims and answers,
// §5.3–§5.5 casualties, §5.6 retreat) answered at its default where it arises gives the battle that
// asking it through its form gives.
describe(`${SEED} simulateAxis answers each question with its form's default without building the form`, () => {
  for (const file of FILES) {
    it(`${file}: the same end state as asking every question, 25 seeds`, () => {
      const parsed = axis.parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
      for (let i = 0; i < 25; i++) sameBattle(axis.setup(parsed.value, `auto#${i}`))
    })
  }

  const mixes: [string, Spec][] = [
    ['fighters on both sides with an AA gun', { attacker: [...many('ai', 'infantry', 3), ...many('af', 'fighter', 2), ...many('ab', 'bomber', 1)], defender: [...many('di', 'infantry', 3), ...many('df', 'fighter', 2), { id: 'aa', type: 'aa-gun' }] }],
    ['a fortification line with two attack groups', { attacker: [...many('w', 'infantry', 4, { from: 'west' }), ...many('n', 'armor', 2, { from: 'north' })], defender: many('d', 'infantry', 4), fortification: 'siegfried' }],
    ['defensive air support from the neighbours', { attacker: [...many('a', 'armor', 3), ...many('f', 'fighter', 1)], defender: [...many('d', 'infantry', 2), ...many('s', 'fighter', 2, { support: true, from: 'east' })] }],
    ['a naval battle', { attacker: [...many('a', 'destroyer', 2), ...many('b', 'battleship', 1)], defender: [...many('d', 'cruiser', 2), ...many('s', 'submarine', 2)], naval: true }],
  ]
  for (const [name, spec] of mixes) {
    it(`${name}: the same end state as asking every question, 25 seeds`, () => {
      for (let i = 0; i < 25; i++) sameBattle(battle(spec, undefined, `mix#${i}`))
    })
  }
})
