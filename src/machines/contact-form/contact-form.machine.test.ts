import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CONTACT_FIELDS, contactFormMachine, emptyContact } from './contact-form.machine';
import { selectFieldError, selectIsThanked, selectValues } from './contact-form.selectors';

afterEach(() => {
  vi.restoreAllMocks();
});

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
  });

  it('logs the submission locally (no server call), thanks the user and clears the form', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const actor = createActor(contactFormMachine, { input: {} }).start();
    const typed = { name: ' Mariam ', surname: 'Adel', email: 'mariam@travellers.example', telephone: '+20 100 123 4567', request: 'support', message: 'My booking shows pending.' };
    for (const field of CONTACT_FIELDS) actor.send({ type: 'contact.fieldChanged', field, value: typed[field] });
    actor.send({ type: 'contact.submitted' });
    const snapshot = await waitFor(actor, selectIsThanked);
    expect(info).toHaveBeenCalledExactlyOnceWith('Contact form submitted', { ...typed, name: 'Mariam' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(selectValues(snapshot)).toEqual(emptyContact());
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
