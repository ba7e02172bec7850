import type { ChildProcess } from 'node:child_process';

export declare const VCL_DIR: string;
export declare function findVarnishd(): string | null;
export declare function localVcl(options: { upstreams: string[]; purgers?: string[]; token?: string }): string;
export interface RunningVarnish {
  child: ChildProcess;
  url: string;
  workDir: string;
  stop(): Promise<void>;
}
export declare function startVarnish(options: {
  upstreams: string[];
  port: number;
  host?: string;
  workDir?: string;
  token?: string;
  storageMb?: number;
  purgers?: string[];
  stdio?: 'inherit' | 'ignore' | 'pipe';
}): Promise<RunningVarnish>;
