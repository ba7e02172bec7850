import { lazyModule } from '../lib/lazy-module.ts';

/**
 * The parsers of outside documents, loaded on first use (server/lib/lazy-module.ts): Amazon
 * pages, feeds and articles are read by the dashboard and the jobs, never by a visitor's page.
 */
export const cheerio = lazyModule<typeof import('cheerio')>('cheerio');
export const cheerioSlim = lazyModule<typeof import('cheerio/slim')>('cheerio/slim');
export const iconv = lazyModule<typeof import('iconv-lite')>('iconv-lite');
export const linkedom = lazyModule<typeof import('linkedom')>('linkedom');
export const readability = lazyModule<typeof import('@mozilla/readability')>('@mozilla/readability');
