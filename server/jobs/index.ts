import { FEED_JOB } from '../domain/news-feeds.ts';
import { REFRESH_JOB } from '../domain/product-refresh.ts';
import type { Services } from '../services.ts';
import { every, type Job, type NextRun } from './scheduler.ts';

/** The start of the next minute: a scheduled publication goes out in its own minute (the tick is 15 s, boot.ts). */
const nextMinute: NextRun = ({ finishedAt }) => new Date((Math.floor(finishedAt.getTime() / 60_000) + 1) * 60_000).toISOString();

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
      // The activity log keeps a year (ACTIVITY_RETENTION_DAYS): older lines go, once a day.
      name: 'pulizia-attivita',
      next: every(24 * 60 * 60_000),
      leaseMs: 5 * 60_000,
      run: async () => {
        await services.activity.prune();
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
    {
      // 'Programma': reviews, guides and news whose publication time has come, published through
      // their own Pubblica (the claims gate, revisions, caches, sitemap, RSS). One indexed query per
      // content type when nothing is due; each item is claimed before publishing, so it goes out once.
      name: 'pubblicazione-programmata',
      next: nextMinute,
      leaseMs: 2 * 60_000,
      run: async (signal, log) => {
        await services.scheduledPublishing.runDue({ signal, log: { warn: (obj, msg) => (log.warn ? log.warn(obj, msg) : log.error(obj, msg)) } });
      },
    },
  ];
}
