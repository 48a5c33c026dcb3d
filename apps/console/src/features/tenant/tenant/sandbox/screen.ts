import { deleteSandboxTenant, tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The sandbox tenants (copies of customer tenants for training and testing). Deleting one (the
 * spec's delete-tenant button) is the service's sandbox delete, `tenant:sandbox`, which takes the
 * sandbox's records with it and refuses production tenants.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('沙箱租户管理', 'Sandbox tenants', 'サンドボックステナント管理'),
  recordName: t('沙箱租户', 'Sandbox tenant', 'サンドボックステナント'),
  columns: [
    'tenantName',
    'tenantCode',
    'sourceTenantId',
    'tenantGroupCode',
    'cloudEnv',
    'contactName',
    'licenceExpireDate',
    'enabled',
  ],
  filters: [
    'tenantName',
    'tenantCode',
    'sourceTenantId',
    'tenantGroupCode',
    'cloudEnv',
    'licenceExpireDate',
    'enabled',
  ],
  fixed: { sandbox: true },
  routes: { list: 'sandbox-tenant-management', detail: 'sandbox-tenant-management-index' },
  delete: { authority: 'tenant:sandbox', run: (http, record) => deleteSandboxTenant(http, record.id) },
});
