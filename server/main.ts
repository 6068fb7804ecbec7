import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = createApp(config);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`Rihla is running on http://localhost:${info.port} (${config.environment})`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
