import { afterEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY } from '@/api/stored-session';
import { restoreSession } from '@/machines/session/session.actors';

/** A token the browser reads as live for an hour (only its `exp` claim is read before the server checks it). */
function liveToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Date.now() / 1000 + 3600 })}.signature`;
}

/** The session a page finds in this browser's storage, with the role a sign-in stored (D381). */
function restore(role: unknown) {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ id: 'u-1', name: 'Mariam', email: 'mariam@travellers.example', role, token: liveToken() }));
  localStorage.setItem(AUTHENTICATED_KEY, 'true');
  return toPromise(createActor(restoreSession, { input: { now: Date.now() } }).start());
}

describe('the stored session', () => {
  afterEach(() => localStorage.clear());

  it("keeps the role the last sign-in answered, and reads a session stored before roles, or a made-up role, as a traveller's", async () => {
    expect((await restore('partner'))?.role).toBe('partner');
    expect((await restore('admin'))?.role).toBe('admin');
    const before = await restore(undefined);
    expect(before?.name).toBe('Mariam');
    expect(before).not.toHaveProperty('role');
    expect(await restore('superuser')).not.toHaveProperty('role');
  });
});
