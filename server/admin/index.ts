/**
 * The admin console: reviewing partner applications, companies, every booking. Used through this file only.
 */
import type { AreaSetup } from '../platform';
import { adminRoutes } from './admin.routes';

export const adminArea: AreaSetup = { routes: [adminRoutes], jobs: [] };
