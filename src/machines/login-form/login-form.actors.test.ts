import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { handle, TEST_API_BASE } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';

// The API client takes its base when it is first imported: point it at the address msw listens on.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', 'http://api.rihla.test');
});
const { requestPasswordReset, resetPageUrl } = await import('./login-form.actors');
afterAll(() => vi.unstubAllEnvs());

const server = startMswServer();

function run(email: string) {
  return toPromise(createActor(requestPasswordReset, { input: { email, origin: 'https://rihla.example' } }).start());
}

describe('requestPasswordReset', () => {
  it('is pointed at the address msw listens on', () => {
    expect(TEST_API_BASE).toBe('http://api.rihla.test');
  });

  it('builds the reset link on this site, with the typed handle encoded and ending in token=', () => {
    expect(resetPageUrl('https://rihla.example', 'mariam+trips@travellers.example')).toBe(
      'https://rihla.example/reset-password?email=mariam%2Btrips%40travellers.example&token=',
    );
  });

  it('sends the handle and the reset link, and reports success on 200', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('post', '/api/Auth/forgotpassword', async ({ request, ok }) => {
        bodies.push(await request.json());
        return ok({ message: 'sent' });
      }),
    );
    await expect(run('mariam@travellers.example')).resolves.toEqual({ ok: true });
    expect(bodies).toEqual([
      { email: 'mariam@travellers.example', url: 'https://rihla.example/reset-password?email=mariam%40travellers.example&token=' },
    ]);
  });

  it('reports failure on an error answer and when no answer comes', async () => {
    server.use(handle('post', '/api/Auth/forgotpassword', ({ fail }) => fail(500, 'Failed to send reset instructions. Please try again later.')));
    await expect(run('MariamAdel')).resolves.toEqual({ ok: false });
    server.use(handle('post', '/api/Auth/forgotpassword', ({ networkError }) => networkError()));
    await expect(run('MariamAdel')).resolves.toEqual({ ok: false });
  });

  it('carries the server’s words on 429 (too many attempts), or the screen’s own when it sent none', async () => {
    server.use(handle('post', '/api/Auth/forgotpassword', ({ fail }) => fail(429, 'Too many attempts. Try again in 5 minutes.')));
    await expect(run('MariamAdel')).resolves.toEqual({ ok: false, limited: { text: 'Too many attempts. Try again in 5 minutes.' } });
    server.use(handle('post', '/api/Auth/forgotpassword', ({ fail }) => fail(429, '')));
    await expect(run('MariamAdel')).resolves.toEqual({ ok: false, limited: { key: 'errors.tooManyAttempts' } });
  });
});
