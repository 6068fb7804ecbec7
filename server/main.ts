import { readConfig } from './config';
import { startServer } from './server';

const config = readConfig();
const running = await startServer(config, { publicUrlFromPort: config.port === 0 && !process.env.PUBLIC_URL });
console.log(`Rihla is running on http://localhost:${new URL(running.url).port} (${config.environment}, ${running.services.db.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  setTimeout(() => process.exit(1), 8000).unref();
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
