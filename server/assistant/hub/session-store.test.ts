import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store';

const HOUR = 60 * 60 * 1000;

function store(maxSessions = 100) {
  let time = Date.parse('2026-01-01T10:00:00Z');
  const sessions = createSessionStore({ now: () => new Date(time), idleMs: HOUR, maxSessions });
  return { sessions, advance: (ms: number) => void (time += ms) };
}

describe('the chat session store', () => {
  it('sweeps only sessions nobody holds that have been idle an hour', () => {
    const { sessions, advance } = store();
    const held = sessions.open(null);
    const left = sessions.open(null);
    const recent = sessions.open(null);
    sessions.release(left);
    advance(30 * 60 * 1000);
    sessions.release(recent);
    advance(30 * 60 * 1000);
    expect(sessions.sweep()).toBe(1);
    expect(sessions.size()).toBe(2);
    // The swept one starts over; the others resume.
    expect(sessions.open(left.id).id).not.toBe(left.id);
    expect(sessions.open(recent.id)).toBe(recent);
    expect(sessions.open(held.id)).toBe(held);
  });

  it('makes room by forgetting the least recently used idle conversation', () => {
    const { sessions, advance } = store(2);
    const older = sessions.open(null);
    sessions.release(older);
    advance(1000);
    const newer = sessions.open(null);
    sessions.release(newer);
    advance(1000);
    sessions.open(null);
    expect(sessions.size()).toBe(2);
    expect(sessions.open(newer.id)).toBe(newer);
    expect(sessions.open(older.id).id).not.toBe(older.id);
  });

  it("resumes under its own id a conversation another process kept, and only for a well-formed id", () => {
    const { sessions } = store();
    const id = '6f1c2a9e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
    expect(sessions.knows(id)).toBe(false);
    const resumed = sessions.open(id.toUpperCase(), { engine: 'rihla', turn: 3 });
    expect(resumed).toMatchObject({ id, context: { engine: 'rihla', turn: 3 }, holders: 1 });
    expect(sessions.knows(id)).toBe(true);
    // What this process holds wins over a stored copy.
    expect(sessions.open(id, { engine: 'rihla', turn: 1 })).toBe(resumed);
    // An id that is not one of ours, or nothing kept, starts a new conversation.
    expect(sessions.open('not-a-session', { engine: 'rihla' }).id).not.toBe('not-a-session');
    expect(sessions.open('0d9e8f7a-6b5c-4d3e-8f21-0a9b8c7d6e5f', null).id).not.toBe('0d9e8f7a-6b5c-4d3e-8f21-0a9b8c7d6e5f');
  });

  it('accepts a session id in any letter case', () => {
    const { sessions } = store();
    const session = sessions.open(null);
    sessions.release(session);
    expect(sessions.open(session.id.toUpperCase())).toBe(session);
  });
});
