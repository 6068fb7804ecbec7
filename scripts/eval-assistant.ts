/**
 * `npm run eval:assistant`: the assistant's dialogue set against a fresh seed catalogue,
 * scored the MultiWOZ way; prints Inform, Success, invented facts and the reply p50 (docs/performance.md).
 * `--failures` also lists the turns that missed their goal.
 */
import { startTestServer } from '../server/testing/harness';
import { DEFAULT_RATES_FILE, readRatesFile } from '../server/platform/currency-rates';
import { createAssistant } from '../server/assistant/assistant';
import { DIALOGUES } from '../server/assistant/eval/dialogues';
import { evaluate, reportLines } from '../server/assistant/eval/score';

const server = await startTestServer();
try {
  const rates = readRatesFile(DEFAULT_RATES_FILE);
  const assistant = createAssistant({ db: server.services.db, rates: () => rates });
  const report = await evaluate(assistant, server.services.db, DIALOGUES, rates, new Date());
  if (process.argv.includes('--failures')) {
    for (const failure of report.failures) console.log(`✗ ${failure.dialogue} «${failure.user}»: ${failure.problems.join('; ')}`);
    for (const invention of report.inventions) console.log(`! ${invention.dialogue} «${invention.user}»: ${invention.invented.join('; ')}`);
  }
  console.log(reportLines(report).join('\n'));
  process.exitCode = report.success >= 0.9 && report.invented === 0 && report.p50 <= 100 ? 0 : 1;
} finally {
  await server.close();
}
