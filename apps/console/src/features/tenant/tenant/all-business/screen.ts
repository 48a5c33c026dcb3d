import { tenantResource } from '@opsdesk/api';
import { defineScreen } from '../../../../resources/defineScreen';
import { t } from '../../../../resources/kit';
import { tenantScreenBase } from '../fields';

/**
 * The business team's tenants: paid or trial, the licence's end and the group. Its detail is the
 * bespoke business tenant detail with the twelve tabs, whose "Export lists" menu exports the
 * licence to-renew list and the expired-trial tenant activity list (`tenant:export`).
 */
export const screen = defineScreen({
  resource: tenantResource,
  ...tenantScreenBase,
  title: t('全部租户（商务）', 'All tenants (business)', '全テナント（営業）'),
  columns: [
    'tenantName',
    'tenantCode',
    'licensed',
    'licenceExpireDate',
    'tenantGroupCode',
    'region',
    'contactName',
    'contactMobile',
    'enabled',
  ],
  filters: [
    'tenantName',
    'tenantCode',
    'licensed',
    'licenceExpireDate',
    'tenantGroupCode',
    'region',
    'enabled',
  ],
  fixed: { sandbox: false },
  routes: { list: 'tenant-maintenance-all-business', detail: 'tenant-maintenance-all-business-index' },
});
