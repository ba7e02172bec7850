import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Every open editor sends its presence heartbeat (PUT /api/presenze/{tipo}/{id}) and its goodbye
 * (DELETE): answered here for every test, with nobody else on the text. A test of the presence
 * notice declares its own answers with `apiServer.use(...)`, which come first.
 */
const presence = [
  http.put('/api/presenze/:tipo/:id', () => HttpResponse.json({ presenti: [], altra_scheda: false })),
  http.delete('/api/presenze/:tipo/:id', () => new HttpResponse(null, { status: 204 })),
];

/**
 * The dashboard API as the components see it over fetch: each test declares the answers it needs
 * with `apiServer.use(...)`; a request nobody answers fails the test (onUnhandledRequest: 'error').
 */
export const apiServer = setupServer(...presence);
