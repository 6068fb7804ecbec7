import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { CONTACT_FIELDS } from '@core/contact/contact-rules';
import { contactFormMachine, emptyContact, type ContactFormEmitted } from './contact-form.machine';
import { selectCanRetry, selectFieldError, selectHasFailed, selectIsThanked, selectSendError, selectThanks, selectValues } from './contact-form.selectors';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const server = startMswServer();
const typed = { name: ' Mariam ', surname: 'Adel', email: 'mariam@travellers.example', telephone: '  ', request: 'support', message: 'My booking shows pending.\nCan you check?' };

function fillIn() {
  const actor = createActor(contactFormMachine, { input: {} }).start();
  const told: ContactFormEmitted['type'][] = [];
  actor.on('*', (event) => told.push(event.type));
  for (const field of CONTACT_FIELDS) actor.send({ type: 'contact.fieldChanged', field, value: typed[field] });
  return { actor, told };
}

describe('Contact Us', () => {
  it('names every required field of an empty form (the telephone is optional) and logs nothing', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const actor = createActor(contactFormMachine, { input: {} }).start();
    const invalid: string[] = [];
    actor.on('contact.invalid', (event) => invalid.push(event.field));
    actor.send({ type: 'contact.submitted' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.errors).toEqual({ name: 'required', surname: 'required', email: 'required', request: 'required', message: 'required' });
    expect(selectFieldError(snapshot, 'telephone')).toBeNull();
    expect(invalid).toEqual(['name']);
    expect(info).not.toHaveBeenCalled();
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
  });

  it('sends the message, trimmed, to POST /api/Contact, shows the server thanks and clears the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('post', '/api/Contact', async ({ request, ok }) => {
        bodies.push(await request.json());
        return ok({ message: 'Thank you for your message!' }, 201);
      }),
    );
    const { actor, told } = fillIn();
    actor.send({ type: 'contact.submitted' });
    const snapshot = await waitFor(actor, selectIsThanked);
    expect(bodies).toEqual([{ name: 'Mariam', surname: 'Adel', email: 'mariam@travellers.example', telephone: null, request: 'support', message: 'My booking shows pending.\nCan you check?' }]);
    expect(selectThanks(snapshot)).toBe('Thank you for your message!');
    expect(selectValues(snapshot)).toEqual(emptyContact());
    expect(told).toEqual(['contact.thanked']);
  });

  it('keeps every field when the server refuses, shows its sentence, and Retry sends the same message again', async () => {
    let calls = 0;
    server.use(
      handle('post', '/api/Contact', ({ ok, fail }) => {
        calls += 1;
        return calls === 1 ? fail(429, 'Too many attempts. Try again in 5 minutes.') : ok({ message: 'Thank you!' }, 201);
      }),
    );
    const { actor, told } = fillIn();
    actor.send({ type: 'contact.submitted' });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectSendError(failed)).toBe('Too many attempts. Try again in 5 minutes.');
    expect(selectValues(failed)).toEqual({ ...typed });
    expect(selectCanRetry(failed)).toBe(true);
    actor.send({ type: 'contact.retried' });
    expect(selectThanks(await waitFor(actor, selectIsThanked))).toBe('Thank you!');
    expect(calls).toBe(2);
    expect(told).toEqual(['contact.sendFailed', 'contact.thanked']);
  });

  it('keeps the draft when the server cannot be reached, with no sentence of its own for the view to show', async () => {
    server.use(handle('post', '/api/Contact', ({ fail }) => fail(500, 'Internal error')));
    const { actor } = fillIn();
    actor.send({ type: 'contact.submitted' });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectSendError(failed)).toBeNull();
    expect(selectValues(failed).message).toBe(typed.message);
    // An edit that breaks a rule, then Retry: the rule speaks first, nothing is sent.
    actor.send({ type: 'contact.fieldChanged', field: 'email', value: 'mariam@' });
    actor.send({ type: 'contact.retried' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(selectFieldError(actor.getSnapshot(), 'email')).toBe('contact:errors.invalidEmail');
  });

  it('takes only the offered request kinds', () => {
    const actor = createActor(contactFormMachine, { input: {} }).start();
    actor.send({ type: 'contact.fieldChanged', field: 'request', value: 'complaint' });
    expect(selectValues(actor.getSnapshot()).request).toBe('');
    actor.send({ type: 'contact.fieldChanged', field: 'request', value: 'other' });
    expect(selectValues(actor.getSnapshot()).request).toBe('other');
  });

  it('checks the e-mail when it is left with something typed, and editing clears the message (D48)', () => {
    const actor = createActor(contactFormMachine, { input: {} }).start();
    actor.send({ type: 'contact.fieldLeft', field: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'contact.fieldChanged', field: 'email', value: 'mariam@' });
    actor.send({ type: 'contact.fieldLeft', field: 'email' });
    expect(selectFieldError(actor.getSnapshot(), 'email')).toBe('contact:errors.invalidEmail');
    actor.send({ type: 'contact.fieldChanged', field: 'email', value: 'mariam@travellers.example' });
    expect(selectFieldError(actor.getSnapshot(), 'email')).toBeNull();
  });
});
