/**
 * The contract document: openapi/rihla.yaml read, its `$ref`s resolved, and compiled into the operations the
 * door matches each /api request to (their parameters, bodies and answers, each with its validator).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { CORE_SCHEMA, load } from 'js-yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const CONTRACT_PATH = fileURLToPath(new URL('../../../openapi/rihla.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

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

export interface Operation {
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


export function isObject(value: unknown): value is JsonObject {
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
