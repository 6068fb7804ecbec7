/**
 * Accounts: sign-up, sign-in (password and Google), password reset, profile and avatar. Used by the other
 * areas through this file only.
 */
import type { AreaSetup } from '../platform';
import { authRoutes, purgeExpiredAuthRecordsJob } from './auth.routes';

export { createAccountWithoutPassword, passwordLink, RESET_PAGE_PATHS } from './password-reset';

export const accountsArea: AreaSetup = { routes: [authRoutes], jobs: [purgeExpiredAuthRecordsJob] };
