/**
 * One event for every field of a long form (the tour editor, the company profile): the field is named by its
 * path (`title.ar`, `itineraries.1.includesLunch`, `workingHours.0.from`) and set without touching the rest.
 */

/** A copy of `value` with the field at `path` (dot-separated keys and array indexes) set to `next`. */
export function setAt<T>(value: T, path: string, next: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return value;
  const here = value as unknown;
  if (Array.isArray(here)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= here.length) return value;
    const child = rest.length === 0 ? next : setAt(here[index] as unknown, rest.join('.'), next);
    if (child === here[index]) return value;
    const copy: unknown[] = [...(here as unknown[])];
    copy[index] = child;
    return copy as T;
  }
  if (here === null || typeof here !== 'object' || !(head in here)) return value;
  const record = here as Record<string, unknown>;
  const child = rest.length === 0 ? next : setAt(record[head], rest.join('.'), next);
  return child === record[head] ? value : ({ ...record, [head]: child } as T);
}
