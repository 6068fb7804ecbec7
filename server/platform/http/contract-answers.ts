/** Checking answers against the contract, in tests (`config.validateResponses`). */
import type { Context } from 'hono';
import type { Operation } from './contract-document';
import type { AppEnv } from './env';

/** Tests only: an answer that breaks the contract becomes a loud 500 naming what is wrong. */
export async function checkResponse(c: Context<AppEnv>, operation: Operation): Promise<void> {
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
