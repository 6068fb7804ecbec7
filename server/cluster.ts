/**
 * `WORKERS=N npm start` (docs/decisions.md D350–D353): N server processes on one port,
 * through Node's cluster module. The primary serves nothing itself: it forks the workers (each one a whole
 * server: `startServer` in server/main.ts), starts another when one dies unexpectedly (sooner or later by
 * how quickly they have been dying), and on SIGTERM or SIGINT tells every worker to stop and exits once
 * they all have, within the bounded stop (D330). Everything the workers must agree on is in PostgreSQL
 * (D331–D334), so only a server on PostgreSQL runs more than one; the embedded database admits one process.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './platform';

/** How many processes serve, and what the log says when that is fewer than WORKERS asked for. */
export interface ProcessPlan {
  processes: number;
  note?: string;
}

export function processPlan(workers: number, databaseUrl: string | undefined): ProcessPlan {
  if (workers <= 1) return { processes: 1 };
  if (!databaseUrl) {
    return {
      processes: 1,
      note:
        `WORKERS=${workers} asked for ${workers} server processes, but the embedded database (PGlite) admits one process: ` +
        `Rihla runs as one process. Set DATABASE_URL to a PostgreSQL server to run ${workers}.`,
    };
  }
  return { processes: workers };
}

/** A worker that lived at least this long was not crashing at start: the next restart is immediate. */
export const STABLE_WORKER_MS = 10_000;
/** The longest wait before a worker is started again. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before starting a worker again, after `quickDeaths` workers in a row died within
 * STABLE_WORKER_MS of starting: at once after a worker that ran a while, then 0.5 s, 1 s, 2 s … 30 s.
 */
export function restartDelay(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
}

/**
 * stopLimit: after the signal, the workers have this long to stop (each finishes its requests within
 * SHUTDOWN_GRACE_MS and exits by force at 8 s, D330); any left are killed and the primary exits with 1.
 * Under the 10 s a process manager waits.
 */
export const CLUSTER_STOP_LIMIT_MS = 9_500;

export interface PrimaryOptions {
  workers: number;
  port: number;
  logger: Logger;
  /** Ends the primary (process.exit outside tests). */
  exit?: (code: number) => void;
}

/** Runs this process as the cluster's primary: forks, watches and stops the workers. */
export function runPrimary({ workers, port, logger, exit = (code) => process.exit(code) }: PrimaryOptions): void {
  // The workers alive, with when each started (cluster.workers may still list one that has exited).
  const startedAt = new Map<Worker, number>();
  let listening = 0;
  let everListening = false;
  let quickDeaths = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      if (everListening) {
        logger.info({ worker: worker.process.pid }, 'worker process started again and listening');
        return;
      }
      listening += 1;
      if (listening === workers) {
        everListening = true;
        logger.info({ workers, port }, `all ${workers} worker processes are listening on port ${port}`);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('every worker process has stopped');
        exit(exitCode);
      }
      return;
    }
    if (!everListening) {
      // A worker that cannot start (the database unreachable, a bad setting) would fail the same way again.
      logger.error({ worker: worker.process.pid, code, signal }, 'a worker process exited before the site was up; stopping (its error is above)');
      stopAll(1);
      return;
    }
    quickDeaths = lived < STABLE_WORKER_MS ? quickDeaths + 1 : 0;
    const delay = restartDelay(quickDeaths);
    logger.warn({ worker: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'a worker process exited unexpectedly; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = code;
    const left = [...startedAt.keys()];
    if (left.length === 0) {
      exit(code);
      return;
    }
    for (const worker of left) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const stuck = [...startedAt.keys()];
      logger.error({ workers: stuck.map((worker) => worker.process.pid) }, 'worker processes still running at the stop limit; killing them');
      for (const worker of stuck) worker.process.kill('SIGKILL');
      exit(1);
    }, CLUSTER_STOP_LIMIT_MS).unref();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    logger.info({ signal, workers: startedAt.size }, 'closing: stopping the worker processes');
    stopAll(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  logger.info({ workers, port, primary: process.pid }, `starting ${workers} worker processes on port ${port} (PostgreSQL)`);
  for (let index = 0; index < workers; index += 1) fork();
}
