import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * After its time the job publishes an item within its minute (it runs at the start of each minute,
 * the scheduler ticks every 15 s: decision 0034); meanwhile the list is asked again this often.
 */
export const DUE_POLL_MS = 15_000;
/** An item still unpublished this long after its time is not coming (no instance runs the jobs): no more asking. */
export const DUE_GIVE_UP_MS = 3 * 60_000;
/** Asked this long after the time itself, when the job may have run already. */
const DUE_MARGIN_MS = 2_000;
/** setTimeout's longest wait; a later time is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A dashboard list learns of the scheduled publications it shows (`times`: each visible item's
 * `pubblicazione_programmata`): when the earliest of them comes on the page's clock, the list
 * (`queryKey`) is asked again, then every 15 s while that item is due and not yet published, so an
 * editor who left the list open sees 'Pubblicata' without reloading. Nothing scheduled, no timer.
 */
export function useRefetchWhenDue(times: ReadonlyArray<string | null | undefined>, queryKey: QueryKey): void {
  const client = useQueryClient();
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
  });
  // A round each time the timer fires: a list that answers the same (still due) arms it again.
  const [round, setRound] = useState(0);
  const scheduled = times
    .filter((t): t is string => typeof t === 'string')
    .sort()
    .join(' ');

  useEffect(() => {
    const now = Date.now();
    const instants = scheduled
      .split(' ')
      .map((t) => Date.parse(t))
      .filter((t) => Number.isFinite(t) && t > now - DUE_GIVE_UP_MS);
    if (instants.length === 0) return;
    const next = Math.min(...instants);
    const wait = next > now ? next - now + DUE_MARGIN_MS : DUE_POLL_MS;
    const timer = setTimeout(
      () => {
        if (Date.now() >= next) void client.invalidateQueries({ queryKey: keyRef.current });
        setRound((r) => r + 1);
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [scheduled, round, client]);
}
