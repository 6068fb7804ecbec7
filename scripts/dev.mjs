#!/usr/bin/env node
/**
 * `npm run dev`: the API server (restarting on change) and the Vite dev server with hot reload, which
 * proxies /api, /images, /uploads and /chatHub to it. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '8081';
const env = { ...process.env, DEV_API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: apiPort, NODE_ENV: 'development' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
