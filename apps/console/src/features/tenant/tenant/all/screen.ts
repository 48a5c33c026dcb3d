import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * Every tenant, sandboxes included: the read view for whoever needs to find any tenant, by messaging
 * platform too, and the sandboxes of a tenant (the source-tenant filter).
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('全部租户', 'All tenants', '全テナント'),
  columns: [
    'tenantName',
    'tenantCode',
    'sandbox',
    'messagingPlatform',
    'licensed',
    'region',
    'cloudEnv',
    'tenantGroupCode',
    'licenceExpireDate',
    'enabled',
  ],
  filters: [
    'tenantName',
    'tenantCode',
    'sandbox',
    'sourceTenantId',
    'messagingPlatform',
    'licensed',
    'region',
    'cloudEnv',
    'tenantGroupCode',
    'enabled',
  ],
  routes: { list: 'tenant-maintenance-all', detail: 'tenant-maintenance-all-index' },
});
