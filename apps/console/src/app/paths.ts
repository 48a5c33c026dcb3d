/** The default landing page and the admin landing page (spec §9). */
export const DEFAULT_PAGE = '/main/dashboard';
export const ADMIN_PAGE = '/main/dashboard-admin';
