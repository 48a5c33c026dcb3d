import { tenantPlatformOrderResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import {
  platformOrderColumns,
  platformOrderFields,
  platformOrderFilters,
  platformOrderForm,
} from '../fields';

/**
 * Orders a tenant placed on the Lark marketplace: the "Lark orders" tab of the business tenant
 * detail, which embeds this screen for the tenant it shows (orders are synchronised, not typed in).
 */
export const screen = defineScreen({
  resource: tenantPlatformOrderResource,
  title: t('飞书订单', 'Lark orders', 'Lark 注文'),
  recordName: t('飞书订单', 'Lark order', 'Lark 注文'),
  fields: platformOrderFields,
  columns: platformOrderColumns,
  filters: platformOrderFilters,
  form: platformOrderForm,
  fixed: { platform: 'LARK' },
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
