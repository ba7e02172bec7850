import { systemClock } from './clock.ts';

/**
 * The system clock's ISO time, for the modules converted to the Clock after the content-registry
 * merge only: every other module takes a Clock (server/lib/clock.ts).
 */
export const nowIso = (): string => systemClock.nowIso();

/** `iso` moved by `ms` (negative: back), as ISO-8601 UTC. */
export const addMs = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
