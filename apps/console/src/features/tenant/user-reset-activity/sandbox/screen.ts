import { userResetActivityResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { resetActions, resetColumns, resetFields, resetFilters, resetForm } from '../fields';

/** Sandbox user resets: batch resets of users in sandbox tenants (training and demo data), approved before they run. */
export const screen = defineScreen({
  resource: userResetActivityResource,
  title: t('沙箱用户重置活动', 'Sandbox user resets', 'サンドボックスユーザーリセット'),
  recordName: t('沙箱用户重置', 'Sandbox user reset', 'サンドボックスユーザーリセット'),
  fields: resetFields,
  columns: resetColumns,
  filters: resetFilters,
  form: resetForm,
  fixed: { environment: 'SANDBOX' },
  defaults: { status: 'PENDING', resetScope: 'SANDBOX_DATA' },
  statusField: 'status',
  actions: resetActions,
  routes: {
    list: 'sandbox-user-reset-activity',
    detail: 'sandbox-user-reset-activity-detail',
    create: 'sandbox-user-reset-activity-new',
    edit: 'sandbox-user-reset-activity-edit',
  },
});
