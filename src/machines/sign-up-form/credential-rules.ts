/**
 * The account form rules of the spec (accounts §5), shared by the sign-up and login forms. Each check
 * answers null when the value passes, else the key of the message to show (`auth:errors.<key>`).
 * The server checks the same rules with the same patterns (server/accounts/account-rules.ts, passwords.ts), so a
 * value the form lets through is not refused by the server for its shape.
 */

/** Every message key a field of these forms can show (`auth:errors.<key>`). */
export type FieldErrorKey =
  | 'nameRequired'
  | 'invalidName'
  | 'emailRequired'
  | 'invalidEmail'
  | 'passwordRequired'
  | 'weakPassword'
  | 'confirmPasswordRequired'
  | 'passwordMismatch'
  | 'usernameRequired'
  | 'resetEmailRequired';

/** Letters of any script (with their marks), spaces, apostrophes and hyphens, and at least one letter. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;

/** The e-mail shape the contract's `format: email` accepts (ajv-formats, full mode), as the server checks it. */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const MAX_EMAIL_LENGTH = 254;

/**
 * Password strength (accounts §5 and §9, D236): 8 or more characters, a letter, a digit and a
 * special character, which is any character that is not a letter, a digit or a space (- ~ _ + = ' / \ € …
 * count as well as the spec's ! @ # $ %). The server's rule (server/accounts/passwords.ts) is the same.
 */
export const MIN_PASSWORD_LENGTH = 8;
const SPECIAL_CHARACTER = /[^\p{L}\p{M}\p{N}\s]/u;

export function isStrongPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && SPECIAL_CHARACTER.test(password);
}

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(text);
}

/** A login handle with `@` is an e-mail address; anything else is a user name (docs/decisions.md D18). */
export function looksLikeEmail(handle: string): boolean {
  return handle.includes('@');
}

export function checkName(name: string): FieldErrorKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  return NAME_PATTERN.test(trimmed) && /\p{L}/u.test(trimmed) ? null : 'invalidName';
}

export function checkEmail(email: string): FieldErrorKey | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'emailRequired';
  return isEmail(trimmed) ? null : 'invalidEmail';
}

/** Passwords are taken as typed (a space is a character like any other). */
export function checkPassword(password: string): FieldErrorKey | null {
  if (password === '') return 'passwordRequired';
  return isStrongPassword(password) ? null : 'weakPassword';
}

export function checkConfirmation(confirmation: string, password: string): FieldErrorKey | null {
  if (confirmation === '') return 'confirmPasswordRequired';
  return confirmation === password ? null : 'passwordMismatch';
}

/** Login handle: required; checked as an e-mail address only when it is one. */
export function checkLoginHandle(handle: string): FieldErrorKey | null {
  const trimmed = handle.trim();
  if (trimmed === '') return 'usernameRequired';
  return looksLikeEmail(trimmed) && !isEmail(trimmed) ? 'invalidEmail' : null;
}

/**
 * A return path taken from navigation state, if it is one of this site's own paths: an absolute path,
 * not a protocol-relative `//host` address, and not the login or sign-up screens themselves (which
 * would send the user round in a circle).
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (/^\/(login|signup)(?:[/?#]|$)/i.test(from)) return null;
  return from;
}

/** Where a signed-in user goes from the login and sign-up screens (spec, accounts §4; S11). */
export const DEFAULT_DESTINATION = '/account';
