import type { Config } from '../config.ts';
import type { KeyReader } from '../domain/ports.ts';
import { createAmazonClient } from './amazon/client.ts';
import { createArticleExtractor } from './articles/client.ts';
import { createFeedReader } from './feeds/client.ts';
import { createMailer } from './mail.ts';
import { createOpenAiClient } from './openai/client.ts';
import { createMediaStorage } from './storage/index.ts';
import { createUnsplashClient } from './unsplash/client.ts';
import { createTrendsClient } from './trends/client.ts';

/**
 * The one wiring point for outside services: every client is a small factory taking the config
 * and, where it needs a key, a KeyReader asked on every call (Chiavi API first, then the
 * environment). Built once in server/services.ts and handed to the domain services, which only
 * know the interfaces of server/domain/ports.ts. See docs/decisions/0010.
 */
export function createIntegrations(config: Config, deps: { readKey: KeyReader }) {
  // RETRY_BACKOFF_MS, when set, for every client's retries; otherwise each keeps its own default.
  const retry = config.retryBackoffMs === undefined ? {} : { backoffMs: config.retryBackoffMs };
  return {
    mailer: createMailer(config),
    amazon: createAmazonClient(config, retry),
    openai: createOpenAiClient(config, { ...deps, ...retry }),
    feeds: createFeedReader(config, retry),
    articles: createArticleExtractor(config, retry),
    unsplash: createUnsplashClient(config, { ...deps, ...retry }),
    trends: createTrendsClient(config, retry),
    mediaStorage: createMediaStorage(config),
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
