import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The one-way imports of docs/architecture.md are enforced by lint; these cases prove the rules bite. Each
 * lints a line of code as if it stood in a real file of that layer.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// Typed linting builds a TypeScript program: seconds, not milliseconds, on a busy machine.
describe('import layers', { timeout: 60_000 }, () => {
  it('machines may not import React', async () => {
    const messages = await restrictedImportMessages('src/machines/carousel/carousel.selectors.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
    expect(messages.join('\n')).toMatch(/Machines never import React/);
  });

  it('machines may not import views', async () => {
    const messages = await restrictedImportMessages('src/machines/carousel/carousel.selectors.ts', "import { Carousel } from '@/ui/kit/carousel/carousel';\nexport const view = Carousel;\n");
    expect(messages.join('\n')).toMatch(/Machines never import React or views/);
  });

  it('the API layer may not import machines', async () => {
    const messages = await restrictedImportMessages('src/api/images.ts', "import { carouselMachine } from '@/machines/carousel/carousel.machine';\nexport const machine = carouselMachine;\n");
    expect(messages.join('\n')).toMatch(/src\/api is the bottom layer/);
  });

  it('the server may not import browser flows', async () => {
    const messages = await restrictedImportMessages('server/platform/config.ts', "import { carouselMachine } from '../src/machines/carousel/carousel.machine';\nexport const machine = carouselMachine;\n");
    expect(messages.join('\n')).toMatch(/The server never imports the browser flows/);
  });

  it('core/ may import neither side, nor a framework or a Node module', async () => {
    const rule = /core\/ is beneath the browser and the server/;
    const [fromServer, fromBrowser, fromNode, fromXState] = await Promise.all([
      restrictedImportMessages('core/booking/prices.ts', "import { config } from '../../server/platform/config';\nexport const c = config;\n"),
      restrictedImportMessages('core/booking/prices.ts', "import { pick } from '@/content/text';\nexport const p = pick;\n"),
      restrictedImportMessages('core/booking/prices.ts', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"),
      restrictedImportMessages('core/booking/prices.ts', "import { setup } from 'xstate';\nexport const s = setup;\n"),
    ]);
    for (const messages of [fromServer, fromBrowser, fromNode, fromXState]) expect(messages.join('\n')).toMatch(rule);
  });

  it('the browser and the server may import core/ (the allowed direction)', async () => {
    const line = "import { bookingTotal } from '@core/booking/prices';\nexport const total = bookingTotal;\n";
    const answers = await Promise.all(
      ['src/machines/booking-form/booking-form.machine.ts', 'src/ui/kit/carousel/slide-motion.ts', 'server/bookings/booking-details.ts'].map((file) =>
        restrictedImportMessages(file, line),
      ),
    );
    expect(answers.flat()).toEqual([]);
  });

  it('views may import machines (the allowed direction)', async () => {
    const messages = await restrictedImportMessages('src/ui/kit/carousel/slide-motion.ts', "import { carouselMachine } from '@/machines/carousel/carousel.machine';\nexport const machine = carouselMachine;\n");
    expect(messages).toEqual([]);
  });

  it('file names must be kebab-case', async () => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: 'scripts/bundleBudget.mjs' });
    expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('check-file/filename-naming-convention');
  });
});

/** What the server-house rules (eslint.config.js, docs/architecture.md) say of a line in a server file. */
async function houseMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server areas', { timeout: 60_000 }, () => {
  it('a new import circle fails the lint: events importing search, which imports events', async () => {
    const messages = await houseMessages('server/catalogue/events.ts', "import { searchCatalogue } from './search';\nexport const search = searchCatalogue;\n");
    expect(messages.join('\n')).toMatch(/import-x\/no-cycle/);
  });

  it('an area is used through its index.ts only', async () => {
    const messages = await houseMessages('server/partners/check-in.ts', "import { bookingReference } from '../bookings/booking-reference';\nexport const reference = bookingReference;\n");
    expect(messages.join('\n')).toMatch(/Use bookings through server\/bookings\/index.ts only/);
  });

  it('through its index.ts, an allowed area may be used', async () => {
    const messages = await houseMessages('server/partners/check-in.ts', "import { bookingReference } from '../bookings';\nexport const reference = bookingReference;\n");
    expect(messages).toEqual([]);
  });

  it('platform depends on no area', async () => {
    const messages = await houseMessages('server/platform/mail.ts', "import { searchCatalogue } from '../catalogue';\nexport const search = searchCatalogue;\n");
    expect(messages.join('\n')).toMatch(/platform may not use catalogue: it may use no other area/);
  });

  it('an area may not use one that comes after it (catalogue may not use bookings)', async () => {
    const messages = await houseMessages('server/catalogue/reviews.ts', "import { bookingReference } from '../bookings';\nexport const reference = bookingReference;\n");
    expect(messages.join('\n')).toMatch(/catalogue may not use bookings: it may use platform/);
  });

  it('only tests import server/testing', async () => {
    const messages = await houseMessages('server/bookings/paymob.ts', "import { startTestServer } from '../testing/harness';\nexport const start = startTestServer;\n");
    expect(messages.join('\n')).toMatch(/Only tests import server\/testing/);
  });

  it("inside an area, files import each other directly, not through the area's own index.ts", async () => {
    const messages = await houseMessages('server/bookings/paymob.ts', "import { bookingReference } from './index';\nexport const reference = bookingReference;\n");
    expect(messages.join('\n')).toMatch(/import the file itself, not the area's index.ts/);
  });
});
