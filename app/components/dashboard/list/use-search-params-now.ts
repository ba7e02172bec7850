import { useCallback, useState } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * The address's query, changed at once for the screen. React Router commits a new address in a
 * transition, a moment after the click: a radio or a box bound to the address alone would spring
 * back to the old value until then (and a second click in between would read the old filters).
 * The value asked for is shown until the address catches up; an address that moves on its own
 * (back, forward, a link) is the truth again.
 */
export function useSearchParamsNow(): [URLSearchParams, (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void] {
  const [committed, setCommitted] = useSearchParams();
  const [asked, setAsked] = useState<{ from: string; value: URLSearchParams } | null>(null);
  const current = asked && asked.from === committed.toString() ? asked.value : committed;

  const set = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(current));
      setAsked({ from: committed.toString(), value: next });
      setCommitted(next, options);
    },
    [current, committed, setCommitted],
  );
  return [current, set];
}
