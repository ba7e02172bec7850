import type { Services } from '../services.ts';
import { every, type Job } from './scheduler.ts';

/**
 * Every scheduled job. Jobs call domain services only; the scheduler runs each on one instance.
 */
export function createJobs(services: Services): Job[] {
  return [
    {
      // Ended sessions and rate-limit windows: without this they pile up between restarts.
      name: 'pulizia-sessioni',
      next: every(60 * 60_000),
      leaseMs: 5 * 60_000,
      run: async () => {
        await services.auth.purgeExpired();
      },
    },
  ];
}
