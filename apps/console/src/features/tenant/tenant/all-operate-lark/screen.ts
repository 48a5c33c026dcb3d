import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The operations team's 飞书 tenants (real ones): whom to reach, paid or trial, when the licence
 * ends, to plan activation and renewal campaigns on LARK: fixed on that messaging platform.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('飞书租户运营', 'Lark tenant operations', 'Larkテナント運営'),
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
  fixed: { sandbox: false, messagingPlatform: 'LARK' },
  routes: {
    list: 'tenant-maintenance-all-operate-lark',
    detail: 'tenant-maintenance-all-operate-lark-index',
  },
});
