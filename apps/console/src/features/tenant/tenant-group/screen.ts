import { tenantGroupResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The groups the provider files its tenants under (key accounts, industries, programmes). */
export const screen = defineScreen({
  resource: tenantGroupResource,
  title: t('租户分组', 'Tenant groups', 'テナントグループ'),
  recordName: t('租户分组', 'Tenant group', 'テナントグループ'),
  fields: {
    tenantGroupName: { width: 200 },
    tenantGroupCode: { width: 140 },
    description: { input: { type: 'textarea', rows: 3 } },
    enabled: { width: 90 },
  },
  columns: ['tenantGroupName', 'tenantGroupCode', 'description', 'enabled'],
  filters: ['enabled'],
  form: [{ fields: ['tenantGroupName', 'tenantGroupCode', 'description', 'enabled'] }],
  routes: {
    list: 'tenant-group',
    create: 'new-tenant-group',
    edit: 'edit-tenant-group',
    detail: 'tenant-group-detail',
  },
  enabledField: 'enabled',
});
