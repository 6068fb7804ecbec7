import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, processPlan, restartDelay } from './cluster';
import { readConfig } from './platform/config';

describe('WORKERS', () => {
  it('is 1 unless set, and a whole number of at least 1', () => {
    const base = { DATA_DIR: 'memory://', PORT: '0' };
    expect(readConfig(base).workers).toBe(1);
    expect(readConfig({ ...base, WORKERS: '4' }).workers).toBe(4);
    for (const wrong of ['0', '-2', '1.5', 'four']) expect(() => readConfig({ ...base, WORKERS: wrong })).toThrow(`WORKERS must be a whole number of at least 1, got '${wrong}'`);
  });

  it('runs one process by default, N on PostgreSQL, and one on the embedded database, saying so', () => {
    expect(processPlan(1, undefined)).toEqual({ processes: 1 });
    expect(processPlan(1, 'postgres://db/rihla')).toEqual({ processes: 1 });
    expect(processPlan(3, 'postgres://db/rihla')).toEqual({ processes: 3 });
    const embedded = processPlan(3, undefined);
    expect(embedded.processes).toBe(1);
    expect(embedded.note).toBe(
      'WORKERS=3 asked for 3 server processes, but the embedded database (PGlite) admits one process: Rihla runs as one process. ' +
        'Set DATABASE_URL to a PostgreSQL server to run 3.',
    );
  });

  it('starts a worker again at once after one that ran a while, and backs off while they keep dying at start', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(restartDelay)).toEqual([0, 500, 1000, 2000, 4000, 8000, 16_000, MAX_RESTART_DELAY_MS]);
    expect(restartDelay(40)).toBe(MAX_RESTART_DELAY_MS);
  });
});
