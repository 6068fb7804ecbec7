/**
 * The benchmarks' server in its own process (scripts/bench-server.ts on 127.0.0.1, a fresh database):
 * started, waited for until it says where it listens, and given up on after two minutes.
 *
 * The server is Node itself with tsx's loader, not `npx tsx`: a signal sent to `npx` never reached the
 * server below it, which went on holding the benchmark's output pipe, so the benchmark never exited.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchServer {
  process: ChildProcess;
  url: string;
  database: string;
  /** Sends SIGTERM and waits for the server to exit (SIGKILL after 10 s); resolves with the milliseconds it took. */
  stop(): Promise<number>;
}

/** stopLimit: a server still running 10 s after SIGTERM is killed (item 7: a stop is bounded). */
const STOP_LIMIT_MS = 10_000;

function stopper(server: ChildProcess): () => Promise<number> {
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve();
    else server.once('exit', () => resolve());
  });
  return async () => {
    const started = performance.now();
    server.kill('SIGTERM');
    const killer = setTimeout(() => server.kill('SIGKILL'), STOP_LIMIT_MS);
    await exited;
    clearTimeout(killer);
    return performance.now() - started;
  };
}

export async function spawnBenchServer(env: NodeJS.ProcessEnv = process.env, name = 'bench'): Promise<BenchServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const stop = stopper(server);
  const killer = setTimeout(() => {
    console.error(`${name}: the server did not start within 120 s`);
    void stop().then(() => process.exit(1));
  }, 120_000);
  try {
    const { url, database } = await new Promise<{ url: string; database: string }>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready (\S+) (\S+)/.exec(output);
        if (ready?.[1] && ready[2]) resolve({ url: ready[1], database: ready[2] });
      });
      server.on('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    });
    return { process: server, url, database, stop };
  } finally {
    clearTimeout(killer);
  }
}
