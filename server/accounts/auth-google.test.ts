import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleIdentityProvider } from './identity-provider';
import { useTestServer } from '../testing/harness';

/**
 * Identity-provider (Google) sign-in against a LOCAL key set: the test is the provider. It makes an RS256
 * key pair, publishes the public half as a JWKS on a loopback port, and signs ID tokens the way Google
 * does; the server verifies them against GOOGLE_JWKS_URL (S17).
 */

const CLIENT_ID = 'rihla-test-client';
const KEY_ID = 'rihla-test-key';

interface Keys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

async function serveKeySet(keys: Keys): Promise<{ server: Server; url: string; requests: () => number }> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    if (request.url !== '/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`, requests: () => requests };
}

/** A provider with its own key pair and published key set. */
async function startProvider(): Promise<{ keys: Keys; keySet: Awaited<ReturnType<typeof serveKeySet>> }> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const keySet = await serveKeySet(keys);
  return { keys, keySet };
}

async function stopProvider(keySet: Awaited<ReturnType<typeof serveKeySet>>): Promise<void> {
  await new Promise<void>((resolve) => keySet.server.close(() => resolve()));
}

/** The environment of a Rihla server that trusts the provider's key set. */
const trusting = (keySet: Awaited<ReturnType<typeof serveKeySet>>, env: Record<string, string> = {}) => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keySet.url, ...env });

let sequence = 0;

describe('identity-provider sign-in', () => {
  let keys: Keys;
  let keySet: Awaited<ReturnType<typeof serveKeySet>>;

  beforeAll(async () => {
    ({ keys, keySet } = await startProvider());
  });

  // Registered before the server's, so it runs after the server closed.
  afterAll(() => stopProvider(keySet));

  const server = useTestServer(() => trusting(keySet));

  /** A fresh Google account: its own subject and address. */
  function account(name = 'Mariam Adel') {
    sequence += 1;
    return { sub: `10876543210${sequence}`, email: `mariam${sequence}@gmail.com`, email_verified: true, name, picture: `https://lh3.googleusercontent.com/a/mariam-${sequence}` };
  }

  /** An ID token as Google signs it; `change` alters claims or the header for the failure cases. */
  async function idToken(
    claims: JWTPayload,
    change: { audience?: string; issuer?: string; expiresInSeconds?: number; key?: CryptoKey; keyId?: string } = {},
  ): Promise<string> {
    const issuedAt = Math.floor(server.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: change.keyId ?? KEY_ID, typ: 'JWT' })
      .setIssuer(change.issuer ?? 'https://accounts.google.com')
      .setAudience(change.audience ?? CLIENT_ID)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (change.expiresInSeconds ?? 3600))
      .sign(change.key ?? keys.privateKey);
  }

  const signIn = (credential: string, language: 'en' | 'ar' = 'en') =>
    server.api(undefined, language).POST('/api/Auth/googlelogin', { body: credential });

  it('creates the user on first sign-in from the e-mail, name and picture, with a working session', async () => {
    const google = account('Mariam Adel');
    const answer = await signIn(await idToken(google));
    expect(answer.response.status).toBe(200);
    expect(answer.data).toMatchObject({
      userName: 'MariamAdel',
      email: google.email,
      user: { id: answer.data!.userId, name: 'Mariam Adel', email: google.email, phone: null, avatar: google.picture },
    });
    // The session is real: the profile can be edited with it.
    const edit = await server.api(answer.data!.token).PUT('/api/Auth/updateuser', { body: { name: 'Mariam', email: google.email, phone: null } });
    expect(edit.response.status).toBe(200);
    // Such an account has no password: a password login cannot get in.
    expect((await server.api().POST('/api/Auth/login', { body: { userName: google.email, password: 'Anything#123' } })).response.status).toBe(401);
  });

  it('reuses the user on the second sign-in', async () => {
    const google = account('Ahmed Ali');
    const first = await signIn(await idToken(google));
    const second = await signIn(await idToken(google));
    expect(second.response.status).toBe(200);
    expect(second.data?.userId).toBe(first.data?.userId);
    expect(second.data?.token).not.toBe(first.data?.token);
    const count = await server.services.db.one<{ n: number }>('select count(*)::int as n from users where lower(email) = lower($1)', [google.email]);
    expect(count?.n).toBe(1);
  });

  it('accepts the issuer without https, as Google sometimes sends it', async () => {
    const answer = await signIn(await idToken(account('Sara Ali'), { issuer: 'accounts.google.com' }));
    expect(answer.response.status).toBe(200);
  });

  it('links an existing account with the same verified e-mail; its password still works', async () => {
    const google = account('Youssef Kamal');
    const registered = await server.api().POST('/api/Auth/register', { body: { userName: 'YoussefKamal', email: google.email.toUpperCase(), password: 'Pyramids#2025' } });
    expect(registered.response.status).toBe(200);
    const answer = await signIn(await idToken(google));
    expect(answer.response.status).toBe(200);
    expect(answer.data?.userId).toBe(registered.data?.userId);
    expect(answer.data?.user.avatar).toBe(google.picture);
    const login = await server.api().POST('/api/Auth/login', { body: { userName: 'YoussefKamal', password: 'Pyramids#2025' } });
    expect(login.data?.userId).toBe(registered.data?.userId);
  });

  it('gives a Google user whose name is taken the next free user name', async () => {
    const first = await signIn(await idToken(account('Nadia Fawzi')));
    const second = await signIn(await idToken(account('Nadia Fawzi')));
    expect(first.data?.userName).toBe('NadiaFawzi');
    expect(second.data?.userName).toBe('NadiaFawzi2');
    expect(second.data?.userId).not.toBe(first.data?.userId);
  });

  it.each([
    ['a token for another audience', { audience: 'someone-elses-client' }],
    ['an expired token', { expiresInSeconds: -600 }],
    ['a token from another issuer', { issuer: 'https://evil.example' }],
  ])('refuses %s (401)', async (_case, change) => {
    const google = account();
    const answer = await signIn(await idToken(google, change));
    expect(answer.response.status).toBe(401);
    expect(answer.error).toEqual({ message: 'Google login failed: the sign-in could not be verified. Please try again.' });
    expect(await server.services.db.one('select 1 from users where email = $1', [google.email])).toBeNull();
  });

  it('refuses a token signed by another key, even under the published key id (401)', async () => {
    const impostor = await generateKeyPair('RS256');
    const google = account();
    const answer = await signIn(await idToken(google, { key: impostor.privateKey }));
    expect(answer.response.status).toBe(401);
    expect(answer.error).toEqual({ message: 'Google login failed: the sign-in could not be verified. Please try again.' });
    const unknownKey = await signIn(await idToken(google, { key: impostor.privateKey, keyId: 'impostor-key' }));
    expect(unknownKey.response.status).toBe(401);
  });

  it('refuses a token with a tampered payload (401)', async () => {
    const token = await idToken(account());
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...account(), iss: 'https://accounts.google.com', aud: CLIENT_ID, exp: 9_999_999_999, iat: 1 })).toString('base64url');
    expect((await signIn(`${header}.${forged}.${signature}`)).response.status).toBe(401);
  });

  it('refuses a token that is not a JWT at all, and says it in Arabic when asked (401)', async () => {
    const answer = await signIn('not-a-token', 'ar');
    expect(answer.response.status).toBe(401);
    expect(answer.error).toEqual({ message: 'فشل تسجيل الدخول عبر Google: تعذّر التحقق من بيانات الدخول. يرجى المحاولة مرة أخرى.' });
  });

  it('refuses an e-mail Google has not verified, and neither creates nor links an account (401)', async () => {
    const google = { ...account('Unverified Person'), email_verified: false };
    const answer = await signIn(await idToken(google));
    expect(answer.response.status).toBe(401);
    expect(answer.error).toEqual({ message: 'Google login failed: Google has not verified the email address of this account.' });
    expect(await server.services.db.one('select 1 from users where email = $1', [google.email])).toBeNull();
  });

  it('refuses a body that is not a JSON string (400)', async () => {
    const response = await fetch(`${server.url}/api/Auth/googlelogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ credential: 'x' }),
    });
    expect(response.status).toBe(400);
  });

  it('fetched the key set from GOOGLE_JWKS_URL (and keeps it cached)', () => {
    expect(keySet.requests()).toBeGreaterThanOrEqual(1);
    expect(keySet.requests()).toBeLessThanOrEqual(3);
  });
});

describe('the identity provider when its key set cannot be reached', () => {
  it('reports the provider as unavailable, not the token as invalid', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const keys = await generateKeyPair('RS256');
    const now = new Date();
    const token = await new SignJWT({ email: 'a@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keys.privateKey);
    const provider = createGoogleIdentityProvider({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` });
    expect(await provider.verify(token, now)).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('reports not configured without a client id', async () => {
    const provider = createGoogleIdentityProvider({ googleClientId: undefined, googleJwksUrl: 'http://127.0.0.1:1/certs' });
    expect(await provider.verify('anything', new Date())).toEqual({ ok: false, reason: 'notConfigured' });
  });
});

/** Identity-provider sign-in is rate-limited by address, counting failures (D131), with the production allowance. */
describe('identity-provider sign-in under the rate limit', () => {
  let keys: Keys;
  let keySet: Awaited<ReturnType<typeof serveKeySet>>;

  beforeAll(async () => {
    ({ keys, keySet } = await startProvider());
  });

  // Registered before the server's, so it runs after the server closed.
  afterAll(() => stopProvider(keySet));

  const server = useTestServer(() => trusting(keySet, { RATE_LIMIT_ADDRESS_FACTOR: '1' }));

  it('refuses an address after 30 failed sign-ins in 15 minutes (429, Retry-After, in Arabic), and lets it in when the block lifts', async () => {
    const signIn = (credential: string, language: 'en' | 'ar' = 'en') =>
      server.api(undefined, language).POST('/api/Auth/googlelogin', { body: credential });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await signIn('not-a-google-token')).response.status).toBe(401);
    const refused = await signIn('not-a-google-token', 'ar');
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('60');
    expect(refused.error).toEqual({ message: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.' });

    const issuedAt = () => Math.floor(server.clock.now().getTime() / 1000);
    const genuine = () =>
      new SignJWT({ sub: '10876543210999', email: 'limited@gmail.com', email_verified: true, name: 'Limited Traveller' })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setIssuedAt(issuedAt())
        .setExpirationTime(issuedAt() + 3600)
        .sign(keys.privateKey);
    // The block holds for a genuine token from the same address too, until it lifts.
    expect((await signIn(await genuine())).response.status).toBe(429);
    server.clock.advance(61 * 1000);
    expect((await signIn(await genuine())).response.status).toBe(200);
  });
});
