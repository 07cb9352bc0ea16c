import type { Pt } from './mapLayout.ts'

/** A text's box on screen: left, top, width, height. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** Where along the arrow its label may stand, the middle first, and on which side of the shaft. */
const ALONG = [0.5, 0.38, 0.62, 0.28, 0.72]
const SIDES = [1, -1]

/**
 * The centre of each arrow's label: the first place along its shaft, beside
 * it, whose box covers neither a place's name nor a label already placed (an
 * arrow leaving a region by its name would write over it). When every place
 * is taken, the middle, as before.
 */
export function placeArrowLabels(arrows: readonly { from: Pt; to: Pt; size: { w: number; h: number } }[], taken: readonly Box[], offset = 11): Pt[] {
  const boxes = [...taken]
  return arrows.map(({ from, to, size }) => {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1
    const ux = (to[0] - from[0]) / len
    const uy = (to[1] - from[1]) / len
    const at = (t: number, side: number): Pt => [from[0] + (to[0] - from[0]) * t - uy * offset * side, from[1] + (to[1] - from[1]) * t + ux * offset * side]
    const box = ([x, y]: Pt): Box => ({ x: x - size.w / 2, y: y - size.h / 2, w: size.w, h: size.h })
    let best = at(0.5, 1)
    search: for (const t of ALONG) {
      for (const side of SIDES) {
        const p = at(t, side)
        if (!boxes.some((b) => overlaps(b, box(p)))) {
          best = p
          break search
        }
      }
    }
    boxes.push(box(best))
    return best
  })
}

/** A bold label's box, roughly: its characters at a little over half the font size each. */
export function textSize(text: string, fontSize: number): { w: number; h: number } {
  return { w: text.length * fontSize * 0.62 + 6, h: fontSize + 4 }
}
