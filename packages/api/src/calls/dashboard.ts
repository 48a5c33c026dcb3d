import type { HttpClient, RequestOptions } from '@opsdesk/http';
import type { AdminDashboard, DashboardSummary } from '../schemas/dashboard';
import { getChecked } from './call';

/** The answers' schemas, and zod with them: loaded with the first request, not with this module. */
const schemas = () => import('../schemas/dashboard');

/**
 * The default landing page's figures: tenants, this month's orders and receivables, open release
 * and SQL requests (each null without its read authority), and the 10 newest changes.
 */
export function getDashboardSummary(http: HttpClient, options?: RequestOptions): Promise<DashboardSummary> {
  return getChecked(
    http,
    'getDashboardSummary',
    '/api/dashboard/summary',
    async () => (await schemas()).dashboardSummarySchema,
    undefined,
    options,
  );
}

/** The admin dashboard's figures: accounts, tenants whose licence expires soon, the last 14 days' changes. */
export function getAdminDashboard(http: HttpClient, options?: RequestOptions): Promise<AdminDashboard> {
  return getChecked(
    http,
    'getAdminDashboard',
    '/api/dashboard/admin',
    async () => (await schemas()).adminDashboardSchema,
    undefined,
    options,
  );
}
