/**
 * Phrasing by an OpenAI-compatible endpoint, against a tiny local fake (node:http): the request it gets,
 * a good answer, and every way it can fail (slow, garbage, wrong shape, empty, wrong language, an error
 * status, unreachable), each falling back to the embedded reply. Suggestions always come from retrieval.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';
import { createAssistant } from './assistant';
import { LLM_TIMEOUT_MS, systemPrompt } from './llm';

const server = useTestServer();
let fake: Server;
let fakeUrl: string;
let respond: (request: IncomingMessage, body: string, response: ServerResponse) => void;
const received: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];

const completion = (content: unknown) => JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] });

beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
      respond(request, body, response);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/chat/completions`;
}, 60_000);

afterAll(async () => {
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const embedded = () => createAssistant({ db: server.services.db });
const phrased = (timeoutMs?: number) =>
  createAssistant({ db: server.services.db, llm: { url: fakeUrl, model: 'tiny-model', apiKey: 'secret-key', ...(timeoutMs ? { timeoutMs } : {}) } });
const ask = (assistant: ReturnType<typeof createAssistant>, text: string) => assistant.reply({ text, context: null, now: new Date() });

describe('an OpenAI-compatible endpoint phrases the reply', () => {
  it('sends the model, the rules and the retrieved facts, and uses its answer', async () => {
    respond = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completion('  Sinai has three beach tours for you, from Tiran Island to Nuweiba.  '));
    };
    const reply = await ask(phrased(), 'beach trips in Sinai under 10000');
    const plain = await ask(embedded(), 'beach trips in Sinai under 10000');
    expect(reply.response).toBe('Sinai has three beach tours for you, from Tiran Island to Nuweiba.');
    // The suggestions are ours, whatever the model says.
    expect(reply.travels).toEqual(plain.travels);
    expect(reply.travels.map((travel) => travel.id)).toEqual([22, 20, 18]);

    const [call] = received;
    expect(call?.headers.authorization).toBe('Bearer secret-key');
    expect(call?.body.model).toBe('tiny-model');
    const messages = call?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]).toEqual({ role: 'system', content: systemPrompt('en') });
    expect(messages[0]?.content).toContain('Use ONLY the facts');
    expect(messages[1]?.role).toBe('user');
    expect(messages[1]?.content).toContain('Tiran Island and the Reefs of the Straits');
    expect(messages[1]?.content).toContain('"priceEGP":2200');
    expect(messages[1]?.content).toContain(plain.response);
  });

  it('asks for Arabic when the traveller wrote Arabic', async () => {
    respond = (_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(completion('تذكرة الدخول العام للأهرامات 30 جنيهًا.'));
    };
    const reply = await ask(phrased(), 'ما هي أسعار تذاكر الأهرامات؟');
    expect(reply.response).toBe('تذكرة الدخول العام للأهرامات 30 جنيهًا.');
    expect((received[0]?.body.messages as Array<{ content: string }>)[0]?.content).toContain('Answer in Arabic only.');
  });
});

describe('falls back to the embedded reply', () => {
  const cases: Array<[string, (request: IncomingMessage, body: string, response: ServerResponse) => void]> = [
    ['garbage instead of JSON', (_q, _b, response) => response.end('<html>oops</html>')],
    ['JSON of another shape', (_q, _b, response) => response.end(JSON.stringify({ answer: 'hello' }))],
    ['an empty answer', (_q, _b, response) => response.end(completion('   '))],
    ['a non-text answer', (_q, _b, response) => response.end(completion({ text: 'hi' }))],
    ['an answer in the wrong language', (_q, _b, response) => response.end(completion('هذه رحلات رائعة'))],
    ['an answer far too long', (_q, _b, response) => response.end(completion('word '.repeat(1000)))],
    ['an error status', (_q, _b, response) => { response.writeHead(500); response.end(completion('fine')); }],
  ];

  it.each(cases)('on %s', async (_name, handler) => {
    respond = handler;
    const reply = await ask(phrased(), 'diving in Hurghada');
    const plain = await ask(embedded(), 'diving in Hurghada');
    expect(received).toHaveLength(1);
    expect(reply.response).toBe(plain.response);
    expect(reply.travels).toEqual(plain.travels);
  });

  it('when the endpoint is too slow (timeout)', async () => {
    respond = (_request, _body, response) => {
      setTimeout(() => response.end(completion('too late')), 3000);
    };
    const started = Date.now();
    const reply = await ask(phrased(200), 'diving in Hurghada');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(reply.response).toBe((await ask(embedded(), 'diving in Hurghada')).response);
    expect(LLM_TIMEOUT_MS).toBe(4000);
  });

  it('when the endpoint cannot be reached', async () => {
    const assistant = createAssistant({ db: server.services.db, llm: { url: 'http://127.0.0.1:9/v1/chat/completions', model: 'm' } });
    const reply = await ask(assistant, 'thanks');
    expect(reply.response).toBe("You're welcome! Is there anything else I can help you plan?");
  });

  it('uses the fetch it is given', async () => {
    let called = 0;
    const assistant = createAssistant({
      db: server.services.db,
      llm: { url: 'http://llm.invalid/v1/chat/completions', model: 'm' },
      fetch: () => {
        called += 1;
        return Promise.resolve(new Response(completion('Hello there, traveller!'), { status: 200 }));
      },
    });
    expect((await ask(assistant, 'hi')).response).toBe('Hello there, traveller!');
    expect(called).toBe(1);
  });
});

describe('configuration', () => {
  it('uses an endpoint only when both the address and the model are set', async () => {
    const { readConfig } = await import('../platform/config');
    const base = { DATA_DIR: 'memory://' };
    expect(readConfig(base).assistantLlm).toBeNull();
    expect(readConfig({ ...base, ASSISTANT_LLM_URL: 'http://localhost:11434/v1/chat/completions' }).assistantLlm).toBeNull();
    expect(readConfig({ ...base, ASSISTANT_LLM_URL: ' http://h/v1/chat/completions ', ASSISTANT_LLM_MODEL: 'm' }).assistantLlm).toEqual({
      url: 'http://h/v1/chat/completions',
      model: 'm',
    });
    expect(readConfig({ ...base, ASSISTANT_LLM_URL: 'https://h/v1', ASSISTANT_LLM_MODEL: 'm', ASSISTANT_LLM_API_KEY: 'k' }).assistantLlm).toEqual({
      url: 'https://h/v1',
      model: 'm',
      apiKey: 'k',
    });
    expect(() => readConfig({ ...base, ASSISTANT_LLM_URL: 'not a url', ASSISTANT_LLM_MODEL: 'm' })).toThrow('ASSISTANT_LLM_URL must be an http(s) address');
  });
});
