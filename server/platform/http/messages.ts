/**
 * What the server says to people, in their language. Each area defines its own messages beside its
 * routes with `defineMessages`; the language comes from the request's Accept-Language (English when
 * missing or unsupported), so a 400 reads "…" in English and "…" in Arabic.
 */
import type { Language } from '@core/text/language';
export type { Language } from '@core/text/language';

export type MessageSet = Record<string, { en: string; ar: string }>;

export type Translator<M extends MessageSet> = (
  language: Language,
  key: keyof M & string,
  values?: Record<string, string | number>,
) => string;

export function defineMessages<M extends MessageSet>(messages: M): Translator<M> {
  return (language, key, values = {}) =>
    messages[key]![language].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** The first supported language of an Accept-Language header (`ar-EG,ar;q=0.9,en;q=0.8` → ar). */
export function requestLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, position };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  const supported = ranked.find((entry) => entry.language === 'en' || entry.language === 'ar');
  return supported?.language === 'ar' ? 'ar' : 'en';
}

/** Messages every area uses. */
export const common = defineMessages({
  notFoundPath: { en: 'No API call {method} {path}', ar: 'لا يوجد طلب {method} {path} في واجهة البرمجة' },
  methodNotAllowed: { en: '{method} is not allowed on {path}', ar: 'الطريقة {method} غير مسموح بها على {path}' },
  serverError: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى.' },
  authenticationRequired: { en: 'Authentication required.', ar: 'يلزم تسجيل الدخول.' },
  sessionExpired: { en: 'Your session has ended. Please log in again.', ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  forbidden: { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بتنفيذ هذا الإجراء.' },
  invalidJson: { en: 'The request body is not valid JSON.', ar: 'نص الطلب ليس بصيغة JSON صحيحة.' },
  invalidForm: { en: 'The form could not be read.', ar: 'تعذّرت قراءة النموذج.' },
  unsupportedContentType: { en: 'Send the request body as {expected}.', ar: 'أرسل نص الطلب بصيغة {expected}.' },
  bodyTooLarge: { en: 'The request is too large (at most {limit} MB).', ar: 'الطلب كبير جدًا (الحد الأقصى {limit} ميغابايت).' },
  controlCharacter: {
    en: '{field} contains a control character (such as a null byte or a line break where none belongs).',
    ar: 'يحتوي الحقل {field} على محرف تحكم (مثل البايت الصفري أو سطر جديد في غير موضعه).',
  },
  // Contract validation, by JSON Schema keyword.
  required: { en: '{field} is required.', ar: 'الحقل {field} مطلوب.' },
  type: { en: '{field} must be {type}.', ar: 'يجب أن يكون {field} من النوع {type}.' },
  minimum: { en: '{field} must be at least {limit}.', ar: 'يجب ألا يقل {field} عن {limit}.' },
  maximum: { en: '{field} must be at most {limit}.', ar: 'يجب ألا يزيد {field} عن {limit}.' },
  minLength: { en: '{field} must be at least {limit} characters long.', ar: 'يجب ألا يقل طول {field} عن {limit} حرفًا.' },
  maxLength: { en: '{field} must be at most {limit} characters long.', ar: 'يجب ألا يزيد طول {field} عن {limit} حرفًا.' },
  format: { en: '{field} is not a valid {format}.', ar: 'قيمة {field} ليست {format} صحيحًا.' },
  enum: { en: '{field} must be one of: {allowed}.', ar: 'يجب أن تكون قيمة {field} إحدى القيم: {allowed}.' },
  pattern: { en: '{field} is not in the expected format.', ar: 'قيمة {field} ليست بالصيغة المطلوبة.' },
  additionalProperties: { en: '{field} is not a known field.', ar: 'الحقل {field} غير معروف.' },
  invalid: { en: '{field} is not valid.', ar: 'قيمة {field} غير صحيحة.' },
});
