import type { HttpClient, RequestOptions } from '@opsdesk/http';
import {
  adminDashboardSchema,
  dashboardSummarySchema,
  type AdminDashboard,
  type DashboardSummary,
} from '../schemas/dashboard';
import { getChecked } from './call';

/**
 * The default landing page's figures: tenants, this month's orders and receivables, open release
 * and SQL requests (each null without its read authority), and the 10 newest changes.
 */
export function getDashboardSummary(http: HttpClient, options?: RequestOptions): Promise<DashboardSummary> {
  return getChecked(
    http,
    'getDashboardSummary',
    '/api/dashboard/summary',
    dashboardSummarySchema,
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
    adminDashboardSchema,
    undefined,
    options,
  );
}
