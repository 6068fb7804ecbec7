import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { TEST_API_BASE } from './msw/api-base';

// The API client takes its base address when it loads (under jsdom, the page's own origin otherwise):
// every view test sends its calls to the msw handlers, which listen under TEST_API_BASE. A setup file runs
// before the test file imports anything, so no per-file `vi.hoisted` preamble is needed.
vi.stubEnv('VITE_API_BASE_URL', TEST_API_BASE);
afterAll(() => {
  vi.unstubAllEnvs();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = '';
});
