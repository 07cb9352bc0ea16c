/// <reference lib="webworker" />
import { answer } from './answer.ts'
import type { ToWorker } from './protocol.ts'

/**
 * One odds worker: solves exactly when asked, or plays a batch of sampled
 * battles. It imports the engine's rounds and kernel only (no schema, no
 * scenario catalogue, no UI), so that a cold worker is up in a few ms.
 */
self.onmessage = async (e: MessageEvent<ToWorker>) => {
  ;(self as unknown as Worker).postMessage(await answer(e.data))
}
