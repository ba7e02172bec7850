/** The Node flags of a production server process (see server-process.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
export function freePort(): Promise<number>;
export function waitForHealth(base: string, child: { exitCode: number | null }, options?: { timeoutMs?: number; intervalMs?: number }): Promise<number>;
export function memoryOf(pid: number): { rss: number; peak: number };
