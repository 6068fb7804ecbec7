/**
 * The partner portal (D308–D316): `/api/partner/tours…`, `/api/partner/company` and `/api/partner/images`,
 * partners only (401 signed out, 403 for a traveller or an admin, D311), always on the partner's own company:
 * another company's tour answers 404 like one that does not exist. The rules live in
 * partner-tour-rules.ts and the reads and writes in partner-tours.ts; every write goes through
 * services.db, so the catalogue cache forgets its answers on commit and the public site follows at once
 * (D335, D338).
 */
import { Hono, type Context } from 'hono';
import { readProblemField, type TourProblem } from '@core/tours/tour-rules';
import { changeTourStatus, createPartnerTour, duplicatePartnerTour, getPartnerTour, listPartnerTours, TOUR_IMAGE_FOLDER, updatePartnerTour, type SaveResult } from './partner-tours';
import { getPartnerCompany, updatePartnerCompany } from './partner-company';
import { checkUpload, saveUpload, type Services, partnerCompanyOf, requireRole, inputOf, type AppEnv, common, defineMessages, screenWords, type Language } from '../platform';

/** What the partner portal says, in English and Arabic. */
export const partnerTourMessages = defineMessages('partnerTours');

type EditorWord = Parameters<typeof editorWords>[1];
/** The editor's own words: a problem names a field by the label the partner sees on it. */
const editorWords = screenWords('partnerTours');
/** Each field a problem can name, and where the editor keeps its label. */
const FIELD_LABELS: Record<string, EditorWord> = {
  title: 'editor.fields.title',
  description: 'editor.fields.description',
  price: 'editor.fields.price',
  seats: 'editor.fields.seats',
  startDate: 'editor.fields.startDate',
  endDate: 'editor.fields.endDate',
  departurePoint: 'editor.fields.departurePoint',
  departureCoordinates: 'editor.fields.departureCoordinates',
  destinationCity: 'editor.fields.destinationCity',
  transportationType: 'editor.fields.transportationType',
  categoryId: 'editor.fields.categoryId',
  imageUrls: 'editor.sections.images',
  tags: 'editor.fields.tags',
  amenities: 'editor.fields.amenities',
  included: 'editor.fields.included',
  notIncluded: 'editor.fields.notIncluded',
  itineraries: 'editor.sections.days',
};
const DAY_FIELD_LABELS: Record<string, EditorWord> = {
  title: 'editor.days.title',
  description: 'editor.days.description',
  location: 'editor.days.location',
  notes: 'editor.days.notes',
  activities: 'editor.days.activities',
};

/** A problem's field as the editor labels it: `itineraries[2].title` → "Day 2: Title". */
function fieldName(field: string, language: Language): string {
  const { day, name } = readProblemField(field);
  const label = day === null ? FIELD_LABELS[field] : DAY_FIELD_LABELS[name];
  if (!label) return field;
  if (day === null) return editorWords(language, label);
  return partnerTourMessages(language, 'dayField', { day: editorWords(language, 'editor.days.day', { number: day + 1 }), field: editorWords(language, label) });
}

function problemMessage(problem: TourProblem, language: Language): string {
  const field = fieldName(problem.field, language);
  const languageName = problem.language ? editorWords(language, `languages.${problem.language}`) : '';
  switch (problem.kind) {
    case 'missing':
      return problem.language ? partnerTourMessages(language, 'missingIn', { field, language: languageName }) : partnerTourMessages(language, 'missing', { field });
    case 'untranslated':
      return partnerTourMessages(language, 'untranslated', { field, language: languageName });
    case 'past':
      return partnerTourMessages(language, 'past');
    case 'beforeStart':
      return partnerTourMessages(language, 'beforeStart');
    case 'unknownCategory':
      return partnerTourMessages(language, 'unknownCategory');
  }
}

/** A refused call, said in the partner's language. */
function refused(c: Context<AppEnv>, result: Exclude<SaveResult, { ok: true }>) {
  const language: Language = c.get('language');
  switch (result.reason) {
    case 'notFound':
      return c.json({ message: partnerTourMessages(language, 'notFound') }, 404);
    case 'incomplete':
      return c.json(
        {
          message: partnerTourMessages(language, 'incomplete', { count: result.problems.length }),
          problems: result.problems.map((problem) => ({ field: problem.field, language: problem.language, message: problemMessage(problem, language) })),
        },
        400,
      );
    case 'image':
      return c.json({ message: partnerTourMessages(language, 'image', { url: result.url }) }, 400);
    case 'cover':
      return c.json({ message: partnerTourMessages(language, 'cover') }, 400);
    case 'unknownCategory':
      return c.json({ message: partnerTourMessages(language, 'unknownCategory') }, 400);
    case 'seatsSold':
      return c.json({ message: partnerTourMessages(language, 'seatsSold', { sold: result.sold }) }, 409);
    case 'date':
      return c.json({ message: partnerTourMessages(language, 'date', { field: fieldName(result.field, language) }) }, 400);
    case 'transition':
      return c.json({ message: partnerTourMessages(language, 'transition', { status: partnerTourMessages(language, `status_${result.status}`), event: partnerTourMessages(language, `event_${result.event}`) }) }, 409);
  }
}

export function partnerTourRoutes(services: Services) {
  const partner = requireRole('partner');
  const deps = () => ({ db: services.db, uploadsDir: services.config.uploadsDir, now: services.now() });
  /** The signed-in partner's company (a partner always has one: migration 100's check). */
  const answer = (c: Context<AppEnv>, result: SaveResult, status: 200 | 201 = 200) => (result.ok ? c.json(result.tour, status) : refused(c, result));
  return new Hono<AppEnv>()
    .use('/api/partner/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get('/api/partner/tours', partner, async (c) => c.json({ items: await listPartnerTours(services.db, partnerCompanyOf(c)) }))
    .post('/api/partner/tours', partner, async (c) => {
      const { body } = inputOf(c, '/api/partner/tours', 'post');
      return answer(c, await createPartnerTour(deps(), partnerCompanyOf(c), body), 201);
    })
    .get('/api/partner/tours/:id', partner, async (c) => {
      const { params } = inputOf(c, '/api/partner/tours/{id}', 'get');
      const tour = await getPartnerTour(services.db, partnerCompanyOf(c), params.id);
      return tour ? c.json(tour) : refused(c, { ok: false, reason: 'notFound' });
    })
    .patch('/api/partner/tours/:id', partner, async (c) => {
      const { params, body } = inputOf(c, '/api/partner/tours/{id}', 'patch');
      return answer(c, await updatePartnerTour(deps(), partnerCompanyOf(c), params.id, body));
    })
    .post('/api/partner/tours/:id/duplicate', partner, async (c) => {
      const { params } = inputOf(c, '/api/partner/tours/{id}/duplicate', 'post');
      return answer(c, await duplicatePartnerTour(deps(), partnerCompanyOf(c), params.id), 201);
    })
    .post('/api/partner/tours/:id/publish', partner, async (c) => {
      const { params } = inputOf(c, '/api/partner/tours/{id}/publish', 'post');
      return answer(c, await changeTourStatus(deps(), partnerCompanyOf(c), params.id, 'publish'));
    })
    .post('/api/partner/tours/:id/unpublish', partner, async (c) => {
      const { params } = inputOf(c, '/api/partner/tours/{id}/unpublish', 'post');
      return answer(c, await changeTourStatus(deps(), partnerCompanyOf(c), params.id, 'unpublish'));
    })
    .get('/api/partner/company', partner, async (c) => {
      const company = await getPartnerCompany(services.db, partnerCompanyOf(c));
      return company ? c.json(company) : c.json({ message: common(c.get('language'), 'forbidden') }, 403);
    })
    .patch('/api/partner/company', partner, async (c) => {
      const { body } = inputOf(c, '/api/partner/company', 'patch');
      const language = c.get('language');
      const result = await updatePartnerCompany({ db: services.db, uploadsDir: services.config.uploadsDir }, partnerCompanyOf(c), body);
      if (result.ok) return c.json(result.company);
      switch (result.reason) {
        case 'notFound':
          return c.json({ message: common(language, 'forbidden') }, 403);
        case 'name':
          return c.json({ message: partnerTourMessages(language, 'companyName', { language: editorWords(language, `languages.${result.language}`) }) }, 400);
        case 'sameDay':
          return c.json({ message: partnerTourMessages(language, 'sameDay', { day: result.day }) }, 400);
        case 'image':
          return c.json({ message: partnerTourMessages(language, 'image', { url: result.url }) }, 400);
      }
    })
    .post('/api/partner/images', partner, async (c) => {
      const { files } = inputOf(c, '/api/partner/images', 'post');
      const language = c.get('language');
      const image = files.image;
      if (!image) return c.json({ message: common(language, 'required', { field: 'image' }) }, 400);
      const check = await checkUpload(image);
      if (!check.ok) return c.json({ message: partnerTourMessages(language, check.reason === 'tooLarge' ? 'imageTooLarge' : 'imageType') }, 400);
      return c.json({ url: await saveUpload(services.config.uploadsDir, TOUR_IMAGE_FOLDER, check.bytes, check.file) }, 201);
    });
}
