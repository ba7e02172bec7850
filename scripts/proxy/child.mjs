// What the proxies' starters (varnish.mjs, nginx.mjs) share: a port checked free before a child
// takes it, waiting until the child accepts connections, its last words, stopping it.
import net from 'node:net';

/** Whether host:port is free to listen on (a proxy would exit on a taken one, after another process had answered). */
export function portFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Resolves once something accepts connections on host:port (or rejects when `child`, named `name`, exits first). */
export async function waitForPort(host, port, child, timeoutMs, name) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} è terminato (codice ${child.exitCode}).`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${name} non risponde su ${host}:${port}.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Keeps the last 2,000 characters `child` wrote (why it stopped, when it does), echoed to the
 * terminal when `echo`; `lastWords()` gives its last lines.
 */
export function listen(child, echo) {
  let said = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      said = (said + chunk.toString()).slice(-2000);
      if (echo) process.stderr.write(chunk);
    });
  }
  return () => said.trim().split('\n').slice(-6).join('\n');
}

/** Ends `child` (SIGTERM, then SIGKILL after 5 s); resolves when it has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
