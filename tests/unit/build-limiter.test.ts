import { describe, expect, it } from 'vitest';
import { deferred } from '../helpers/deferred.ts';
import { MSG } from '../../common/messages.ts';
import { BUSY_RETRY_AFTER_S, BuildLimiter, TooBusyError } from '../../server/http/build-limiter.ts';

describe('BuildLimiter', () => {
  it('runs at most `concurrency` builds at once; the next in line starts when one ends, in order', async () => {
    const limiter = new BuildLimiter(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.resolve();
    expect(await runs[1]).toBe(1);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once, in Italian with Retry-After, when every place is taken and the line is full', async () => {
    const limiter = new BuildLimiter(1, 1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'secondo');
    const third = limiter.run(async () => 'terzo');
    await expect(third).rejects.toBeInstanceOf(TooBusyError);
    await expect(third).rejects.toMatchObject({ statusCode: 503, message: MSG.busy, extra: { retryAfter: BUSY_RETRY_AFTER_S } });
    expect(limiter.stats.refused).toBe(1);
    gate.resolve();
    await first;
    expect(await second).toBe('secondo');
  });

  it('a failed build gives its place back', async () => {
    const limiter = new BuildLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('guasto')))).rejects.toThrow('guasto');
    expect(await limiter.run(async () => 'ok')).toBe('ok');
  });

  it('a place given back twice counts once', async () => {
    const limiter = new BuildLimiter(1, 5);
    const release = await limiter.acquire();
    const next = limiter.acquire();
    expect(limiter.load).toEqual({ running: 1, waiting: 1 });
    release();
    release();
    const releaseNext = await next;
    expect(limiter.load).toEqual({ running: 1, waiting: 0 });
    releaseNext();
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });
});
