import { expect, test, type Page } from '@playwright/test'
import type { FormField } from '../src/engine/core/form.ts'
import type { AxisEvent } from '../src/engine/rulesets/axis/events.ts'
import type { AxisState } from '../src/engine/rulesets/axis/state.ts'
import {
  clickCanvasAt,
  counterCentre,
  getEvents,
  getGestures,
  getMapPlaces,
  getState,
  getView,
  launchOnce,
  launchUntil,
  mapPlaceCentre,
  setSpeed,
  startBattle,
  submitPanel,
  waitGesture,
  type BattleView,
} from './helpers.ts'

/**
 * Answers given on the canvas: a grand breakthrough and an axis retreat by a
 * click on a place of the map (shown beside the decision panel while a place
 * is asked), axis aiming and casualties by clicks on counters of the zone board.
 */

const panel = (page: Page) => page.getByTestId('decision-panel')
const summary = (page: Page) => page.getByTestId('summary')
type PlaceField = Extract<FormField, { type: 'place' }>
type AllocateField = Extract<FormField, { type: 'allocate' }>

const axisState = async (page: Page) => (await getState(page)) as unknown as AxisState
const axisEvents = async (page: Page) => (await getEvents(page)) as unknown as AxisEvent[]

/** Axis, hot-seat: every panel question gets its defaults and rounds are launched until `stop`. */
async function axisUntil(page: Page, stop: (v: BattleView) => boolean, max = 40): Promise<BattleView> {
  for (let i = 0; i < max; i++) {
    const v = await getView(page)
    if (stop(v)) return v
    if (v.over) throw new Error('axisUntil: the battle ended first')
    if (v.pending) await submitPanel(page)
    else await launchOnce(page)
  }
  throw new Error(`axisUntil: no stop after ${max} steps`)
}

test.describe('grand: the breakthrough on the map', () => {
  /** Beda Fomm, seed 3, hot-seat: the attacker wins after Next 3 and may break through. */
  async function toBreakthrough(page: Page) {
    await startBattle(page, 'beda-fomm', '3')
    // Instant dice from the keyboard (1–4: speed).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('4')
    await expect(page.getByLabel('Animation speed')).toHaveValue('instant')
    // Cards passed after each handoff, rounds launched, the retreat questions answered by Launch (stay).
    const v = await launchUntil(page, (x) => x.pending?.kind === 'breakthrough', 30)
    expect(v.over).toBe(true)
    expect(v.pending).toMatchObject({ side: 'attacker', kind: 'breakthrough' })
    // Asked beside the map, before the summary.
    await expect(panel(page)).toBeVisible()
    await expect(summary(page)).toHaveCount(0)
    await expect.poll(() => getMapPlaces(page)).not.toBeNull()
    const field = v.pending!.form.fields.find((f): f is PlaceField => f.type === 'place')!
    expect(field).toMatchObject({ id: 'region', targets: 'places' })
    return { v, field }
  }

  test('a click on a legal region chooses it in the panel; submitted, the battle records that breakthrough', async ({ page }) => {
    const { v, field } = await toBreakthrough(page)
    const s = await getState(page)
    // The legal regions are the form's place choices, each on the map and in the panel.
    const legal = field.choices.map((c) => c.value)
    expect(legal).toEqual(s.result!.breakthrough!.regions)
    expect(legal.length).toBeGreaterThan(1)
    const places = (await getMapPlaces(page))!
    expect(Object.keys(places).sort()).toEqual(v.map!.places.map((p) => p.id).sort())
    for (const id of legal) expect(places[id], id).toBeDefined()
    const radios = panel(page).locator('fieldset[data-field="region"]').getByRole('radio')
    await expect(radios).toHaveCount(legal.length + 1)
    for (const c of field.choices) await expect(panel(page).getByRole('radio', { name: c.label, exact: true })).toBeVisible()
    // The default is the first region: click another one.
    const target = field.choices[1]!
    await expect(panel(page).getByRole('radio', { name: field.choices[0]!.label, exact: true })).toBeChecked()
    const before = await clickCanvasAt(page, await mapPlaceCentre(page, target.value))
    await expect(panel(page).getByRole('radio', { name: target.label, exact: true })).toBeChecked()
    await expect(panel(page).getByRole('radio', { name: field.choices[0]!.label, exact: true })).not.toBeChecked()
    // Units and leaders are still to be confirmed: the click alone decides nothing.
    expect(await getGestures(page)).toBe(before)

    await submitPanel(page)
    const end = await getState(page)
    expect(end.result!.breakthrough!.chosen).not.toBeNull()
    expect(end.result!.breakthrough!.chosen!.region).toBe(target.value)
    expect(end.queue).toEqual([])
    await expect(summary(page)).toBeVisible()
    await expect(page.getByTestId('summary-breakthrough')).toContainText(`Breakthrough into ${target.label}`)
    // The map is no longer asked for.
    await expect.poll(() => getMapPlaces(page)).toBeNull()
  })

  test("a click on the battle's own region cancels the breakthrough at once", async ({ page }) => {
    const { v, field } = await toBreakthrough(page)
    const own = v.map!.places.find((p) => p.marks?.includes('battle'))!
    expect(own).toBeDefined()
    expect(v.map!.focus).toEqual([own.id])
    expect(field.none).toMatchObject({ value: '', place: own.id })
    const before = await clickCanvasAt(page, await mapPlaceCentre(page, own.id))
    // No submit: the click answered the question.
    await waitGesture(page, before)
    const end = await getState(page)
    expect(end.result!.breakthrough).not.toBeNull()
    expect(end.result!.breakthrough!.chosen).toBeNull()
    expect(end.queue).toEqual([])
    await expect(summary(page)).toBeVisible()
    await expect(summary(page)).toContainText('No breakthrough')
    await expect(page.getByTestId('summary-breakthrough')).toHaveCount(0)
  })
})

test.describe('axis: clicks on the map and on counters', () => {
  test('a retreat destination chosen by a click on the area map', async ({ page }) => {
    await page.goto('/#/play/axis-air-land-example?seed=hotseat&attacker=human&defender=human')
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    const v = await axisUntil(page, (x) => x.pending?.kind === 'retreat' && x.pending.side === 'attacker')
    await expect(panel(page)).toBeVisible()
    await expect.poll(() => getMapPlaces(page)).not.toBeNull()
    const field = v.pending!.form.fields[0] as PlaceField
    expect(field).toMatchObject({ type: 'place', id: 'retreat', targets: 'places' })
    const areas = new Set(v.map!.places.map((p) => p.id))
    // The areas "all units" may retreat to (the other choices are "stay" and the air-only retreats).
    const legal = field.choices.filter((c) => areas.has(c.value))
    expect(legal.length).toBeGreaterThan(0)
    const to = legal[0]!

    // An area that is not a legal destination answers nothing.
    const own = field.none!.place!
    const illegal = v.map!.places.find((p) => p.id !== own && !field.choices.some((c) => c.value === p.id))
    if (illegal) {
      const before = await clickCanvasAt(page, await mapPlaceCentre(page, illegal.id))
      await page.waitForTimeout(300)
      expect(await getGestures(page)).toBe(before)
      expect((await getView(page)).pending).toMatchObject({ side: 'attacker', kind: 'retreat' })
    }

    // The form has this one field: the click on the area is the answer.
    const before = await clickCanvasAt(page, await mapPlaceCentre(page, to.value))
    await waitGesture(page, before)
    const s = await axisState(page)
    const moved = s.units.filter((u) => u.side === 'attacker' && u.movedTo === to.value)
    expect(moved.length).toBeGreaterThan(0)
    for (const u of moved) expect(u.place).toBe('away')
    expect(s.units.filter((u) => u.side === 'attacker' && u.place === 'field')).toEqual([])
    const ev = await axisEvents(page)
    expect(ev).toContainEqual(expect.objectContaining({ t: 'decision', side: 'attacker', kind: 'retreat' }))
    expect(ev).toContainEqual(expect.objectContaining({ t: 'retreat', side: 'attacker', what: 'all', to: to.value }))
    const view = await getView(page)
    expect(view.over).toBe(true)
    await expect(page.getByTestId('battle-log')).toContainText(`${view.sides.attacker.name} decides retreat`)
    await expect(summary(page)).toBeVisible()
    await expect(summary(page).getByRole('heading', { level: 2 })).toHaveText(`${view.sides.defender.name} wins`)
  })

  test('aiming by clicks on target counters', async ({ page }) => {
    await page.goto('/#/play/axis-air-land-example?seed=hotseat&attacker=human&defender=human')
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    for (const side of ['defender', 'attacker'] as const) {
      const v = await axisUntil(page, (x) => x.pending?.kind === 'aim' && x.pending.side === side)
      await expect(panel(page)).toBeVisible()
      // The first shooter's field is the one board clicks answer, from the start.
      const field = v.pending!.form.fields[0] as Extract<FormField, { type: 'pick' }>
      expect(field).toMatchObject({ type: 'pick', targets: 'counters' })
      await expect(panel(page).locator(`fieldset[data-field="${field.id}"]`)).toHaveClass(/\bactive\b/)
      // A target other than the default, and on the board.
      const layout = await page.evaluate(() => window.__battle!.layout!)
      const target = field.choices.find((c) => c.value !== field.default && layout.places.some((p) => p.id === c.value))!
      expect(target, `${side}: a target besides the default`).toBeDefined()
      const group = panel(page).locator(`fieldset[data-field="${field.id}"]`)
      await expect(group.getByRole('radio', { name: target.label, exact: true })).not.toBeChecked()
      const before = await clickCanvasAt(page, await counterCentre(page, target.value))
      await expect(group.getByRole('radio', { name: target.label, exact: true })).toBeChecked()
      expect(await getGestures(page)).toBe(before)
      await submitPanel(page)
      // The shot (this step's, or the next launch's) goes at the clicked counter.
      if (!(await getView(page)).pending) await launchOnce(page)
      const shots = (await axisEvents(page)).filter((e): e is Extract<AxisEvent, { t: 'shot' }> => e.t === 'shot' && e.unit === field.id)
      expect(shots.length, `${side}: ${field.id} fired`).toBeGreaterThan(0)
      expect(shots.at(-1)!.target).toBe(target.value)
      const decision = (await axisEvents(page)).filter((e) => e.t === 'decision' && e.side === side && e.kind === 'aim').at(-1)
      expect(decision && decision.t === 'decision' && decision.choice).toContain(`${field.id}=${target.value}`)
    }
  })

  test('casualties by clicks on counters', async ({ page }) => {
    // Frankfurt–Calais, seed "hotseat": the attacker's armour takes one hit in round 1 and its player says which.
    await page.goto('/#/play/axis-frankfurt-calais?seed=hotseat&attacker=human&defender=human')
    await expect(page.getByTestId('battle-screen')).toBeVisible()
    await setSpeed(page, 'instant')
    const v = await axisUntil(page, (x) => x.pending?.kind === 'casualties')
    await expect(panel(page)).toBeVisible()
    const field = v.pending!.form.fields.find((f): f is AllocateField => f.type === 'allocate' && f.targets === 'counters')!
    expect(field).toBeDefined()
    expect(field.total).toBe(1)
    expect(field.slots.length).toBeGreaterThan(1)
    const given = Object.keys(field.default).find((k) => field.default[k]! > 0)!
    const chosen = field.slots.find((sl) => sl.value !== given)!
    const slot = (id: string) => panel(page).locator(`fieldset[data-field="${field.id}"] [data-slot="${id}"] output`)
    await expect(slot(given)).toHaveText('1')
    await expect(slot(chosen.value)).toHaveText('0')
    const gestures = await getGestures(page)

    // The book's default already places the hit: a click on that counter takes it back, a click on another puts it there.
    await clickCanvasAt(page, await counterCentre(page, given))
    await expect(slot(given)).toHaveText('0')
    await expect(page.getByTestId('decision-submit')).toBeDisabled()
    await clickCanvasAt(page, await counterCentre(page, chosen.value))
    await expect(slot(chosen.value)).toHaveText('1')
    await expect(slot(given)).toHaveText('0')
    expect(await getGestures(page)).toBe(gestures)

    await submitPanel(page)
    const s = await axisState(page)
    const hit = s.units.find((u) => u.id === chosen.value)!
    const spared = s.units.find((u) => u.id === given)!
    expect(hit.place).toBe('losses')
    expect(spared.place).toBe('field')
    const ev = await axisEvents(page)
    expect(ev).toContainEqual(expect.objectContaining({ t: 'casualty', side: v.pending!.side, unit: chosen.value }))
    expect(ev.some((e) => e.t === 'casualty' && e.unit === given)).toBe(false)
  })
})
