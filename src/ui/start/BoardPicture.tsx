import type { JSX } from 'react'
import type { BoardKind } from '../../engine/core/ruleset.ts'

const RED = '#b8432f'
const BLUE = '#3f6fa8'
const INK = '#2b2620'

function Counter({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g>
      <rect x={x - 5} y={y - 4} width={10} height={8} rx={1} fill={fill} stroke={INK} strokeWidth={0.6} />
      <rect x={x - 3} y={y - 2} width={6} height={3} fill="none" stroke="#f3ead2" strokeWidth={0.6} />
    </g>
  )
}

function hexPath(cx: number, cy: number, r: number): string {
  const pts = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 3) * i
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`
  })
  return `M${pts.join('L')}Z`
}

/** A small drawing of the board a rule system is fought on, for its start-screen tile: own art, drawn in code. */
export function BoardPicture({ board }: { board: BoardKind }) {
  return (
    <svg className="board-picture" viewBox="0 0 120 64" preserveAspectRatio="xMidYMid slice" role="img" aria-label={DESCRIBED[board]}>
      <rect width={120} height={64} fill={board === 'areas' ? '#5d7f99' : '#cdbb8e'} />
      {PICTURES[board]()}
    </svg>
  )
}

const DESCRIBED: Record<BoardKind, string> = {
  zones: 'A battle window: two lines of counters facing each other',
  regions: 'A map of regions with their borders and counters',
  areas: 'A map of land areas and sea zones with counters',
  hexes: 'A hex map with terrain and counters',
  squares: 'A square grid with a city, an airfield and counters',
}

const PICTURES: Record<BoardKind, () => JSX.Element> = {
  zones: () => (
    <>
      <line x1={60} y1={4} x2={60} y2={60} stroke={INK} strokeDasharray="3 2" strokeWidth={0.8} />
      {[14, 28, 42].map((y) => <Counter key={`a${y}`} x={36} y={y + 4} fill={RED} />)}
      {[14, 28, 42].map((y) => <Counter key={`d${y}`} x={84} y={y + 4} fill={BLUE} />)}
    </>
  ),
  regions: () => (
    <>
      <path d="M0,0H120V14C96,20 70,10 48,18C30,24 12,14 0,20Z" fill="#6f93ad" />
      <path d="M0,20C12,14 30,24 48,18L52,40L20,52L0,48Z M48,18C70,10 96,20 120,14V36L84,44L52,40Z M52,40L84,44L120,36V64H30L20,52Z" fill="#d8c690" stroke="#8a6d3b" strokeWidth={1} />
      <path d="M10,56C30,50 60,52 110,46" fill="none" stroke="#6b5233" strokeWidth={0.8} strokeDasharray="2 1.5" />
      <Counter x={28} y={34} fill={RED} />
      <Counter x={36} y={38} fill={RED} />
      <Counter x={82} y={30} fill={BLUE} />
      <Counter x={76} y={54} fill={BLUE} />
    </>
  ),
  areas: () => (
    <>
      <path d="M0,28L26,18L54,24L62,44L30,56L0,52Z" fill="#c9b98a" stroke={INK} strokeWidth={0.8} />
      <path d="M54,24L84,10L120,16V50L92,58L62,44Z" fill="#b9a879" stroke={INK} strokeWidth={0.8} />
      <path d="M26,18L40,0H80L84,10L54,24Z" fill="#c2b384" stroke={INK} strokeWidth={0.8} />
      <Counter x={30} y={38} fill={RED} />
      <Counter x={38} y={42} fill={RED} />
      <Counter x={92} y={34} fill={BLUE} />
      <path d="M58,6l6,2l-6,2z" fill={RED} stroke={INK} strokeWidth={0.5} />
    </>
  ),
  hexes: () => {
    const cells: JSX.Element[] = []
    const r = 9
    for (let col = 0; col < 8; col++) {
      for (let row = 0; row < 4; row++) {
        const cx = 6 + col * r * 1.5
        const cy = 6 + row * r * Math.sqrt(3) + (col % 2 ? (r * Math.sqrt(3)) / 2 : 0)
        const wooded = (col * 7 + row * 3) % 5 === 0
        cells.push(<path key={`${col}.${row}`} d={hexPath(cx, cy, r)} fill={wooded ? '#8fa56a' : '#d3c496'} stroke="#7b6a45" strokeWidth={0.6} />)
      }
    }
    return (
      <>
        {cells}
        <path d="M0,44C24,40 36,52 60,46S100,36 120,42" fill="none" stroke="#4f7fa6" strokeWidth={2} />
        <Counter x={33} y={22} fill={RED} />
        <Counter x={46.5} y={30} fill={RED} />
        <Counter x={73.5} y={30} fill={BLUE} />
        <Counter x={73.5} y={14} fill={BLUE} />
      </>
    )
  },
  squares: () => {
    const cells: JSX.Element[] = []
    for (let col = 0; col < 6; col++) {
      for (let row = 0; row < 3; row++) {
        const centre = col === 2 && row === 1
        cells.push(<rect key={`${col}.${row}`} x={col * 20} y={2 + row * 20} width={20} height={20} fill={centre ? '#e2cf9b' : (col + row) % 3 === 0 ? '#a8b983' : '#cdbb8e'} stroke="#7b6a45" strokeWidth={0.6} />)
      }
    }
    return (
      <>
        {cells}
        <rect x={42} y={24} width={5} height={6} fill="#6b5a48" />
        <rect x={48} y={26} width={4} height={4} fill="#6b5a48" />
        <path d="M86,14h14M93,8v12" stroke={INK} strokeWidth={1.4} />
        <path d="M100,12L62,30" stroke={RED} strokeWidth={0.8} strokeDasharray="2 2" />
        <Counter x={30} y={34} fill={RED} />
        <Counter x={56} y={36} fill={BLUE} />
        <path d="M18,48l8,-3l-2,3l2,3z" fill={RED} stroke={INK} strokeWidth={0.5} />
      </>
    )
  },
}
