import { createRequire } from 'node:module';

const requireModule = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used instead of at start (the server's resident
 * memory). The parsers and SDKs of the outside services (cheerio, linkedom, Readability, the
 * OpenAI SDK, nodemailer, iconv-lite) and the PostgreSQL driver on SQLite took about 30 MB of a
 * server that may never call them; the public site needs none of them. `init` runs once, on load.
 *
 * Loaded through `require`, so every user of a package must reach it through the same lazy
 * module (a class from the ES import would not be the one `instanceof` sees here).
 */
export function lazyModule<T>(name: string, init?: (mod: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = requireModule(name) as T;
      init?.(loaded);
    }
    return loaded;
  };
}
