import { tenantUsageSnapshotResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/**
 * Tenant user analysis: each tenant's users month by month (seats bought against users, active and
 * mobile use). The business tenant detail's "usage statistics" tab embeds it for one tenant.
 * Snapshots are computed by the monthly job, so there is no create form route.
 */
export const screen = defineScreen({
  resource: tenantUsageSnapshotResource,
  title: t('租户用户分析', 'Tenant user analysis', 'テナントユーザー分析'),
  recordName: t('月度使用统计', 'Monthly usage', '月次利用統計'),
  fields: {
    tenantId: { width: 220 },
    statMonth: { width: 120 },
    seatsPurchased: { width: 110 },
    totalUsers: { width: 110 },
    activeUsers: { width: 110 },
    newUsers: { width: 110 },
    leftUsers: { width: 110 },
    mobileActiveUsers: { width: 110 },
    loginCount: { width: 110 },
    expenseReports: { width: 110 },
    reimbursedAmount: { width: 140 },
    travelOrders: { width: 110 },
    travelSpend: { width: 140 },
    invoicesVerified: { width: 110 },
    apiCalls: { width: 110 },
  },
  columns: [
    'tenantId',
    'statMonth',
    'seatsPurchased',
    'totalUsers',
    'activeUsers',
    'newUsers',
    'leftUsers',
    'mobileActiveUsers',
    'loginCount',
  ],
  filters: ['tenantId', 'statMonth', 'activeUsers', 'totalUsers'],
  form: [
    { fields: ['tenantId', 'statMonth'] },
    {
      title: t('用户', 'Users', 'ユーザー'),
      fields: [
        'seatsPurchased',
        'totalUsers',
        'activeUsers',
        'newUsers',
        'leftUsers',
        'mobileActiveUsers',
        'loginCount',
      ],
    },
    {
      title: t('业务量', 'Business volume', '業務量'),
      fields: [
        'expenseReports',
        'reimbursedAmount',
        'travelOrders',
        'travelSpend',
        'invoicesVerified',
        'apiCalls',
      ],
    },
  ],
  routes: { list: 'tenant-user-analysis', detail: 'tenant-user-analysis-detail' },
});
