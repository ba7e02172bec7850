import { describe, expect, it } from 'vitest';
import { EventLoopWatch, STALL_MS, TICK_MS } from '../../server/http/event-loop-watch.ts';

/**
 * The event-loop watch on a clock the test moves: a late tick is a stall, logged with
 * the requests that ran while it lasted (the one that held the loop first), counted for 24 hours
 * and shown to staff; a tick on time is nothing.
 */
function watchWithClock() {
  let now = 1_000;
  let wall = Date.parse('2026-12-06T10:00:00Z');
  const logged: { details: { ritardoMs: number; richieste: { richiesta: string; reqId: string }[] }; message: string }[] = [];
  const watch = new EventLoopWatch({
    now: () => now,
    wallClock: () => wall,
    timers: false,
    log: (details, message) => logged.push({ details: details as (typeof logged)[number]['details'], message }),
  });
  return {
    watch,
    logged,
    advance(ms: number) {
      now += ms;
      wall += ms;
    },
  };
}

describe('EventLoopWatch', () => {
  it('a tick on time is no stall', () => {
    const { watch, logged, advance } = watchWithClock();
    for (let i = 0; i < 50; i++) {
      advance(TICK_MS + STALL_MS - 1);
      watch.tick();
    }
    expect(logged).toEqual([]);
    expect(watch.health().blocchi_24h).toBe(0);
    expect(watch.health().ultimo_blocco).toBeNull();
  });

  it('logs a stall with the request that held the loop first, even when its answer was already sent', () => {
    const { watch, logged, advance } = watchWithClock();
    const quick = {};
    const slow = {};
    const waiting = {};
    watch.begin(quick, 'GET', '/privacy', 'req-1');
    advance(5);
    watch.end(quick);
    advance(TICK_MS - 5);
    watch.tick();
    watch.begin(slow, 'GET', `/dashboard${'/a'.repeat(300)}`, 'req-2');
    // The slow request holds the thread for 4.3 s and is answered before the timer can fire.
    advance(4_300);
    watch.end(slow);
    watch.begin(waiting, 'GET', '/privacy', 'req-3');
    watch.tick();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/^Ciclo degli eventi bloccato/);
    expect(logged[0]!.details.ritardoMs).toBe(4_300 - TICK_MS);
    expect(logged[0]!.details.richieste[0]!.reqId).toBe('req-2');
    expect(logged[0]!.details.richieste.map((r) => r.reqId)).not.toContain('req-1');
    const health = watch.health();
    expect(health.blocchi_24h).toBe(1);
    expect(health.soglia_blocco_ms).toBe(STALL_MS);
    expect(health.ultimo_blocco).toEqual({ quando: '2026-12-06T10:00:04.400Z', durata_ms: 4_200, richiesta: expect.stringMatching(/^GET \/dashboard\/a\/a/) });
    // The address is shown cut: never a 14 KB line.
    expect(health.ultimo_blocco!.richiesta!.length).toBeLessThanOrEqual(210);
  });

  it('counts stalls for 24 hours, then forgets them', () => {
    const { watch, advance } = watchWithClock();
    advance(TICK_MS + 500);
    watch.tick();
    advance(3_600_000);
    watch.tick();
    expect(watch.health().blocchi_24h).toBe(2);
    advance(86_400_000 - 1_000);
    expect(watch.health().blocchi_24h).toBe(1);
  });

  it('forgets requests whose end it never heard of', () => {
    const { watch, logged, advance } = watchWithClock();
    watch.begin({}, 'GET', '/lost', 'req-lost');
    advance(11 * 60_000);
    watch.tick();
    advance(TICK_MS + 300);
    watch.tick();
    expect(logged.at(-1)!.details.richieste).toEqual([]);
  });
});
