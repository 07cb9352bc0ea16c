/** Shared colours of the battle window (canvas and DOM). */
export const COLORS = {
  ground: 0x6b5a3a,
  groundDark: 0x4f4229,
  decor: 0x84704a,
  ink: 0x1b1a17,
  paper: 0xf4efe1,
  hit: 0xffd21f,
  miss: 0x111111,
  up: 0x9dff8a,
  down: 0xff6b5b,
  diamond: 0x2f5fb3,
  medal: 0xe3b53c,
  arrow: 0xc0392b,
  highlight: 0xfff176,
  rampart: 0x7a7265,
  aim: 0xff3b30,
  /** The little squares on map counters a preview asks for: what the answer chose in red, its supports in green. */
  pinChosen: 0xe8141c,
  pinSupport: 0x1fc43a,
  // Slate rather than a neutral grey: the antialiased edge between white and ink is neutral grey too.
  stripe: 0x7d8a99,
  /** A place lit on the map while its name is hovered in the log. */
  spot: 0x00c8ff,
} as const

/** "#aa3322" → 0xaa3322 */
export function hex(color: string): number {
  return parseInt(color.slice(1), 16)
}

/** Mixes a colour toward white by t (0–1), for counter faces. */
export function lighten(color: number, t: number): number {
  const r = (color >> 16) & 255
  const g = (color >> 8) & 255
  const b = color & 255
  const m = (c: number) => Math.round(c + (255 - c) * t)
  return (m(r) << 16) | (m(g) << 8) | m(b)
}
