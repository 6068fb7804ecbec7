/**
 * The Contact Us form's rules, the one copy: the browser checks a field as the visitor types, the server
 * checks the message again before storing it, and both read the limits and the e-mail rule from here.
 */

export const CONTACT_FIELDS = ['name', 'surname', 'email', 'telephone', 'request', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the message is about (the form's select). */
export const CONTACT_REQUESTS = ['info', 'support', 'other'] as const;
export type ContactRequest = (typeof CONTACT_REQUESTS)[number];

/** The longest each field may be, in characters (the message a few paragraphs). */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: 100,
  surname: 100,
  email: 254,
  telephone: 30,
  request: 10,
  message: 5000,
};

/** Every field but the telephone must be filled in. */
export const CONTACT_REQUIRED: ReadonlySet<ContactField> = new Set(['name', 'surname', 'email', 'request', 'message']);

/** Something before and after one @, and a dot in the part after it; no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactProblem = 'required' | 'invalidEmail' | 'invalidRequest' | 'tooLong';

export const isContactRequest = (value: string): value is ContactRequest => (CONTACT_REQUESTS as readonly string[]).includes(value);

/** What is wrong with one field as typed (spaces around it do not count), or null when nothing is. */
export function contactFieldProblem(field: ContactField, value: unknown): ContactProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return CONTACT_REQUIRED.has(field) ? 'required' : null;
  if (text.length > CONTACT_MAX_LENGTHS[field]) return 'tooLong';
  if (field === 'email' && !EMAIL_SHAPE.test(text)) return 'invalidEmail';
  if (field === 'request' && !isContactRequest(text)) return 'invalidRequest';
  return null;
}

/** The first field that breaks a rule, in the form's order, or null when the message can be sent. */
export function firstContactProblem(input: Partial<Record<ContactField, unknown>>): { field: ContactField; problem: ContactProblem } | null {
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, input[field]);
    if (problem) return { field, problem };
  }
  return null;
}
