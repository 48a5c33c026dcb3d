import { screen as ledger } from '../screen';

/**
 * Finance's invoice on the spec's second detail address
 * (`/main/invoice-management-finance/invoice-management-finance-detail/{id}`): the same detail as the
 * list's `/{id}`, naming this route as its own.
 */
export const screen = {
  ...ledger,
  routes: { ...ledger.routes, detail: 'invoice-management-finance-detail' },
};
