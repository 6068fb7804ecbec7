import { afterEach, describe, expect, it } from 'vitest';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY, readStoredToken } from './stored-session';

/** Installs a Storage holding `items` as the global localStorage (node has none). */
function useStorage(items: Record<string, string>): void {
  const map = new Map(Object.entries(items));
  const storage: Pick<Storage, 'getItem'> = { getItem: (key) => map.get(key) ?? null };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const user = JSON.stringify({ id: 'u-1', name: 'Mariam Adel', email: 'mariam.adel@example.com', token: 'token-abc' });

describe('readStoredToken', () => {
  it('is null when there is no storage', () => {
    expect(readStoredToken()).toBeNull();
  });

  it('is null when reading storage throws (storage disabled)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readStoredToken()).toBeNull();
  });

  it('is null when the stored user is not JSON', () => {
    useStorage({ [CURRENT_USER_KEY]: '{"token": "token-abc"', [AUTHENTICATED_KEY]: 'true' });
    expect(readStoredToken()).toBeNull();
  });

  it.each([
    ['has no token', { id: 'u-1', name: 'Mariam Adel' }],
    ['has an empty token', { id: 'u-1', token: '' }],
    ['has a token that is not a string', { id: 'u-1', token: 42 }],
    ['is null', null],
  ])('is null when the stored user %s', (_case, stored) => {
    useStorage({ [CURRENT_USER_KEY]: JSON.stringify(stored), [AUTHENTICATED_KEY]: 'true' });
    expect(readStoredToken()).toBeNull();
  });

  it.each([
    ['missing', null],
    ['"false"', 'false'],
    ['"TRUE"', 'TRUE'],
  ])('is null when the authenticated flag is %s', (_case, flag) => {
    useStorage(flag === null ? { [CURRENT_USER_KEY]: user } : { [CURRENT_USER_KEY]: user, [AUTHENTICATED_KEY]: flag });
    expect(readStoredToken()).toBeNull();
  });

  it('is the stored token while the authenticated flag is "true"', () => {
    useStorage({ [CURRENT_USER_KEY]: user, [AUTHENTICATED_KEY]: 'true' });
    expect(readStoredToken()).toBe('token-abc');
  });
});
