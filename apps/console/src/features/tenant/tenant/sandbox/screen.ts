import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../text';
import { tenantScreenBase } from '../fields';

/**
 * The sandbox tenants (copies of customer tenants for training and testing). Deleting one is the
 * resource's delete, which needs `tenant:delete` (the spec's delete-tenant button).
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('沙箱租户管理', 'Sandbox tenants', 'サンドボックステナント管理'),
  recordName: t('沙箱租户', 'Sandbox tenant', 'サンドボックステナント'),
  columns: [
    'tenantName',
    'tenantCode',
    'tenantGroupCode',
    'cloudEnv',
    'contactName',
    'licenceExpireDate',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'tenantGroupCode', 'cloudEnv', 'licenceExpireDate', 'enabled'],
  fixed: { sandbox: true },
  routes: { list: 'sandbox-tenant-management', detail: 'sandbox-tenant-management-index' },
});
