// The autocannon side of the bench (scripts/bench.mjs): requests as a browser sends them, the
// size of an answer on the wire, one measurement, and another page's wait meanwhile.
import http from 'node:http';
import autocannon from 'autocannon';

/** The static reference has no /api/health: its first answered request. */
export async function waitForStatic(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`il riferimento statico è terminato (codice ${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('il riferimento statico non risponde');
}

/**
 * A browser's user agent on every request: the server counts page views of people, not of
 * clients without one or of bots, so the bench measures pages with their counting.
 */
export const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Request headers of an encoding: 'br' asks as a browser does, 'identity' sends no Accept-Encoding. */
export const acceptOf = (encoding) => ({
  'user-agent': BROWSER_AGENT,
  ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : encoding }),
});

/** The bytes of an answer as sent (compressed or not), or null when it cannot be read. */
export async function rawSize(url, encoding) {
  return new Promise((resolve) => {
    const req = http.request(url, { headers: acceptOf(encoding) }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', () => resolve(null));
    req.end();
  });
}

/**
 * autocannon on one address; with `vary`, every request carries a parameter no page reads and a
 * new value each time (`?z=1`, `?z=2`, …), as a crawler or an attacker would send.
 */
export function run(url, { seconds, connections, encoding, vary = false }) {
  let n = 0;
  const { pathname, search } = new URL(url);
  const requests = vary ? [{ setupRequest: (req) => ({ ...req, path: `${pathname}${search ? `${search}&` : '?'}z=${++n}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10, headers: acceptOf(encoding), requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The slowest answer of `url` asked for one after the other until `until` resolves (another page's wait during a measurement). */
export async function slowestWhile(url, until) {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  let slowest = 0;
  while (!done) {
    const t = performance.now();
    await fetch(url).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  return slowest;
}
