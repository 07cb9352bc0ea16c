import { expect, test, type Page } from '@playwright/test'
import {
  clickCanvasAt,
  getGestures,
  getState,
  getView,
  isCardsQuestion,
  isPanelQuestion,
  mapPlaceCentre,
  passHandoff,
  setSpeed,
  startBattle,
  waitGesture,
  type BattleView,
} from './helpers.ts'

/**
 * A combat turn of the grand rule system (issue 17, seed 000 sections A, L,
 * M, N and the Battle Summary), played in the window by clicks: the air
 * movement, the Battles List on the region map, each battle in the battle
 * window, what its end does to the map (a retreat and a breakthrough drawn
 * on it), and the turn's Battle Summary. Seed e2e-2 of the breakthrough turn:
 * at Antelat the beaten screen falls back into Sceleidima and the panzers
 * break through after it, which makes a new battle at the top of the list.
 */

const TURN = 'grand-turn-breakthrough'
const SEED = 'e2e-2'

type Arrow = NonNullable<NonNullable<BattleView['map']>['arrows']>[number]
const arrows = (v: BattleView): Arrow[] => v.map?.arrows ?? []

/** The window's own next step for whatever is asked: a hand passed, a panel's defaults, or Launch. */
async function defaultStep(page: Page, v: BattleView): Promise<void> {
  const before = await getGestures(page)
  if (isCardsQuestion(v.pending)) {
    await passHandoff(page, v.pending!.side)
    await page.getByTestId('cards-done').click({ force: true })
  } else if (isPanelQuestion(v.pending)) await page.getByTestId('decision-submit').click({ force: true })
  else await page.getByTestId('launch').click({ force: true })
  await waitGesture(page, before)
}

/** Plays by the window's defaults until `done` holds of the view. */
async function stepUntil(page: Page, done: (v: BattleView) => boolean, most = 40): Promise<BattleView> {
  for (let i = 0; i < most; i++) {
    const v = await getView(page)
    if (done(v)) return v
    await defaultStep(page, v)
  }
  throw new Error('the window never got there')
}

async function clickPlace(page: Page, id: string): Promise<void> {
  const before = await clickCanvasAt(page, await mapPlaceCentre(page, id))
  await waitGesture(page, before)
}

test.describe('grand: a combat turn on the region map', () => {
  test('by clicks from the air movement through the Battles List to the Battle Summary, a retreat and a breakthrough drawn on the map', async ({ page }) => {
    await startBattle(page, TURN, SEED)
    await setSpeed(page, 'instant')

    // Air movement: one click, its lines in the log, the Stukas' flight drawn.
    let v = await getView(page)
    expect(v.board.kind).toBe('map')
    await expect(page.getByTestId('launch')).toHaveText('Launch air movement')
    await defaultStep(page, v)
    await expect(page.getByTestId('battle-screen')).toContainText('Air movement: I./StG 1 fly from Msus by Antelat')
    v = await getView(page)
    expect(arrows(v)).toContainEqual(expect.objectContaining({ from: 'msus', to: 'antelat', label: expect.stringContaining('air: 1 plane') }))

    // The Battles List beside the map: its battles in the panel, their regions marked; a click on Antelat opens it.
    expect(v.pending).toMatchObject({ side: 'attacker', kind: 'next-battle' })
    await expect(page.getByRole('group', { name: 'Battles List' })).toContainText('1. Antelat')
    await expect(page.getByRole('group', { name: 'Battles List' })).toContainText('2. Agedabia')
    await clickPlace(page, 'antelat')
    v = await getView(page)
    expect(v.board.kind).toBe('zones')
    expect((await getState(page) as unknown as { battle: { region: { id: string } } }).battle.region.id).toBe('antelat')

    // The battle in its own window, to its end; the breakthrough is asked on the turn's map, the retreat already drawn.
    v = await stepUntil(page, (x) => x.pending?.kind === 'breakthrough')
    expect(v.board.kind).toBe('map')
    expect(arrows(v)).toContainEqual(expect.objectContaining({ from: 'antelat', to: 'sceleidima', side: 'defender', label: expect.stringMatching(/^retreat: /) }))
    await expect.poll(() => page.evaluate(() => window.__battle!.mapPlaces !== null)).toBe(true)
    // A click on Sceleidima chooses it in the panel; Break through sends it.
    await clickCanvasAt(page, await mapPlaceCentre(page, 'sceleidima'))
    await expect(page.getByRole('radio', { name: 'Sceleidima' })).toBeChecked()
    let before = await getGestures(page)
    await page.getByTestId('decision-submit').click()
    await waitGesture(page, before)
    v = await getView(page)
    expect(arrows(v)).toContainEqual(expect.objectContaining({ from: 'antelat', to: 'sceleidima', side: 'attacker', label: expect.stringMatching(/^breakthrough: 3 units/) }))
    await expect(page.getByTestId('launch')).toHaveText('Back to the Battles List')
    before = await getGestures(page)
    await page.getByTestId('launch').click()
    await waitGesture(page, before)

    // Back at the list: the breakthrough's battle on top; the arrow button opens it.
    v = await getView(page)
    expect(v.pending?.form.fields[0]).toMatchObject({ type: 'place', default: 'sceleidima' })
    expect(v.map!.places.find((p) => p.id === 'sceleidima')!.marks).toContain('battle 1')
    await expect(page.getByTestId('decision-submit')).toHaveText('Launch battle ▶')
    await defaultStep(page, v)
    expect((await getState(page) as unknown as { battle: { region: { id: string } } }).battle.region.id).toBe('sceleidima')

    // The rest by the window's defaults, to the Battle Summary.
    await stepUntil(page, (x) => x.over)
    const summary = page.getByTestId('summary')
    await expect(summary).toBeVisible()
    await expect(summary.getByTestId('turn-summary')).toBeVisible()
    const s = (await getState(page)) as unknown as { records: { region: string }[]; result: { reason: string } }
    await expect(page.getByTestId('summary-reason')).toHaveText(s.result.reason)
    expect(s.records.map((r) => r.region)).toEqual(['antelat', 'sceleidima', 'soluch', 'agedabia'])
    const first = summary.getByTestId('turn-battle-1')
    await expect(first).toContainText('1. Antelat')
    await expect(first).toContainText('into Sceleidima: a new battle')
    await expect(first).toContainText('Eighth Army: 1 to Sceleidima')
    // Each battle's details behind its information button.
    await summary.getByTestId('turn-battle-info-1').click()
    await expect(summary.getByTestId('turn-battle-detail-1')).toContainText('Breakthrough into Sceleidima')
    await expect(summary.getByTestId('turn-detail-retreat')).toContainText('Sceleidima')

    // Closed, the map shows where the turn left everyone, the retreat and the breakthrough among its arrows.
    await page.getByTestId('summary-close').click()
    v = await getView(page)
    expect(v.over).toBe(true)
    expect(arrows(v).some((a) => a.label.startsWith('retreat'))).toBe(true)
    expect(arrows(v).some((a) => a.label.startsWith('breakthrough'))).toBe(true)
  })

  for (const players of [
    { attacker: 'ai-normal', defender: 'ai-easy' },
    { attacker: 'ai-easy', defender: 'ai-normal' },
  ]) {
    test(`the AI plays a whole turn for either side (${players.attacker} attacks, ${players.defender} defends)`, async ({ page }) => {
      await page.goto(`/#/play/grand-turn-trap?seed=ai-turn&attacker=${players.attacker}&defender=${players.defender}`)
      await expect(page.getByTestId('battle-screen')).toBeVisible()
      await setSpeed(page, 'instant')
      await expect(page.getByTestId('summary')).toBeVisible({ timeout: 110_000 })
      const s = (await getState(page)) as unknown as { phase: string; records: unknown[] }
      expect(s.phase).toBe('over')
      expect(s.records.length).toBeGreaterThanOrEqual(2)
      // The Battles List was answered by the attacker's AI, with its reason in the log: easy takes the list's order, normal sees the trap.
      const level = players.attacker.slice(3)
      const first = level === 'easy' ? 'Belhamed' : 'Trigh Capuzzo'
      await expect(page.getByTestId('battle-screen')).toContainText(`Panzergruppe Afrika decides next battle: ${first} (${level}: `)
    })
  }
})
