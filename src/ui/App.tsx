import { lazy, Suspense, useEffect, useState } from 'react'
import { allLoaded, isLoaded, loadRulesets } from '../engine/rulesets/registry.ts'
import { findBuiltIn } from '../scenarios/load.ts'
import { isOver } from '../store/session.ts'
import { BattleScreen } from './BattleScreen.tsx'
import { ScreenGuard } from './ScreenGuard.tsx'
import { BUILT_IN_TARGETS, builderLink, parseRoute, unknownTarget } from './route.ts'
import { randomSeed, StartScreen } from './StartScreen.tsx'
import { battleStore, useBattle } from './store.ts'
import { WalkthroughScreen } from './WalkthroughScreen.tsx'
import { specFromLinkCode, specLinkCode } from '../store/builderSpec.ts'
import type { BattleSpec } from '../engine/core/builder.ts'
import { afterFirstPaint } from './firstPaint.ts'
import { firstRulesets } from './firstRulesets.ts'
import { findWalkthrough } from '../walkthroughs/catalogue.ts'
import { handOver } from '../walkthroughs/runner.ts'
import { readLink } from '../store/shareLink.ts'
import { SavedBattles } from './records/SavedBattles.tsx'
import { useShareAddress } from './records/useShareAddress.ts'
import { OtherTab } from './records/OtherTab.tsx'

// The builder is fetched when first opened: a player who never builds never loads it.
const BuilderScreen = lazy(() => import('./builder/BuilderScreen.tsx').then((m) => ({ default: m.BuilderScreen })))

function go(hash: string) {
  // replaceState: a reload resumes the saved battle instead of replaying a deep link.
  history.replaceState(null, '', hash)
}

/** Start screen or battle window, from the hash and the store. */
export function App() {
  const session = useBattle((s) => s.session)
  const message = useBattle((s) => s.message)
  // The saved battle shows at once only when the address asks for nothing else: a link (a share link, a deep link,
  // a rulebook example) is followed first, so that the battle's own address never overwrites it before it is read.
  const [page, setPage] = useState<'start' | 'battle' | 'walkthrough' | 'build'>(() => {
    const first = parseRoute(location.hash).route.page
    // Only a bare address resumes the saved battle: "#/" is the start screen's own address.
    return session && (first === 'battle' || (first === 'start' && location.hash === '')) ? 'battle' : 'start'
  })
  // A rulebook example keeps its own position; the battle store (and its save) is not touched.
  const [walk, setWalk] = useState<{ id: string; step: number } | null>(null)
  // The battle a builder link (or Edit a copy) opens the builder with; the builder keeps its own draft besides.
  const [buildFrom, setBuildFrom] = useState<{ spec: BattleSpec | null; key: number }>({ spec: null, key: 0 })

  // Every rule system's engine, for the start screen's lists: loaded once the first window is on screen.
  const [everyRuleset, setEveryRuleset] = useState(allLoaded())
  useEffect(() => {
    if (everyRuleset) return
    let live = true
    void afterFirstPaint()
      .then(() => loadRulesets())
      .then(() => live && setEveryRuleset(true))
    return () => {
      live = false
    }
  }, [everyRuleset])

  // While a battle is on screen, the address bar holds its share link.
  useShareAddress(page === 'battle')

  useEffect(() => {
    let live = true
    // A bad share link: the start screen, a message naming what is wrong, and nothing saved touched.
    const refuseLink = (why: string) => {
      battleStore.getState().showMessage('error', `The battle link could not be opened: ${why}. Nothing saved was changed.`)
      go('#/')
      setPage('start')
    }
    /** A share link: decoded, its own rule system loaded, then its battle opened (or the saved battle it reproduces). */
    const openLink = (code: string) => {
      void readLink(code).then(async (d) => {
        if (!live) return
        if (!d.ok) return refuseLink(d.why)
        await loadRulesets([d.ruleset])
        if (!live) return
        if (battleStore.getState().openShared(d.payload)) setPage('battle')
        else {
          go('#/')
          setPage('start')
        }
      }, (e: Error) => refuseLink(e.message))
    }
    /** `followed`: the hash changed in the page (a link followed, the address edited), not the page's first load. */
    const apply = (followed = false) => {
      if (!live) return
      const first = parseRoute(location.hash).route
      // Read now: the address bar changes once a battle is on screen, before the link has been opened.
      if (first.page === 'shared') return openLink(first.code)
      // A link followed in the page may name a rule system not loaded yet: load it, then follow it.
      const need = firstRulesets(location.hash, null)
      if (!need.every(isLoaded)) {
        loadRulesets(need).then(() => apply(followed), (e: Error) => battleStore.getState().showMessage('error', `The rules could not be loaded: ${e.message}`))
        return
      }
      const { route, error: malformed } = parseRoute(location.hash)
      const store = battleStore.getState()
      const error = malformed ?? unknownTarget(route, BUILT_IN_TARGETS)
      if (error) {
        store.showMessage('error', error)
        go('#/')
        setPage('start')
        return
      }
      if (route.page === 'play') {
        store.start(findBuiltIn(route.scenario)!, route.seed ?? randomSeed(), route.players)
        go('#/battle')
        setPage('battle')
      } else if (route.page === 'build') {
        const read = route.code ? specFromLinkCode(route.code) : null
        if (read && !read.ok) {
          store.showMessage('error', `The battle builder's link could not be opened: ${read.why}. Nothing saved was changed.`)
          go('#/')
          setPage('start')
          return
        }
        // The builder keeps what the link held in its draft: a reload opens the draft, not the link again.
        if (read) go('#/build')
        setBuildFrom((b) => ({ spec: read ? read.spec : null, key: b.key + 1 }))
        setPage('build')
      } else if (route.page === 'walkthrough') {
        setWalk({ id: route.id, step: route.step })
        setPage('walkthrough')
      } else if (route.page === 'battle') {
        setPage(battleStore.getState().session ? 'battle' : 'start')
      } else if (followed || location.hash) {
        // On the first load an empty address resumes the saved battle; "#/", or any address followed later, is the start screen.
        setPage('start')
      }
    }
    const onHash = () => apply(true)
    apply()
    window.addEventListener('hashchange', onHash)
    return () => {
      live = false
      window.removeEventListener('hashchange', onHash)
    }
  }, [])

  const store = battleStore.getState()
  return (
    <main className="app">
      <OtherTab />
      {message && (
        <div className={`banner ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="message">
          <span>{message.text}</span>
          <button type="button" onClick={store.clearMessage} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      {page === 'walkthrough' && walk ? (
        <ScreenGuard
          what="the rulebook example"
          onLeave={() => {
            go('#/')
            setPage('start')
          }}
        >
          <WalkthroughScreen
            key={`${walk.id}/${walk.step}`}
            walkthrough={findWalkthrough(walk.id)!}
            initialStep={walk.step}
            onExit={() => {
              go('#/')
              setPage('start')
            }}
            onPlayOn={(scenario, state) => {
              const seed = randomSeed()
              store.start(scenario, seed, { attacker: 'human', defender: 'human' }, handOver(state, seed))
              go('#/battle')
              setPage('battle')
            }}
          />
        </ScreenGuard>
      ) : page === 'battle' && session ? (
        <ScreenGuard
          what="the battle window"
          onLeave={() => {
            go('#/')
            setPage('start')
          }}
        >
          <BattleScreen
            session={session}
            onExit={() => {
              go('#/')
              setPage('start')
            }}
            onEditCopy={(spec) => {
              location.hash = builderLink(specLinkCode(spec))
            }}
          />
        </ScreenGuard>
      ) : page === 'build' && everyRuleset ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              Loading the battle builder…
            </p>
          }
        >
          <BuilderScreen
          key={buildFrom.key}
          initial={buildFrom.spec}
          onPlay={(sc, seed, players) => {
            store.start(sc, seed, players)
            go('#/battle')
            setPage('battle')
          }}
          onExit={() => {
            go('#/')
            setPage('start')
          }}
          />
        </Suspense>
      ) : !everyRuleset ? (
        <p className="loading" role="status">
          Loading the rule systems…
        </p>
      ) : (
        <>
          <header className="app-header">
            <h1>Battle Simulator</h1>
            <p>Five wargames' combat rules, one round per click: hot-seat on this device, against the AI, or AI against AI; and the rulebooks' own examples, step by step.</p>
          </header>
          <StartScreen
            canResume={session && !isOver(session) ? session.scenario.name : null}
            initialRuleset={session?.scenario.ruleset}
            onResume={() => {
              go('#/battle')
              setPage('battle')
            }}
            onBuild={() => {
              location.hash = '#/build'
            }}
            onStart={(sc, seed, players) => {
              store.start(sc, seed, players)
              go('#/battle')
              setPage('battle')
            }}
            saved={
              <SavedBattles
                onOpened={() => {
                  go('#/battle')
                  setPage('battle')
                }}
              />
            }
          />
        </>
      )}
    </main>
  )
}
