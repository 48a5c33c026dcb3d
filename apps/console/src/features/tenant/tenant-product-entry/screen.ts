import { tenantProductEntryResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../text';

/**
 * Organisations that installed the app from a messaging marketplace (`/{product}-enter`): the
 * opening team turns them into tenants and watches installs that lapse.
 */
export const screen = defineScreen({
  resource: tenantProductEntryResource,
  title: t('产品入驻', 'Marketplace entries', 'マーケットプレイス導入'),
  recordName: t('入驻企业', 'Marketplace entry', '導入企業'),
  fields: {
    product: { width: 110 },
    corpId: { width: 200 },
    corpName: { width: 240 },
    edition: { width: 100 },
    installDate: { width: 120 },
    authorizedUsers: { width: 110 },
    status: { width: 110 },
    tenantId: { width: 220 },
    expireDate: { width: 120 },
    remark: { input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'corpName',
    'product',
    'corpId',
    'edition',
    'authorizedUsers',
    'installDate',
    'expireDate',
    'tenantId',
    'status',
  ],
  filters: ['product', 'edition', 'status', 'installDate', 'expireDate', 'tenantId'],
  form: [
    {
      title: t('入驻企业', 'Organisation', '導入企業'),
      fields: ['product', 'corpId', 'corpName', 'adminName', 'adminMobile'],
    },
    {
      title: t('订阅', 'Subscription', 'サブスクリプション'),
      fields: ['edition', 'authorizedUsers', 'installDate', 'expireDate', 'status', 'tenantId', 'remark'],
    },
  ],
  defaults: { status: 'INSTALLED', edition: 'STANDARD' },
  statusField: 'status',
  actions: [
    {
      key: 'suspend',
      label: t('停用', 'Suspend', '停止'),
      set: { status: 'SUSPENDED' },
      when: { status: ['INSTALLED', 'OPENED'] },
      confirm: t(
        '确认停用该企业的应用？',
        "Suspend this organisation's app?",
        'この企業のアプリを停止しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'resume',
      label: t('恢复', 'Resume', '再開'),
      set: { status: 'OPENED' },
      when: { status: ['SUSPENDED'] },
    },
  ],
  routes: { list: 'product-enter', detail: 'product-enter-detail' },
});
