/** The rules an account's fields follow (accounts §5): names, e-mail addresses and phone numbers. */

/** The same e-mail shape the contract's `format: email` accepts (ajv-formats, full mode). */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Names: letters of any script (with their marks), spaces, apostrophes and hyphens (accounts §5), and at least one letter. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;

export type NameProblem = 'nameRequired' | 'invalidName';
export type EmailProblem = 'emailRequired' | 'invalidEmail';

export function checkName(name: string): NameProblem | null {
  if (name === '') return 'nameRequired';
  return NAME_PATTERN.test(name) && /\p{L}/u.test(name) ? null : 'invalidName';
}

export function checkEmail(email: string): EmailProblem | null {
  if (email === '') return 'emailRequired';
  return isValidEmail(email) ? null : 'invalidEmail';
}

/** A phone number is optional; when given: digits (any script) with spaces, + ( ) . -, 6 to 20 digits. */
export function checkPhone(phone: string): 'invalidPhone' | null {
  if (!/^\+?[\p{Nd}\s().-]+$/u.test(phone)) return 'invalidPhone';
  const digits = phone.replace(/\P{Nd}/gu, '').length;
  return digits >= 6 && digits <= 20 ? null : 'invalidPhone';
}

export const collapseSpaces = (text: string) => text.trim().replace(/\s+/g, ' ');
