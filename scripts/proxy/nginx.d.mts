import type { ChildProcess } from 'node:child_process';

export declare const NGINX_CONF_DIR: string;
export declare function findNginxBinary(): string | null;
export declare function localNginxConf(options: {
  upstreams: string[];
  port: number;
  host?: string;
  cacheDir: string;
  cacheMb?: number;
  socket: string;
  purgers?: string[];
  accessLog?: string;
}): string;
export interface RunningNginxProxy {
  child: ChildProcess;
  listener: ChildProcess;
  children: ChildProcess[];
  url: string;
  workDir: string;
  accessLog?: string;
  stop(): Promise<void>;
}
export declare function startNginxProxy(options: {
  upstreams: string[];
  port: number;
  host?: string;
  workDir?: string;
  token?: string;
  cacheMb?: number;
  purgers?: string[];
  accessLog?: boolean;
  workers?: number | 'auto';
  stdio?: 'inherit' | 'ignore' | 'pipe';
}): Promise<RunningNginxProxy>;
