/**
 * The path-test model of `contactFormMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result (sent, refused, unreachable, failed to load), its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { ContactValues } from './contact-form.actors';
import { contactFormMachine } from './contact-form.machine';

/** Mariam's message, complete but for the request kind: choosing one makes it sendable, a broken e-mail unsendable. */
export const values: ContactValues = {
  name: 'Mariam',
  surname: 'Adel',
  email: 'mariam@travellers.example',
  telephone: '',
  request: '',
  message: 'Do your Siwa tours run in August?',
};

export const contactFormModel = {
  machine: contactFormMachine,
  spec: 'accounts §2 Get In Touch and Contact Us, §3 contact form, §7',
  input: { values },
  samples: {
    events: {
      'contact.fieldChanged': [
        { type: 'contact.fieldChanged', field: 'request', value: 'info' },
        { type: 'contact.fieldChanged', field: 'email', value: 'mariam@travellers' },
      ],
      'contact.fieldLeft': [{ type: 'contact.fieldLeft', field: 'email' }],
      'contact.submitted': [{ type: 'contact.submitted' }],
      'contact.retried': [{ type: 'contact.retried' }],
    },
    actors: {
      // Sent; refused by the server with its own sentence; not reached (the view words it); the code failed to load.
      submitContactRequest: {
        outputs: [
          { ok: true, thanks: 'Thank you for your message! It has reached our customer service team.' },
          { ok: false, message: 'Too many attempts. Try again in 5 minutes.' },
          { ok: false, message: null },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof contactFormMachine>;
