import { dashboardPageRoutes } from '../../features/dashboard/routes';
import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The dashboards: the default landing page and the admin and tenant landing page (spec §2.1, §9). */
export const dashboardRoutes: readonly CatalogueEntry[] = titledEntries([...dashboardPageRoutes]);
