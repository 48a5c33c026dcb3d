import { tenantGroupResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, enabledFieldView, t, textareaField } from '../text';

/** The groups the provider files its tenants under (key accounts, industries, programmes). */
export const screen = defineScreen({
  resource: tenantGroupResource,
  title: t('租户分组', 'Tenant groups', 'テナントグループ'),
  recordName: t('租户分组', 'Tenant group', 'テナントグループ'),
  fields: {
    tenantGroupName: { label: t('分组名称', 'Group name', 'グループ名'), width: 200 },
    tenantGroupCode: codeField(t('分组编码', 'Group code', 'グループコード'), { width: 140 }),
    description: textareaField(t('说明', 'Description', '説明'), 3),
    enabled: enabledFieldView,
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
