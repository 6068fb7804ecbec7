/**
 * Checking a request against its operation: text read by its schema type, control characters refused, the
 * first validation problem said in the user's language, and the body read within its limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { isObject, type JsonObject, type Operation } from './contract-document';
import type { AppEnv } from './env';
import { common, type Language } from './messages';

/** Form and multipart fields arrive as text: files are set aside, and text is read by its schema type. */
function schemaType(schema: JsonObject | undefined): string | undefined {
  const type = schema?.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

export function coerce(raw: string, schema: JsonObject | undefined): unknown {
  switch (schemaType(schema)) {
    case 'integer':
    case 'number': {
      const trimmed = raw.trim();
      const value = Number(trimmed);
      return trimmed !== '' && Number.isFinite(value) ? value : raw;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether text holds a control character (C0, U+0000 to U+001F, or DEL): NUL is refused by
 * PostgreSQL and the rest have no place in a name, an address or an id. Free text that may hold
 * lines keeps its tab, line feed and carriage return.
 */
export function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === DELETE) return true;
    if (code < 0x20 && !(multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) return true;
  }
  return false;
}

interface Visit {
  value: unknown;
  /** The field's name part (`userInteraction`, `0`) and the schema path part (`userInteraction`, `[]`). */
  name: string;
  step: string;
  parent: Visit | null;
  depth: number;
}

/** The field's name for a message, its middle cut short when the body nests absurdly deep. */
const nameOf = (visit: Visit | null, last?: string): string => {
  const names: string[] = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) names.push(at.name);
  names.reverse();
  return names.length > 12 ? [...names.slice(0, 6), '…', ...names.slice(-5)].join('.') : names.join('.');
};
const pathOf = (visit: Visit): string => {
  let path = '';
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path = `/${at.step}${path}`;
  return path;
};

/**
 * The first field of a parsed body (at any depth, keys included) whose text holds a control
 * character, named as validation messages name fields (`userInteraction.0.id`), or null. The walk
 * keeps its own stack: JSON.parse takes nesting far deeper than a recursive walk could follow.
 */
function controlCharacterField(body: unknown, multiline: Set<string>): string | null {
  // Below the deepest free-text field nothing may hold lines, and no path needs building.
  const deepest = Math.max(-1, ...[...multiline].map((path) => path.split('/').length - 1));
  const pending: Visit[] = [{ value: body, name: '', step: '', parent: null, depth: 0 }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      const lines = depth <= deepest && multiline.has(pathOf(visit));
      if (hasControlCharacter(value, lines)) return nameOf(visit) || 'body';
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index] as unknown, name: String(index), step: '[]', parent: visit, depth: depth + 1 });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value as Record<string, unknown>);
      for (const [key] of entries) {
        // A key is never free text; it is named escaped so the message carries no control character.
        if (hasControlCharacter(key, false)) return nameOf(visit, JSON.stringify(key).slice(1, -1));
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, name: key, step: key, parent: visit, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The first validation problem, as a sentence in the user's language. */
export function describeProblem(language: Language, field: string, error: ErrorObject | undefined): string {
  if (!error) return common(language, 'invalid', { field });
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = (key: string) => [field, at, key].filter(Boolean).join('.').replace(/^body\./, '');
  switch (error.keyword) {
    case 'required':
      return common(language, 'required', { field: name(String(params.missingProperty)) });
    case 'type':
      return common(language, 'type', { field: name(''), type: String(params.type) });
    case 'minimum':
    case 'exclusiveMinimum':
      return common(language, 'minimum', { field: name(''), limit: String(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return common(language, 'maximum', { field: name(''), limit: String(params.limit) });
    case 'minLength':
      return common(language, 'minLength', { field: name(''), count: Number(params.limit) });
    case 'maxLength':
      return common(language, 'maxLength', { field: name(''), count: Number(params.limit) });
    case 'format':
      return common(language, 'format', { field: name(''), format: String(params.format) });
    case 'enum':
      return common(language, 'enum', { field: name(''), allowed: (params.allowedValues as unknown[]).join(', ') });
    case 'pattern':
      return common(language, 'pattern', { field: name('') });
    case 'additionalProperties':
      return common(language, 'additionalProperties', { field: name(String(params.additionalProperty)) });
    default:
      return common(language, 'invalid', { field: name('') });
  }
}

/**
 * Body limits, counted on the stream (D138): the largest multipart request is a partner application's
 * four 3 MB files (D39) and its text fields (under 64 KB); the largest JSON body, 1,000 interaction
 * records, is under 200 KB.
 */
export const MAX_MULTIPART_BYTES = 13 * 1024 * 1024;
export const MAX_TEXT_BODY_BYTES = 1024 * 1024;

type BodyProblem = { problem: string; status: 400 | 413 | 415 };

/** Megabytes as people read them: 13, 1, 0.5. */
const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/**
 * Reads the body into memory, at most `limit` bytes. A declared Content-Length over the limit is
 * refused before reading (Node's parser holds a body to its Content-Length, so a shorter lie cannot
 * smuggle more); a chunked body is counted chunk by chunk and reading stops at the limit.
 */
async function withinLimit(c: Context<AppEnv, string>, limit: number): Promise<boolean> {
  let over = false;
  const limiter: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: limit,
    onError: () => {
      over = true;
      return new Response(null, { status: 413 });
    },
  });
  await limiter(c, async () => {});
  return !over;
}

export async function readBody(
  c: Context<AppEnv, string>,
  operation: Operation,
  language: Language,
): Promise<{ body: unknown; files: Record<string, File> } | BodyProblem> {
  if (!operation.body) return { body: undefined, files: {} };
  const length = Number(c.req.header('content-length') ?? '0');
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const accepted = [...operation.body.byType.keys()];
  const media = operation.body.byType.get(contentType);
  if (!media) {
    if (!operation.body.required && length === 0 && !c.req.header('transfer-encoding')) return { body: undefined, files: {} };
    return { problem: common(language, 'unsupportedContentType', { expected: accepted.join(', ') }), status: 415 };
  }
  const limit = contentType === 'multipart/form-data' ? MAX_MULTIPART_BYTES : MAX_TEXT_BODY_BYTES;
  if (!(await withinLimit(c, limit))) return { problem: common(language, 'bodyTooLarge', { limit: megabytes(limit) }), status: 413 };
  if (contentType === 'application/json') {
    const text = await c.req.text();
    if (text.trim() === '') {
      if (!operation.body.required) return { body: undefined, files: {} };
      return { problem: common(language, 'required', { field: 'body' }), status: 400 };
    }
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return { problem: common(language, 'invalidJson'), status: 400 };
    }
    const field = controlCharacterField(body, media.multiline);
    if (field) return { problem: common(language, 'controlCharacter', { field }), status: 400 };
    return { body, files: {} };
  }
  // Forms: text fields read by their schema type, files set aside and present as markers for `required`.
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { problem: common(language, 'invalidForm'), status: 400 };
  }
  const properties = isObject(media.schema.properties) ? media.schema.properties : {};
  const body: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (hasControlCharacter(key, false)) {
      return { problem: common(language, 'controlCharacter', { field: JSON.stringify(key).slice(1, -1) }), status: 400 };
    }
    if (typeof value === 'string') {
      // Checked as sent, before a number's spaces and line breaks are trimmed away.
      if (hasControlCharacter(value, media.multiline.has(`/${key}`))) {
        return { problem: common(language, 'controlCharacter', { field: key }), status: 400 };
      }
      const property = properties[key];
      body[key] = coerce(value, isObject(property) ? property : undefined);
    } else if (value.size > 0) {
      files[key] = value;
      body[key] = value.name || key;
    }
  }
  return { body, files };
}

/** Query names are matched without regard to case (the spec mixes PageIndex and pageIndex). */
export function queryValue(c: Context<AppEnv>, name: string): string | undefined {
  const exact = c.req.query(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  const entry = Object.entries(c.req.queries()).find(([key]) => key.toLowerCase() === lower);
  return entry?.[1][0];
}
