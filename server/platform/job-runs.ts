/**
 * Background jobs run once across processes (docs/decisions.md D332). Every server
 * process ticks each job (hold expiry and the booking-mail sweep, refund retries, the purges) on its own
 * timer; a tick does the work only when
 * - on PostgreSQL, it takes the job's transaction-level advisory lock (`pg_try_advisory_xact_lock`), held
 *   while the work runs, so two processes never run one job at the same time (the other skips, it does
 *   not wait), and
 * - the job's last run (`job_runs`) began at least 90 % of the interval ago by the database's clock, so N
 *   processes ticking every interval run the job about once per interval, not N times.
 * The embedded database is one process: there the claim is one statement and no transaction is held
 * (PGlite runs one transaction at a time, and the work uses the database too).
 */
import type { Db, Queryable } from './db/db';

/** A tick runs the job when its last run began at least this share of its interval ago. */
const GAP_SHARE = 0.9;

/** Claims the job's run now, when its last run began at least `gapMs` ago; true when claimed. */
async function claim(db: Queryable, name: string, gapMs: number): Promise<boolean> {
  const rows = await db.query(
    `insert into job_runs (name, last_run_at) values ($1, now())
       on conflict (name) do update set last_run_at = now()
       where job_runs.last_run_at <= now() - make_interval(secs => $2::double precision)
     returning name`,
    [name, gapMs / 1000],
  );
  return rows.length > 0;
}

/**
 * One tick of the job `name`, which runs every `intervalMs` in each process: runs `work` when this process
 * is the one to run it now. Answers whether it ran. A failed run throws, and on PostgreSQL its claim is
 * rolled back with it, so the next tick of any process tries again.
 */
export async function runJobOnce(db: Db, name: string, intervalMs: number, work: () => Promise<unknown>): Promise<boolean> {
  const gapMs = intervalMs * GAP_SHARE;
  if (db.kind === 'pglite') {
    if (!(await claim(db, name, gapMs))) return false;
    await work();
    return true;
  }
  return db.transaction(async (tx) => {
    const lock = await tx.one<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [`rihla-job:${name}`]);
    if (!lock?.locked) return false;
    if (!(await claim(tx, name, gapMs))) return false;
    await work();
    return true;
  });
}
