import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The Lark tenants under paid operation: paying tenants on the LARK messaging platform whose adoption
 * the operations team drives (news, interactive cards, training), sorted out by licence end and group.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('飞书付费租户运营', 'Lark paying-tenant operations', 'Lark有料テナント運営'),
  columns: [
    'tenantName',
    'tenantCode',
    'tenantGroupCode',
    'licenceExpireDate',
    'contactName',
    'contactMobile',
    'contactEmail',
    'cloudEnv',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'tenantGroupCode', 'licenceExpireDate', 'cloudEnv', 'enabled'],
  fixed: { sandbox: false, licensed: 1, messagingPlatform: 'LARK' },
  routes: {
    list: 'tenant-maintenance-operate-operation-lark',
    detail: 'tenant-maintenance-operate-operation-lark-index',
  },
});
