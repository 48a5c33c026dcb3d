import { tenantProductEntryResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  numberField,
  option,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/**
 * Organisations that installed the app from a messaging marketplace (`/{product}-enter`): the
 * opening team turns them into tenants and watches installs that lapse.
 */
export const screen = defineScreen({
  resource: tenantProductEntryResource,
  title: t('产品入驻', 'Marketplace entries', 'マーケットプレイス導入'),
  recordName: t('入驻企业', 'Marketplace entry', '導入企業'),
  fields: {
    product: selectField(
      t('入驻产品', 'Product', '製品'),
      [
        option('DINGTALK', t('钉钉', 'DingTalk', 'DingTalk')),
        option('WECHAT', t('企业微信', 'WeCom', 'WeCom')),
        option('LARK', t('飞书', 'Lark', 'Lark')),
        option('WELINK', t('华为 WeLink', 'Huawei WeLink', 'Huawei WeLink')),
        option('YUNZHIJIA', t('云之家', 'Yunzhijia', '雲之家')),
      ],
      { width: 110 },
    ),
    corpId: codeField(t('企业 ID（corpId）', 'Corp ID', '企業 ID（corpId）'), { width: 200 }),
    corpName: { label: t('企业名称', 'Organisation', '企業名'), width: 240 },
    edition: selectField(
      t('版本', 'Edition', 'エディション'),
      [
        option('FREE', t('免费版', 'Free', '無料版')),
        option('STANDARD', t('标准版', 'Standard', 'スタンダード')),
        option('PROFESSIONAL', t('专业版', 'Professional', 'プロフェッショナル')),
        option('ENTERPRISE', t('旗舰版', 'Enterprise', 'エンタープライズ')),
      ],
      { width: 100 },
    ),
    installDate: dateField(t('安装日期', 'Installed on', 'インストール日')),
    authorizedUsers: numberField(t('授权人数', 'Authorised users', '認可ユーザー数')),
    adminName: { label: t('管理员', 'Administrator', '管理者'), width: 100 },
    adminMobile: { label: t('管理员手机', 'Administrator mobile', '管理者携帯'), width: 140 },
    status: statusField(t('状态', 'Status', '状態'), [
      option('INSTALLED', t('已安装', 'Installed', 'インストール済'), 'info'),
      option('OPENED', t('已开通', 'Opened', '開通済'), 'success'),
      option('SUSPENDED', t('已停用', 'Suspended', '停止中'), 'warning'),
      option('UNINSTALLED', t('已卸载', 'Uninstalled', 'アンインストール'), 'neutral'),
    ]),
    tenantId: { ...tenantIdField, label: t('开通租户', 'Opened tenant', '開通テナント') },
    expireDate: dateField(t('到期日', 'Expires on', '有効期限')),
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
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
