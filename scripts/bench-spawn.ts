/**
 * The benchmarks' server in its own process (scripts/bench-server.ts on 127.0.0.1, a fresh database):
 * started, waited for until it says where it listens, and given up on after two minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchServer {
  process: ChildProcess;
  url: string;
  database: string;
}

export async function spawnBenchServer(env: NodeJS.ProcessEnv = process.env, name = 'bench'): Promise<BenchServer> {
  const server = spawn('npx', ['tsx', 'scripts/bench-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const killer = setTimeout(() => {
    console.error(`${name}: the server did not start within 120 s`);
    server.kill('SIGTERM');
    process.exit(1);
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
    return { process: server, url, database };
  } finally {
    clearTimeout(killer);
  }
}
