/**
 * The contract document itself: valid OpenAPI 3.1, and keeping its own conventions (the header of
 * openapi/rihla.yaml): every operation named, described and able to answer 500; every error answer the
 * `Error` shape; additions marked; bearer security where the spec says a call sends a token.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContract } from '../../server/platform/http/contract-document';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractFile = path.join(repoRoot, 'openapi', 'rihla.yaml');

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, where: string): Json {
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** A fresh parse each time: the validator is handed its own copy. */
const loadContract = (): Json => record(parse(readFileSync(contractFile, 'utf8')), 'the document');
const contract = loadContract();

/** Follows a local `$ref` (`#/components/responses/NotFound`) to what it points at; other nodes are returned as they are. */
function resolve(node: unknown): unknown {
  if (!isRecord(node) || typeof node.$ref !== 'string') return node;
  const ref = node.$ref;
  if (!ref.startsWith('#/')) throw new Error(`not a local reference: ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (isRecord(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), contract);
  if (target === undefined) throw new Error(`dangling reference: ${ref}`);
  return resolve(target);
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  /** `GET /api/Booking` */
  name: string;
  operation: Json;
}

const operations: Operation[] = Object.entries(record(contract.paths, 'paths')).flatMap(([template, item]) =>
  METHODS.filter((method) => isRecord(record(item, template)[method])).map((method) => ({
    name: `${method.toUpperCase()} ${template}`,
    operation: record(record(item, template)[method], `${method} ${template}`),
  })),
);

function operationNamed(name: string): Json {
  const found = operations.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the contract has no ${name}`);
  return found.operation;
}

/** The operation's security requirements, or the document's when it declares none of its own. */
function effectiveSecurity(operation: Json): unknown[] {
  const security = operation.security ?? contract.security ?? [];
  if (!Array.isArray(security)) throw new Error('security is not a list');
  return security;
}

const usesBearer = (operation: Json): boolean =>
  effectiveSecurity(operation).some((requirement) => isRecord(requirement) && 'bearerAuth' in requirement);

describe('openapi/rihla.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(loadContract());
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('(the validator rejects a document that breaks the schema)', async () => {
    const broken = loadContract();
    record(record(record(broken.paths, 'paths')['/api/health'], 'health').get, 'get').responses = 'none';
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('reads the same in the server as in the reference YAML parser (js-yaml, core schema; D391)', () => {
    // The server reads the contract with js-yaml for its speed; a timestamp, a yes/no boolean or any other
    // reading where the two libraries part would change what the server checks, so it fails here first.
    expect(readContract(contractFile)).toStrictEqual(loadContract());
    expect(Object.keys(record(readContract(contractFile).paths, 'paths')).length).toBeGreaterThan(30);
  });

  it('has a sane number of operations (so the checks below cannot pass over an empty list)', () => {
    // 29 distinct spec calls (24 accounts §7, 5 booking §7) and 5 additions.
    expect(operations.length).toBeGreaterThanOrEqual(34);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [index, id] of ids.entries()) {
      expect(typeof id === 'string' && id.trim() !== '', `${operations[index]?.name} has no operationId`).toBe(true);
    }
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated, 'operationIds used more than once').toEqual([]);
  });

  describe.each(operations)('$name', ({ operation }) => {
    const responses = record(operation.responses, 'responses');

    it('has a description', () => {
      expect(typeof operation.description).toBe('string');
      expect(String(operation.description).trim()).not.toBe('');
    });

    it('declares a 500 answer', () => {
      expect(Object.keys(responses)).toContain('500');
    });

    it('answers every 4xx and 5xx with application/json Error', () => {
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]/.test(status));
      expect(errorStatuses.length).toBeGreaterThan(0);
      for (const status of errorStatuses) {
        const response = record(resolve(responses[status]), `response ${status}`);
        const content = record(response.content, `response ${status} content`);
        expect(Object.keys(content), `response ${status} media types`).toContain('application/json');
        const media = record(content['application/json'], `response ${status} application/json`);
        expect(media.schema, `response ${status} schema`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    });
  });

  it('defines Error as an object with a required string message', () => {
    const error = record(resolve({ $ref: '#/components/schemas/Error' }), 'Error');
    expect(error.type).toBe('object');
    expect(error.required).toEqual(['message']);
    expect(record(record(error.properties, 'Error.properties').message, 'Error.message').type).toBe('string');
  });

  it.each([
    'POST /api/Payment/callback',
    'GET /api/Payment/sandbox/checkout/{paymentId}',
    'POST /api/Payment/sandbox/checkout/{paymentId}',
    'POST /api/Auth/avatar',
    'GET /api/health',
  ])('marks the addition %s with x-rihla-addition: true', (name) => {
    expect(operationNamed(name)['x-rihla-addition']).toBe(true);
  });

  it('takes numberOfAdults and numberOfChildren in a booking, besides the spec payload', () => {
    const requestBody = record(resolve(operationNamed('POST /api/Booking').requestBody), 'requestBody');
    const media = record(record(requestBody.content, 'content')['application/json'], 'application/json');
    const schema = record(resolve(media.schema), 'BookingCreateRequest');
    expect(Object.keys(record(schema.properties, 'properties'))).toEqual(
      expect.arrayContaining([
        'travelId',
        'totalquantity',
        'childrenUnderFiveNum',
        'nationalId',
        'phoneNumber',
        'numberOfAdults',
        'numberOfChildren',
      ]),
    );
  });

  it('defines bearerAuth as an HTTP bearer scheme', () => {
    const schemes = record(record(contract.components, 'components').securitySchemes, 'securitySchemes');
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it.each([
    'POST /api/Booking',
    'GET /api/Booking',
    'POST /api/Payment/initiate',
    'GET /api/Travel/Favtravels',
    'PUT /api/Auth/updateuser',
  ])('requires a bearer token on %s', (name) => {
    expect(usesBearer(operationNamed(name))).toBe(true);
  });

  it('requires no token on GET /api/Booking/{id} (the status poll sends no authorization)', () => {
    const statusPoll = operationNamed('GET /api/Booking/{id}');
    expect(usesBearer(statusPoll)).toBe(false);
    // Said explicitly, not inherited: the document's default is bearer.
    expect(statusPoll.security).toEqual([]);
  });
});
