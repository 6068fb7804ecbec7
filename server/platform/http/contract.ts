/**
 * The contract at the door: every /api request is matched to its operation in openapi/rihla.yaml, refused
 * with 401 when the operation needs a signed-in user and there is none, and validated (path, query and header parameters coerced to their types; JSON, form and multipart bodies
 * checked against their schemas) before a route sees it. A request that does not fit gets a 400 with
 * `{ message }` naming the first problem, in the user's language. Bodies are counted while they are
 * read, chunked or not, and refused with 413 past their limit; no text may carry a control character
 * except tab and line breaks in fields marked `x-rihla-multiline`. In tests every answer is checked
 * against the contract too. Its pieces: reading and compiling the document (contract-document.ts), checking
 * a request (contract-requests.ts), checking an answer (contract-answers.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { paths } from '@core/contract/schema';
import { checkResponse } from './contract-answers';
import type { Contract, Method } from './contract-document';
import { coerce, describeProblem, hasControlCharacter, queryValue, readBody } from './contract-requests';
import type { AppEnv } from './env';
import { common } from './messages';

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
