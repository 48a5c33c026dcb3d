import { userResetActivityResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { resetActions, resetColumns, resetFields, resetFilters, resetForm } from '../fields';

/** User resets: batch resets of users in real (production) tenants, approved before they run. */
export const screen = defineScreen({
  resource: userResetActivityResource,
  title: t('用户重置活动', 'User resets', 'ユーザーリセット'),
  recordName: t('用户重置', 'User reset', 'ユーザーリセット'),
  fields: resetFields,
  columns: resetColumns,
  filters: resetFilters,
  form: resetForm,
  fixed: { environment: 'PRODUCTION' },
  defaults: { status: 'PENDING', resetScope: 'PASSWORD' },
  statusField: 'status',
  actions: resetActions,
  routes: {
    list: 'user-reset-activity',
    detail: 'user-reset-activity-detail',
    create: 'user-reset-activity-new',
    edit: 'user-reset-activity-edit',
  },
});
