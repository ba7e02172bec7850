import type { Services } from '../server/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
