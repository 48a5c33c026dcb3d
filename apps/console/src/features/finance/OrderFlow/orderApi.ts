// The order-flow calls of @opsdesk/api (packages/api/src/calls/orders.ts), read from their source
// file until the package's index exports them; then `from '@opsdesk/api'` replaces this path.
export {
  closeOrder,
  confirmOrder,
  confirmOrderPayment,
  createOrder,
  updateOrder,
} from '../../../../../../packages/api/src/calls/orders';
