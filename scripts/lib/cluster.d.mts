import type { ChildProcess } from 'node:child_process';

export const root: string;

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: number | undefined;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string | null>;
  output(): string;
  readonly running: boolean;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
  kill(): Promise<number | string | null>;
}

export interface Proxy {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** `count` consecutive ports free now, below the ephemeral range; resolves to the first. */
export function freePortRange(count: number): Promise<number>;

/** `count` different ports free now, below the ephemeral range, never handed out twice. */
export function freePorts(count: number): Promise<number[]>;

/** One free port. */
export function freePort(): Promise<number>;

export function waitFor(
  url: string,
  options?: { timeoutMs?: number; status?: number; isAlive?: () => boolean },
): Promise<void>;

export function startInstance(options: {
  port: number;
  env?: Record<string, string>;
  name?: string;
  quiet?: boolean;
}): Promise<Instance>;

export function nginxBinary(): string | null;

export interface ProxyOptions {
  port: number;
  upstreams: number[];
  dir: string;
  /** Answers carry `X-Usra-Upstream: 127.0.0.1:<port>` (the instance that served it); tests only. */
  revealUpstream?: boolean;
}

export function renderProxyConfig(options: ProxyOptions): string;

export function startProxy(options: ProxyOptions): Promise<Proxy>;
