/**
 * `npm run paths:replay -- <machine> <path id> [--inspect]`: runs exactly one generated path
 * (its id from a failing path test, docs/paths/<machine>.md or .json; its number in the JSON works too)
 * against the real machine with the path tests' quiet implementations, printing each step's state and
 * context changes (passwords and tokens masked as the inspector masks them) and the step where the
 * machine is not where the path says, if any; exits 1 then. Paths are deterministic (no seed).
 *
 * `--inspect` also streams the run to the Stately inspector: a local server (`@statelyai/inspect/server`,
 * http://localhost:4242, or `--port=<n>`; not 8080, the app's own port) shows it in a browser; Ctrl-C
 * stops it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createWebSocketInspector } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';
import type * as Registry from '../src/machines/registry';
import type * as Inspector from '../src/ui/app/inspector';
import type * as PathGraph from '../tests/paths/path-graph';
import type * as PathReplay from '../tests/paths/path-replay';
import { withViteModules } from './vite-ssr';

const args = process.argv.slice(2);
const inspect = args.includes('--inspect');
const [machineId, pathRef] = args.filter((arg) => !arg.startsWith('--'));
const PORT = Number(args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 4242);
if (!machineId || !pathRef || !Number.isInteger(PORT)) {
  console.error('usage: npm run paths:replay -- <machine> <path id | number> [--inspect [--port=4242]]');
  process.exit(2);
}

const diverged = await withViteModules(async (load) => {
  const { registry } = (await load('/src/machines/registry.ts')) as typeof Registry;
  const graph = (await load('/tests/paths/path-graph.ts')) as typeof PathGraph;
  const { replayPath } = (await load('/tests/paths/path-replay.ts')) as typeof PathReplay;
  const { masked } = (await load('/src/ui/app/inspector.ts')) as typeof Inspector;
  const entry = registry.find((candidate) => candidate.id === machineId);
  if (!entry) throw new Error(`No machine '${machineId}' in src/machines/registry.ts; there are: ${registry.map(({ id }) => id).join(', ')}`);
  const { paths } = graph.modelPaths(entry);
  const generated = paths.find((path) => path.id === pathRef) ?? (/^\d+$/.test(pathRef) ? paths[Number(pathRef) - 1] : undefined);
  if (!generated) throw new Error(`${machineId} has no path '${pathRef}' (ids are in docs/paths/${machineId}.json; numbers 1 to ${paths.length})`);

  // The path as the committed docs recorded it, when they hold it with the same events: its states are what
  // the machine did when the docs were last exported (a changed machine makes its paths anew).
  const recordFile = new URL(`../docs/paths/${machineId}.json`, import.meta.url);
  const record = existsSync(recordFile)
    ? (JSON.parse(readFileSync(recordFile, 'utf8')) as { list: Array<{ id: string; steps: Array<{ state: string[] }> }> }).list.find((path) => path.id === generated.id)
    : undefined;
  if (record && record.steps.length === generated.path.steps.length) console.log(`Checked against the recorded path too (docs/paths/${machineId}.json)`);
  const recorded = record && record.steps.length === generated.path.steps.length ? record.steps.map((step) => step.state) : undefined;

  const server = inspect ? createInspectorServer({ port: PORT, autoOpen: false }) : null;
  const inspector = inspect ? createWebSocketInspector({ url: `ws://localhost:${PORT}`, sanitizeContext: masked, sanitizeEvent: masked }) : null;
  if (inspect) console.log(`Stately inspector: open http://localhost:${PORT} in a browser (the run is streamed to it)`);
  const result = graph.withFixture(entry, (input) => replayPath(entry, generated, input, { inspect: inspector?.inspect, write: (line) => console.log(line), recorded }));
  if (inspector && server) {
    console.log('Streaming to the inspector; Ctrl-C to stop.');
    await new Promise((resolve) => process.once('SIGINT', resolve));
    inspector.stop();
    server.stop();
  }
  return result.divergedAt !== null;
});
process.exit(diverged ? 1 : 0);
