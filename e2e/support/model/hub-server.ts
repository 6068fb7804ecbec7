import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A real server of its own (as `npm run serve` runs it: site, API and /chatHub on one port), that a test
 * may stop and start again: "the server is stopped" and "the server is up" for the assistant's
 * connection (spec, accounts §4). It keeps its data directory, so a restart reopens the database.
 */
export class HubServer {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.process !== null;
  }

  static async launch(dataDir: string): Promise<HubServer> {
    mkdirSync(dataDir, { recursive: true });
    const server = new HubServer(await freePort(), dataDir);
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    if (this.process) return;
    this.process = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null) throw new Error(`the hub server exited with ${this.process.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server at ${this.url} did not come up`);
  }

  /** Stops it as an operator does (SIGTERM: the hub tells its clients it is restarting, then closes). */
  async stop(): Promise<void> {
    const running = this.process;
    if (!running) return;
    this.process = null;
    if (running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }
}
