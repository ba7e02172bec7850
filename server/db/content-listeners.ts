import type { ContentTable } from './content-tables.ts';

/** Told the topics written since the last call (every topic when what was missed is unknown). */
export type ChangeListener = (topics: readonly ContentTable[]) => void;
/** Told whether this instance now leads (true) or does not (false: another does, or the connection is lost). */
export type LeadListener = (leading: boolean) => void;

/** Calls each listener, one failing not stopping the others (a listener's failure is its own). */
export function tell<T>(listeners: Iterable<(value: T) => void>, value: T) {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch {
      // Nothing to do here: the listeners catch and log their own failures.
    }
  }
}
