/**
 * Contact Us over real HTTP: a message is stored, mailed to the support address and
 * acknowledged to the sender in their language; the form's rules answer 400 in the user's language; the
 * sender and the address are rate-limited; the developer page lists the messages, and only outside production.
 */
import { describe, expect, it } from 'vitest';
import type { paths } from '@core/contract/schema';
import { startTestServer, useTestServer, type TestServer } from '../testing/harness';

type ContactBody = paths['/api/Contact']['post']['requestBody']['content']['application/json'];

const mariam: ContactBody = {
  name: 'Mariam',
  surname: 'Adel',
  email: 'mariam@travellers.example',
  telephone: '+20 100 123 4567',
  request: 'info',
  message: 'Do your Siwa tours run in August?\nWe are four adults.',
};

interface ListedMessage {
  id: number;
  name: string;
  email: string;
  request: string;
  message: string;
  language: string;
  supportMailedAt: string | null;
  acknowledgedAt: string | null;
}

async function listed(server: TestServer): Promise<ListedMessage[]> {
  const response = await fetch(`${server.url}/dev/contact-messages?format=json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: ListedMessage[] }).messages;
}

describe('Contact Us: POST /api/Contact', () => {
  const server = useTestServer({ SUPPORT_EMAIL: 'care@rihla.test' });

  const send = (body: ContactBody, language: 'en' | 'ar' = 'en') => server.api(undefined, language).POST('/api/Contact', { body });

  it('stores the message, mails it to SUPPORT_EMAIL and acknowledges it to the sender in English', async () => {
    const { data, response } = await send(mariam);
    expect(response.status).toBe(201);
    expect(data?.message).toBe(
      'Thank you for your message! It has reached our customer service team, and we have sent you a copy by e-mail. We will get back to you soon.',
    );
    const [stored] = await listed(server);
    expect(stored).toMatchObject({ name: 'Mariam', email: 'mariam@travellers.example', request: 'info', language: 'en', message: mariam.message });
    expect(stored?.supportMailedAt).not.toBeNull();
    expect(stored?.acknowledgedAt).not.toBeNull();
    const outbox = await server.outbox();
    const toSupport = outbox.find((mail) => mail.to === 'care@rihla.test');
    expect(toSupport?.subject).toBe(`Contact #${stored?.id} (Information): Mariam Adel`);
    expect(toSupport?.body).toContain('Reply to the sender at mariam@travellers.example, in English.');
    expect(toSupport?.body).toContain('Telephone: +20 100 123 4567');
    expect(toSupport?.body).toContain(mariam.message);
    const ack = outbox.find((mail) => mail.to === 'mariam@travellers.example');
    expect(ack?.subject).toBe(`Rihla: we have your message (no. ${stored?.id})`);
    expect(ack?.body).toContain('Hello Mariam,');
    expect(ack?.body).toContain(mariam.message);
  });

  it('acknowledges in Arabic to a sender who wrote in Arabic', async () => {
    const body: ContactBody = { name: 'أحمد', surname: 'سالم', email: 'ahmed@travellers.example', request: 'support', message: 'أريد تغيير موعد رحلتي.' };
    const { data, response } = await send(body, 'ar');
    expect(response.status).toBe(201);
    expect(data?.message).toBe('شكرًا على رسالتك! وصلت إلى فريق خدمة العملاء، وأرسلنا إليك نسخة منها بالبريد الإلكتروني. سنرد عليك قريبًا.');
    const ack = (await server.outbox()).find((mail) => mail.to === 'ahmed@travellers.example');
    expect(ack?.subject).toMatch(/^رحلة: وصلتنا رسالتك \(رقم \d+\)$/);
    expect(ack?.body).toContain('مرحبًا أحمد،');
    expect(ack?.body).toContain('نوع الطلب: دعم');
    const toSupport = (await server.outbox()).find((mail) => mail.to === 'care@rihla.test' && mail.body.includes('أريد تغيير'));
    expect(toSupport?.body).toContain('in Arabic.');
    expect((await listed(server))[0]).toMatchObject({ language: 'ar', telephone: null } as Partial<ListedMessage>);
  });

  it.each([
    ['en', { ...mariam, name: '   ' }, 'First name: this field is required.'],
    ['ar', { ...mariam, name: '' }, 'الاسم الأول: هذا الحقل مطلوب.'],
    ['en', { ...mariam, email: 'mariam@travellers' }, 'E-mail: please enter a valid email address.'],
    ['ar', { ...mariam, email: 'mariam' }, 'البريد الإلكتروني: يرجى إدخال بريد إلكتروني صحيح.'],
    ['en', { ...mariam, request: 'complaint' }, 'Request: please choose Information, Support or Other.'],
    ['ar', { ...mariam, message: '  \n ' }, 'الرسالة: هذا الحقل مطلوب.'],
    ['en', { ...mariam, message: 'x'.repeat(5001) }, 'Message: at most 5000 characters, please.'],
    ['en', { ...mariam, telephone: '1'.repeat(31) }, 'Telephone: at most 30 characters, please.'],
  ] as const)('refuses a form that breaks a rule, in %s: %j', async (language, body, message) => {
    const before = (await listed(server)).length;
    const { error, response } = await send(body, language);
    expect(response.status).toBe(400);
    expect(error?.message).toBe(message);
    expect((await listed(server)).length).toBe(before);
  });

  it('answers 400, never 500, to a body that is not the form', async () => {
    for (const raw of ['{', '[]', '{"name":1}', JSON.stringify({ ...mariam, extra: 'x' }), JSON.stringify({ ...mariam, name: 'a\u0000b' })]) {
      const response = await fetch(`${server.url}/api/Contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw });
      expect(response.status, raw).toBe(400);
      expect(((await response.json()) as { message: string }).message.length, raw).toBeGreaterThan(0);
    }
  });

  it('lets one sender e-mail send 5 messages an hour, then says when to try again, in their language', async () => {
    const sender = { ...mariam, email: 'busy@travellers.example' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await send(sender)).response.status).toBe(201);
    const refused = await send(sender, 'ar');
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(refused.error?.message).toMatch(/^محاولات كثيرة جدًا/);
    // The same sender with a different case is the same sender; another sender is not held back.
    expect((await send({ ...sender, email: 'BUSY@travellers.example' })).response.status).toBe(429);
    expect((await send({ ...mariam, email: 'other@travellers.example' })).response.status).toBe(201);
  });

  it('shows the messages on /dev/contact-messages as a page, escaped', async () => {
    await send({ ...mariam, email: 'html@travellers.example', message: '<script>alert(1)</script>' });
    const response = await fetch(`${server.url}/dev/contact-messages`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Contact messages</h1>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)</script>');
  });
});

describe('Contact Us when the mail server fails', () => {
  it('keeps the message, thanks the sender and marks the mails not sent on the developer page', async () => {
    const server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const { data, response } = await server.api().POST('/api/Contact', { body: mariam });
      expect(response.status).toBe(201);
      expect(data?.message).toBe('Thank you for your message! It has reached our customer service team, and we will get back to you soon.');
      const [stored] = await listed(server);
      expect(stored).toMatchObject({ email: 'mariam@travellers.example', supportMailedAt: null, acknowledgedAt: null });
      expect(await (await fetch(`${server.url}/dev/contact-messages`)).text()).toContain('<strong>mailed to support: not sent</strong>');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('the contact messages page in production', () => {
  it('does not exist', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      expect((await fetch(`${server.url}/dev/contact-messages`)).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);
});
