import { tenantFunctionConfigResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import {
  functionConfigColumns,
  functionConfigFields,
  functionConfigFilters,
  functionConfigForm,
} from '../fields';

/**
 * The "APP function config" tab of the business tenant detail: the APP functions of the tenant it shows,
 * switched on and off with the list's enable action.
 */
export const screen = defineScreen({
  resource: tenantFunctionConfigResource,
  title: t('APP 功能配置', 'APP function configuration', 'アプリ機能設定'),
  recordName: t('功能配置', 'Function setting', '機能設定'),
  fields: functionConfigFields,
  columns: functionConfigColumns,
  filters: functionConfigFilters,
  form: functionConfigForm,
  fixed: { configCategory: 'APP' },
  defaults: { enabled: true },
  enabledField: 'enabled',
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
