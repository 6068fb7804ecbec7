import { beforeAll, describe, expect, it } from 'vitest';
import { Contract } from './contract-document';
import { common } from './messages';
import { useTestServer } from '../../testing/harness';
import { createTestUser } from '../../testing/users';

/**
 * Control characters are refused at the gate (D139): every operation of the contract, every path and
 * query parameter and every string a body can carry (nested ones included) gets text holding NUL, each
 * other C0 character and DEL. Never a 5xx; a 400 naming the field in the caller's language, except tab,
 * line feed and carriage return in strings the contract marks `x-rihla-multiline: true`, which pass.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const CONTROL_CODES = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f];
const LINE_CODES = new Set([0x09, 0x0a, 0x0d]);

interface BodyField {
  /** Property names and `[]` for array items, from the body's root. */
  segments: string[];
  multiline: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string a body schema can hold, with whether it may hold lines. */
function stringFields(schema: unknown, segments: string[] = [], found: BodyField[] = []): BodyField[] {
  if (!isObject(schema)) return found;
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  if (types.includes('string') && schema.format !== 'binary') found.push({ segments, multiline: schema['x-rihla-multiline'] === true });
  if (isObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) stringFields(property, [...segments, key], found);
  }
  if (schema.items !== undefined) stringFields(schema.items, [...segments, '[]'], found);
  for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) stringFields(branch, segments, found);
  }
  return found;
}

/** A body holding `value` at `segments` (arrays of one item), and the field's name as messages give it. */
function bodyWith(segments: string[], value: string): { body: Json; name: string } {
  const build = (rest: string[]): Json => {
    const [head, ...tail] = rest;
    if (head === undefined) return value;
    return head === '[]' ? [build(tail)] : { [head]: build(tail) };
  };
  return { body: build(segments), name: segments.map((segment) => (segment === '[]' ? '0' : segment)).join('.') || 'body' };
}

describe('control characters are refused at the gate, by every operation', () => {
  const server = useTestServer();
  let token: string;
  const contract = new Contract();

  beforeAll(async () => {
    token = (await createTestUser(server.services)).token;
  }, 60_000);

  for (const operation of contract.operations) {
    const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
    const media = (operation.body ? [...operation.body.byType] : []).filter(([type]) => type !== 'text/plain');
    const fieldCount = parameters.length + media.reduce((sum, [, m]) => sum + stringFields(m.schema).length, 0);
    if (fieldCount === 0) continue;

    it(`${operation.method.toUpperCase()} ${operation.path}`, async () => {
      const failures: string[] = [];
      let refused = 0;
      let accepted = 0;
      const check = async (field: string, allowed: boolean, code: number, send: (language: 'en' | 'ar') => Promise<Response>) => {
        // The Arabic message for NUL, the English one for the rest.
        const language = code === 0 ? 'ar' : 'en';
        const response = await send(language);
        const text = await response.text();
        let message = '';
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? '';
        } catch {
          // an HTML page (the sandbox checkout) or an empty answer
        }
        const refusal = common(language, 'controlCharacter', { field });
        const what = `${field} with U+${code.toString(16).padStart(4, '0')}`;
        if (response.status >= 500) failures.push(`${what}: ${response.status} ${text.slice(0, 200)}`);
        else if (allowed && message === refusal) failures.push(`${what}: refused, but the field allows lines`);
        else if (!allowed && (response.status !== 400 || message !== refusal)) failures.push(`${what}: ${response.status} ${text.slice(0, 200)}`);
        if (allowed) accepted += 1;
        else refused += 1;
      };
      const headers = (language: 'en' | 'ar', type?: string): Record<string, string> => ({
        Authorization: `Bearer ${token}`,
        'Accept-Language': language,
        ...(type ? { 'Content-Type': type } : {}),
      });
      const method = operation.method.toUpperCase();
      // Required query parameters other than the one under test get their example, else a plain value of their kind.
      const plainValue = (schema: Record<string, unknown>) =>
        typeof schema.example === 'string' || typeof schema.example === 'number'
          ? String(schema.example)
          : Array.isArray(schema.enum)
            ? String(schema.enum[0])
            : schema.type === 'integer' || schema.type === 'number'
              ? '1'
              : 'x';
      const queryWithout = (name?: string) =>
        parameters
          .filter((p) => p.in === 'query' && p.required && p.name !== name)
          .map((p) => `${p.name}=${encodeURIComponent(plainValue(p.schema))}`);
      const plainPath = [operation.path.replace(/\{[^}]+\}/g, '1'), queryWithout().join('&')].filter(Boolean).join('?');

      for (const parameter of parameters) {
        for (const code of CONTROL_CODES) {
          const value = encodeURIComponent(`a${String.fromCharCode(code)}b`);
          const path =
            parameter.in === 'path'
              ? operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === parameter.name ? value : '1'))
              : `${operation.path.replace(/\{[^}]+\}/g, '1')}?${[...queryWithout(parameter.name), `${parameter.name}=${value}`].join('&')}`;
          const allowed = parameter.multiline && LINE_CODES.has(code);
          await check(parameter.name, allowed, code, (language) => fetch(`${server.url}${path}`, { method, headers: headers(language), redirect: 'manual' }));
        }
      }

      for (const [type, { schema }] of media) {
        for (const field of stringFields(schema)) {
          for (const code of CONTROL_CODES) {
            const { body, name } = bodyWith(field.segments, `a${String.fromCharCode(code)}b`);
            const allowed = field.multiline && LINE_CODES.has(code);
            await check(name, allowed, code, (language) => {
              if (type === 'application/json') {
                return fetch(`${server.url}${plainPath}`, { method, headers: headers(language, type), body: JSON.stringify(body) });
              }
              const entries = Object.entries(body as Record<string, string>);
              if (type === 'application/x-www-form-urlencoded') {
                return fetch(`${server.url}${plainPath}`, { method, headers: headers(language, type), body: new URLSearchParams(entries).toString() });
              }
              const form = new FormData();
              for (const [key, value] of entries) form.append(key, value);
              return fetch(`${server.url}${plainPath}`, { method, headers: headers(language), body: form });
            });
          }
        }
      }
      expect(failures).toEqual([]);
      expect(refused).toBeGreaterThan(0);
      expect(refused + accepted).toBe(fieldCount * CONTROL_CODES.length);
    }, 120_000);
  }

  it('names the field of a nested string and of a key, and lets tab and line breaks through only where declared', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message: string } }));
    expect(await post('/api/Ai/userinteractions', { id: 'x', userInteraction: [{ id: '1', type: 'travel', total: 1 }, { id: '2\u0000', type: 'travel', total: 1 }] })).toEqual({
      status: 400,
      body: { message: 'userInteraction.1.id contains a control character (such as a null byte or a line break where none belongs).' },
    });
    expect(await post('/api/Auth/login', { userName: 'a', password: 'b', 'evil\u0000': 1 })).toEqual({
      status: 400,
      body: { message: 'evil\\u0000 contains a control character (such as a null byte or a line break where none belongs).' },
    });
    // A single-line field refuses a line break; the partner form's description keeps one.
    const apply = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      return fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body: form }).then(async (response) => ({
        status: response.status,
        message: ((await response.json()) as { message: string }).message,
      }));
    };
    expect(await apply({ CompanyName: 'Sinai\r\nTrails' })).toEqual({
      status: 400,
      message: 'CompanyName contains a control character (such as a null byte or a line break where none belongs).',
    });
    const multiline = await apply({ CompanyName: 'Sinai Trails', Description: 'Treks.\r\n\tHikes.' });
    expect(multiline.status).toBe(400);
    expect(multiline.message).not.toContain('control character');
  });

  it('walks a body nested 300,000 deep without running out of stack, and names the field briefly', async () => {
    const depth = 300_000;
    const started = performance.now();
    const response = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `${'['.repeat(depth)}"a\\u0000b"${']'.repeat(depth)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: common('en', 'controlCharacter', { field: '0.0.0.0.0.0.….0.0.0.0.0' }) });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('answers the outside test\'s NUL requests with 400, not 500', async () => {
    const company = await fetch(`${server.url}/api/Company?address=%00`, { headers: { 'Accept-Language': 'ar' } });
    expect(company.status).toBe(400);
    expect(await company.json()).toEqual({ message: common('ar', 'controlCharacter', { field: 'address' }) });
    const login = await fetch(`${server.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'someone\u0000@example.com', password: 'secret' }),
    });
    expect(login.status).toBe(400);
    const booking = await fetch(`${server.url}/api/Booking`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ travelId: 1, totalquantity: 1, nationalId: '2990101\u00000123', phoneNumber: '+20 100 000 0000', name: 'Mariam' }),
    });
    expect(booking.status).toBe(400);
    expect(await booking.json()).toEqual({ message: common('en', 'controlCharacter', { field: 'nationalId' }) });
  });
});
