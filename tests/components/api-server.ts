import { setupServer } from 'msw/node';

/**
 * The dashboard API as the components see it over fetch: each test declares the answers it needs
 * with `apiServer.use(...)`; a request nobody answers fails the test (onUnhandledRequest: 'error').
 */
export const apiServer = setupServer();
