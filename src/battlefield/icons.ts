/**
 * Unit type icons, our own art in the spirit of map symbols: each is SVG
 * markup on a 40×26 box, drawn by Pixi (Graphics.svg) on the battlefield and
 * inline in the DOM for the boxes and tooltips, so both show the same thing.
 */
const S = 'stroke="#1b1a17" stroke-width="2" fill="none"'
const F = 'fill="#1b1a17"'
const frame = `<rect x="1" y="1" width="38" height="24" ${S}/>`
const cross = `<path d="M1 1 L39 25 M39 1 L1 25" ${S}/>`
const oval = `<ellipse cx="20" cy="13" rx="11" ry="6" ${S}/>`
const plane = (extra: string) =>
  `<path d="M20 3 L22 10 L36 13 L22 15 L21 21 L25 23 L15 23 L19 21 L18 15 L4 13 L18 10 Z" ${F}/>${extra}`

export const ICONS: Record<string, string> = {
  infantry: frame + cross,
  motorized: frame + cross + `<circle cx="12" cy="22" r="2" ${F}/><circle cx="28" cy="22" r="2" ${F}/>`,
  mechanized: frame + cross + oval,
  armor: frame + oval,
  recon: frame + `<path d="M1 25 L39 1" ${S}/>` + oval,
  // The map symbol's single diagonal: horse (Napoleonic cavalry), without recon's armour oval.
  cavalry: frame + `<path d="M1 25 L39 1" ${S}/>`,
  artillery: frame + `<circle cx="20" cy="13" r="4" ${F}/>`,
  antitank: frame + `<path d="M4 23 L20 4 L36 23" ${S}/>`,
  fortification: `<path d="M1 25 L1 9 L7 9 L7 4 L14 4 L14 9 L26 9 L26 4 L33 4 L33 9 L39 9 L39 25 Z" ${S}/>` + `<circle cx="20" cy="17" r="3" ${F}/>`,
  minefield: frame + [8, 20, 32].map((x) => `<circle cx="${x}" cy="13" r="3" ${S}/>`).join(''),
  fighter: plane(''),
  'fighter-bomber': plane(`<circle cx="33" cy="20" r="3" ${F}/>`),
  'dive-bomber': plane(`<path d="M30 17 L36 24 M36 17 L30 24" ${S}/>`),
  bomber: plane(`<rect x="28" y="18" width="8" height="5" ${F}/>`),
  hq: frame + `<path d="M6 24 L6 4 L20 4 L20 11 L6 11" ${S}/>`,
  logistics: frame + `<path d="M1 18 L39 18" ${S}/><circle cx="20" cy="10" r="3" ${F}/>`,
  aa: frame + `<path d="M6 22 Q20 -2 34 22" ${S}/><circle cx="20" cy="16" r="3" ${F}/>`,
  leader: `<path d="M20 2 L23 10 L32 10 L25 15 L28 24 L20 19 L12 24 L15 15 L8 10 L17 10 Z" ${F}/>`,
  // Artillery's dot with a rocket's trail and fins.
  rocket: frame + `<path d="M8 20 L30 8" ${S}/><path d="M30 8 L26 8 M30 8 L29 12" ${S}/><circle cx="12" cy="18" r="2.5" ${F}/>`,
  // Map symbols of a military frame over a parachute canopy: paratroops.
  paratroops: frame + cross + `<path d="M12 9 Q20 1 28 9" ${S}/>`,
  // Ships in profile, on a waterline: the bigger the hull and the more turrets, the heavier the ship.
  battleship: `<path d="M2 17 L38 17 L34 23 L6 23 Z" ${F}/><rect x="10" y="12" width="6" height="5" ${F}/><rect x="24" y="12" width="6" height="5" ${F}/><rect x="18" y="7" width="4" height="10" ${F}/>`,
  cruiser: `<path d="M4 17 L36 17 L33 23 L7 23 Z" ${F}/><rect x="12" y="12" width="5" height="5" ${F}/><rect x="20" y="9" width="4" height="8" ${F}/>`,
  escort: `<path d="M6 17 L34 17 L31 23 L9 23 Z" ${F}/><rect x="18" y="11" width="4" height="6" ${F}/><path d="M12 13 L12 17 M28 13 L28 17" ${S}/>`,
  minesweeper: `<path d="M8 15 L32 15 L29 21 L11 21 Z" ${F}/><rect x="18" y="10" width="4" height="5" ${F}/><circle cx="34" cy="23" r="2" ${S}/>`,
  submarine: `<path d="M3 17 Q20 9 37 17 Q20 23 3 17 Z" ${F}/><rect x="17" y="9" width="5" height="5" ${F}/>`,
  // A production centre: a saw-tooth factory roof and a chimney.
  factory: `<path d="M2 24 L2 12 L10 7 L10 12 L18 7 L18 12 L26 7 L26 24 Z" ${F}/><rect x="29" y="3" width="5" height="21" ${F}/>`,
}

export function iconSvg(icon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 26" width="40" height="26">${ICONS[icon] ?? frame}</svg>`
}
