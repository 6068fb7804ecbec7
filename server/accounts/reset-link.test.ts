import { describe, expect, it } from 'vitest';
import { resetLinkBase } from './password-reset';
import { isLoopbackHost } from '../platform/loopback';

const SITE = 'https://rihla.example';
const LOCAL = 'http://localhost:8080';

describe('resetLinkBase: where a reset link may point', () => {
  it('takes the site\'s own reset pages, and gives back only their origin and path', () => {
    expect(resetLinkBase(`${SITE}/reset-password?email=a%40b.example&token=`, SITE)).toBe(`${SITE}/reset-password`);
    expect(resetLinkBase(`${SITE}/account/reset-password?token=`, SITE)).toBe(`${SITE}/account/reset-password`);
  });

  it('refuses whitespace, control characters and invisible format characters anywhere in the string', () => {
    for (const smuggled of [' ', '\n', '\r', '\t', '\u0000', '\u001b', '\u00a0', '\u2028', '\u200b', '\u202e']) {
      expect(resetLinkBase(`${SITE}/reset-password?${smuggled}https://evil.example/steal?token=`, SITE), JSON.stringify(smuggled)).toBeNull();
    }
    expect(resetLinkBase(`${SITE}/reset-password?%20https://evil.example/steal?token=`, SITE)).toBeNull();
  });

  it('refuses other origins, other pages, credentials, fragments and extra query parameters', () => {
    for (const url of [
      'https://evil.example/reset-password?token=',
      `https://rihla.example.evil.example/reset-password?token=`,
      `http://rihla.example/reset-password?token=`,
      `${SITE}/login?token=`,
      `${SITE}/reset-password/../../login?token=`,
      'https://user:pass@rihla.example/reset-password?token=',
      `${SITE}/reset-password?next=https://evil.example&token=`,
      `${SITE}/reset-password?token=&token=`,
      `${SITE}/reset-password?token=abc`,
      `${SITE}/reset-password#x?token=`,
      'javascript:alert(1)//token=',
      'not a url token=',
    ]) {
      expect(resetLinkBase(url, SITE), url).toBeNull();
    }
  });

  it('accepts a loopback origin only when PUBLIC_URL is loopback itself', () => {
    const dev = 'http://localhost:5173/reset-password?email=a%40b.example&token=';
    expect(resetLinkBase(dev, LOCAL)).toBe('http://localhost:5173/reset-password');
    expect(resetLinkBase(dev, 'http://127.0.0.1:41234')).toBe('http://localhost:5173/reset-password');
    expect(resetLinkBase(dev, SITE)).toBeNull();
    expect(resetLinkBase('http://127.0.0.1:8080/reset-password?token=', SITE)).toBeNull();
  });

  it('knows loopback hosts', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.8.9.10', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['rihla.example', '10.0.0.1', '128.0.0.1', 'localhost.evil.example', '[::2]']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
