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
 * Orders a tenant placed on the DingTalk marketplace: the "DingTalk orders" tab of the business tenant
 * detail, which embeds this screen for the tenant it shows (orders are synchronised, not typed in).
 */
export const screen = defineScreen({
  resource: tenantPlatformOrderResource,
  title: t('钉钉订单', 'DingTalk orders', 'DingTalk 注文'),
  recordName: t('钉钉订单', 'DingTalk order', 'DingTalk 注文'),
  fields: platformOrderFields,
  columns: platformOrderColumns,
  filters: platformOrderFilters,
  form: platformOrderForm,
  fixed: { platform: 'DINGTALK' },
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
