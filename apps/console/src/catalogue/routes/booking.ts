import { travelBookingRoutes } from '../../features/booking/travel-booking/routes';
import { titledEntries } from '../titles';
import type { CatalogueEntry } from '../types';

/** The travel-booking entry of §2.13, outside /main. */
export const bookingRoutes: readonly CatalogueEntry[] = titledEntries([...travelBookingRoutes]);
