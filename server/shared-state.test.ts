/**
 * Shared state lives in the database: two server processes on one PostgreSQL, each with
 * a data directory of its own as two machines would have, act as one site. On the embedded database (one
 * process) the second server is the first restarted on the same data directory, and the same must hold.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './platform/db/db';
import { runJobOnce } from './platform/job-runs';
import { ask, connectChat, expectCheaperFollowUp, type ChatReply } from './testing/hub-clients';
import { storedConversations } from './assistant/hub/stored-conversations';
import { startPeerServers, type PeerServers, type TestServer } from './testing/harness';

const PASSWORD = 'Sphinx#2025';
const WRONG = 'Wrong#Pass1';
const SLOW = 120_000; // every login is a real password check

describe('two processes on one database', () => {
  let peers: PeerServers;
  let first: TestServer;
  let second: TestServer;
  const userName = `Nadia${Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  let token = '';
  let firstSecrets: { jwt: string; callback: string };
  let opening: ChatReply;
  let avatar = '';
  // The uploads folder every process shares (UPLOADS_DIR, D334), as a network file system would be.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'rihla-shared-uploads-'));
  // A JPEG's start-of-image and a first marker: what the upload check reads.
  const image = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00, 0x08, 0x06, 0x06, 0x07, 0x06, 0x05, 0x08]);

  const login = (server: TestServer, password: string) =>
    fetch(`${server.url}/api/Auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password }) });

  beforeAll(async () => {
    peers = await startPeerServers({ UPLOADS_DIR: uploadsDir });
    first = peers.first;
    firstSecrets = { jwt: first.services.config.jwtSecret, callback: first.services.config.paymentCallbackSecret };
    // Everything the first process does happens before the second starts (the embedded database's restart).
    const registered = await first.api().POST('/api/Auth/register', { body: { userName, email: `${userName.toLowerCase()}@travellers.example`, password: PASSWORD } });
    expect(registered.response.status).toBe(200);
    const signedIn = await login(first, PASSWORD);
    expect(signedIn.status).toBe(200);
    token = ((await signedIn.json()) as { token: string }).token;
    // Six wrong passwords through the first process (the limit is 10 per account in 15 minutes).
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login(first, WRONG)).status).toBe(401);
    // An avatar, uploaded through the first process.
    const form = new FormData();
    form.append('avatar', new Blob([image], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${first.url}/api/Auth/avatar`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(200);
    avatar = ((await uploaded.json()) as { avatar: string }).avatar;
    // A conversation with the assistant, on the first process.
    const chat = await connectChat(first.url);
    opening = await ask(chat, 'tours in Luxor');
    expect(opening.travels.length).toBeGreaterThan(0);
    await chat.stop();
    second = await peers.startSecond();
  }, SLOW);

  afterAll(async () => {
    await peers.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('signs with the same generated secrets, kept by the database on PostgreSQL and in DATA_DIR on the embedded one', async () => {
    expect(firstSecrets.jwt).toHaveLength(64);
    expect(second.services.config.jwtSecret).toBe(firstSecrets.jwt);
    expect(second.services.config.paymentCallbackSecret).toBe(firstSecrets.callback);
    expect(firstSecrets.callback).not.toBe(firstSecrets.jwt);
    const stored = await second.services.db.query<{ name: string }>('select name from server_secrets order by name');
    const secretFile = join(second.services.config.dataDir, 'jwt-secret');
    if (second.services.db.kind === 'postgres') {
      expect(stored.map((row) => row.name)).toEqual(['jwt-secret', 'payment-callback-secret']);
      expect(existsSync(secretFile)).toBe(false);
    } else {
      expect(stored).toEqual([]);
      expect(existsSync(secretFile)).toBe(true);
    }
  });

  it('accepts on the second process a token the first one issued', async () => {
    const favourites = await second.api(token).GET('/api/Travel/Favtravels');
    expect(favourites.response.status).toBe(200);
    // And a token the second issues is one the site accepts: signed with the same secret.
    const signedIn = await login(second, PASSWORD);
    expect(signedIn.status).toBe(200);
    const secondToken = ((await signedIn.json()) as { token: string }).token;
    expect((await second.api(secondToken).GET('/api/Travel/Favtravels')).response.status).toBe(200);
    if (peers.concurrent) expect((await first.api(secondToken).GET('/api/Travel/Favtravels')).response.status).toBe(200);
  }, SLOW);

  it('serves from the second process the avatar uploaded through the first, from the shared uploads folder', async () => {
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const served = await fetch(`${second.url}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(image);
    expect(existsSync(join(uploadsDir, avatar.slice('/uploads/'.length)))).toBe(true);
  });

  it('counts wrong passwords across processes: the eleventh, on the second process, is refused', async () => {
    // The successful sign-in above was given back: 6 wrong ones are counted so far.
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(second, WRONG)).status).toBe(401);
    const refused = await login(second, WRONG);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe('Too many attempts. Try again in 1 minute.');
    // The block holds on every process, for the right password too.
    expect((await login(peers.concurrent ? first : second, PASSWORD)).status).toBe(429);
  }, SLOW);

  it('resumes on the second process the conversation begun on the first', async () => {
    const resumed = await connectChat(second.url, { sessionId: opening.sessionId });
    const stranger = await connectChat(second.url);
    try {
      // Cheaper than what the first process showed: the follow-up refined that request.
      const followUp = await expectCheaperFollowUp(resumed, opening);
      // The same words in a new conversation have nothing to refine.
      const cold = await ask(stranger, 'cheaper ones?');
      expect(cold.sessionId).not.toBe(opening.sessionId);
      expect(cold.response).not.toBe(followUp.response);
    } finally {
      await resumed.stop();
      await stranger.stop();
    }
  }, SLOW);

  it('keeps conversations bounded: expired ones and the least recently used beyond the cap are swept', async () => {
    const db = second.services.db;
    const kept = storedConversations(db, { idleMs: 60_000, maxSessions: 2 });
    const at = (seconds: number) => new Date(Date.parse('2030-01-01T10:00:00Z') + seconds * 1000);
    const ids = ['a', 'b', 'c', 'd'].map((letter) => `0000000${letter}-0000-4000-8000-000000000000`);
    // Far in the future, so the other tests' conversations are all expired by then and swept too.
    for (const [index, id] of ids.entries()) await kept.save(id, { engine: 'test', turn: index }, at(index * 10));
    expect(await kept.load(ids[0]!, at(59))).toEqual({ engine: 'test', turn: 0 });
    expect(await kept.load(ids[0]!, at(60))).toBeNull();
    await kept.touch(ids[0]!, at(50));
    // At 65 s none of the four has expired, but two at most are kept: a (touched at 50 s) and d (saved at 30 s).
    expect(await kept.sweep(at(65))).toBeGreaterThanOrEqual(2);
    const left = async () => (await db.query<{ id: string }>('select id from chat_sessions order by id')).map((row) => row.id);
    expect(await left()).toEqual([ids[0], ids[3]]);
    // At 100 s d (last used at 30 s) has been idle over a minute; a has not.
    expect(await kept.sweep(at(100))).toBe(1);
    expect(await left()).toEqual([ids[0]]);
  });

  it('runs a background job once when both processes tick it at the same moment', async () => {
    // On PostgreSQL each process's own pool; the embedded database has one process, whose ticks may still overlap.
    const handles: [Db, Db] = peers.concurrent ? [first.services.db, second.services.db] : [second.services.db, second.services.db];
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const intervalMs = 1000;
    const ticks = await Promise.all(handles.map((db) => runJobOnce(db, 'shared-state-test', intervalMs, work)));
    expect(ticks.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The next ticks within the interval run nothing; after it, one of them runs again.
    expect(await Promise.all(handles.map((db) => runJobOnce(db, 'shared-state-test', intervalMs, work)))).toEqual([false, false]);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const later = await Promise.all(handles.map((db) => runJobOnce(db, 'shared-state-test', intervalMs, work)));
    expect(later.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
  }, SLOW);

  it('leaves a failed run to the next tick on PostgreSQL, where the claim is rolled back with it', async () => {
    const db = second.services.db;
    await expect(runJobOnce(db, 'failing-test-job', 60_000, () => Promise.reject(new Error('mail server down')))).rejects.toThrow('mail server down');
    // The embedded database's claim is a statement of its own: its next run is an interval later.
    expect(await runJobOnce(db, 'failing-test-job', 60_000, async () => {})).toBe(db.kind === 'postgres');
  });
});
