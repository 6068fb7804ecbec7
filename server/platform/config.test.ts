import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackUrl, PAYMOB_DEFAULT_BASE_URL, readConfig } from './config';
import { createMailer } from './mail';
import { collectingLogger } from '../testing/log-lines';

const base = { DATA_DIR: 'memory://', PORT: '0' };
const paymob = {
  PAYMENT_PROVIDER: 'paymob',
  PAYMOB_SECRET_KEY: 'egy_sk_live_1',
  PAYMOB_PUBLIC_KEY: 'egy_pk_live_1',
  PAYMOB_HMAC_SECRET: 'hmac',
  PAYMOB_INTEGRATION_ID: '4863251',
};
const publicSite = { ...base, PUBLIC_URL: 'https://rihla.example', SMTP_URL: 'smtps://user:pass@mail.example:465', SUPPORT_EMAIL: 'care@rihla.example' };

function refusal(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('readConfig accepted this configuration');
}

describe('loopback addresses', () => {
  it.each(['http://localhost:8080', 'http://127.0.0.1:5173', 'http://127.8.9.10', 'http://[::1]:8080', 'http://app.localhost'])('%s is loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });
  it.each(['https://rihla.example', 'http://10.0.0.5', 'http://127.0.0.1.nip.io', 'http://0.0.0.0:8080', 'not a url'])('%s is not', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe('a public deployment is safe by default', () => {
  it('runs the sandbox with nothing set on a developer machine', () => {
    const config = readConfig(base);
    expect(config.loopback).toBe(true);
    expect(config.payment).toEqual({ provider: 'sandbox' });
    expect(readConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:4000' }).payment).toEqual({ provider: 'sandbox' });
  });

  it('refuses a public address without a payment gateway, naming what to set', () => {
    const message = refusal({ ...publicSite });
    expect(message).toContain('PAYMENT_PROVIDER=paymob');
    expect(message).toContain('PAYMENT_PROVIDER=sandbox');
    expect(message).toContain('https://rihla.example');
  });

  it('runs the sandbox on a public address only when it is asked for', () => {
    const config = readConfig({ ...publicSite, PAYMENT_PROVIDER: 'sandbox' });
    expect(config.loopback).toBe(false);
    expect(config.payment).toEqual({ provider: 'sandbox' });
  });

  it('refuses a public address without SMTP_URL', () => {
    const { SMTP_URL: _smtp, ...noMail } = publicSite;
    expect(refusal({ ...noMail, ...paymob })).toContain('SMTP_URL');
    expect(refusal({ ...noMail, PAYMENT_PROVIDER: 'sandbox' })).toContain('SMTP_URL');
  });

  it('refuses a public address without SUPPORT_EMAIL, and a SUPPORT_EMAIL that is no address', () => {
    const { SUPPORT_EMAIL: _support, ...noSupport } = publicSite;
    expect(refusal({ ...noSupport, PAYMENT_PROVIDER: 'sandbox' })).toContain('SUPPORT_EMAIL');
    expect(refusal({ ...publicSite, PAYMENT_PROVIDER: 'sandbox', SUPPORT_EMAIL: 'care' })).toContain("SUPPORT_EMAIL must be an e-mail address, got 'care'");
    expect(readConfig({ ...publicSite, PAYMENT_PROVIDER: 'sandbox' }).supportEmail).toBe('care@rihla.example');
    // On a developer machine Contact Us mail goes to the outbox, addressed to a placeholder.
    expect(readConfig(base).supportEmail).toBe('support@rihla.example');
  });

  it('reads Paymob with its keys, the Egypt address by default', () => {
    const config = readConfig({ ...publicSite, ...paymob });
    expect(config.payment).toEqual({
      provider: 'paymob',
      secretKey: 'egy_sk_live_1',
      publicKey: 'egy_pk_live_1',
      hmacSecret: 'hmac',
      integrationId: 4_863_251,
      baseUrl: PAYMOB_DEFAULT_BASE_URL,
    });
    expect(readConfig({ ...publicSite, ...paymob, PAYMOB_BASE_URL: 'https://ksa.paymob.com/' }).payment).toMatchObject({ baseUrl: 'https://ksa.paymob.com' });
  });

  it.each(['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_ID'])('refuses Paymob without %s, naming it', (key) => {
    expect(refusal({ ...publicSite, ...paymob, [key]: '' })).toContain(key);
    // On a developer machine too: choosing Paymob means its keys.
    expect(refusal({ ...base, ...paymob, [key]: ' ' })).toContain(key);
  });

  it('refuses an unknown provider, a non-numeric integration id and a base address that is not http(s)', () => {
    expect(refusal({ ...publicSite, PAYMENT_PROVIDER: 'stripe' })).toContain('PAYMENT_PROVIDER must be paymob or sandbox');
    expect(refusal({ ...publicSite, ...paymob, PAYMOB_INTEGRATION_ID: 'card' })).toContain('PAYMOB_INTEGRATION_ID');
    expect(refusal({ ...publicSite, ...paymob, PAYMOB_BASE_URL: 'ftp://paymob' })).toContain('PAYMOB_BASE_URL');
  });
});

describe('the outbox without SMTP', () => {
  const mail = { to: 'omar@example.com', subject: 'Reset your Rihla password', text: 'Open https://rihla.example/reset-password?token=SECRET-TOKEN' };
  const db = { query: () => Promise.resolve([]), one: () => Promise.resolve(null) } as unknown as Parameters<typeof createMailer>[0];

  it('never prints the mail on a public deployment', async () => {
    const log = collectingLogger();
    await createMailer(db, undefined, log.logger, false).send(mail);
    expect(log.text()).not.toContain('SECRET-TOKEN');
    expect(log.text()).not.toContain('omar@example.com');
    expect(log.lines()).toHaveLength(1);
    expect(log.lines()[0]).toMatchObject({ subject: 'Reset your Rihla password' });
  });

  it('prints it whole for the developer on loopback', async () => {
    const log = collectingLogger();
    await createMailer(db, undefined, log.logger, true).send(mail);
    expect(log.text()).toContain('SECRET-TOKEN');
  });
});

describe('the entry point', () => {
  it('refuses to start on a public address with nothing configured, says why, and exits non-zero', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rihla-refuse-'));
    try {
      const child = spawn('npx', ['tsx', 'server/main.ts'], {
        env: { ...process.env, PUBLIC_URL: 'https://rihla.example', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', PAYMENT_PROVIDER: '', SMTP_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('Rihla cannot start: PUBLIC_URL is https://rihla.example, a public address, and no payment gateway is configured');
      expect(stderr).toContain('PAYMENT_PROVIDER=paymob');
      expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(stdout).not.toContain('Rihla is running');
      // Refused before anything was written: no database, no secrets.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
