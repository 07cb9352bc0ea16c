import type { SideView } from '../engine/core/view.ts'

/** "Western Desert Force" → "WDF", "23rd RCT" → "23R", "French" → "FRE": at most three characters. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !/^(and|of|the|de|du|la|le|der|die)$/i.test(w))
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase()
  // A number is kept whole (never "1" of "10th"): tokens are taken while three characters hold them.
  let out = ''
  for (const t of words.map((w) => (/^\d/.test(w) ? w.replace(/\D.*$/, '') : w[0]!.toUpperCase()))) {
    if (out.length + t.length > 3) break
    out += t
  }
  return out || words[0]!.slice(0, 3).toUpperCase()
}

/**
 * A side's standard: a neutral emblem in the side's own colour with its
 * initials, never a nation's flag (own art). A stripe pattern would only ever
 * approximate a real flag and too easily becomes another nation's: a
 * scenario's side is shown by its colour and name, as on its counters.
 */
export function Flag({ side, width = 72 }: { side: Pick<SideView, 'name' | 'color'>; width?: number }) {
  const h = Math.round(width * 0.66)
  const text = initialsOf(side.name)
  return (
    <svg width={width} height={h} viewBox="0 0 72 48" role="img" aria-label={`Emblem of ${side.name}`} className="flag" data-testid="side-emblem">
      <rect x={0.5} y={0.5} width={71} height={47} rx={3} fill={side.color} stroke="#111" />
      <path d="M0 0 L72 48" stroke="#ffffff" strokeOpacity={0.22} strokeWidth={10} />
      <rect x={4} y={4} width={64} height={40} rx={2} fill="none" stroke="#f4efe1" strokeWidth={1.5} />
      <text x={36} y={31} textAnchor="middle" fontSize={text.length > 2 ? 17 : 20} fontWeight="bold" fill="#fff" stroke="#111" strokeWidth={0.6} paintOrder="stroke" fontFamily="system-ui, sans-serif">
        {text}
      </text>
    </svg>
  )
}
