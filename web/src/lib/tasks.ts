/**
 * Work spread over tasks. A page starts its calls together (the shell's and the page's effects run
 * in one go), and each `fetch` costs the main thread a few milliseconds on a phone-class CPU: a
 * dozen calls made one task of 50 ms and more, during which the page could neither paint nor
 * answer input. `inTurn` runs the first job of a run of script at once and each further one in a
 * task of its own, in the order asked; a message (not a timer) starts the next task, so timer
 * clamping adds no delay. A job asked for later, after the script that asked for the first has
 * finished (an answer's `then`, an event), runs at once again.
 *
 * A job asked while the browser dispatches the user's input (a click's 全选, a key) waits for the
 * frame that answers the input: the page shows the choice first and sends it after. Starting a
 * request (building its body, its URL, its timeout and abort signal) costs a few milliseconds on
 * a phone-class CPU, which would otherwise stand between the input and its paint. A hidden page
 * draws no frames, so the wait ends after at most `PAINT_WAIT_MS` whatever happens.
 */
import { inUserEvent } from "./useSyncExternalStore.ts"

type Job = () => void

const queue: Job[] = []
/** A job ran in the script now running (cleared once it finishes: a microtask). */
let busy = false
let channel: MessageChannel | null = null
/** A message is on its way to run the next queued job. */
let posted = false
/** The queue waits for the next frame to be painted. */
let painting = false

/** The longest a job asked during an input waits for the frame (a hidden page paints none). */
export const PAINT_WAIT_MS = 100

function runOne(job: Job): void {
  if (!busy) {
    busy = true
    queueMicrotask(() => (busy = false))
  }
  job()
}

function runQueued(): void {
  posted = false
  // a message sent before an input's jobs were queued: they wait for the paint
  if (painting) return
  const job = queue.shift()
  if (job !== undefined) runOne(job)
  if (queue.length > 0) post()
  else {
    channel?.port1.close()
    channel = null
  }
}

function post(): void {
  if (posted || painting) return
  posted = true
  if (channel === null) {
    channel = new MessageChannel()
    channel.port1.onmessage = runQueued
  }
  channel.port2.postMessage(null)
}

/** Runs the queue in the task after the next frame's paint (a task queued by its animation frame). */
function afterPaint(): void {
  if (painting) return
  painting = true
  const go = (): void => {
    if (!painting) return
    painting = false
    post()
  }
  requestAnimationFrame(() => setTimeout(go, 0))
  setTimeout(go, PAINT_WAIT_MS)
}

/**
 * Runs `job` now if it is the first of this run of script, else in a task of its own, in order;
 * during the user's input, after the frame that answers it.
 */
export function inTurn<A>(job: () => Promise<A>): Promise<A> {
  if (inUserEvent()) {
    return new Promise<A>((resolve, reject) => {
      queue.push(() => void job().then(resolve, reject))
      afterPaint()
    })
  }
  if (!busy && queue.length === 0) {
    let result!: Promise<A>
    runOne(() => (result = job()))
    return result
  }
  return new Promise<A>((resolve, reject) => {
    queue.push(() => void job().then(resolve, reject))
    post()
  })
}

/** Forgets the jobs not yet run (tests: a test's calls must not reach the next one's fetch). */
export function forgetQueued(): void {
  queue.length = 0
  painting = false
  posted = false
  channel?.port1.close()
  channel = null
}
