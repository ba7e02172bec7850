import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, onTestFinished, vi } from 'vitest';
import { apiServer } from './api-server.ts';

/**
 * Small helpers of the dashboard component tests: the toasts a user sees, and the fake API's
 * answers with what it received (methods, paths, JSON bodies).
 */

type Tone = 'error' | 'success';

/** The toasts showing now: an error toast is an alert, a success toast a status. */
const toastsOf = (tone: Tone) => screen.queryAllByRole(tone === 'error' ? 'alert' : 'status').filter((el) => el.closest('.toasts') !== null);

/** A toast's message, without its buttons ('Annulla', 'Chiudi notifica'). */
const messageOf = (toast: HTMLElement) => toast.querySelector(':scope > span')?.textContent ?? toast.textContent ?? '';

/** The texts of the toasts showing now: an error toast is an alert, a success toast a status. */
export function toastTexts(tone: Tone): string[] {
  return toastsOf(tone).map(messageOf);
}

/** The toast showing this message, to press its buttons ('Annulla', 'Chiudi notifica'). */
export function toastWith(text: string, tone: Tone = 'success'): HTMLElement {
  const found = toastsOf(tone).find((el) => messageOf(el) === text);
  if (!found) throw new Error(`nessuna notifica «${text}»: ${toastTexts(tone).join(' | ')}`);
  return found;
}

/** A toast with exactly this text shows (an error toast as an alert, a success one as a status). */
export async function expectToast(text: string, tone: Tone): Promise<void> {
  await waitFor(() => expect(toastTexts(tone)).toContain(text));
}

/**
 * Fake timers for the lifetime of a message (spec section 9: 2.5 s, the ASIN success 2 s). Until
 * expectToastLasts freezes it, the fake clock follows real time, so typing works; returns a user
 * whose waits move that clock. Only setTimeout is faked: React and the fake API keep their own.
 */
export function useMessageClock(): ReturnType<typeof userEvent.setup> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/**
 * With useMessageClock: freezes the clock, runs `trigger` (a synchronous fireEvent: user-event
 * waits on timers), lets the fake API answer without moving the clock, then checks the message
 * shows for exactly `ms` milliseconds.
 */
export async function expectToastLasts(trigger: () => void, text: string, tone: Tone, ms: number): Promise<void> {
  vi.setTimerTickMode('manual');
  trigger();
  for (let round = 0; !toastTexts(tone).includes(text); round++) {
    if (round === 500) expect(toastTexts(tone)).toContain(text);
    await act(async () => {
      vi.advanceTimersByTime(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
  act(() => vi.advanceTimersByTime(ms - 1));
  expect(toastTexts(tone)).toContain(text);
  act(() => vi.advanceTimersByTime(1));
  expect(toastTexts(tone)).not.toContain(text);
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface FakeCall {
  url: URL;
  /** The JSON body sent (undefined without one). */
  body: unknown;
}

/**
 * The fake API answers `method path` with `reply` (JSON, or a function of the JSON body sent that
 * may return a promise or a Response) and `status`; returns the calls it received, in order. A 204 answers without a body.
 */
export function fakeApi(method: Method, path: string, reply: unknown = null, { status = 200 }: { status?: number } = {}): FakeCall[] {
  const calls: FakeCall[] = [];
  apiServer.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ url: new URL(request.url), body });
      const value: unknown = await (typeof reply === 'function' ? (reply as (b: unknown) => unknown)(body) : reply);
      if (value instanceof Response) return value;
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(value as never, { status });
    }),
  );
  return calls;
}

/** Every request the components make during the test, as 'METHOD /path?query'. */
export function recordApiCalls(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  apiServer.events.on('request:start', listener);
  onTestFinished(() => {
    apiServer.events.removeListener('request:start', listener);
  });
  return seen;
}

/** A promise the test settles itself: an answer held until the test lets it go. */
export function held(): { promise: Promise<void>; release(): void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
