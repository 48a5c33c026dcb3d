import { cloudEnvResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The cloud environments tenants run in (the shared `cloud-env` resource of the pickers). */
export const screen = defineScreen({
  resource: cloudEnvResource,
  title: t('云环境管理', 'Cloud environments', 'クラウド環境管理'),
  recordName: t('云环境', 'Cloud environment', 'クラウド環境'),
  fields: {
    code: { width: 140 },
    description: { input: { type: 'textarea', rows: 3 } },
  },
  columns: ['name', 'code', 'region', 'provider', 'enabled', 'description'],
  filters: ['region', 'enabled'],
  form: [{ title: basicTitle, fields: ['code', 'name', 'region', 'provider', 'description', 'enabled'] }],
  routes: { list: 'cloud-environment-management', detail: 'cloud-environment-management-detail' },
  enabledField: 'enabled',
});
