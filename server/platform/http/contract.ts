/**
 * The contract at the door: every /api request is matched to its operation in openapi/rihla.yaml, refused
 * with 401 when the operation needs a signed-in user and there is none, and validated (path, query and header parameters coerced to their types; JSON, form and multipart bodies
 * checked against their schemas) before a route sees it. A request that does not fit gets a 400 with
 * `{ message }` naming the first problem, in the user's language. Bodies are counted while they are
 * read, chunked or not, and refused with 413 past their limit; no text may carry a control character
 * except tab and line breaks in fields marked `x-rihla-multiline`. In tests every answer is checked
 * against the contract too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { paths } from '../../../src/api/schema';
import type { AppEnv } from './env';
import { common, type Language } from './messages';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/rihla.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
  validate: ValidateFunction;
  /** `x-rihla-multiline: true`: tab, CR and LF are allowed in the value. */
  multiline: boolean;
}

/** A request body's media type: its schema, and the paths of its strings that may hold lines. */
interface Media {
  schema: JsonObject;
  validate: ValidateFunction;
  /** Paths (`Description`, `items/[]/text`) of strings marked `x-rihla-multiline: true`. */
  multiline: Set<string>;
}

interface Operation {
  method: Method;
  path: string;
  operationId: string;
  pattern: RegExp;
  parameterNames: string[];
  parameters: Parameter[];
  body: { required: boolean; byType: Map<string, Media> } | null;
  responses: Map<string, ValidateFunction | null>;
  /** The contract says this call needs the bearer token. */
  requiresUser: boolean;
}


function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces every internal `$ref` with what it points at (the contract has no recursive schemas). */
function dereference(document: JsonObject): JsonObject {
  const lookup = (ref: string): Json => {
    let node: Json = document;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      node = isObject(node) ? (node[part.replace(/~1/g, '/').replace(/~0/g, '~')] ?? null) : null;
    }
    if (node === null) throw new Error(`openapi/rihla.yaml: unresolved $ref ${ref}`);
    return node;
  };
  const walk = (node: Json, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      if (seen.includes(node.$ref)) throw new Error(`openapi/rihla.yaml: recursive $ref ${node.$ref}`);
      const { $ref, ...siblings } = node;
      const target = walk(lookup($ref), [...seen, $ref]);
      return isObject(target) ? { ...target, ...(walk(siblings, seen) as JsonObject) } : target;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]));
  };
  return walk(document, []) as JsonObject;
}

const INT32 = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

/**
 * An `integer` without bounds of its own is held to the 32-bit range the database stores, unless it
 * says `format: int64`: a larger number is a 400 naming the field, not an overflow in SQL.
 */
function boundIntegers(node: Json): Json {
  if (Array.isArray(node)) return node.map(boundIntegers);
  if (!isObject(node)) return node;
  const walked = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, boundIntegers(value)]));
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer') && node.format !== 'int64') {
    return { ...walked, minimum: node.minimum ?? INT32.minimum, maximum: node.maximum ?? INT32.maximum };
  }
  return walked;
}

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  const addFormats = addFormatsImport as unknown as (instance: Ajv2020) => void;
  addFormats(ajv);
  for (const format of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) ajv.addFormat(format, true);
  return ajv;
}

/** Form and multipart fields arrive as text: files are set aside, and text is read by its schema type. */
function schemaType(schema: JsonObject | undefined): string | undefined {
  const type = schema?.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

function coerce(raw: string, schema: JsonObject | undefined): unknown {
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

/** The paths of a body schema's strings marked `x-rihla-multiline: true` (array items as `[]`). */
function multilinePaths(schema: Json, at = '', found: Set<string> = new Set()): Set<string> {
  if (!isObject(schema)) return found;
  if (schema['x-rihla-multiline'] === true) found.add(at);
  if (isObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) multilinePaths(property, `${at}/${key}`, found);
  }
  if (schema.items !== undefined) multilinePaths(schema.items, `${at}/[]`, found);
  for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches) multilinePaths(branch, at, found);
  }
  return found;
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

/** The contract document as written, read with the YAML 1.2 core schema. */
export function readContract(path: string = CONTRACT_PATH): JsonObject {
  return load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA, filename: path }) as JsonObject;
}

export class Contract {
  readonly operations: Operation[];
  /** Compiles every validator now (they are otherwise compiled on first use); throws on a schema Ajv refuses. */
  readonly compileAll: () => void;

  constructor(path: string = CONTRACT_PATH) {
    // js-yaml's core schema (YAML 1.2: no timestamps, no yes/no booleans) reads the contract in about
    // 50 ms; the \`yaml\` package took 200–430 ms of every restart (D391). A contract test checks both
    // libraries read the same document.
    const document = dereference(readContract(path));
    const ajv = createAjv();
    // Each validator is compiled when first used: compiling the contract's hundreds of schemas up front
    // took most of a restart (about 1.7 s of 3); the first request of a call pays its few milliseconds.
    // `compileAll` compiles them all at once (the contract tests, to find a broken schema before anyone calls).
    const lazy: Array<() => void> = [];
    const compile = (schema: JsonObject): ValidateFunction => {
      let compiled: ValidateFunction | null = null;
      const validate = ((data: unknown) => {
        compiled ??= ajv.compile(schema);
        const valid = compiled(data);
        validate.errors = compiled.errors;
        return valid;
      }) as ValidateFunction;
      lazy.push(() => {
        compiled ??= ajv.compile(schema);
      });
      return validate;
    };
    this.compileAll = () => lazy.forEach((compileNow) => compileNow());
    const operations: Operation[] = [];
    for (const [template, item] of Object.entries((document.paths ?? {}) as JsonObject)) {
      if (!isObject(item)) continue;
      const shared = Array.isArray(item.parameters) ? item.parameters : [];
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const parameterNames: string[] = [];
        const pattern = new RegExp(
          `^${template
            .split(/(\{[^}]+\})/)
            .map((part) => {
              const name = /^\{([^}]+)\}$/.exec(part)?.[1];
              if (name) {
                parameterNames.push(name);
                return '([^/]+)';
              }
              return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            })
            .join('')}/?$`,
        );
        const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
          .filter(isObject)
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => {
            const declared = isObject(p.schema) ? p.schema : {};
            // Query numbers are held to the stored range; ids in paths and bodies are the areas' to
            // answer ("Tour not found"), which says more than a range does.
            const schema = p.in === 'query' ? (boundIntegers(declared) as JsonObject) : declared;
            return {
              name: typeof p.name === 'string' ? p.name : '',
              in: p.in as Parameter['in'],
              required: p.required === true || p.in === 'path',
              schema,
              validate: compile(schema),
              multiline: declared['x-rihla-multiline'] === true,
            };
          });
        const requestBody = isObject(operation.requestBody) ? operation.requestBody : null;
        const content = requestBody && isObject(requestBody.content) ? requestBody.content : {};
        const byType = new Map(
          Object.entries(content)
            .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
            .map(([type, media]) => {
              const schema = isObject(media.schema) ? media.schema : {};
              return [type, { schema, validate: compile(schema), multiline: multilinePaths(schema) }] as const;
            }),
        );
        const responses = new Map<string, ValidateFunction | null>();
        for (const [status, response] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
          const json = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
          responses.set(status, isObject(json) && isObject(json.schema) ? compile(json.schema) : null);
        }
        const security = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
        operations.push({
          requiresUser: security.some((requirement) => isObject(requirement) && 'bearerAuth' in requirement),
          method,
          path: template,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${template}`,
          pattern,
          parameterNames,
          parameters,
          body: requestBody ? { required: requestBody.required === true, byType } : null,
          responses,
        });
      }
    }
    // Literal paths before templated ones: /api/Travel/discounted is not /api/Travel/{id}.
    this.operations = operations.sort((a, b) => a.parameterNames.length - b.parameterNames.length);
  }

  match(method: string, path: string): { operation: Operation; params: string[] } | 'method-not-allowed' | null {
    let pathKnown = false;
    for (const operation of this.operations) {
      const found = operation.pattern.exec(path);
      if (!found) continue;
      pathKnown = true;
      if (operation.method === method.toLowerCase()) return { operation, params: found.slice(1) };
    }
    return pathKnown ? 'method-not-allowed' : null;
  }
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
      return common(language, 'minLength', { field: name(''), limit: String(params.limit) });
    case 'maxLength':
      return common(language, 'maxLength', { field: name(''), limit: String(params.limit) });
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

async function readBody(
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

/** Validates every /api request against the contract; routes read `c.get('input')`. */
export function contractMiddleware(contract: Contract): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const language = c.get('language');
    const found = contract.match(c.req.method === 'HEAD' ? 'GET' : c.req.method, c.req.path);
    if (found === null) return c.json({ message: common(language, 'notFoundPath', { method: c.req.method, path: c.req.path }) }, 404);
    if (found === 'method-not-allowed') {
      return c.json({ message: common(language, 'methodNotAllowed', { method: c.req.method, path: c.req.path }) }, 405);
    }
    const { operation } = found;
    c.set('route', operation.path);
    // Who is asking comes before what they sent: a signed-out caller of a secured call gets 401, not a
    // 400 about a body it should not have been sending.
    if (operation.requiresUser && !c.get('user')) {
      const sentToken = /^Bearer\s+\S+$/i.test(c.req.header('authorization') ?? '');
      return c.json({ message: common(language, sentToken ? 'sessionExpired' : 'authenticationRequired') }, 401);
    }
    const params: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    const rawParams = Object.fromEntries(operation.parameterNames.map((name, index) => [name, found.params[index]]));
    for (const parameter of operation.parameters) {
      let raw: string | undefined;
      if (parameter.in === 'path') {
        const encoded = rawParams[parameter.name];
        try {
          raw = encoded === undefined ? undefined : decodeURIComponent(encoded);
        } catch {
          raw = encoded;
        }
      } else if (parameter.in === 'query') {
        raw = queryValue(c, parameter.name);
      } else {
        raw = c.req.header(parameter.name);
      }
      if (raw === undefined || (raw === '' && parameter.in === 'query')) {
        if (parameter.required) return c.json({ message: common(language, 'required', { field: parameter.name }) }, 400);
        continue;
      }
      if (parameter.in !== 'header' && hasControlCharacter(raw, parameter.multiline)) {
        return c.json({ message: common(language, 'controlCharacter', { field: parameter.name }) }, 400);
      }
      const value = coerce(raw, parameter.schema);
      // A header the contract describes is read leniently (a browser's own Accept-Language list).
      if (parameter.in !== 'header' && !parameter.validate(value)) {
        return c.json({ message: describeProblem(language, parameter.name, parameter.validate.errors?.[0]) }, 400);
      }
      if (parameter.in === 'path') params[parameter.name] = value;
      if (parameter.in === 'query') query[parameter.name] = value;
    }
    const read = await readBody(c, operation, language);
    // Past the limit the rest of the body is not read: the connection closes after the answer.
    if ('problem' in read) return c.json({ message: read.problem }, read.status, read.status === 413 ? { Connection: 'close' } : {});
    if (read.body !== undefined && operation.body) {
      const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const media = operation.body.byType.get(contentType);
      if (media && !media.validate(read.body)) {
        return c.json({ message: describeProblem(language, 'body', media.validate.errors?.[0]) }, 400);
      }
    }
    c.set('input', { operationId: operation.operationId, params, query, body: read.body, files: read.files });
    await next();
    if (c.get('config').validateResponses) await checkResponse(c, operation);
  };
}

/** Query names are matched without regard to case (the spec mixes PageIndex and pageIndex). */
function queryValue(c: Context<AppEnv>, name: string): string | undefined {
  const exact = c.req.query(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  const entry = Object.entries(c.req.queries()).find(([key]) => key.toLowerCase() === lower);
  return entry?.[1][0];
}

/** Tests only: an answer that breaks the contract becomes a loud 500 naming what is wrong. */
async function checkResponse(c: Context<AppEnv>, operation: Operation): Promise<void> {
  const status = String(c.res.status);
  if (!operation.responses.has(status) && !operation.responses.has('default')) {
    c.res = Response.json({ message: `Contract violation: ${operation.operationId} answered ${status}, which the contract does not declare` }, { status: 500 });
    return;
  }
  const validate = operation.responses.get(status) ?? operation.responses.get('default') ?? null;
  const type = c.res.headers.get('content-type') ?? '';
  if (!validate || !type.includes('application/json')) return;
  const body: unknown = await c.res.clone().json();
  if (!validate(body)) {
    const error = validate.errors?.[0];
    c.res = Response.json(
      { message: `Contract violation: ${operation.operationId} ${status} answer at '${error?.instancePath ?? ''}' ${error?.message ?? ''}` },
      { status: 500 },
    );
  }
}

/** The validated input of an operation, typed from the contract's generated `paths`. */
type Operations = {
  [P in keyof paths]: { [M in keyof paths[P] & Method]: paths[P][M] };
};
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;
type Params<O> = O extends { parameters: { path?: infer Q } } ? NonNullable<Q> : Record<string, never>;
type Body<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer B }
      ? B
      : C extends { 'application/x-www-form-urlencoded': infer B }
        ? B
        : never
  : never;

export function inputOf<P extends keyof Operations, M extends keyof Operations[P] & Method>(
  c: Context<AppEnv>,
  _path: P,
  _method: M,
): { params: Params<Operations[P][M]>; query: Query<Operations[P][M]>; body: Body<Operations[P][M]>; files: Record<string, File> } {
  const input = c.get('input');
  return {
    params: input.params as Params<Operations[P][M]>,
    query: input.query as Query<Operations[P][M]>,
    body: input.body as Body<Operations[P][M]>,
    files: input.files,
  };
}
