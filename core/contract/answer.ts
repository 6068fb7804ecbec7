import type { paths } from './schema';

/** The JSON body of a contract call's 200 answer: what a route promises and a client reads. */
export type Answer<P extends keyof paths, M extends keyof paths[P] = 'get' & keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
