import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkLoginHandle,
  checkName,
  checkPassword,
  isStrongPassword,
  safeReturnPath,
} from './credential-rules';

describe('sign-up rules (spec, accounts §5)', () => {
  it('name: required, then letters of any script, spaces, apostrophes and hyphens', () => {
    expect(checkName('')).toBe('nameRequired');
    expect(checkName('   ')).toBe('nameRequired');
    for (const name of ['Mariam Adel', "Seán O'Brien", 'Anne-Marie', 'مريم عادل', 'عبد الرَّحمن', 'Zoë Ångström', 'Ma’ad']) {
      expect(checkName(name), name).toBeNull();
    }
    for (const name of ['Mariam2', 'R2-D2', 'mariam@example', 'Omar!', "'-", '٣٣']) {
      expect(checkName(name), name).toBe('invalidName');
    }
  });

  it('email: required, then the address shape', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('  ')).toBe('emailRequired');
    expect(checkEmail('mariam.adel@example.com')).toBeNull();
    expect(checkEmail(' mariam@travellers.example ')).toBeNull();
    for (const email of ['mariam', 'mariam@', '@example.com', 'mariam@example', 'mariam adel@example.com', 'مريم@example.com']) {
      expect(checkEmail(email), email).toBe('invalidEmail');
    }
  });

  it('password: required, then 8 or more characters with a letter, a digit and a special character', () => {
    expect(checkPassword('')).toBe('passwordRequired');
    expect(checkPassword('Nile#2026')).toBeNull();
    expect(checkPassword('a1!aaaaa')).toBeNull(); // exactly 8
    expect(checkPassword('a1!aaaa')).toBe('weakPassword'); // 7
    expect(checkPassword('Nile2026')).toBe('weakPassword'); // no special character
    expect(checkPassword('Nile#Nile')).toBe('weakPassword'); // no digit
    expect(checkPassword('2026#2026')).toBe('weakPassword'); // no letter
    // Any character that is not a letter, a digit or a space is special (D236), '-' and '~' included.
    for (const special of '!@#$%^&*(),.?":{}|<>-~_+=\'/\\;[]`€£؟،') expect(isStrongPassword(`Nile2026${special}`), special).toBe(true);
    expect(checkPassword('Nile-2026')).toBeNull();
    expect(checkPassword('Nile~2026')).toBeNull();
    expect(checkPassword('Nile 2026')).toBe('weakPassword'); // a space is not a symbol
    expect(checkPassword('نيلٌ2026ab')).toBe('weakPassword'); // an Arabic vowel mark belongs to its letter
    expect(isStrongPassword('نيل#٢٠٢٦abc')).toBe(true); // Arabic letters and digits count
  });

  it('confirmation: required, then equal to the password', () => {
    expect(checkConfirmation('', 'Nile#2026')).toBe('confirmPasswordRequired');
    expect(checkConfirmation('Nile#2025', 'Nile#2026')).toBe('passwordMismatch');
    expect(checkConfirmation('Nile#2026', 'Nile#2026')).toBeNull();
  });
});

describe('login rules (spec, accounts §5)', () => {
  it('the handle is required and checked as an e-mail address only when it is one', () => {
    expect(checkLoginHandle('')).toBe('usernameRequired');
    expect(checkLoginHandle(' ')).toBe('usernameRequired');
    expect(checkLoginHandle('MariamAdel')).toBeNull();
    expect(checkLoginHandle('mariam@travellers.example')).toBeNull();
    expect(checkLoginHandle('mariam@')).toBe('invalidEmail');
  });
});

describe('return path', () => {
  it('keeps this site’s own paths and refuses anything else', () => {
    expect(safeReturnPath('/favorites')).toBe('/favorites');
    expect(safeReturnPath('/book-now?travelId=3')).toBe('/book-now?travelId=3');
    for (const from of [undefined, null, 42, '', 'favorites', 'https://evil.example/', '//evil.example', '/\\evil.example', '/login', '/signup?x=1', '/LOGIN']) {
      expect(safeReturnPath(from), String(from)).toBeNull();
    }
    expect(safeReturnPath('/login-help')).toBe('/login-help');
  });
});
