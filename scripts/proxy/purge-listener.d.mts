import type { Server } from 'node:http';

export declare function parseTags(header: unknown): string[] | null;
export declare function tagsOfCacheFile(head: Buffer): string[] | null;
export declare function createCachePurger(cacheDir: string): { purge(tags: readonly string[]): { scanned: number; purged: number } };
export declare function startPurgeListener(options: {
  cacheDir: string;
  socket: string;
  token?: string;
  log?: (line: string) => void;
  /** The socket's permissions (default 0o660: the owner and its group). */
  mode?: number;
}): Promise<{ server: Server; close(): Promise<void> }>;
