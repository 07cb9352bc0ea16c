import { describe, expect, it } from 'vitest'
import { placeArrowLabels, textSize, type Box } from './labelPlacement.ts'

const inside = (p: [number, number], b: Box) => p[0] >= b.x && p[0] <= b.x + b.w && p[1] >= b.y && p[1] <= b.y + b.h

describe('arrow labels on a region map', () => {
  const arrow = { from: [0, 0] as [number, number], to: [0, 200] as [number, number], size: textSize('attack: 4 units', 10) }

  it('stand at the middle of the shaft, beside it, when nothing is there', () => {
    const [p] = placeArrowLabels([arrow], [])
    expect(p![1]).toBe(100)
    expect(Math.abs(p![0])).toBe(11)
  })

  it("move along the shaft off a region's name that the middle would cover", () => {
    const name: Box = { x: -60, y: 90, w: 120, h: 16 }
    const [p] = placeArrowLabels([arrow], [name])
    const size = arrow.size
    const box: Box = { x: p![0] - size.w / 2, y: p![1] - size.h / 2, w: size.w, h: size.h }
    expect(box.y + box.h <= name.y || box.y >= name.y + name.h).toBe(true)
    expect(inside([0, 100], name)).toBe(true)
  })

  it('two arrows side by side do not write over each other', () => {
    const other = { ...arrow, from: [4, 0] as [number, number], to: [4, 200] as [number, number] }
    const [a, b] = placeArrowLabels([arrow, other], [])
    const h = arrow.size.h
    expect(Math.abs(a![0] - b![0]) > arrow.size.w || Math.abs(a![1] - b![1]) >= h).toBe(true)
  })
})
