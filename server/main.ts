import cluster from 'node:cluster';
import { readConfig, type ServerConfig, createLogger } from './platform';
import { processPlan, runPrimary } from './cluster';

/** A setting that keeps the server from starting is said plainly, once, with a non-zero exit (no stack trace). */
function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(`Rihla cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
const logger = createLogger({ level: process.env.LOG_LEVEL });
const plan = processPlan(config.workers, config.databaseUrl);

if (cluster.isPrimary && plan.processes > 1) {
  // The primary only forks and watches: the server's modules load in the workers (server/cluster.ts).
  runPrimary({ workers: plan.processes, port: config.port, logger });
} else {
  if (plan.note) logger.warn({ workers: config.workers, processes: plan.processes }, plan.note);
  await serve();
}

async function serve() {
  const { startServer } = await import('./server');
  const running = await startServer(config, { logger, publicUrlFromPort: config.port === 0 && !process.env.PUBLIC_URL });
  logger.info(
    { url: `http://localhost:${new URL(running.url).port}`, environment: config.environment, database: running.services.db.kind, payments: config.payment.provider },
    `Rihla is running on http://localhost:${new URL(running.url).port} (${config.environment}, ${running.services.db.kind}, payments: ${config.payment.provider})`,
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing');
    setTimeout(() => process.exit(1), 8000).unref();
    await running.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed, not stopped) stops too rather than serve on unwatched.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));
}
