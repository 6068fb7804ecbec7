/**
 * /chatHub on the real server (startTestServer: real HTTP port, seeded catalogue, the real assistant
 * engine), through the stock `@microsoft/signalr` client as the widget uses it. The protocol's finer
 * rules, with a stand-in engine and short timers, are in chat-hub-protocol.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ASSISTANT_NAME } from '../assistant';
import { startTestServer, useTestServer } from '../../testing/harness';
import { connectChat, connectRaw, RS, type ChatClient, type ChatReply, type RawClient } from '../../testing/hub-clients';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ARABIC = /[\u0600-\u06FF]/;

const server = useTestServer();
const clients: ChatClient[] = [];

afterAll(async () => {
  for (const client of clients) await client.stop();
});

async function chat(sessionId?: string): Promise<ChatClient> {
  const client = await connectChat(server.url, sessionId ? { sessionId } : {});
  clients.push(client);
  return client;
}

async function ask(client: ChatClient, text: string): Promise<ChatReply> {
  const before = client.replies.length;
  await client.connection.invoke('SendMessage', text);
  expect(client.replies).toHaveLength(before + 1);
  return client.replies[before]!;
}

/** The suggestions are real rows of the live catalogue, with the fields the spec names. */
async function expectCataloguedSuggestions(reply: ChatReply) {
  expect(reply.travels.length).toBeLessThanOrEqual(3);
  expect(reply.events.length).toBeLessThanOrEqual(3);
  for (const travel of reply.travels) {
    expect(Object.keys(travel).sort()).toEqual(['description', 'id', 'imageUrl', 'price', 'title']);
    const [row] = await server.services.db.query<{ price: number; title_en: string; title_ar: string }>(
      'select price, title_en, title_ar from tours where id = $1',
      [travel.id],
    );
    expect(row, `travel ${travel.id} is in the catalogue`).toBeDefined();
    expect(travel.price).toBe(row!.price);
    expect([row!.title_en, row!.title_ar]).toContain(travel.title);
  }
  for (const event of reply.events) {
    expect(Object.keys(event).sort()).toEqual(['date', 'description', 'id', 'location', 'name']);
    const [row] = await server.services.db.query<{ id: number }>('select id from events where id = $1', [event.id]);
    expect(row, `event ${event.id} is in the catalogue`).toBeDefined();
    expect(Number.isNaN(Date.parse(event.date))).toBe(false);
  }
}

describe('/chatHub on the real server', () => {
  it('round trip: the stock client asks in English and gets a useful reply with catalogue suggestions', async () => {
    const client = await chat();
    const reply = await ask(client, 'beach trips in Sinai under 10000');
    expect(reply.name).toBe(ASSISTANT_NAME);
    expect(reply.sessionId).toMatch(UUID);
    expect(reply.response.trim().length).toBeGreaterThan(0);
    expect(reply.response).not.toMatch(ARABIC);
    expect(reply.travels.length).toBeGreaterThan(0);
    for (const travel of reply.travels) expect(travel.price).toBeLessThanOrEqual(10_000);
    await expectCataloguedSuggestions(reply);
  });

  it('answers Arabic in Arabic, in the same session', async () => {
    const client = await chat();
    const first = await ask(client, 'hello');
    const reply = await ask(client, 'ما هي أسعار تذاكر الأهرامات؟');
    expect(reply.sessionId).toBe(first.sessionId);
    expect(reply.response).toMatch(ARABIC);
    await expectCataloguedSuggestions(reply);
  });

  it('carries the party once the conversation gives it, for the cards\' hand-over to /book-now', async () => {
    const client = await chat();
    const before = await ask(client, 'tours in Luxor');
    expect(before.party).toBeUndefined();
    const reply = await ask(client, 'we are 2 adults and 1 child');
    expect(reply.party).toEqual({ adults: 2, children: 1, underFive: 0 });
    for (const travel of reply.travels) expect(Object.keys(travel).sort()).toEqual(['description', 'id', 'imageUrl', 'price', 'title']);
    const chosen = await ask(client, 'book the first one');
    expect(chosen.party).toEqual({ adults: 2, children: 1, underFive: 0 });
    expect(chosen.travels).toHaveLength(1);
    await expectCataloguedSuggestions(chosen);
  });

  it('a send without an invocation id gets the same push', async () => {
    const client = await chat();
    await client.connection.send('SendMessage', 'events in Cairo');
    const reply = await client.reply(1);
    expect(reply.name).toBe(ASSISTANT_NAME);
    expect(reply.response.trim().length).toBeGreaterThan(0);
    await expectCataloguedSuggestions(reply);
  });

  it('session resume: reconnecting with ?sessionId= keeps the conversation for a follow-up', async () => {
    const first = await chat();
    const opening = await ask(first, 'tours in Luxor');
    expect(opening.travels.length).toBeGreaterThan(0);
    await first.stop();

    const resumed = await chat(opening.sessionId);
    const followUp = await ask(resumed, 'cheaper ones?');
    expect(followUp.sessionId).toBe(opening.sessionId);

    // The same words in a fresh conversation have nothing to refine: the context is what made the difference.
    const stranger = await chat();
    const cold = await ask(stranger, 'cheaper ones?');
    expect(cold.sessionId).not.toBe(opening.sessionId);
    expect(followUp.response).not.toBe(cold.response);
    expect(followUp.travels.length).toBeGreaterThan(0);
    // Cheaper than what was shown, and still in Luxor: the follow-up refined the earlier request.
    const dearestBefore = Math.max(...opening.travels.map((travel) => travel.price));
    for (const travel of followUp.travels) expect(travel.price).toBeLessThan(dearestBefore);
    const cityOf = async (ids: number[]) =>
      (await server.services.db.query<{ city: string }>('select distinct destination_city_en as city from tours where id = any($1::int[])', [ids])).map((row) => row.city);
    const citiesBefore = await cityOf(opening.travels.map((travel) => travel.id));
    expect(citiesBefore.length).toBeGreaterThan(0);
    for (const city of await cityOf(followUp.travels.map((travel) => travel.id))) expect(citiesBefore).toContain(city);
    await expectCataloguedSuggestions(followUp);
  });

  it('a message over 1,000 characters gets a clear reply in its language; 1,000 is fine', async () => {
    const client = await chat();
    const english = await ask(client, 'a'.repeat(1001));
    expect(english.response).toBe('Your message is too long. Please keep it under 1,000 characters and try again.');
    expect(english.travels).toEqual([]);
    const arabic = await ask(client, 'م'.repeat(1001));
    expect(arabic.response).toBe('رسالتك طويلة جدًا. يرجى ألا تتجاوز ١٬٠٠٠ حرف ثم المحاولة مرة أخرى.');
    const atTheLimit = await ask(client, `${'tours in Aswan '.repeat(66)}!!!!!!!!!!`.slice(0, 1000));
    expect(atTheLimit.response).not.toMatch(/too long/);
    expect(atTheLimit.response.trim().length).toBeGreaterThan(0);
  });

  it('rate limit: the 11th message within 10 s is asked to wait, the first ten are answered', async () => {
    const client = await chat();
    const texts = Array.from({ length: 11 }, (_, index) => `tours in Cairo ${index}`);
    await Promise.all(texts.map((text) => client.connection.invoke('SendMessage', text)));
    const responses = client.replies.map((reply) => reply.response);
    expect(responses).toHaveLength(11);
    expect(responses.slice(0, 10).every((response) => !/too quickly/.test(response) && response.trim() !== '')).toBe(true);
    expect(responses[10]).toBe('You are sending messages too quickly. Please wait a few seconds and try again.');
  });

  it('a malformed frame closes that connection with an error; the server carries on', async () => {
    const bystander = await chat();
    const socket = await connectRaw(server.url, { handshake: true });
    socket.send(`{"type":1,"target":${RS}`);
    expect(await socket.next((record) => record.type === 7)).toEqual({
      type: 7,
      error: expect.stringMatching(/malformed message/) as string,
      allowReconnect: false,
    });
    await socket.closed;
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const reply = await ask(bystander, 'thanks');
    expect(reply.response.trim().length).toBeGreaterThan(0);
    const newcomer = await chat();
    expect((await ask(newcomer, 'hello')).response.trim().length).toBeGreaterThan(0);
  });

  it('holds 500 idle connections, still answers, and lets them all close', async () => {
    for (const client of clients.splice(0)) await client.stop();
    await expect.poll(() => server.hub.connections()).toBe(0);

    const idle: RawClient[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      idle.push(...(await Promise.all(Array.from({ length: 50 }, () => connectRaw(server.url, { handshake: true })))));
    }
    expect(server.hub.connections()).toBe(500);

    const active = await chat();
    expect((await ask(active, 'events this weekend')).response.trim().length).toBeGreaterThan(0);
    expect(server.hub.connections()).toBe(501);

    for (const socket of idle) socket.socket.close();
    await Promise.all(idle.map((socket) => socket.closed));
    await expect.poll(() => server.hub.connections()).toBe(1);
    await active.stop();
    await expect.poll(() => server.hub.connections()).toBe(0);
  }, 60_000);
});

describe('restarting the server', () => {
  it('closes its chat connections with an error the widget retries on', async () => {
    const other = await startTestServer();
    const client = await connectChat(other.url);
    await client.connection.invoke('SendMessage', 'hello');
    await other.close();
    expect((await client.closed)?.message).toMatch(/The server is restarting/);
  }, 60_000);
});
