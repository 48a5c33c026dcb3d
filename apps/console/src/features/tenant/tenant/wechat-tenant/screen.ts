import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * Every 企业微信 tenant, sandboxes included, with where it runs: the integration team's list, fixed
 * on the WECHAT messaging platform. Its rows open the all-tenants detail.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('企业微信租户', 'WeCom tenants', 'WeComテナント'),
  columns: [
    'tenantName',
    'tenantCode',
    'sandbox',
    'licensed',
    'region',
    'cloudEnv',
    'contactName',
    'contactMobile',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'sandbox', 'licensed', 'region', 'cloudEnv', 'enabled'],
  fixed: { messagingPlatform: 'WECHAT' },
  routes: { list: 'wechat-tenant', detail: 'tenant-maintenance-all-index' },
});
