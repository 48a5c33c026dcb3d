import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The operations team's 钉钉 tenants (real ones): whom to reach, paid or trial, when the licence
 * ends, to plan activation and renewal campaigns on DINGTALK: fixed on that messaging platform.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('钉钉租户运营', 'DingTalk tenant operations', 'DingTalkテナント運営'),
  columns: [
    'tenantName',
    'tenantCode',
    'licensed',
    'licenceExpireDate',
    'contactName',
    'contactMobile',
    'tenantGroupCode',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'licensed', 'licenceExpireDate', 'tenantGroupCode', 'enabled'],
  fixed: { sandbox: false, messagingPlatform: 'DINGTALK' },
  routes: {
    list: 'tenant-maintenance-all-operate-dingtalk',
    detail: 'tenant-maintenance-all-operate-dingtalk-index',
  },
});
