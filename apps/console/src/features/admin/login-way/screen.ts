import { loginWayResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t, type OptionRow, multiSelect, select } from '../../reference-area-labels';

const methodRows: readonly OptionRow[] = [
  ['PASSWORD', '账号密码', 'Password', 'パスワード'],
  ['SMS_CODE', '短信验证码', 'SMS code', 'SMS認証コード'],
  ['EMAIL_CODE', '邮箱验证码', 'E-mail code', 'メール認証コード'],
  ['SSO', '单点登录', 'Single sign-on', 'シングルサインオン'],
  ['SSO_DIRECT', '单点直登', 'Direct single sign-on', 'SSO直接ログイン'],
  ['FEISHU', '飞书', 'Feishu', 'Feishu'],
  ['WECHAT', '企业微信', 'WeCom', 'WeCom'],
  ['DINGTALK', '钉钉', 'DingTalk', 'DingTalk'],
  ['YUNZHIJIA', '云之家', 'Yunzhijia', '云之家'],
  ['QR_CODE', '扫码登录', 'QR code', 'QRコード'],
];

export const screen = defineScreen({
  resource: loginWayResource,
  title: t('登录方式', 'Login methods', 'ログイン方式'),
  recordName: t('登录方式配置', 'Login setting', 'ログイン設定'),
  fields: {
    name: { label: t('名称', 'Name', '名称') },
    domainName: {
      label: t('访问域名', 'Domain', 'ドメイン'),
      help: t(
        '登录页按此域名判断登录方式',
        'The login page decides its methods by this host name',
        'ログイン画面はこのドメインで方式を判定します',
      ),
    },
    tenantId: common.optionalTenantId,
    loginMethods: {
      label: t('可用登录方式', 'Methods offered', '利用可能な方式'),
      input: multiSelect(methodRows),
      display: 'tags',
    },
    defaultMethod: { label: t('默认登录方式', 'Default method', '既定の方式'), input: select(methodRows) },
    authSourceClientName: {
      label: t('单点登录认证源', 'Sign-on source', 'SSO認証ソース'),
      input: { type: 'resource', resource: 'auth-source', valueField: 'clientName', labelField: 'name' },
    },
    passwordMinLength: {
      label: t('密码最小长度', 'Password min length', 'パスワード最小長'),
      display: 'number',
    },
    passwordMaxLength: {
      label: t('密码最大长度', 'Password max length', 'パスワード最大長'),
      display: 'number',
    },
    lockAfterFailures: {
      label: t('锁定前允许失败次数', 'Failures before lock', 'ロックまでの失敗回数'),
      display: 'number',
    },
    lockMinutes: { label: t('锁定时长（分钟）', 'Lock (minutes)', 'ロック時間（分）'), display: 'number' },
    supportHint: {
      label: t('无账号提示', 'No-account hint', 'アカウントなし時の案内'),
      input: { type: 'textarea', rows: 2 },
    },
    enabled: common.enabled,
  },
  columns: [
    'name',
    'domainName',
    'tenantId',
    'loginMethods',
    'defaultMethod',
    'lockAfterFailures',
    'enabled',
  ],
  filters: ['domainName', 'tenantId', 'defaultMethod', 'enabled'],
  form: [
    { title: t('适用范围', 'Applies to', '適用範囲'), fields: ['name', 'domainName', 'tenantId', 'enabled'] },
    {
      title: t('登录方式', 'Methods', 'ログイン方式'),
      fields: ['loginMethods', 'defaultMethod', 'authSourceClientName', 'supportHint'],
    },
    {
      title: t('密码与锁定', 'Passwords and lockout', 'パスワードとロック'),
      fields: ['passwordMinLength', 'passwordMaxLength', 'lockAfterFailures', 'lockMinutes'],
    },
  ],
  routes: { list: 'login-way' },
  defaults: { loginMethods: ['PASSWORD'], defaultMethod: 'PASSWORD' },
  enabledField: 'enabled',
});
