import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { submitContactMessage } from './contact';
import { CONTACT_MAX_LENGTHS, type ContactField, type ContactProblem } from '@core/contact/contact-rules';
import { type Services, inputOf, type AppEnv, defineMessages, screenWords, type Language, normaliseIdentifier, rateLimits } from '../platform';

type Answer = paths['/api/Contact']['post']['responses'][201]['content']['application/json'];

/** What Contact Us says to people: the form's own wording (locales/{en,ar}/contact.json), naming the field. */
export const contactMessages = defineMessages('contact');

/** The form's labels, as the form shows them. */
const words = screenWords('contact');

function refusal(language: Language, field: ContactField, problem: ContactProblem): string {
  return contactMessages(language, problem, { label: words(language, `fields.${field}`), max: CONTACT_MAX_LENGTHS[field] });
}

/** Contact Us: `POST /api/Contact`, JSON. */
export function contactRoutes(services: Services) {
  const limits = rateLimits(services);
  return new Hono<AppEnv>().post('/api/Contact', async (c) => {
    const language: Language = c.get('language');
    const { body } = inputOf(c, '/api/Contact', 'post');
    const email = normaliseIdentifier(body.email);
    const gate = await limits.admit(c, 'contactMessage', email === '' ? null : `sender:${email}`);
    if (!gate.ok) return gate.response;
    const result = await submitContactMessage(
      { db: services.db, mailer: services.mailer, logger: services.logger, supportEmail: services.config.supportEmail, now: services.now },
      body,
      language,
    );
    if (result.ok) return c.json({ message: contactMessages(language, result.acknowledged ? 'received' : 'receivedNoCopy') } satisfies Answer, 201);
    await gate.admission.forgive('account'); // a refused form mailed nothing: only the address keeps the attempt
    return c.json({ message: refusal(language, result.field, result.problem) }, 400);
  });
}
