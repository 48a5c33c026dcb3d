import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The operations team's 企业微信 tenants (real ones): whom to reach, paid or trial, when the licence
 * ends, to plan activation and renewal campaigns on WECHAT: fixed on that messaging platform.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('企业微信租户运营', 'WeCom tenant operations', 'WeComテナント運営'),
  columns: [
    'tenantName',
    'tenantCode',
    'licensed',
    'licenceExpireDate',
    'contactName',
    'contactMobile',
    'tenantGroupCode',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'licensed', 'licenceExpireDate', 'tenantGroupCode', 'enabled'],
  fixed: { sandbox: false, messagingPlatform: 'WECHAT' },
  routes: {
    list: 'tenant-maintenance-all-operate-wechat',
    detail: 'tenant-maintenance-all-operate-wechat-index',
  },
});
