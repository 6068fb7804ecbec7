import { westernDigits } from '../text/digits';

/**
 * Text as search compares it, the one normaliser of the browser's /tours filter and the server's search
 *, with the same rules as the database's rihla_normalize_ar (migration 020), so a query
 * and the documents it is matched against agree: lower case; Arabic diacritics (harakat, shadda, sukun,
 * dagger alef) and tatweel removed; أ إ آ ٱ → ا; ى and the Persian ی → ي; ک → ك; ة → ه; Arabic-Indic digits
 * (٠-٩ and ۰-۹) → 0-9 (migration 080 taught rihla_normalize_ar the Persian letters and digits). Latin accents
 * are left alone here because the database's documents keep them (see `foldLatinAccents`).
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u06CC/g, '\u064A')
    .replace(/\u06A9/g, '\u0643')
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, westernDigits);
}

/** Latin accents dropped ('Aswân' → 'Aswan'); Arabic letters, hamza seats included, are left as they are. */
export function foldLatinAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/**
 * Arabic words whose plural is "broken" (formed inside the word), which no stemmer maps to the singular:
 * هرم (pyramid) and أهرام (pyramids) share no prefix. Both forms are searched. Normalised spelling, without
 * the article; a typed word is matched to an entry with its hamza seats ignored (شاطي finds شاطئ).
 */
const ARABIC_FORMS: ReadonlyArray<readonly string[]> = [
  ['هرم', 'اهرام'],
  ['معبد', 'معابد'],
  ['متحف', 'متاحف'],
  ['شاطئ', 'شواطئ'],
  ['جبل', 'جبال'],
  ['قلعه', 'قلاع'],
  ['مسجد', 'مساجد'],
  ['كنيسه', 'كنائس'],
  ['جزيره', 'جزر'],
  ['صحراء', 'صحاري'],
  ['مقبره', 'مقابر'],
  ['سوق', 'اسواق'],
  ['دير', 'اديره'],
  ['واحه', 'واحات'],
];

/**
 * The forms an Arabic query word (normalised) is searched in: as typed, with and without the article ال (the
 * Arabic stemmer does not always reduce both to one stem: الأهرامات → اهرام but أهرامات → اهراما), and the
 * other number of a broken plural (ARABIC_FORMS), also with and without the article.
 */
export function arabicForms(word: string): string[] {
  const bare = word.startsWith('ال') && word.length > 3 ? word.slice(2) : word;
  const hamzaFree = (form: string) => form.replace(/[\u0621\u0626\u0624]/g, 'ي');
  const partners = ARABIC_FORMS.find((forms) => forms.some((form) => hamzaFree(form) === hamzaFree(bare))) ?? [bare];
  const forms = [word, bare, ...partners].flatMap((form) => [form, `ال${form}`]);
  return [...new Set(forms.map((form) => (form.startsWith('الال') ? form.slice(2) : form)))];
}
