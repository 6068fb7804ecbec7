/**
 * The rate limits against the real server with the production allowances
 * (RATE_LIMIT_ADDRESS_FACTOR=1): login, sign-up, password reset and partner applications, per account and
 * per client address, with the growing block, the server's clock, parallel attempts and the purge. The
 * server trusts one proxy (TRUST_PROXY=1) so that each test can speak from addresses of its own through
 * X-Forwarded-For; one server without it shows the header is then ignored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeRateLimits } from '../rate-limits';
import { useTestServer, type TestServer } from '../../testing/harness';

const PASSWORD = 'Sphinx#2025';
const WRONG = 'Wrong#Pass1';
const MINUTE = 60_000;
const SLOW = 180_000; // each wrong login is a real password check (about 0.2 s, more on a busy machine)

let counter = 0;
/** A name of letters only (a user name may not hold digits), different each time. */
const unique = (prefix: string) =>
  `${prefix}${`${(counter += 1)}x${Date.now().toString(36)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; token?: string };
}

function client(server: TestServer) {
  const send = async (path: string, body: unknown, from: string | null, language: 'en' | 'ar' = 'en'): Promise<Answer> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': language };
    if (from) headers['X-Forwarded-For'] = from;
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
  };
  return {
    login: (userName: string, password: string, from: string | null, language: 'en' | 'ar' = 'en') =>
      send('/api/Auth/login', { userName, password }, from, language),
    register: (userName: string, email: string, from: string | null) => send('/api/Auth/register', { userName, email, password: PASSWORD }, from),
    forgot: (email: string, from: string | null, language: 'en' | 'ar' = 'en') =>
      send('/api/Auth/forgotpassword', { email, url: `${server.url}/reset-password?email=${encodeURIComponent(email)}&token=` }, from, language),
    reset: (email: string, from: string | null) => send(`/api/Auth/resetpassword?token=${unique('no-such-token')}`, { email, newPassword: PASSWORD }, from),
    async apply(email: string, from: string | null) {
      const body = new FormData();
      body.append('CompanyName', 'Sinai Trails');
      body.append('Email', email);
      const response = await fetch(`${server.url}/api/TourismCompanyRequestApi`, { method: 'POST', body, headers: from ? { 'X-Forwarded-For': from } : {} });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
    },
  };
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('rate limits, with the production allowances', () => {
  const server = useTestServer({ RATE_LIMIT_ADDRESS_FACTOR: '1', TRUST_PROXY: '1' });
  let call: ReturnType<typeof client>;

  beforeAll(() => {
    call = client(server);
  });

  async function newTraveller() {
    const userName = unique('Traveller');
    const email = `${userName.toLowerCase()}@travellers.example`;
    expect((await call.register(userName, email, `198.51.100.${(counter % 200) + 1}`)).status).toBe(200);
    return { userName, email };
  }

  describe('login', () => {
    it(
      'refuses the account after 10 wrong passwords from any addresses (429, Retry-After, the message in Arabic); a correct one in between is not counted',
      async () => {
        const { userName, email } = await newTraveller();
        const wrong: Answer[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) wrong.push(await call.login(email, WRONG, `203.0.113.${attempt + 1}`));
        expect((await call.login(userName, PASSWORD, '203.0.113.50')).status).toBe(200);
        // The user name and the e-mail are one account: they share one count.
        for (let attempt = 5; attempt < 10; attempt += 1) wrong.push(await call.login(userName, WRONG, `203.0.113.${attempt + 1}`));
        expect(statuses(wrong)).toEqual(Array<number>(10).fill(401));

        const refused = await call.login(email.toUpperCase(), WRONG, '203.0.113.99', 'ar');
        expect(refused).toEqual({ status: 429, retryAfter: '60', body: { message: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقة واحدة.' } });
        // The account's block holds for everyone, the right password and a new address included (D132).
        const owner = await call.login(userName, PASSWORD, '192.0.2.7');
        expect(owner.status).toBe(429);
        expect(owner.body.message).toMatch(/^Too many attempts\. Try again in 1 minute\.$/);
        expect(Number(owner.retryAfter)).toBeGreaterThan(0);
        expect(Number(owner.retryAfter)).toBeLessThanOrEqual(60);
      },
      SLOW,
    );

    it(
      'lifts the block when the clock passes it, and blocks longer at each new offence: 1, then 5, 15 and 60 minutes',
      async () => {
        const { userName } = await newTraveller();
        const from = '203.0.113.120';
        const offend = async () => {
          for (let attempt = 0; attempt < 10; attempt += 1) expect((await call.login(userName, WRONG, from)).status).toBe(401);
          return call.login(userName, WRONG, from);
        };
        expect(await offend()).toMatchObject({ status: 429, retryAfter: '60' });
        server.clock.advance(59 * 1000);
        expect(await call.login(userName, PASSWORD, from)).toMatchObject({ status: 429, retryAfter: '1' });
        server.clock.advance(1000);
        expect((await call.login(userName, PASSWORD, from)).status).toBe(200);

        expect(await offend()).toEqual({ status: 429, retryAfter: '300', body: { message: 'Too many attempts. Try again in 5 minutes.' } });
        server.clock.advance(5 * MINUTE);
        const third = await offend();
        expect(third).toMatchObject({ status: 429, retryAfter: '900', body: { message: 'Too many attempts. Try again in 15 minutes.' } });
        server.clock.advance(15 * MINUTE);
        expect(await offend()).toMatchObject({ status: 429, retryAfter: '3600', body: { message: 'Too many attempts. Try again in 60 minutes.' } });
        server.clock.advance(60 * MINUTE);
        // The ladder stops at an hour.
        expect(await offend()).toMatchObject({ status: 429, retryAfter: '3600' });
        // A day without a block forgives the account: it starts again at one minute.
        server.clock.advance(60 * MINUTE + 24 * 60 * MINUTE);
        expect((await call.login(userName, PASSWORD, from)).status).toBe(200);
        expect(await offend()).toMatchObject({ status: 429, retryAfter: '60' });
      },
      4 * SLOW,
    );

    it(
      'counts 60 parallel wrong logins for different accounts from one address exactly: 50 are checked, 10 refused; the owner elsewhere still signs in',
      async () => {
        const { userName } = await newTraveller();
        const from = '203.0.113.140';
        const answers = await Promise.all(Array.from({ length: 60 }, () => call.login(unique('nobody'), WRONG, from)));
        expect(count(answers, 401)).toBe(50);
        expect(count(answers, 429)).toBe(10);
        expect(count(answers, 401) + count(answers, 429)).toBe(60);
        // The address is blocked, for every account …
        expect((await call.login(userName, PASSWORD, from)).status).toBe(429);
        // … but not the account from another address: another address's failures do not count against it.
        expect((await call.login(userName, PASSWORD, '192.0.2.140')).status).toBe(200);
      },
      SLOW,
    );

    it(
      'counts 20 parallel wrong logins for one account from 20 addresses exactly: 10 are checked, 10 refused',
      async () => {
        const { email } = await newTraveller();
        const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => call.login(email, WRONG, `203.0.113.${160 + index}`)));
        expect(count(answers, 401)).toBe(10);
        expect(count(answers, 429)).toBe(10);
        for (const refused of answers.filter((answer) => answer.status === 429)) expect(refused.retryAfter).toBe('60');
      },
      SLOW,
    );
  });

  describe('sign-up, password reset and partner applications', () => {
    it('takes 5 sign-ups per e-mail an hour, then refuses for a minute', async () => {
      const email = `${unique('signup').toLowerCase()}@travellers.example`;
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await call.register('Mona Adel', attempt % 2 ? email.toUpperCase() : email, `198.18.0.${attempt + 1}`));
      expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 429]);
      expect(answers[5]!.retryAfter).toBe('60');
    }, SLOW);

    it('takes 20 sign-up attempts per address an hour, whatever the e-mails', async () => {
      const from = '198.18.1.1';
      const answers: Answer[] = [];
      // Refused forms count too: sign-up is where addresses are probed.
      for (let attempt = 0; attempt < 21; attempt += 1) answers.push(await call.register('', `${unique('probe')}@travellers.example`, from));
      expect(count(answers, 400)).toBe(20);
      expect(answers[20]).toMatchObject({ status: 429, retryAfter: '60' });
    });

    it('takes 10 reset requests per account an hour and 20 per address', async () => {
      const { email } = await newTraveller();
      const perAccount: Answer[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) perAccount.push(await call.forgot(email, `198.18.2.${attempt + 1}`));
      expect(statuses(perAccount)).toEqual([...Array<number>(10).fill(200), 429]);
      expect(perAccount[10]!.body.message).toBe('Too many attempts. Try again in 1 minute.');

      const from = '198.18.3.1';
      const perAddress = await Promise.all(Array.from({ length: 25 }, () => call.forgot(`${unique('ghost')}@travellers.example`, from)));
      expect(count(perAddress, 200)).toBe(20);
      expect(count(perAddress, 429)).toBe(5);
    });

    it('takes 10 new-password attempts per account in 15 minutes', async () => {
      const { email } = await newTraveller();
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await call.reset(email, `198.18.4.${attempt + 1}`));
      expect(statuses(answers)).toEqual([...Array<number>(10).fill(400), 429]);
    });

    it('takes 10 partner applications per address an hour; a refused form does not count against the company', async () => {
      const from = '198.18.5.1';
      const answers: Answer[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await call.apply('info@sinaitrails.example', from));
      expect(statuses(answers)).toEqual([...Array<number>(10).fill(400), 429]);
      // The same company from another address: its refused forms were given back.
      expect((await call.apply('info@sinaitrails.example', '198.18.5.2')).status).toBe(400);
    });
  });

  it('forgets the rows whose windows are over and offences forgiven', async () => {
    const counted = `${unique('purge')}@travellers.example`;
    await call.forgot(counted, '198.18.6.1');
    const blocked = '198.18.6.2';
    for (let attempt = 0; attempt < 21; attempt += 1) await call.forgot(`${unique('purge')}@travellers.example`, blocked);
    const has = async (key: string) => (await server.services.db.one('select 1 from rate_limits where key = $1', [key])) !== null;
    const countedKey = `forgotPassword:account:name:${counted}`;
    const blockedKey = `forgotPassword:address:${blocked}`;
    const later = (minutes: number) => new Date(server.clock.now().getTime() + minutes * MINUTE);
    await purgeRateLimits(server.services.db, server.clock.now());
    expect([await has(countedKey), await has(blockedKey)]).toEqual([true, true]);
    // Two hours on, the counted key's windows are over; a blocked key is kept a day after its block.
    await purgeRateLimits(server.services.db, later(2 * 60 + 1));
    expect([await has(countedKey), await has(blockedKey)]).toEqual([false, true]);
    await purgeRateLimits(server.services.db, later(25 * 60 + 1));
    expect(await has(blockedKey)).toBe(false);
  });
});

describe('rate limits without a trusted proxy', () => {
  const server = useTestServer({ RATE_LIMIT_ADDRESS_FACTOR: '1' });

  it('counts by the connection’s address: an X-Forwarded-For header the client writes changes nothing', async () => {
    const call = client(server);
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) answers.push(await call.forgot(`${unique('spoof')}@travellers.example`, `192.0.2.${attempt + 1}`));
    expect(count(answers, 200)).toBe(20);
    expect(answers[20]).toMatchObject({ status: 429, retryAfter: '60' });
    expect(await server.services.db.one('select 1 from rate_limits where key = $1', ['forgotPassword:address:127.0.0.1'])).not.toBeNull();
  });
});
