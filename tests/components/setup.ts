// Setup of the component tests (Vitest project 'components', happy-dom): Testing Library's DOM
// matchers, a clean document after each test, and the dashboard's own API faked at the HTTP level
// by msw (`apiServer.use(http.get('/api/…', …))`): components talk to it with the real fetch client.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-server.ts';

// Waits for what the screen shows after a request or a debounce give up after 30 s, not 1 s: on
// a loaded CI machine (load average 15 seen) an answer can take many seconds to render; a wait
// that succeeds costs no more for it.
configure({ asyncUtilTimeout: 30_000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => apiServer.close());
