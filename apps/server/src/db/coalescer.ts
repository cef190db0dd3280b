// A database round trip costs far more than the rows it carries (bench/README.md, "Where the
// time goes"), so work that many concurrent requests each need — a session lookup, a submit-limit
// count, a bet placement — is gathered and done for all of them in one statement or one
// transaction. A coalescer queues the calls of one kind; when no batch of that kind is running
// (or fewer than `concurrency`), everything queued until the end of the current event-loop turn
// goes as one batch. An idle server answers a lone call at once (a batch of one); under load the
// batches grow by themselves, because calls queue up while the previous batch runs.

/** One call's result within a batch: batches answer each call on its own. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

export const success = <O>(value: O): Outcome<O> => ({ ok: true, value });
export const failure = (error: unknown): Outcome<never> => ({ ok: false, error });

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export type CoalescerOptions = {
  /** The most calls one batch takes; the rest wait for the next. */
  maxBatch: number;
  /** How many batches may run at once (each takes one database connection). */
  concurrency: number;
  /**
   * While a batch runs, a further one starts only with at least this many calls queued (default
   * 1); fewer wait for the running batch to end, or for more calls. A batch costs its round trips
   * and statements whatever its size, so a second batch of a few calls costs nearly as much as a
   * full one (bets over HTTP: batches of ~14 bets against ~24 in-process, bench/README.md).
   */
  minBatchWhileBusy?: number;
};

/**
 * Returns a function that behaves like a single call of `run` but shares its batch with the
 * calls made at about the same time. `run` gets the items in call order and returns one outcome
 * per item in the same order; if it throws, every call of that batch fails with its error.
 */
export function coalescer<I, O>(run: (items: I[]) => Promise<Outcome<O>[]>, options: CoalescerOptions): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = 0;
  let scheduled = false;

  const start = () => {
    scheduled = false;
    while (running < options.concurrency && queue.length) {
      if (running > 0 && queue.length < (options.minBatchWhileBusy ?? 1)) break;
      // What is queued is shared evenly among the batches that may start now: each runs on its own connection.
      const batch = queue.splice(0, Math.min(options.maxBatch, Math.ceil(queue.length / (options.concurrency - running))));
      running++;
      run(batch.map((w) => w.item))
        .then(
          (outcomes) => {
            if (outcomes.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`);
            outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.value) : batch[i]!.reject(o.error)));
          },
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
        .finally(() => {
          running--;
          schedule();
        });
    }
  };
  // setImmediate runs after the event loop's I/O phase: requests whose bytes arrived in the same
  // turn are queued by then and leave together.
  const schedule = () => {
    if (scheduled || running >= options.concurrency || queue.length === 0) return;
    scheduled = true;
    setImmediate(start);
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/**
 * One coalescer per owner (an app context, a database handle), made on first use: each server
 * process — and each app a test builds — batches only its own calls.
 */
export function coalescerPer<K extends object, I, O>(make: (owner: K) => (item: I) => Promise<O>): (owner: K) => (item: I) => Promise<O> {
  const made = new WeakMap<K, (item: I) => Promise<O>>();
  return (owner) => {
    let call = made.get(owner);
    if (!call) {
      call = make(owner);
      made.set(owner, call);
    }
    return call;
  };
}
