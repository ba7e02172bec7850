/**
 * One task at a time, in arrival order, with a bounded line: `run` answers null (and runs
 * nothing) when `maxPending` tasks already wait or run, so a burst is turned away instead of
 * piling up in memory. A task's failure is its caller's alone; the next task still runs.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  constructor(private readonly maxPending: number) {}

  /** How many tasks wait or run now. */
  get size(): number {
    return this.pending;
  }

  run<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.pending >= this.maxPending) return null;
    this.pending++;
    const result = this.tail.then(task).finally(() => {
      this.pending--;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
