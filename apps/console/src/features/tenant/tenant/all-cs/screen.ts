import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * Customer service's view of every tenant: who to call, where the tenant runs and which messaging
 * platform its staff use the product in, which is what a support agent needs to take a ticket.
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('全部租户（客服）', 'All tenants (customer service)', '全テナント（サポート）'),
  columns: [
    'tenantName',
    'tenantCode',
    'contactName',
    'contactMobile',
    'contactEmail',
    'cloudEnv',
    'messagingPlatform',
    'sandbox',
    'licensed',
    'enabled',
  ],
  filters: ['tenantName', 'tenantCode', 'cloudEnv', 'messagingPlatform', 'sandbox', 'licensed', 'enabled'],
  routes: { list: 'tenant-maintenance-all-cs', detail: 'tenant-maintenance-all-cs-index' },
});
