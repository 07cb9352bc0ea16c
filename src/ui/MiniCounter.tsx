import { useLayoutEffect, useRef } from 'react'
import type { CounterView } from '../engine/core/view.ts'
import { ICONS } from '../battlefield/icons.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'
const parsed = new Map<string, Element>()

/**
 * An icon's shapes as SVG nodes, parsed once from the project's own markup (icons.ts) as XML, never
 * as HTML; an icon name the table lacks (a view's icon may come from a scenario file) draws nothing.
 */
function iconNodes(icon: string): Node[] {
  if (!Object.hasOwn(ICONS, icon)) return []
  let svg = parsed.get(icon)
  if (!svg) {
    svg = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}">${ICONS[icon]}</svg>`, 'image/svg+xml').documentElement
    parsed.set(icon, svg)
  }
  return Array.from(svg.childNodes, (n) => document.importNode(n, true))
}

/** A small counter for the Losses and Routs boxes and the summary (the same icons as the battlefield). */
export function MiniCounter({ c, color }: { c: CounterView; color: string }) {
  const icon = useRef<SVGSVGElement>(null)
  useLayoutEffect(() => {
    icon.current?.replaceChildren(...iconNodes(c.icon))
  }, [c.icon])
  return (
    <span className="mini-counter" style={{ background: color }} title={`${c.name} (${c.strength}/${c.maxStrength} SP)${c.panicked ? ', panicked' : ''}`} data-unit={c.id}>
      <svg ref={icon} viewBox="0 0 40 26" width="26" height="17" aria-hidden="true" />
      <span className="sr-only">{c.name}</span>
    </span>
  )
}
