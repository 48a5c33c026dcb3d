import { tenantUsageSnapshotResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { dateField, moneyField, numberField, t, tenantIdField } from '../text';

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
    tenantId: tenantIdField,
    statMonth: dateField(t('统计月份', 'Month', '対象月'), {
      help: t('当月第一天', "The month's first day", '月の初日'),
    }),
    seatsPurchased: numberField(t('购买席位', 'Seats bought', '購入席数')),
    totalUsers: numberField(t('用户总数', 'Users', 'ユーザー数')),
    activeUsers: numberField(t('活跃用户', 'Active users', 'アクティブユーザー')),
    newUsers: numberField(t('新增用户', 'New users', '新規ユーザー')),
    leftUsers: numberField(t('离职用户', 'Users who left', '退職ユーザー')),
    mobileActiveUsers: numberField(t('移动端活跃', 'Active on mobile', 'モバイルアクティブ')),
    loginCount: numberField(t('登录次数', 'Logins', 'ログイン回数')),
    expenseReports: numberField(t('报销单数', 'Expense reports', '経費精算件数')),
    reimbursedAmount: moneyField(t('报销金额', 'Reimbursed', '精算金額')),
    travelOrders: numberField(t('差旅订单', 'Travel orders', '出張予約件数')),
    travelSpend: moneyField(t('差旅消费', 'Travel spend', '出張支出')),
    invoicesVerified: numberField(t('发票查验数', 'Invoices verified', '請求書検証数')),
    apiCalls: numberField(t('接口调用', 'API calls', 'API 呼出数')),
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
