/** The largest value of PostgreSQL's `int`, the type of every serial id. */
export const SQL_INT_MAX = 2_147_483_647;

/**
 * Whether a number can be the id of a row (`serial`): an integer from 1 to the largest `int`. A number
 * outside that range names nothing, so a lookup answers "not found" without asking the database
 * (where it would overflow).
 */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= SQL_INT_MAX;
}
