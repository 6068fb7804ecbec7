import { resolve } from 'node:path';

/** The server's configuration, read once from the environment with safe defaults (see README). */
export interface ServerConfig {
  port: number;
  /** Where the server keeps its data (the embedded database, uploads, generated secrets). */
  dataDir: string;
  /** The built single-page app to serve. */
  distDir: string;
  /** The address users reach the site at; used in links the server writes (e-mails, gateway returns). */
  publicUrl: string;
  environment: 'production' | 'development' | 'test';
  version: string;
}

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${raw}'`);
  }
  return value;
}

function environment(raw: string | undefined): ServerConfig['environment'] {
  return raw === 'development' || raw === 'test' ? raw : 'production';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverPort = port(env.PORT);
  return {
    port: serverPort,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    distDir: resolve(env.DIST_DIR ?? './dist'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${serverPort}`).replace(/\/+$/, ''),
    environment: environment(env.NODE_ENV),
    version: env.npm_package_version ?? '0.1.0',
  };
}
