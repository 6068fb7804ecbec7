import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The one-way imports of ARCHITECTURE.md are enforced by lint; these cases prove the rules bite. Each
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

  it('views may import machines (the allowed direction)', async () => {
    const messages = await restrictedImportMessages('src/ui/kit/carousel/slide-motion.ts', "import { carouselMachine } from '@/machines/carousel/carousel.machine';\nexport const machine = carouselMachine;\n");
    expect(messages).toEqual([]);
  });

  it('file names must be kebab-case', async () => {
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: 'scripts/bundleBudget.mjs' });
    expect((result?.messages ?? []).map((message) => message.ruleId)).toContain('check-file/filename-naming-convention');
  });
});
