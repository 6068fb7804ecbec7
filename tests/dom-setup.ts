import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { TEST_API_BASE } from './msw/api-base';

// The API client takes its base address when it loads (under jsdom, the page's own origin otherwise):
// every view test sends its calls to the msw handlers, which listen under TEST_API_BASE. A setup file runs
// before the test file imports anything, so no per-file `vi.hoisted` preamble is needed.
vi.stubEnv('VITE_API_BASE_URL', TEST_API_BASE);
afterAll(() => {
  vi.unstubAllEnvs();
});

// Lazy parts of a screen (the signed-in menu, a screen's chunk) are compiled on first import; on a busy
// two-core machine that can take longer than the library's 1 s default for `findBy…` and `waitFor`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = '';
});
