import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The fakes in a Node process. Requests no handler claims (our own server, PostgreSQL…) pass through. */
export const fakeServices = setupServer(...handlers);

/** Installs the fakes for the whole process (the e2e server, `npm run dev` with FAKE_SERVICES=1). */
export function installFakeServices(): void {
  fakeServices.listen({ onUnhandledRequest: 'bypass' });
  console.log('Servizi esterni simulati (FAKE_SERVICES=1): nessuna richiesta esce verso Amazon o il servizio di intelligenza artificiale.');
}
