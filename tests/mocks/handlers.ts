import { amazonHandlers } from './amazon.ts';
import { feedHandlers } from './feeds.ts';
import { openAiHandlers } from './openai.ts';
import { trendsHandlers } from './trends.ts';
import { unsplashHandlers } from './unsplash.ts';

/**
 * Every outside service, faked at the HTTP level. One list for unit and API tests (msw's
 * setupServer in the test process), the browser tests' server and `npm run dev` with
 * FAKE_SERVICES=1 (both install them in the server process: tests/mocks/node.ts).
 * Later services (feeds, Unsplash, Google Trends) add their handlers here. The OpenAI fake needs
 * a key to be sent like the real one: any value works (the e2e server sets OPENAI_API_KEY).
 */
export const handlers = [...amazonHandlers, ...openAiHandlers, ...unsplashHandlers, ...feedHandlers, ...trendsHandlers];
