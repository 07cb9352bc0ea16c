import { useEffect, useState } from 'react'
import { engineOf, type AnyScenario } from '../../engine/rulesets/registry.ts'
import { measureLength, type ExpectedLength } from './expectedLength.ts'

const measured = new WeakMap<AnyScenario, ExpectedLength>()

/**
 * The expected length of each listed scenario, measured one scenario per
 * task so that the start screen stays responsive; each is measured once per
 * page. Scenarios not measured yet are absent from the map.
 */
export function useExpectedLengths(scenarios: readonly AnyScenario[]): ReadonlyMap<AnyScenario, ExpectedLength> {
  const [, setTick] = useState(0)
  useEffect(() => {
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      if (!live) return
      const sc = scenarios.find((s) => !measured.has(s))
      if (!sc) return
      measured.set(sc, measureLength(engineOf(sc.ruleset), sc))
      setTick((t) => t + 1)
      timer = setTimeout(next, 0)
    }
    timer = setTimeout(next, 0)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [scenarios])
  return new Map(scenarios.flatMap((s) => (measured.has(s) ? [[s, measured.get(s)!] as const] : [])))
}
