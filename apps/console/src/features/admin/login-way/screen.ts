import { loginWayResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: loginWayResource,
  title: t('登录方式', 'Login methods', 'ログイン方式'),
  recordName: t('登录方式配置', 'Login setting', 'ログイン設定'),
  fields: { supportHint: { input: { type: 'textarea', rows: 2 } } },
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
