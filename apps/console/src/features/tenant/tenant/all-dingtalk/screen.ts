import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * Every 钉钉 tenant, sandboxes included, with where it runs: the integration team's list, fixed on
 * the DINGTALK messaging platform (tenants created here are DingTalk tenants). Its rows open the
 * all-tenants detail.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('钉钉租户', 'DingTalk tenants', 'DingTalkテナント'),
  columns: [
    'tenantName',
    'tenantCode',
    'sandbox',
    'licensed',
    'region',
    'cloudEnv',
    'contactName',
    'contactMobile',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'sandbox', 'licensed', 'region', 'cloudEnv', 'enabled'],
  fixed: { messagingPlatform: 'DINGTALK' },
  routes: { list: 'tenant-maintenance-all-dingtalk', detail: 'tenant-maintenance-all-index' },
});
