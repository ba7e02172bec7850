import { amazonHandlers } from './amazon.ts';

/**
 * Every outside service, faked at the HTTP level. One list for unit and API tests (msw's
 * setupServer in the test process), the browser tests' server and `npm run dev` with
 * FAKE_SERVICES=1 (both install them in the server process: tests/mocks/node.ts).
 * Later services (OpenAI, feeds, Unsplash, Google Trends) add their handlers here.
 */
export const handlers = [...amazonHandlers];
