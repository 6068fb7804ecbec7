/**
 * Real server processes for the multi-process test: `node --import tsx server/main.ts`
 * exactly as `npm start` runs it after the build, each with the environment it is given, its JSON log
 * lines collected from standard output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface LogLine {
  level: string;
  time: string;
  pid: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every JSON line the process (and, in cluster mode, its workers) has written so far. */
  lines(): LogLine[];
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGTERM and waits for the exit (SIGKILL after 15 s); resolves with the milliseconds it took. */
  stop(): Promise<number>;
}

/** A TCP port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server on `env.PORT` and resolves once it logs `ready` (a line whose msg matches), or
 * rejects with its output when it exits first or is not ready within `timeoutMs`.
 */
export async function spawnServer(env: Record<string, string>, ready: RegExp = /^Rihla is running/, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let partial = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        errors += `${line}\n`;
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const started = Date.now();
  for (;;) {
    if (lines.some((line) => ready.test(line.msg))) break;
    if (child.exitCode !== null || child.signalCode !== null || Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${errors}\n${lines.map((line) => JSON.stringify(line)).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    lines: () => lines,
    exited,
    async stop() {
      const begun = performance.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      return performance.now() - begun;
    },
  };
}
