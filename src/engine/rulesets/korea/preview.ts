import type { Choice, Preview } from '../../core/ruleset.ts'
import type { Side } from '../../core/types.ts'
import { figures, leadCandidates } from './combat.ts'
import { NO_DEPOT } from './decisions.ts'
import { lpOutcomes, type LpOutcome } from './exact.ts'
import { geometry } from './geometry.ts'
import { defaultLead } from './policy.ts'
import { currentPicture } from './resolve.ts'
import type { KoreaState } from './state.ts'
import { depotById, unitById, unSide } from './work.ts'

/**
 * The window's look at a lead being chosen, before the dice (issue 15: "the
 * odds bar giving the exact distribution of the differential's outcome"):
 * each side's die-roll modifiers in its diamond, the exact chance of each
 * loss-point outcome in place of the odds bar, and every unit in the combat
 * marked. The other side's lead is the one it named, or its default.
 */
export function outcomeItems(outcomes: readonly LpOutcome[]): NonNullable<Preview['outcomes']>['items'] {
  // Short, to fit the bar: "def 3 LP" the defender's loss points (in the attacker's colour), "att 2 LP" the attacker's.
  return outcomes.map((o) => {
    if (o.lp.attacker && o.lp.defender) return { label: `${o.lp.defender} LP each`, p: o.p, side: null }
    if (o.lp.defender) return { label: `def ${o.lp.defender} LP`, p: o.p, side: 'attacker' as const }
    return { label: `att ${o.lp.attacker} LP`, p: o.p, side: 'defender' as const }
  })
}

export function preview(s: KoreaState, choice: Choice): Preview | null {
  const now = s.now
  if (!now || now.step !== 'lead' || choice.kind !== 'lead') return null
  const side: Side = now.leads.attacker ? 'defender' : 'attacker'
  const g = geometry(s.map)
  const lead = choice.answer.lead
  if (typeof lead !== 'string' || !leadCandidates(currentPicture(s, g, null), side).some((u) => u.id === lead)) return null
  const leadA = side === 'attacker' ? lead : now.leads.attacker!
  const leadD = side === 'defender' ? lead : defaultLead(s, g, 'defender', leadA).lead
  const asked = choice.answer.depot
  const depotId = side === unSide(s) ? (typeof asked === 'string' && asked !== NO_DEPOT ? asked : null) : now.depot
  return leadsPreview(s, leadA, leadD, depotId ? (depotById(s, depotId) ?? null) : null)
}

/** The figures of a combat with its two leads named: the diamonds' modifiers, the bar's exact loss-point outcomes, the units marked. */
function leadsPreview(s: KoreaState, leadA: string, leadD: string, depot: NonNullable<ReturnType<typeof depotById>> | null): Preview {
  const g = geometry(s.map)
  const pic = currentPicture(s, g, leadA)
  const leads = { attacker: unitById(s, leadA)!, defender: unitById(s, leadD)! }
  const f = figures(s, g, pic, leads, depot)
  const gauge = (x: Side) => ({ label: 'DRM', title: `Die-roll modifiers (${leads[x].name} leading)`, value: f.drm[x], parts: f.parts[x], rules: 'Combat' })
  const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`)
  return {
    gauges: { attacker: gauge('attacker'), defender: gauge('defender') },
    outcomes: {
      // Beside the cursor too: short, as napoleonic's "57e Ligne attacks IR 49 Kerpen: 15 against 4, 3–1".
      title: `${leads.attacker.name} (${leads.attacker.quality}) against ${leads.defender.name} (${leads.defender.quality}): ${signed(f.drm.attacker)} against ${signed(f.drm.defender)}, ratio ${f.ratio.defender}:1`,
      items: outcomeItems(lpOutcomes(pic, f)),
    },
    marked: [...pic.inCombat.attacker, ...pic.inCombat.defender].map((u) => u.id),
  }
}

/** Both leads named, the dice not yet rolled: what the roll leads to (the bar "before the dice", without a form open). */
export function rollPreview(s: KoreaState): Preview | null {
  const now = s.now
  if (!now || now.step !== 'roll' || now.roll || !now.leads.attacker || !now.leads.defender) return null
  return leadsPreview(s, now.leads.attacker, now.leads.defender, now.depot ? (depotById(s, now.depot) ?? null) : null)
}
