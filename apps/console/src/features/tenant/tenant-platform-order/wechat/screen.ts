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
 * Orders a tenant placed on the WeCom marketplace: the "WeCom orders" tab of the business tenant
 * detail, which embeds this screen for the tenant it shows (orders are synchronised, not typed in).
 */
export const screen = defineScreen({
  resource: tenantPlatformOrderResource,
  title: t('企业微信订单', 'WeCom orders', 'WeCom 注文'),
  recordName: t('企业微信订单', 'WeCom order', 'WeCom 注文'),
  fields: platformOrderFields,
  columns: platformOrderColumns,
  filters: platformOrderFilters,
  form: platformOrderForm,
  fixed: { platform: 'WECHAT' },
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
