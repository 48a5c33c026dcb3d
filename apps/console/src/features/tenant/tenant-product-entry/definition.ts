import { tenantEntryProduct, tenantProductEntryResource, type tenantEntryProducts } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** A product whose marketplace tenants enter through (the `{product}` of `/{product}-enter`). */
export type EntryProduct = (typeof tenantEntryProducts)[number];

/** The `{product}` of a product's routes: `DINGTALK` → `dingtalk` (`/main/tenant-manage/dingtalk-enter`). */
export const productSegment = (product: EntryProduct): string => product.toLowerCase();

/**
 * Organisations that installed the app from one product's marketplace (`/{product}-enter`): the
 * opening team turns them into tenants and watches installs that lapse. Each product has its own
 * list (filtered by its product, which its new records take) and detail (`detail/{id}`, which shows
 * only its product's organisations).
 */
export function productEntryScreen(product: EntryProduct) {
  const name = tenantEntryProduct.words[product].words;
  const key = `${productSegment(product)}-enter`;
  return defineScreen({
    resource: tenantProductEntryResource,
    title: t(`${name['zh-CN']}入驻`, `${name.en} marketplace entries`, `${name.ja} マーケットプレイス導入`),
    recordName: t('入驻企业', 'Marketplace entry', '導入企業'),
    fields: {
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
      'corpId',
      'edition',
      'authorizedUsers',
      'installDate',
      'expireDate',
      'tenantId',
      'status',
    ],
    filters: ['edition', 'status', 'installDate', 'expireDate', 'tenantId'],
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
    fixed: { product },
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
    routes: { list: key, detail: `${key}-detail` },
  });
}
