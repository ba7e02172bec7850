import { act } from '@testing-library/react';

/**
 * Lets every task already queued run, and the tasks they queue in turn, `rounds` times over: msw's
 * answer, the body read, React Query's notification (a 0 ms task) and React's render. No time
 * passes (0 ms yields, not a sleep): what a test asserts did *not* happen afterwards has had every
 * chance to happen, however loaded the machine.
 */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}
