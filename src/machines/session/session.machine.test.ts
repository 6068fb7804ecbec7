import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from './session.machine';
import { readTokenClaims, userIdOf } from './session-token';

function tokenExpiringAt(expiresAtMs: number, userId = 'user-42'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier': userId, exp: expiresAtMs / 1000 })}.signature`;
}

describe('session token', () => {
  it('reads the user id from the name-identifier claim, else anonymous', () => {
    expect(readTokenClaims(tokenExpiringAt(2_000_000_000_000))?.userId).toBe('user-42');
    expect(userIdOf(tokenExpiringAt(2_000_000_000_000))).toBe('user-42');
    expect(userIdOf(null)).toBe('anonymous');
    expect(userIdOf('not-a-token')).toBe('anonymous');
  });
});

describe('session expiry (real delay, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('signs out when the token expires, saying so', async () => {
    const user: SessionUser = {
      id: 'user-42',
      name: 'Omar',
      email: 'omar@travellers.example',
      phone: null,
      avatar: null,
      token: tokenExpiringAt(Date.now() + 60_000),
    };
    const machine = sessionMachine.provide({ actors: { restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(user)) } });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().value).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors.sessionExpired' });
    actor.stop();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const user: SessionUser = { id: 'u', name: 'Laila', email: 'l@x.example', phone: null, avatar: null, token: tokenExpiringAt(Date.now() + 3_600_000) };
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(user)),
        signOut: fromPromise<void, { token: string }>(() => Promise.reject(new Error('offline'))),
      },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.logout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.stop();
  });
});

describe('a token the server refuses', () => {
  it('signs out when any call answers 401 to the token, and not before', async () => {
    const { sessionEvents, TOKEN_REFUSED } = await import('@/api/session-events');
    const user: SessionUser = { id: 'u', name: 'Hana', email: 'h@x.example', phone: null, avatar: null, token: 'header.e30.signature' };
    const machine = sessionMachine.provide({ actors: { restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(user)) } });
    const actor = createActor(machine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signedIn'));
    sessionEvents.dispatchEvent(new Event(TOKEN_REFUSED));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, error: { key: 'errors.sessionExpired' } });
    actor.stop();
  });
});
