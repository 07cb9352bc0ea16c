import { expect, test, type Page } from '@playwright/test'
import { clickCanvasAt, getGestures, getState, getView, isPanelQuestion, mapPlaceCentre, setSpeed, startBattle, waitGesture, type BattleView } from './helpers.ts'

/**
 * A combat phase of the axis rule system (issue 17, seed 003 §5.6) played in
 * the window by clicks: the combat moves on the area map (Holland is empty
 * and taken at once), the battles of normal combat chosen on the map and
 * fought in the battle window, then Breakthrough Combat from Belgium, its
 * target clicked on the map, and the breakthrough battle fought to the end
 * of the phase. Seed e2e-2: Belgium falls with a German AirCap fighter
 * alive, so its panzers may break through into Picardy.
 */

const PHASE = 'axis-phase-sedan'
const SEED = 'e2e-2'

type Arrow = NonNullable<NonNullable<BattleView['map']>['arrows']>[number]
const arrows = (v: BattleView): Arrow[] => v.map?.arrows ?? []

interface PhaseLike {
  battle: { area: { id: string } } | null
  records: { area: string; stage: string; conquered: boolean }[]
  phase: string
}
const phaseState = async (page: Page) => (await getState(page)) as unknown as PhaseLike

/** The window's own next step for whatever is asked: a panel's defaults, or Launch. */
async function defaultStep(page: Page, v: BattleView): Promise<void> {
  const before = await getGestures(page)
  if (isPanelQuestion(v.pending)) await page.getByTestId('decision-submit').click({ force: true })
  else await page.getByTestId('launch').click({ force: true })
  await waitGesture(page, before)
}

async function stepUntil(page: Page, done: (v: BattleView) => boolean, most = 80): Promise<BattleView> {
  for (let i = 0; i < most; i++) {
    const v = await getView(page)
    if (done(v)) return v
    await defaultStep(page, v)
  }
  throw new Error('the window never got there')
}

/** A click on an area of the map that answers the question by itself (the battle list). */
async function clickArea(page: Page, id: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__battle!.mapPlaces !== null)).toBe(true)
  const before = await clickCanvasAt(page, await mapPlaceCentre(page, id))
  await waitGesture(page, before)
}

test.describe('axis: a combat phase with Breakthrough Combat', () => {
  test('by clicks: combat moves, the normal battles chosen on the map, then a breakthrough chosen on the map and its battle', async ({ page }) => {
    await startBattle(page, PHASE, SEED)
    await setSpeed(page, 'instant')

    // The combat moves: the attacks drawn on the area map, one Launch.
    let v = await getView(page)
    expect(v.board.kind).toBe('map')
    expect(arrows(v)).toContainEqual(expect.objectContaining({ from: 'w-germany', to: 'belgium', side: 'attacker', label: expect.stringMatching(/^attack: \d+ units$/) }))
    await expect(page.getByTestId('launch')).toHaveText('Launch the combat moves')
    await defaultStep(page, v)
    await expect(page.getByTestId('battle-screen')).toContainText('Heeresgruppe A takes Holland: it was empty')

    // The battle list beside the map; a click on Belgium opens its battle in the battle window.
    v = await getView(page)
    expect(v.pending).toMatchObject({ side: 'attacker', kind: 'next-battle' })
    expect(v.map!.places.find((p) => p.id === 'holland')!.marks).toContain('taken (empty)')
    await expect(page.getByRole('group', { name: 'Battles of normal combat' })).toContainText('1. Belgium')
    await clickArea(page, 'belgium')
    v = await getView(page)
    expect(v.board.kind).toBe('zones')
    expect((await phaseState(page)).battle!.area.id).toBe('belgium')

    // Belgium to its end, back to the map, Lorraine clicked there and fought.
    v = await stepUntil(page, (x) => x.board.kind === 'map' && x.pending?.kind === 'next-battle')
    expect(v.map!.places.find((p) => p.id === 'belgium')!.marks).toContain('taken')
    await clickArea(page, 'lorraine')
    expect((await phaseState(page)).battle!.area.id).toBe('lorraine')

    // After all normal combat: Breakthrough Combat from Belgium, asked on the map.
    v = await stepUntil(page, (x) => x.pending?.kind === 'breakthrough')
    expect(v.board.kind).toBe('map')
    expect(v.map!.focus).toEqual(['belgium'])
    expect((await phaseState(page)).records.filter((r) => r.stage === 'normal').map((r) => r.area)).toEqual(['holland', 'belgium', 'lorraine'])
    await expect(page.getByTestId('decision-panel')).toContainText('Breakthrough Combat from Belgium')
    // A click on Picardy chooses it; the units are the panel's (the panzers); Break through sends it.
    await expect.poll(() => page.evaluate(() => window.__battle!.mapPlaces !== null)).toBe(true)
    await clickCanvasAt(page, await mapPlaceCentre(page, 'picardy'))
    await expect(page.getByRole('radio', { name: /^Picardy/ })).toBeChecked()
    const before = await getGestures(page)
    await expect(page.getByTestId('decision-submit')).toHaveText('Break through')
    await page.getByTestId('decision-submit').click()
    await waitGesture(page, before)
    v = await getView(page)
    expect(arrows(v)).toContainEqual(expect.objectContaining({ from: 'belgium', to: 'picardy', side: 'attacker', label: expect.stringMatching(/^breakthrough: \d units?/) }))
    expect(v.pending).toMatchObject({ kind: 'next-battle' })
    await expect(page.getByRole('group', { name: 'Battles of Breakthrough Combat' })).toContainText('1. Picardy')

    // The breakthrough battle, opened by a click on Picardy, fought to the end of the phase.
    await clickArea(page, 'picardy')
    v = await getView(page)
    expect(v.board.kind).toBe('zones')
    expect(v.title).toMatch(/breakthrough battle 3: Picardy$/)
    await expect(page.getByTestId('battle-screen')).toContainText('Breakthrough battle 3: Picardy')
    await stepUntil(page, (x) => x.over)
    await expect(page.getByTestId('summary')).toBeVisible()
    const s = await phaseState(page)
    expect(s.phase).toBe('over')
    expect(s.records.at(-1)).toMatchObject({ area: 'picardy', stage: 'breakthrough' })
  })

  for (const players of [
    { attacker: 'ai-normal', defender: 'ai-easy' },
    { attacker: 'ai-easy', defender: 'ai-normal' },
  ]) {
    test(`the AI plays a whole phase for either side (${players.attacker} attacks, ${players.defender} defends)`, async ({ page }) => {
      await page.goto(`/#/play/axis-phase-smolensk?seed=ai-phase&attacker=${players.attacker}&defender=${players.defender}`)
      await expect(page.getByTestId('battle-screen')).toBeVisible()
      await setSpeed(page, 'instant')
      await expect(page.getByTestId('summary')).toBeVisible({ timeout: 110_000 })
      const s = await phaseState(page)
      expect(s.phase).toBe('over')
      expect(s.records.length).toBeGreaterThanOrEqual(3)
      // The battle list answered by the attacker's AI, with its reason in the log.
      const level = players.attacker.slice(3)
      await expect(page.getByTestId('battle-screen')).toContainText(`Heeresgruppe Mitte decides next battle: `)
      await expect(page.getByTestId('battle-screen')).toContainText(`(${level}: `)
    })
  }

  test('at the normal speed, the question that comes at the end of the show stands in the panel (it came while the moves were drawn)', async ({ page }) => {
    await startBattle(page, PHASE, SEED)
    await page.getByTestId('launch').click()
    const list = page.getByRole('group', { name: 'Battles of normal combat' })
    await expect(list).toBeVisible({ timeout: 20_000 })
    await expect(list).toContainText('1. Belgium')
    await expect(page.getByTestId('decision-submit')).toBeEnabled()
  })
})
