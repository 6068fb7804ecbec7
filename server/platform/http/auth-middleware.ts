import type { MiddlewareHandler } from 'hono';
import { roleOf, verifyToken, type Role } from '../tokens';
import type { Services } from '../services';
import type { AppEnv } from './env';
import { common } from './messages';

/** Reads the bearer token, when there is one, into `c.get('user')` (null when absent or invalid). */
export function readUser(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const verified = token ? await verifyToken(services.db, services.config.jwtSecret, token, services.now()) : null;
    const role = verified ? roleOf(verified.role, verified.accountEmail, services.config.adminEmails) : undefined;
    c.set(
      'user',
      verified && role
        ? { id: verified.id, userName: verified.userName, email: verified.email, tokenId: verified.tokenId, expiresAt: verified.expiresAt, role, companyId: role === 'partner' ? verified.companyId : null }
        : null,
    );
    await next();
  };
}

/** For calls that need a signed-in user: 401 `Authentication required.` otherwise. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) {
    const sentToken = /^Bearer\s+\S+$/i.test(c.req.header('authorization') ?? '');
    return c.json({ message: common(c.get('language'), sentToken ? 'sessionExpired' : 'authenticationRequired') }, 401);
  }
  await next();
};

/**
 * For calls only some roles may make: 401 signed out, 403 `You are not allowed to do
 * this.` for a signed-in account of another role. The role is read from the database on every request, so
 * a change takes effect at once.
 */
export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return requireUser(c, next);
    if (!roles.includes(user.role)) return c.json({ message: common(c.get('language'), 'forbidden') }, 403);
    await next();
  };
}

/** The signed-in user of a route behind `requireUser`. */
export function currentUser(c: { get: (key: 'user') => AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() used on a route without requireUser');
  return user;
}

/** The company of the signed-in partner, on a route behind `requireRole('partner')` (every partner has one: users_partner_company). */
export function partnerCompanyOf(c: { get: (key: 'user') => AppEnv['Variables']['user'] }): number {
  const { companyId } = currentUser(c);
  if (companyId === null) throw new Error('partnerCompanyOf() used on a route without requireRole(\'partner\')');
  return companyId;
}
