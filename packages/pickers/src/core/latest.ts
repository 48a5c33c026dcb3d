/**
 * Runs one request at a time for a picker: starting a request aborts the one before it, and an
 * answer that arrives after a newer request started is dropped, so a late answer never overwrites
 * a newer one.
 */
export interface LatestRunner {
  /** Runs `task`; resolves `{ current: false }` when a newer run (or `cancel`) superseded it. */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>>;
  /** Aborts the run in flight, if any. */
  cancel(): void;
}

export type LatestResult<T> =
  | { readonly current: true; readonly value: T }
  | { readonly current: true; readonly error: unknown }
  | { readonly current: false };

export function createLatestRunner(): LatestRunner {
  let generation = 0;
  let controller: AbortController | undefined;
  return {
    async run(task) {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      generation += 1;
      const ticket = generation;
      try {
        const value = await task(mine.signal);
        return ticket === generation && !mine.signal.aborted ? { current: true, value } : { current: false };
      } catch (error) {
        return ticket === generation && !mine.signal.aborted ? { current: true, error } : { current: false };
      } finally {
        if (controller === mine) controller = undefined;
      }
    },
    cancel() {
      generation += 1;
      controller?.abort();
      controller = undefined;
    },
  };
}
