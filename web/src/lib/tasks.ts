/**
 * Work spread over tasks. A page starts its calls together (the shell's and the page's effects run
 * in one go), and each `fetch` costs the main thread a few milliseconds on a phone-class CPU: a
 * dozen calls made one task of 50 ms and more, during which the page could neither paint nor
 * answer input. `inTurn` runs the first job of a run of script at once and each further one in a
 * task of its own, in the order asked; a message (not a timer) starts the next task, so timer
 * clamping adds no delay. A job asked for later, after the script that asked for the first has
 * finished (an answer's `then`, an event), runs at once again.
 */

type Job = () => void

const queue: Job[] = []
/** A job ran in the script now running (cleared once it finishes: a microtask). */
let busy = false
let channel: MessageChannel | null = null
/** A message is on its way to run the next queued job. */
let posted = false

function runOne(job: Job): void {
  if (!busy) {
    busy = true
    queueMicrotask(() => (busy = false))
  }
  job()
}

function runQueued(): void {
  posted = false
  const job = queue.shift()
  if (job !== undefined) runOne(job)
  if (queue.length > 0) post()
  else {
    channel?.port1.close()
    channel = null
  }
}

function post(): void {
  if (posted) return
  posted = true
  if (channel === null) {
    channel = new MessageChannel()
    channel.port1.onmessage = runQueued
  }
  channel.port2.postMessage(null)
}

/** Runs `job` now if it is the first of this run of script, else in a task of its own, in order. */
export function inTurn<A>(job: () => Promise<A>): Promise<A> {
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
