// Kept whole: the accounts API's tests share one server and the travellers they register on it; split, each part would start its own.
import { deflateSync, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../platform/logger';
import { readConfig } from '../platform/config';
import type { Db } from '../platform/db/db';
import { purgeExpiredAuthRecords } from './auth';
import { useTestServer } from '../testing/harness';

/** Accounts and sessions over real HTTP (accounts document §5, §7, Auth). */

const PASSWORD = 'Pyramids#2025';
const NEW_PASSWORD = 'Karnak@Luxor9';
const TWO_MB = 2 * 1024 * 1024;

/** A real PNG image (solid colour), built byte by byte: signature, IHDR, IDAT, IEND. */
function pngImage(width = 1, height = 1): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [0xc8, 0x8a, 0x3c]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A 1×1 baseline JPEG. */
const JPEG_IMAGE = new Uint8Array(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
);

/** A PNG header padded to exactly `size` bytes. */
function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const image = pngImage();
  const padded = new Uint8Array(size);
  padded.set(image.subarray(0, 33)); // signature and IHDR
  return padded;
}

let counter = 0;
/** A fresh, valid sign-up for each test, so tests do not depend on each other's accounts. */
function newTraveller(name = 'Mariam Adel') {
  counter += 1;
  return { userName: name.replace(/\s+/g, ''), email: `traveller${counter}.${Date.now()}@example.com`, password: PASSWORD };
}

describe('accounts and sessions', () => {
  const server = useTestServer();

  const register = async (body: { userName: string; email: string; password: string }, language: 'en' | 'ar' = 'en') =>
    server.api(undefined, language).POST('/api/Auth/register', { body });

  const login = async (userName: string, password: string, language: 'en' | 'ar' = 'en') =>
    server.api(undefined, language).POST('/api/Auth/login', { body: { userName, password } });

  async function uploadAvatar(token: string | undefined, bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string, language = 'en') {
    const form = new FormData();
    form.append('avatar', new Blob([bytes], { type }), fileName);
    const response = await fetch(`${server.url}/api/Auth/avatar`, {
      method: 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': language },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  describe('the journey: register, log in, edit the profile, upload an avatar, log out', () => {
    it('works end to end, and the logged-out token is refused', async () => {
      const signUp = newTraveller('Nour El Din');
      const registered = await register(signUp);
      expect(registered.response.status).toBe(200);
      const created = registered.data!;
      expect(created).toMatchObject({
        userName: 'NourElDin',
        email: signUp.email,
        message: 'Registration successful',
        user: { id: created.userId, name: 'NourElDin', email: signUp.email, phone: null, avatar: null },
      });
      expect(created.token.split('.')).toHaveLength(3);
      // The client reads the user id from the token's name-identifier claim.
      const claims = JSON.parse(Buffer.from(created.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier']).toBe(created.userId);
      // Clients written for the original API read the name and e-mail from the .NET claims too.
      expect(claims['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname']).toBe('NourElDin');
      expect(claims['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress']).toBe(signUp.email);

      const byName = await login('NourElDin', PASSWORD);
      expect(byName.response.status).toBe(200);
      expect(byName.data).toMatchObject({ userId: created.userId, userName: 'NourElDin', emailorNumber: signUp.email, message: 'Login successful' });

      const byEmail = await login(signUp.email.toUpperCase(), PASSWORD);
      expect(byEmail.response.status).toBe(200);
      expect(byEmail.data?.userId).toBe(created.userId);

      const token = byEmail.data!.token;
      const newEmail = `nour.${Date.now()}@example.com`;
      const updated = await server.api(token).PUT('/api/Auth/updateuser', { body: { name: 'Nour El-Din', email: newEmail, phone: '+20 100 123 4567' } });
      expect(updated.response.status).toBe(200);
      expect(updated.data).toMatchObject({
        userId: created.userId,
        userName: 'NourElDin',
        email: newEmail,
        user: { id: created.userId, name: 'Nour El-Din', email: newEmail, phone: '+20 100 123 4567', avatar: null },
      });
      const freshToken = updated.data!.token;
      const freshClaims = JSON.parse(Buffer.from(freshToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(freshClaims.email).toBe(newEmail);
      // The new e-mail logs in; the old one no longer does.
      expect((await login(newEmail, PASSWORD)).response.status).toBe(200);
      expect((await login(signUp.email, PASSWORD)).response.status).toBe(401);

      const png = pngImage(2, 2);
      const uploaded = await uploadAvatar(freshToken, png, 'me.png', 'image/png');
      expect(uploaded.status).toBe(200);
      expect(uploaded.body).toMatchObject({ id: created.userId, name: 'Nour El-Din', email: newEmail, phone: '+20 100 123 4567' });
      const avatar = String(uploaded.body.avatar);
      expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

      const image = await fetch(`${server.url}${avatar}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);

      // The avatar is part of the profile from now on.
      expect((await login(newEmail, PASSWORD)).data?.user.avatar).toBe(avatar);

      const loggedOut = await server.api(freshToken).POST('/api/Auth/logout');
      expect(loggedOut.response.status).toBe(204);
      const refused = await server.api(freshToken).PUT('/api/Auth/updateuser', { body: { name: 'Nour', email: newEmail } });
      expect(refused.response.status).toBe(401);
      expect(refused.error).toEqual({ message: 'Your session has ended. Please log in again.' });
      expect((await server.api(freshToken).POST('/api/Auth/logout')).response.status).toBe(401);
      // Six password hashes (register, logins, the changed password) and an upload: seconds on a busy machine.
    }, 20_000);
  });

  describe('sign-up', () => {
    it('refuses an e-mail that is already registered, whatever its case, naming the e-mail (409)', async () => {
      const first = newTraveller();
      expect((await register(first)).response.status).toBe(200);
      const again = await register({ ...newTraveller('Someone Else'), email: first.email.toUpperCase() });
      expect(again.response.status).toBe(409);
      expect(again.error).toEqual({ message: 'An account with this email address already exists. Log in or use another email.' });
      const arabic = await register({ ...newTraveller('Someone Else'), email: first.email }, 'ar');
      expect(arabic.response.status).toBe(409);
      expect(arabic.error).toEqual({ message: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول أو استخدم بريدًا آخر.' });
    });

    it('gives a second traveller with the same name the next free user name, and both can log in', async () => {
      const name = 'HassanFathy';
      const first = await register(newTraveller(name));
      const second = await register(newTraveller(name.toLowerCase()));
      const third = await register(newTraveller(name));
      expect(first.data?.userName).toBe(name);
      expect(second.data?.userName).toBe(`${name.toLowerCase()}2`);
      expect(third.data?.userName).toBe(`${name}3`);
      expect((await login(`${name.toLowerCase()}2`, PASSWORD)).data?.userId).toBe(second.data?.userId);
      expect((await login(name, PASSWORD)).data?.userId).toBe(first.data?.userId);
    });

    it('removes whitespace from the user name and accepts Arabic names', async () => {
      const arabic = await register({ ...newTraveller(), userName: ' مريم عادل ' });
      expect(arabic.response.status).toBe(200);
      expect(arabic.data).toMatchObject({ userName: 'مريمعادل', user: { name: 'مريم عادل' } });
    });

    it.each([
      ['an empty name', { userName: '' }, 'Name is required'],
      ['a name with digits', { userName: 'Mariam2' }, 'Name can contain only letters, spaces, apostrophes and hyphens.'],
      ['an empty e-mail', { email: '' }, 'Email is required'],
      ['an e-mail without a domain', { email: 'mariam@' }, 'Please enter a valid email address'],
      ['an e-mail without a dot in the domain', { email: 'mariam@localhost' }, 'Please enter a valid email address'],
      ['an empty password', { password: '' }, 'Password is required'],
      ['a 7-character password', { password: 'Abc#123' }, 'Password must be at least 8 characters long and include letters, numbers, and special characters.'],
      ['a password without a digit', { password: 'Pyramids#Giza' }, 'Password must be at least 8 characters long and include letters, numbers, and special characters.'],
      ['a password without a special character', { password: 'Pyramids2025' }, 'Password must be at least 8 characters long and include letters, numbers, and special characters.'],
      ['a password without a letter', { password: '2025#2026!' }, 'Password must be at least 8 characters long and include letters, numbers, and special characters.'],
    ])('refuses %s with the spec message (400)', async (_case, change, message) => {
      const answer = await register({ ...newTraveller(), ...change });
      expect(answer.response.status).toBe(400);
      expect(answer.error).toEqual({ message });
    });

    it('says it in Arabic when asked in Arabic', async () => {
      const weak = await register({ ...newTraveller(), password: 'short' }, 'ar');
      expect(weak.response.status).toBe(400);
      expect(weak.error).toEqual({ message: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل وأن تتضمن حروفًا وأرقامًا ورموزًا خاصة.' });
      const badEmail = await register({ ...newTraveller(), email: 'not-an-email' }, 'ar');
      expect(badEmail.error).toEqual({ message: 'يرجى إدخال عنوان بريد إلكتروني صحيح' });
    });

    it('does not create an account when it refuses one', async () => {
      const refused = { ...newTraveller('Refused Person'), password: 'weak' };
      expect((await register(refused)).response.status).toBe(400);
      expect((await register({ ...refused, password: PASSWORD })).data?.userName).toBe('RefusedPerson');
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown account with the same 401, revealing neither', async () => {
      const traveller = newTraveller('Karim Samir');
      await register(traveller);
      const wrongPassword = await login(traveller.email, 'Wrong#Pass1');
      const unknownEmail = await login('nobody.here@example.com', PASSWORD);
      const unknownName = await login('NobodyHere', PASSWORD);
      for (const answer of [wrongPassword, unknownEmail, unknownName]) {
        expect(answer.response.status).toBe(401);
        expect(answer.error).toEqual({ message: 'Login failed. Please check your username or email and password and try again.' });
      }
      const arabic = await login(traveller.email, 'Wrong#Pass1', 'ar');
      expect(arabic.error).toEqual({ message: 'فشل تسجيل الدخول. يرجى التحقق من اسم المستخدم أو البريد الإلكتروني وكلمة المرور والمحاولة مرة أخرى.' });
    });

    it('accepts the user name in any case, and with the spaces of the name', async () => {
      const traveller = newTraveller('Salma Youssef');
      const { data } = await register(traveller);
      expect((await login('salmayoussef', PASSWORD)).data?.userId).toBe(data?.userId);
      expect((await login('Salma Youssef', PASSWORD)).data?.userId).toBe(data?.userId);
    });

    it('refuses a blank user name with 400', async () => {
      const answer = await login('   ', PASSWORD);
      expect(answer.response.status).toBe(400);
      expect(answer.error).toEqual({ message: 'Username or email is required' });
    });

    it('refuses logout without a token (401)', async () => {
      const answer = await server.api().POST('/api/Auth/logout');
      expect(answer.response.status).toBe(401);
      expect(answer.error).toEqual({ message: 'Authentication required.' });
    });
  });

  describe('forgot and reset password', () => {
    const resetUrl = (email: string) => `${server.url}/reset-password?email=${encodeURIComponent(email)}&token=`;

    async function requestReset(email: string, url = resetUrl(email), language: 'en' | 'ar' = 'en') {
      return server.api(undefined, language).POST('/api/Auth/forgotpassword', { body: { email, url } });
    }

    async function latestLink(to: string): Promise<{ link: string; token: string }> {
      const mail = (await server.outbox()).find((entry) => entry.to === to);
      const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
      if (!link) throw new Error(`no reset link was mailed to ${to}`);
      return { link, token: new URL(link).searchParams.get('token') ?? '' };
    }

    const reset = (token: string, email: string, newPassword: string, language: 'en' | 'ar' = 'en') =>
      server.api(undefined, language).POST('/api/Auth/resetpassword', { params: { query: { token } }, body: { email, newPassword } });

    it('signs out every session from before the reset, and keeps the one signed in after it', async () => {
      const traveller = newTraveller('Nadia Fawzy');
      const before = await register(traveller);
      const oldToken = before.data?.token ?? '';
      expect((await server.api(oldToken).GET('/api/Booking')).response.status).toBe(200);

      await requestReset(traveller.email);
      const { token } = await latestLink(traveller.email);
      expect((await reset(token, traveller.email, NEW_PASSWORD)).response.status).toBe(200);

      const refused = await server.api(oldToken).GET('/api/Booking');
      expect(refused.response.status).toBe(401);
      expect(refused.error).toEqual({ message: 'Your session has ended. Please log in again.' });
      const after = await login(traveller.email, NEW_PASSWORD);
      expect((await server.api(after.data?.token ?? '').GET('/api/Booking')).response.status).toBe(200);
    });

    it('mails a link that resets the password once; the new password works and the old one does not', async () => {
      const traveller = newTraveller('Omar Khaled');
      await register(traveller);
      const requested = await requestReset(traveller.email);
      expect(requested.response.status).toBe(200);
      expect(requested.data).toEqual({
        message: `If an account matches ${traveller.email}, password reset instructions have been sent to its email address.`,
      });

      const mail = (await server.outbox())[0]!;
      expect(mail).toMatchObject({ to: traveller.email, subject: 'Reset your Rihla password' });
      const { link, token } = await latestLink(traveller.email);
      expect(link).toBe(`${resetUrl(traveller.email)}${token}`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the token's hash is stored.
      const stored = await server.services.db.query<{ hash: string }>('select token_hash as hash from password_reset_tokens');
      expect(stored.map((row) => row.hash)).not.toContain(token);

      const done = await reset(token, traveller.email, NEW_PASSWORD);
      expect(done.response.status).toBe(200);
      expect(done.data).toEqual({ message: 'Your password has been reset. You can log in with the new password.' });

      expect((await login(traveller.email, NEW_PASSWORD)).response.status).toBe(200);
      expect((await login(traveller.email, PASSWORD)).response.status).toBe(401);

      const twice = await reset(token, traveller.email, 'Another#Pass3');
      expect(twice.response.status).toBe(400);
      expect(twice.error).toEqual({ message: 'This reset link has already been used. Please request a new one.' });
      expect((await login(traveller.email, NEW_PASSWORD)).response.status).toBe(200);
    });

    it('accepts the user name typed on the login screen, and mails the account\'s address', async () => {
      const traveller = newTraveller('Laila Mahmoud');
      await register(traveller);
      expect((await requestReset('LailaMahmoud', resetUrl('LailaMahmoud'))).response.status).toBe(200);
      const { token } = await latestLink(traveller.email);
      expect((await reset(token, 'LailaMahmoud', NEW_PASSWORD)).response.status).toBe(200);
      expect((await login('LailaMahmoud', NEW_PASSWORD)).response.status).toBe(200);
    });

    it('mails in Arabic when asked in Arabic', async () => {
      const traveller = newTraveller('Yara Hany');
      await register(traveller);
      const answer = await requestReset(traveller.email, resetUrl(traveller.email), 'ar');
      expect(answer.data?.message).toContain('تعليمات إعادة تعيين كلمة المرور');
      const mail = (await server.outbox()).find((entry) => entry.to === traveller.email)!;
      expect(mail.subject).toBe('إعادة تعيين كلمة مرور حسابك في رحلة');
      expect(mail.body).toContain(resetUrl(traveller.email));
    });

    it('refuses a link that has expired (after an hour)', async () => {
      const traveller = newTraveller('Tarek Nabil');
      await register(traveller);
      await requestReset(traveller.email);
      const { token } = await latestLink(traveller.email);
      server.clock.advance(61 * 60 * 1000);
      const late = await reset(token, traveller.email, NEW_PASSWORD);
      expect(late.response.status).toBe(400);
      expect(late.error).toEqual({ message: 'This reset link has expired. Please request a new one.' });
      const arabic = await reset(token, traveller.email, NEW_PASSWORD, 'ar');
      expect(arabic.error).toEqual({ message: 'انتهت صلاحية رابط إعادة التعيين. يرجى طلب رابط جديد.' });
      expect((await login(traveller.email, PASSWORD)).response.status).toBe(200);
    });

    it('refuses an unknown token, and a token used with another account\'s e-mail', async () => {
      const owner = newTraveller('Hana Adel');
      const other = newTraveller('Amir Fawzy');
      await register(owner);
      await register(other);
      await requestReset(owner.email);
      const { token } = await latestLink(owner.email);
      const wrongEmail = await reset(token, other.email, NEW_PASSWORD);
      expect(wrongEmail.response.status).toBe(400);
      expect(wrongEmail.error).toEqual({ message: 'Invalid reset link. Please request a new one.' });
      expect((await reset('made-up-token', owner.email, NEW_PASSWORD)).error).toEqual({ message: 'Invalid reset link. Please request a new one.' });
      // Still usable by its owner.
      expect((await reset(token, owner.email, NEW_PASSWORD)).response.status).toBe(200);
    });

    it('refuses a weak new password without using up the link', async () => {
      const traveller = newTraveller('Mona Said');
      await register(traveller);
      await requestReset(traveller.email);
      const { token } = await latestLink(traveller.email);
      const weak = await reset(token, traveller.email, 'password');
      expect(weak.response.status).toBe(400);
      expect(weak.error).toEqual({ message: 'Password must be at least 8 characters with letters, numbers, and special characters' });
      expect((await reset(token, traveller.email, NEW_PASSWORD)).response.status).toBe(200);
    });

    it('sends at most 5 reset mails per account per hour, answering the same every time', async () => {
      const traveller = newTraveller('Busy Inbox');
      await register(traveller);
      for (let request = 0; request < 7; request += 1) expect((await requestReset(traveller.email)).response.status).toBe(200);
      expect((await server.outbox()).filter((mail) => mail.to === traveller.email)).toHaveLength(5);
    });

    it('answers 200 for an unknown address and sends nothing', async () => {
      const before = (await server.outbox()).length;
      const answer = await requestReset('no.account@example.com');
      expect(answer.response.status).toBe(200);
      expect(answer.data).toEqual({
        message: 'If an account matches no.account@example.com, password reset instructions have been sent to its email address.',
      });
      expect((await server.outbox()).length).toBe(before);
    });

    it('refuses to mail a link to another site (400), and sends nothing', async () => {
      const traveller = newTraveller('Adham Ali');
      await register(traveller);
      const before = (await server.outbox()).length;
      for (const url of [
        'https://evil.example/reset-password?token=',
        `https://evil.example/?next=${server.url}/reset-password&token=`,
        `${server.url.replace('http://', 'http://user:pass@')}/reset-password?token=`,
        'javascript:alert(1)//token=',
      ]) {
        const answer = await requestReset(traveller.email, url);
        expect(answer.response.status, url).toBe(400);
        expect(answer.error, url).toEqual({ message: 'The reset link must point to this site.' });
      }
      const arabic = await requestReset(traveller.email, 'https://evil.example/reset-password?token=', 'ar');
      expect(arabic.error).toEqual({ message: 'يجب أن يشير رابط إعادة التعيين إلى هذا الموقع.' });
      const notEndingInToken = await requestReset(traveller.email, `${server.url}/reset-password?token=abc`);
      expect(notEndingInToken.response.status).toBe(400);
      expect((await server.outbox()).length).toBe(before);
    });

    it('refuses the reset-link takeover: a second URL smuggled in with a space, newline, tab or %20', async () => {
      const traveller = newTraveller('Hala Samir');
      await register(traveller);
      const before = (await server.outbox()).length;
      const page = `${server.url}/reset-password?`;
      for (const url of [
        `${page} https://evil.example/steal?token=`,
        `${page}\nhttps://evil.example/steal?token=`,
        `${page}\thttps://evil.example/steal?token=`,
        `${page}%20https://evil.example/steal?token=`,
        `${page}email=${encodeURIComponent(traveller.email)}&next=https://evil.example/steal&token=`,
        `${server.url}/reset-password#https://evil.example/steal?token=`,
        `${server.url}/somewhere-else?email=x&token=`,
        `${page}email=a\u0000b&token=`,
      ]) {
        const answer = await requestReset(traveller.email, url);
        expect(answer.response.status, url).toBe(400);
      }
      expect((await server.outbox()).length).toBe(before);
    });

    it('builds the mailed link itself: the account\'s e-mail and the token on the site\'s reset page, nothing the client added', async () => {
      const traveller = newTraveller('Rania Helmy');
      await register(traveller);
      expect((await requestReset(traveller.email, `${server.url}/account/reset-password?email=someone.else%40example.com&token=`)).response.status).toBe(200);
      const { link } = await latestLink(traveller.email);
      expect(link).toMatch(new RegExp(`^${server.url}/account/reset-password\\?email=${encodeURIComponent(traveller.email)}&token=[\\w-]{43}$`));
      const mail = (await server.outbox()).find((entry) => entry.to === traveller.email);
      expect(mail?.body).not.toContain('someone.else');

      // Without a `url`, the link is on PUBLIC_URL's reset page.
      const plain = newTraveller('Yara Nabil');
      await register(plain);
      expect((await server.api().POST('/api/Auth/forgotpassword', { body: { email: plain.email } })).response.status).toBe(200);
      expect((await latestLink(plain.email)).link.startsWith(`${server.url}/reset-password?email=`)).toBe(true);
    });

    it('accepts a link to the developer\'s own machine (the Vite dev server)', async () => {
      const traveller = newTraveller('Dina Fouad');
      await register(traveller);
      const url = `http://localhost:5173/reset-password?email=${encodeURIComponent(traveller.email)}&token=`;
      expect((await requestReset(traveller.email, url)).response.status).toBe(200);
      expect((await latestLink(traveller.email)).link.startsWith(url)).toBe(true);
    });

    it('lists the mail, newest first and with a clickable link, at /dev/outbox', async () => {
      const traveller = newTraveller('Sherif Amin');
      await register(traveller);
      await requestReset(traveller.email);
      const { link } = await latestLink(traveller.email);
      const page = await fetch(`${server.url}/dev/outbox`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      const escaped = link.replace(/&/g, '&amp;');
      const newest = html.split('<article>')[1] ?? '';
      expect(newest).toContain(`to ${traveller.email}`);
      expect(newest).toContain(`<a href="${escaped}">${escaped}</a>`);
      expect(html.split('<article>').length - 1).toBe(Math.min((await server.outbox()).length, 100));
    });
  });

  describe('profile edit', () => {
    it('refuses an e-mail that belongs to another account (409) and bad fields (400)', async () => {
      const mine = await register(newTraveller('Rana Gamal'));
      const theirs = newTraveller('Ziad Hosny');
      await register(theirs);
      const api = server.api(mine.data!.token);
      const taken = await api.PUT('/api/Auth/updateuser', { body: { name: 'Rana Gamal', email: theirs.email.toUpperCase() } });
      expect(taken.response.status).toBe(409);
      expect(taken.error).toEqual({ message: 'An account with this email address already exists. Log in or use another email.' });

      const cases: Array<[{ name: string; email: string; phone?: string | null }, string]> = [
        [{ name: '', email: mine.data!.email }, 'Name is required'],
        [{ name: 'R2D2', email: mine.data!.email }, 'Name can contain only letters, spaces, apostrophes and hyphens.'],
        [{ name: 'Rana', email: 'rana@' }, 'Please enter a valid email address'],
        [{ name: 'Rana', email: mine.data!.email, phone: 'call me' }, 'Please enter a valid phone number'],
      ];
      for (const [body, message] of cases) {
        const answer = await api.PUT('/api/Auth/updateuser', { body });
        expect(answer.response.status, message).toBe(400);
        expect(answer.error, message).toEqual({ message });
      }
    });

    it('keeps its own e-mail in another case, and clears the phone with an empty value', async () => {
      const mine = await register(newTraveller('Farida Nasser'));
      const api = server.api(mine.data!.token);
      const withPhone = await api.PUT('/api/Auth/updateuser', { body: { name: "Farida O'Neil", email: mine.data!.email, phone: '٠١٠٠١٢٣٤٥٦٧' } });
      expect(withPhone.data?.user).toMatchObject({ name: "Farida O'Neil", phone: '٠١٠٠١٢٣٤٥٦٧' });
      const cleared = await api.PUT('/api/Auth/updateuser', { body: { name: 'Farida', email: mine.data!.email.toUpperCase(), phone: '' } });
      expect(cleared.response.status).toBe(200);
      expect(cleared.data?.user).toMatchObject({ name: 'Farida', email: mine.data!.email.toUpperCase(), phone: null });
    });

    it('needs a token (401)', async () => {
      const answer = await server.api().PUT('/api/Auth/updateuser', { body: { name: 'Anyone', email: 'anyone@example.com' } });
      expect(answer.response.status).toBe(401);
    });
  });

  describe('avatar upload', () => {
    let token: string;
    beforeAll(async () => {
      token = (await register(newTraveller('Avatar Owner'))).data!.token;
    });

    it('reads the type from the content: JPEG bytes named .png are stored and served as JPEG', async () => {
      const uploaded = await uploadAvatar(token, JPEG_IMAGE, 'photo.png', 'image/png');
      expect(uploaded.status).toBe(200);
      const avatar = String(uploaded.body.avatar);
      expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
      const image = await fetch(`${server.url}${avatar}`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(JPEG_IMAGE);
    });

    it('refuses a text file named .png (400), in English and Arabic', async () => {
      const text = new TextEncoder().encode('<svg onload="alert(1)"></svg> not an image');
      const english = await uploadAvatar(token, text, 'avatar.png', 'image/png');
      expect(english).toEqual({ status: 400, body: { message: 'Please choose an image file (PNG, JPEG or WebP).' } });
      const arabic = await uploadAvatar(token, text, 'avatar.png', 'image/png', 'ar');
      expect(arabic).toEqual({ status: 400, body: { message: 'يرجى اختيار ملف صورة (PNG أو JPEG أو WebP).' } });
    });

    it('accepts exactly 2 MB and refuses 2 MB + 1 byte', async () => {
      const atLimit = await uploadAvatar(token, pngOfSize(TWO_MB), 'big.png', 'image/png');
      expect(atLimit.status).toBe(200);
      const over = await uploadAvatar(token, pngOfSize(TWO_MB + 1), 'bigger.png', 'image/png');
      expect(over).toEqual({ status: 400, body: { message: 'The image must be 2 MB or smaller.' } });
      const overArabic = await uploadAvatar(token, pngOfSize(TWO_MB + 1), 'bigger.png', 'image/png', 'ar');
      expect(overArabic.body).toEqual({ message: 'يجب ألا يزيد حجم الصورة على 2 ميغابايت.' });
    });

    it('replaces the previous avatar: the old file is gone', async () => {
      const first = String((await uploadAvatar(token, pngImage(), 'a.png', 'image/png')).body.avatar);
      const second = String((await uploadAvatar(token, pngImage(3, 1), 'b.png', 'image/png')).body.avatar);
      expect(second).not.toBe(first);
      expect((await fetch(`${server.url}${first}`)).status).toBe(404);
      expect((await fetch(`${server.url}${second}`)).status).toBe(200);
    });

    it('needs a token (401) and a file (400)', async () => {
      expect((await uploadAvatar(undefined, pngImage(), 'a.png', 'image/png')).status).toBe(401);
      const empty = await fetch(`${server.url}/api/Auth/avatar`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: new FormData() });
      expect(empty.status).toBe(400);
    });
  });

  describe('housekeeping', () => {
    it('forgets logged-out tokens once they would have expired anyway', async () => {
      const { token } = (await register(newTraveller('Short Stay'))).data!;
      await server.api(token).POST('/api/Auth/logout');
      const jti = String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti);
      const revoked = () => server.services.db.one('select 1 from revoked_tokens where jti = $1', [jti]);
      await purgeExpiredAuthRecords(server.services.db, server.clock.now());
      expect(await revoked()).not.toBeNull(); // still within the token's lifetime: must stay refused
      const result = await purgeExpiredAuthRecords(server.services.db, new Date(server.clock.now().getTime() + 8 * 24 * 60 * 60 * 1000));
      expect(result.revokedTokens).toBeGreaterThanOrEqual(1);
      expect(await revoked()).toBeNull();
    });
  });

  describe('identity-provider sign-in when it is not configured', () => {
    it('says so (400)', async () => {
      const answer = await server.api().POST('/api/Auth/googlelogin', { body: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' });
      expect(answer.response.status).toBe(400);
      expect(answer.error).toEqual({ message: 'Google sign-in is not configured on this server.' });
    });
  });
});

describe('/dev/outbox in production', () => {
  it('does not exist (404)', async () => {
    const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('the database must not be used')) }) as Db;
    const config = readConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' });
    const app = createApp({ config, db: unused, mailer: { send: () => Promise.resolve() }, now: () => new Date(), logger: createLogger({ level: 'silent' }) });
    const response = await app.request('/dev/outbox');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API call GET /dev/outbox' });
  });
});
