import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/harness';

/**
 * A server whose PUBLIC_URL is a public address, here with the sandbox chosen on purpose and
 * SMTP configured: the developer's pages, which show the mail sent (reset links), are not there.
 */
describe('a public deployment', () => {
  const server = useTestServer({ PUBLIC_URL: 'https://rihla.example', PAYMENT_PROVIDER: 'sandbox', SMTP_URL: 'smtp://127.0.0.1:9', SUPPORT_EMAIL: 'care@rihla.example' });

  it('is not a loopback deployment and runs the sandbox it was asked for', () => {
    expect(server.services.config.loopback).toBe(false);
    expect(server.services.config.payment).toEqual({ provider: 'sandbox' });
  });

  it('hides the outbox and the other developer pages even outside production', async () => {
    expect(server.services.config.environment).toBe('test');
    for (const path of ['/dev/outbox', '/dev/partner-applications']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });
});
