import { describe, expect, it } from 'vitest'
import { builderLink, parseRoute, playLink } from './route.ts'

describe('deep links', () => {
  it('#/play/<id>?seed=S&attacker=human&defender=human opens a battle', () => {
    expect(parseRoute('#/play/sidi-barrani?seed=42&attacker=human&defender=human')).toEqual({
      route: { page: 'play', scenario: 'sidi-barrani', seed: '42', players: { attacker: 'human', defender: 'human' } },
      error: null,
    })
  })

  it('#/build opens the battle builder; #/build/<code> opens it with the battle its link holds', () => {
    expect(parseRoute('#/build')).toEqual({ route: { page: 'build', code: null }, error: null })
    expect(parseRoute(builderLink('eyJhIjoxfQ'))).toEqual({ route: { page: 'build', code: 'eyJhIjoxfQ' }, error: null })
  })

  it('round-trips through playLink', () => {
    const link = playLink('beda-fomm', 'a b', { attacker: 'human', defender: 'human' })
    expect(parseRoute(link).route).toEqual({ page: 'play', scenario: 'beda-fomm', seed: 'a b', players: { attacker: 'human', defender: 'human' } })
  })

  it.each([
    ['#/fight/x', /Unknown link/],
    ['#/play/x?attacker=robot', /attacker="robot" is not a player/],
    ['#/play/x?colour=red', /unknown parameter "colour"/],
    ['#/play/x?seed=', /seed is empty/],
  ])('a bad link %s gives the start page and says why', (hash, why) => {
    const r = parseRoute(hash)
    expect(r.route).toEqual({ page: 'start' })
    expect(r.error).toMatch(why)
  })
})
