-- Background jobs run once across processes: every server process ticks each job on
-- its own timer; a tick runs the job only when it takes the job's advisory lock (PostgreSQL) and its last
-- run here is at least most of an interval ago, by the database's clock, the one clock all processes share.
create table job_runs (
  name text primary key,
  last_run_at timestamptz not null
);
