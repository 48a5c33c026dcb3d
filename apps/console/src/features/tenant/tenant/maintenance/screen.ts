import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/** The general tenant maintenance: the real tenants (sandboxes have their own screen), editable. */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('租户维护', 'Tenant maintenance', 'テナント保守'),
  columns: [
    'tenantName',
    'tenantCode',
    'tenantGroupCode',
    'region',
    'cloudEnv',
    'messagingPlatform',
    'licensed',
    'licenceExpireDate',
    'enabled',
  ],
  filters: [
    'tenantName',
    'tenantCode',
    'tenantGroupCode',
    'region',
    'cloudEnv',
    'messagingPlatform',
    'licensed',
    'enabled',
  ],
  fixed: { sandbox: false },
  routes: { list: 'tenant-maintenance', detail: 'tenant-maintenance-index', edit: 'edit-tenant-maintenance' },
});
