import { parentPort } from 'node:worker_threads'
import { answer } from '../odds/answer.ts'
import type { ToWorker } from '../odds/protocol.ts'

/** The bench's odds worker: the browser worker's answers, through worker_threads. */
parentPort!.on('message', (m: ToWorker) => void answer(m).then((r) => parentPort!.postMessage(r)))
