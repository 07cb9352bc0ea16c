import type { BattleView } from '../engine/core/view.ts'

const OWNER: Record<string, string> = { attacker: '#c4593f', defender: '#4d6fb8', neutral: '#9a9a8a' }

/** The "hole" view of the battle region: a small map disc centred on it (section B, item 2). */
export function RegionDisc({ view, attackerColor, defenderColor }: { view: BattleView; attackerColor: string; defenderColor: string }) {
  const map = view.map
  if (!map?.places.length) return null
  const regions = map.places
  const focus = new Set(map.focus ?? [])
  const centre = regions.find((r) => focus.has(r.id)) ?? regions[0]!
  const byId = new Map(regions.map((r) => [r.id, r]))
  const colour = (owner: string) => (owner === 'attacker' ? attackerColor : owner === 'defender' ? defenderColor : OWNER.neutral)
  // Centre the disc on the battle region; 100 map units span the disc.
  const tx = (x: number) => 40 + (x - centre.x) * 0.7
  const ty = (y: number) => 40 + (y - centre.y) * 0.7
  return (
    <svg width="80" height="80" viewBox="0 0 80 80" role="img" aria-label={`Map around ${view.location.name}`} className="region-disc">
      <defs>
        <clipPath id="hole">
          <circle cx="40" cy="40" r="38" />
        </clipPath>
      </defs>
      <circle cx="40" cy="40" r="39" fill="#c9b98f" stroke="#222" strokeWidth="2" />
      <g clipPath="url(#hole)">
        {map.edges
          .filter((e) => byId.has(e.a) && byId.has(e.b))
          .map((e) => <line key={`${e.a}-${e.b}`} x1={tx(byId.get(e.a)!.x)} y1={ty(byId.get(e.a)!.y)} x2={tx(byId.get(e.b)!.x)} y2={ty(byId.get(e.b)!.y)} stroke="#6e5d3c" strokeWidth="1.5" />)}
        {regions.map((r) => (
          <g key={r.id}>
            <circle cx={tx(r.x)} cy={ty(r.y)} r={focus.has(r.id) ? 7 : 4.5} fill={colour(r.owner ?? 'neutral')} stroke={focus.has(r.id) ? '#fff200' : '#222'} strokeWidth={focus.has(r.id) ? 2.5 : 1} />
            <title>{`${r.name} (${r.terrain})`}</title>
          </g>
        ))}
      </g>
    </svg>
  )
}
