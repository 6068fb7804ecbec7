import { randomBytes } from 'node:crypto';
import { issueToken } from '../platform/tokens';
import type { Services } from '../platform/services';

export interface TestUser {
  id: string;
  userName: string;
  email: string;
  token: string;
}

/**
 * A signed-in traveller for tests of areas other than auth: a user row and a real token, without going
 * through sign-up (the auth tests cover that journey end to end).
 */
export async function createTestUser(services: Services, name = 'Test Traveller'): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const userName = `${name.replace(/\s+/g, '')}${suffix}`;
  const email = `${userName.toLowerCase()}@travellers.example`;
  const row = await services.db.one<{ id: string }>(
    'insert into users (user_name, name, email) values ($1, $2, $3) returning id',
    [userName, name, email],
  );
  if (!row) throw new Error('could not create the test user');
  const user = { id: row.id, userName, email };
  return { ...user, token: await signIn(services, user) };
}

/** A fresh token for a test user at the server's current time (after its clock has moved past the last one). */
export function signIn(services: Services, user: Pick<TestUser, 'id' | 'userName' | 'email'>): Promise<string> {
  return issueToken(services.config.jwtSecret, { id: user.id, userName: user.userName, email: user.email }, services.now());
}
