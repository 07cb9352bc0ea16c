/// <reference lib="webworker" />
import { answer } from './answer.ts'
import type { ToWorker } from './protocol.ts'

/**
 * One odds worker: solves exactly when asked, or plays a batch of sampled
 * battles. Its only static import is the registry's manifests; each rule
 * system's odds (rounds and kernel, no schema, no scenarios, no UI) load on
 * the first battle of that rule system, so that a cold worker is up in a few ms.
 */
self.onmessage = async (e: MessageEvent<ToWorker>) => {
  ;(self as unknown as Worker).postMessage(await answer(e.data))
}
