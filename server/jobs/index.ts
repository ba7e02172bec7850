import { FEED_JOB } from '../domain/news-feeds.ts';
import { REFRESH_JOB } from '../domain/product-refresh.ts';
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
    {
      // Amazon's rules: a price shown may be at most 24 hours old. Checked every hour, each run
      // refreshes the products whose data is older than 20 hours, one request every few seconds;
      // after a captcha it stops and resumes after a back-off.
      name: REFRESH_JOB,
      next: every(60 * 60_000),
      leaseMs: 2 * 60_000,
      run: async (signal) => {
        const result = await services.productRefresh.runBatch(signal, { all: false });
        return result.backoffUntil;
      },
    },
    {
      // The enabled feed sources, read every 30 minutes (conditional requests: an unchanged feed
      // costs a 304), so the candidates are ready when an editor opens 'Notizie geopolitica'.
      name: FEED_JOB,
      next: every(30 * 60_000),
      leaseMs: 5 * 60_000,
      run: async (signal) => {
        await services.newsFeeds.scheduledRead(signal);
      },
    },
  ];
}
