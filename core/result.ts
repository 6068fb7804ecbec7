/**
 * The outcome of a rule or a call that can fail: `ok: true` with what it gave, or `ok: false` with
 * `error`, always that name, saying why. Rules return it instead of throwing, so the caller decides how
 * the failure reads (a field message in the browser, a 400 in the traveller's language on the server).
 */
export type Result<T extends object = object, E = string> = ({ ok: true } & T) | { ok: false; error: E };

export const ok = <T extends object>(value: T): { ok: true } & T => ({ ok: true, ...value });
export const failed = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
