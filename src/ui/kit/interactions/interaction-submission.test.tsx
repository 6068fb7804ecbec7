import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { recordInteraction } from '@/machines/interactions/interaction-records';
import { SUBMITTED_AT_KEY } from '@/machines/interactions/interaction-submission.actors';
import { NAME_IDENTIFIER_CLAIM } from '@/machines/session/session-token';
import { Session } from '@/ui/app/session';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { InteractionSubmission } from './interaction-submission';
import { signIn } from '../../../../tests/fixtures/session';

const server = startMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

function acceptSubmissions() {
  const seen: { body: unknown; authorization: string | null }[] = [];
  server.use(
    handle('post', '/api/Ai/userinteractions', async ({ request, ok }) => {
      seen.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
      return ok(true);
    }),
  );
  return seen;
}

function renderApp() {
  return render(
    <Session.Provider>
      <InteractionSubmission />
    </Session.Provider>,
  );
}

describe('InteractionSubmission', () => {
  it("submits the signed-in user's records right after the session is known, and renders nothing", async () => {
    const { token } = signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    const { container } = renderApp();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(container.innerHTML).toBe('');
    expect(seen[0]).toEqual({ body: { id: 'u-1', userInteraction: [{ id: '3', type: 'travel', total: 3 }] }, authorization: `Bearer ${token}` });
    await vi.waitFor(() => expect(localStorage.getItem(SUBMITTED_AT_KEY)).toContain('u-1'));
  });

  it('submits a new favourite 2 s after it is recorded, so recommendations follow it', async () => {
    signIn('u-1', { name: 'Mariam', email: 'm@x.example' }, { claim: NAME_IDENTIFIER_CLAIM });
    recordInteraction({ userId: 'u-1', id: 3, favourite: true });
    const seen = acceptSubmissions();
    renderApp();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    act(() => {
      recordInteraction({ userId: 'u-1', id: 12, type: 'event', favourite: true });
    });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 4000 });
    expect((seen[1]?.body as { userInteraction: unknown[] }).userInteraction).toHaveLength(2);
  });

  it('does nothing for a visitor who is not signed in (msw is strict: any call would fail the test)', async () => {
    recordInteraction({ userId: null, id: 3, favourite: true });
    const { container } = renderApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.innerHTML).toBe('');
    expect(localStorage.getItem(SUBMITTED_AT_KEY)).toBeNull();
  });
});
