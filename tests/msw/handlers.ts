/**
 * msw handlers typed from the contract (CONVENTIONS #7), so a handler cannot drift from `openapi/rihla.yaml`.
 *
 * `handle(method, path, resolver)` only accepts a path and method that `paths` (generated from the contract)
 * has; the resolver answers through `ok(body)`, whose body is the operation's 2xx JSON schema, or
 * `fail(status, message)`, whose status must be one of the operation's declared 4xx/5xx answers and whose
 * body is the contract's `{ message }` error. A resolver cannot return a plain `Response`: the deliberate
 * exceptions (`networkError()`, `outsideContract(response)`) say so by name.
 *
 * Example:
 *   server.use(handle('get', '/api/Travel/{id}', ({ params, ok, fail }) =>
 *     params.id === '3' ? ok(tour) : fail(404, 'Tour not found')));
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parse } from 'yaml';
import type { paths } from '@core/contract/schema';
import { TEST_API_BASE } from './api-base';
import { isRecord } from '@core/values';

/** The absolute API base the tests give the client; handlers listen under it. */
export { TEST_API_BASE };

/** The methods msw can intercept (`trace` has no msw handler, and the contract has none). */
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

export type ApiPath = keyof paths;

/** The methods the contract defines on a path. */
export type MethodsOf<P extends ApiPath> = {
  [M in HttpMethod]: paths[P][M] extends { responses: object } ? M : never;
}[HttpMethod];

type ResponsesOf<P extends ApiPath, M extends MethodsOf<P>> = paths[P][M] extends { responses: infer R } ? R : never;

/** The status codes of `R` whose first digit is `Digit`. */
type StatusStartingWith<R, Digit extends string> = {
  [S in keyof R]: S extends number ? (`${S}` extends `${Digit}${string}` ? S : never) : never;
}[keyof R];

type JsonBodyOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The operation's 2xx statuses that answer a JSON body. */
export type SuccessStatus<P extends ApiPath, M extends MethodsOf<P>> = {
  [S in StatusStartingWith<ResponsesOf<P, M>, '2'>]: [JsonBodyOf<ResponsesOf<P, M>[S]>] extends [never] ? never : S;
}[StatusStartingWith<ResponsesOf<P, M>, '2'>];

/** The JSON body of the operation's success answer. */
export type SuccessBody<P extends ApiPath, M extends MethodsOf<P>> = JsonBodyOf<ResponsesOf<P, M>[SuccessStatus<P, M>]>;

/** The non-JSON media types (files) of the operation's 2xx answers: `text/calendar`, `text/html`. */
export type FileType<P extends ApiPath, M extends MethodsOf<P>> = {
  [S in StatusStartingWith<ResponsesOf<P, M>, '2'>]: ResponsesOf<P, M>[S] extends { content: infer C } ? Exclude<keyof C, 'application/json'> & string : never;
}[StatusStartingWith<ResponsesOf<P, M>, '2'>];

/** The operation's declared 4xx and 5xx statuses. */
export type ErrorStatus<P extends ApiPath, M extends MethodsOf<P>> =
  | StatusStartingWith<ResponsesOf<P, M>, '4'>
  | StatusStartingWith<ResponsesOf<P, M>, '5'>;

type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters of an OpenAPI path template, by name (`/api/Travel/{id}` → `{ id: string }`). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

declare const contractAnswer: unique symbol;

/** An answer made by `ok`/`fail` (or a named exception) for exactly this path and method. */
export type TypedResponse<P extends ApiPath, M extends MethodsOf<P>> = Response & {
  readonly [contractAnswer]: { path: P; method: M };
};

export interface ResolverInfo<P extends ApiPath, M extends MethodsOf<P>> {
  request: Request;
  params: PathParams<P>;
  /** The success answer: the contract's 2xx JSON body; the status defaults to the contract's 2xx status. */
  ok: (body: SuccessBody<P, M>, status?: SuccessStatus<P, M>) => TypedResponse<P, M>;
  /**
   * A file the operation answers with (only a media type its 2xx answer declares), sent as an attachment
   * named `fileName` as the server sends it.
   */
  okFile: (type: FileType<P, M>, body: string, fileName: string) => TypedResponse<P, M>;
  /** An error answer the operation declares, with the contract's `{ message }` body. */
  fail: (status: ErrorStatus<P, M>, message: string) => TypedResponse<P, M>;
  /** No answer at all (connection refused, DNS failure): `fetch` rejects. */
  networkError: () => TypedResponse<P, M>;
  /**
   * An answer the contract does not allow (say a proxy's HTML 502): only to test how the client copes
   * with a server that breaks the contract.
   */
  outsideContract: (response: Response) => TypedResponse<P, M>;
}

export type ContractResolver<P extends ApiPath, M extends MethodsOf<P>> = (
  info: ResolverInfo<P, M>,
) => TypedResponse<P, M> | Promise<TypedResponse<P, M>>;

// Resolved from this file's path, not `new URL(…, import.meta.url)`, which Vite rewrites into a page
// address under jsdom.
const contract: unknown = parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/rihla.yaml'), 'utf8'));

/**
 * The lowest 2xx status with a JSON body that the contract gives this operation, read from the contract
 * itself (the types cannot carry it to run time): `ok(body)` answers 201 for POST /api/Booking, 200 elsewhere.
 */
function contractSuccessStatus(path: string, method: string): number | null {
  const pathItem = isRecord(contract) && isRecord(contract.paths) ? contract.paths[path] : undefined;
  const operation = isRecord(pathItem) ? pathItem[method] : undefined;
  if (!isRecord(operation) || !isRecord(operation.responses)) {
    throw new Error(`openapi/rihla.yaml has no ${method.toUpperCase()} ${path}`);
  }
  const statuses = Object.entries(operation.responses)
    .filter(([status, response]) => /^2\d\d$/.test(status) && isRecord(response) && isRecord(response.content))
    .filter(([, response]) => isRecord(response) && isRecord(response.content) && 'application/json' in response.content)
    .map(([status]) => Number(status))
    .sort((a, b) => a - b);
  return statuses[0] ?? null;
}

/** `/api/Travel/{id}` → `http://api.rihla.test/api/Travel/:id` (msw's parameter syntax). */
export function mswUrl(path: string): string {
  return `${TEST_API_BASE}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

function firstValue(value: string | readonly string[] | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[0] ?? '');
}

/** An msw handler for one operation of the contract. */
export function handle<P extends ApiPath, M extends MethodsOf<P>>(
  method: M,
  path: P,
  resolver: ContractResolver<P, M>,
): HttpHandler {
  const successStatus = contractSuccessStatus(path, method);
  const typed = (response: Response) => response as TypedResponse<P, M>;
  return http[method](mswUrl(path), async ({ request, params }) => {
    const pathParams: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) pathParams[name] = firstValue(value);
    return resolver({
      request,
      params: pathParams as PathParams<P>,
      ok: (body, status) => {
        const chosen = status ?? successStatus;
        if (chosen === null) throw new Error(`${method.toUpperCase()} ${path} has no JSON success answer in the contract`);
        return typed(Response.json(body, { status: chosen }));
      },
      okFile: (type, body, fileName) =>
        typed(new Response(body, { status: 200, headers: { 'Content-Type': `${String(type)}; charset=utf-8`, 'Content-Disposition': `attachment; filename="${fileName}"` } })),
      fail: (status, message) => typed(Response.json({ message }, { status })),
      networkError: () => typed(HttpResponse.error()),
      outsideContract: typed,
    });
  });
}
