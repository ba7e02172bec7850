import { describe, expect, it } from 'vitest';
import { deferred } from '../helpers/deferred.ts';
import { SerialQueue } from '../../server/lib/serial-queue.ts';

describe('SerialQueue (uploads processed one at a time)', () => {
  it('runs one task at a time in order, turns away what is over the line, and goes on after a failure', async () => {
    const q = new SerialQueue(3);
    const started: string[] = [];
    const a = deferred();
    const b = deferred();
    const first = q.run(async () => {
      started.push('a');
      await a.promise;
      return 'A';
    });
    const second = q.run(async () => {
      started.push('b');
      await b.promise;
      throw new Error('b fallita');
    });
    const third = q.run(async () => {
      started.push('c');
      return 'C';
    });
    expect(q.run(async () => 'D')).toBeNull();
    expect(q.size).toBe(3);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    a.resolve();
    expect(await first).toBe('A');
    b.resolve();
    await expect(second).rejects.toThrow('b fallita');
    expect(await third).toBe('C');
    expect(started).toEqual(['a', 'b', 'c']);
    expect(q.size).toBe(0);
    expect(await q.run(async () => 'E')).toBe('E');
  });
});
