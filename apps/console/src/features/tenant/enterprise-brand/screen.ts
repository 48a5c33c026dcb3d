import { enterpriseBrandResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { dateField, enabledFieldView, t, tenantIdField } from '../text';

/** Tenants' own branding: what their staff see instead of the product's name, logo and colours. */
export const screen = defineScreen({
  resource: enterpriseBrandResource,
  title: t('企业品牌管理', 'Enterprise brands', '企業ブランド管理'),
  recordName: t('企业品牌', 'Enterprise brand', '企業ブランド'),
  fields: {
    tenantId: tenantIdField,
    brandName: { label: t('品牌名称', 'Brand', 'ブランド名'), width: 180 },
    appName: { label: t('应用名称', 'App name', 'アプリ名'), width: 140 },
    slogan: { label: t('品牌标语', 'Slogan', 'スローガン'), width: 200 },
    logoOid: {
      label: t('Logo', 'Logo', 'ロゴ'),
      input: { type: 'attachment', accept: 'image/png,image/jpeg,image/svg+xml', maxMb: 0.2 },
      help: t('建议 150×150，小于 200K', 'Best 150×150, under 200 KB', '推奨 150×150、200KB 未満'),
    },
    loginBackgroundOid: {
      label: t('登录页背景', 'Login background', 'ログイン背景'),
      input: { type: 'attachment', accept: 'image/png,image/jpeg', maxMb: 3 },
    },
    themeColor: {
      label: t('主题色', 'Theme colour', 'テーマカラー'),
      help: t('如 #1F6FEB', 'e.g. #1F6FEB', '例：#1F6FEB'),
      width: 100,
    },
    customDomain: { label: t('专属域名', 'Custom domain', '専用ドメイン'), display: 'link', width: 220 },
    loginPageTitle: { label: t('登录页标题', 'Login page title', 'ログイン画面タイトル'), width: 180 },
    effectiveDate: dateField(t('生效日期', 'Effective from', '有効開始日')),
    enabled: enabledFieldView,
  },
  columns: ['brandName', 'tenantId', 'appName', 'themeColor', 'customDomain', 'effectiveDate', 'enabled'],
  filters: ['tenantId', 'enabled', 'customDomain'],
  form: [
    {
      title: t('品牌', 'Brand', 'ブランド'),
      fields: ['tenantId', 'brandName', 'appName', 'slogan', 'effectiveDate', 'enabled'],
    },
    {
      title: t('视觉与登录', 'Look and login', 'デザインとログイン'),
      fields: ['logoOid', 'loginBackgroundOid', 'themeColor', 'customDomain', 'loginPageTitle'],
    },
  ],
  defaults: { themeColor: '#1F6FEB', enabled: true },
  enabledField: 'enabled',
  routes: {
    list: 'enterprise-brand-management',
    detail: 'enterprise-brand-management-detail',
    create: 'enterprise-brand-management-new',
    edit: 'enterprise-brand-management-edit',
  },
});
