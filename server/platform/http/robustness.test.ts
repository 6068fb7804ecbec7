import { beforeAll, describe, expect, it } from 'vitest';
import { Contract } from './contract-document';
import { useTestServer } from '../../testing/harness';
import { createTestUser } from '../../testing/users';

/**
 * No input a user can send produces a 500: every operation in the contract, signed in and signed out,
 * gets hostile path values, query values and bodies, and must answer with a 4xx or a success, never
 * a server error. (In tests every answer is also checked against the contract.)
 */
const HOSTILE_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  '3.5',
  'NaN',
  "' or 1=1 --",
  '"; drop table tours; --',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a&|!:()*\\',
  'هرم',
  '😀'.repeat(50),
  'x'.repeat(5000),
];

const HOSTILE_BODIES: Array<[string, string]> = [
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '{"a":'],
  ['application/json', '{}'],
  ['application/json', '{"travelId": "x", "totalquantity": -5, "email": 7, "password": null, "id": {}, "amount": 1e309}'],
  ['application/json', JSON.stringify({ userInteraction: [{ id: null, type: 'x', total: 'NaN' }], id: "' or 1=1" })],
  ['application/x-www-form-urlencoded', 'cardNumber=%00&expiry=99%2F99&action=pay'],
  ['multipart/form-data; boundary=broken', '--broken\r\nContent-Disposition: form-data; name="x"\r\n\r\n'],
  ['text/plain', 'hello'],
];

describe('no input produces a 500', () => {
  const server = useTestServer();
  let token: string;
  const contract = new Contract();

  beforeAll(async () => {
    token = (await createTestUser(server.services)).token;
  }, 60_000);

  it('has a validator Ajv compiles for every parameter, body and answer of the contract (they are compiled on first use)', () => {
    expect(() => contract.compileAll()).not.toThrow();
  });

  async function send(method: string, path: string, init: { body?: string; type?: string; signedIn: boolean }) {
    const headers: Record<string, string> = {};
    if (init.type) headers['Content-Type'] = init.type;
    if (init.signedIn) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${server.url}${path}`, { method: method.toUpperCase(), headers, body: init.body, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, text };
  }

  for (const operation of contract.operations) {
    it(`${operation.method.toUpperCase()} ${operation.path}`, async () => {
      const failures: string[] = [];
      const check = async (path: string, init: { body?: string; type?: string; signedIn: boolean }) => {
        const { status, text } = await send(operation.method, path, init);
        if (status >= 500) failures.push(`${status} for ${path} ${init.type ?? ''} ${init.body?.slice(0, 60) ?? ''}: ${text.slice(0, 200)}`);
      };
      const query = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const value of HOSTILE_VALUES) {
        const encoded = encodeURIComponent(value);
        const path = operation.path.replace(/\{[^}]+\}/g, encoded || 'x');
        const search = query.map((name) => `${name}=${encoded}`).join('&');
        for (const signedIn of [false, true]) await check(search ? `${path}?${search}` : path, { signedIn });
      }
      if (operation.body) {
        const path = operation.path.replace(/\{[^}]+\}/g, '1');
        for (const [type, body] of HOSTILE_BODIES) {
          for (const signedIn of [false, true]) await check(path, { body, type, signedIn });
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
