import { screen as requests } from '../screen';

/**
 * An invoice request on the spec's second detail address
 * (`/main/invoice-management/invoice-management-detail/{id}`): the same detail as the list's `/{id}`,
 * naming this route as its own.
 */
export const screen = { ...requests, routes: { ...requests.routes, detail: 'invoice-management-detail' } };
