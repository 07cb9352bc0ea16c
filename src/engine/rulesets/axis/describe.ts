import type { AxisEvent } from './events.ts'
import type { AxisState } from './state.ts'
import { UNIT_TYPE_BY_ID } from './units.ts'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * A decision's answer in words. The event keeps the answer as decisions.ts
 * summarises it, by field and unit id ("ger-bmr-1=brit-inf-1", "line:
 * fr-inf-1×2 fr-inf-2×1"); the log names the units instead. Anything not
 * read here keeps its text, with each unit id in it replaced by the name.
 */
export function choiceWords(s: AxisState, kind: string, choice: string): string {
  const name = (id: string) => s.units.find((u) => u.id === id)?.name
  const unit = (id: string) => name(id) ?? id
  const named = (text: string) => text.replace(/[A-Za-z0-9_-]+/g, (t) => name(t) ?? t)
  if (kind === 'order') return choice.split(' > ').map((t) => UNIT_TYPE_BY_ID.get(t)?.name ?? named(t)).join(' > ')
  if (kind === 'retreat') return named(choice)
  const parts = choice.split(', ')
  const pair = (p: string) => /^([^=:\s]+)=(\S+)$/.exec(p)
  const alloc = (p: string) => /^(line|normal): (.*)$/.exec(p)
  if (kind === 'casualties' && parts.every(alloc)) {
    const fields = parts.map((p) => {
      const [, field, list = ''] = alloc(p)!
      const hits = list === 'none' ? [] : list.split(' ').map((x) => /^(\S+)×(\d+)$/.exec(x))
      if (hits.some((h) => !h)) return named(p)
      // Units of one name taking the same hits read as one: "3 Infantry take 1 hit each".
      const groups: { name: string; hits: number; count: number }[] = []
      for (const h of hits) {
        const name = unit(h![1]!)
        const n = Number(h![2])
        const same = groups.find((g) => g.name === name && g.hits === n)
        if (same) same.count++
        else groups.push({ name, hits: n, count: 1 })
      }
      const text = groups.map((g) => (g.count > 1 ? `${g.count} ${g.name} take ${plural(g.hits, 'hit')} each` : `${g.name} takes ${plural(g.hits, 'hit')}`)).join(', ') || 'no unit'
      return parts.length > 1 ? `${field === 'line' ? 'across the line' : 'normal'}: ${text}` : text
    })
    return fields.join('; ')
  }
  if ((kind === 'aim' || kind === 'assign' || kind === 'support') && parts.every(pair)) {
    return parts
      .map((p) => {
        const [, id, v] = pair(p)!
        const who = unit(id!)
        if (kind === 'support') return v === 'join' ? `${who} joins` : v === 'stay' ? `${who} stays` : `${who}: ${named(v!)}`
        if (kind === 'assign') return `${who} to ${v === 'aircap' ? 'AirCap' : v === 'tacair' ? 'TacAir' : named(v!)}`
        if (v === 'mission') return `${who} flies its TacAir mission`
        if (v === 'land') return `${who} fights in land combat`
        return `${who} at ${unit(v!)}`
      })
      .join(', ')
  }
  return named(choice)
}

/**
 * One line of the battle log for an event. With a state, units and sides are
 * named; without one (the ruleset's describe), by their ids.
 */
export function formatEvent(s: AxisState | null, e: AxisEvent): string {
  const side = (x: 'attacker' | 'defender') => s?.sides[x].name ?? x
  const unit = (id: string) => s?.units.find((u) => u.id === id)?.name ?? id
  const area = (id: string) => s?.areas.find((a) => a.id === id)?.name ?? id
  switch (e.t) {
    case 'round':
      return `— Round ${e.round} —`
    case 'step':
      return `${e.label}`
    case 'decision':
      return `${side(e.side)} decides ${e.kind}: ${s ? choiceWords(s, e.kind, e.choice) : e.choice}${e.reason ? ` (${e.reason})` : ''}`
    case 'support':
      return `${unit(e.unit)} ${e.joins ? 'joins as Defensive Air Support' : 'stays out of the battle'}`
    case 'assign':
      return `${unit(e.unit)}: ${e.mission === 'aircap' ? 'AirCap' : e.mission === 'tacair' ? 'TacAir' : 'no mission'} (${e.reason})`
    case 'exposed':
      return `${side(e.side)}'s TacAir fights without friendly land units: enemy land units fire on ${e.units.map(unit).join(', ')} (special rule 1)`
    case 'shot':
      return `${unit(e.unit)}${e.target ? ` at ${unit(e.target)}` : ''} rolls ${e.die} needing ${e.value} or less: ${e.hit ? 'hit' : 'miss'}`
    case 'hits':
      return `${side(e.side)} takes ${e.hits} hit${e.hits === 1 ? '' : 's'}${e.normal && e.line ? ` (${e.line} across the line, ${e.normal} normal)` : ''}`
    case 'casualty':
      return `${unit(e.unit)} destroyed (${e.reason})`
    case 'flip':
      return `${unit(e.unit)} takes a half hit and is flipped on its side`
    case 'unflip':
      return `${unit(e.unit)} is set upright again (${e.reason})`
    case 'wasted':
      return `${e.hits} hit${e.hits === 1 ? '' : 's'} on ${side(e.side)} lost: ${e.reason}`
    case 'retreat':
      return `${side(e.side)} retreats ${e.what === 'air' ? 'its air units' : 'all units'} to ${area(e.to)}: ${e.units.map(unit).join(', ')}`
    case 'fortification-captured':
      return `${e.name} captured: it is useless from now on`
    case 'breakthrough':
      return e.qualified
        ? `Breakthrough Combat possible (${e.reason}): ${e.units.map(unit).join(', ') || 'no eligible unit'} into ${e.areas.map(area).join(', ') || 'no adjacent enemy area'}`
        : `No Breakthrough Combat: ${e.reason}`
    case 'end':
      return `Battle over: ${e.winner ? `${side(e.winner)} wins` : 'no winner'} — ${e.reason}`
  }
}
