import { enterpriseBrandResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Tenants' own branding: what their staff see instead of the product's name, logo and colours. */
export const screen = defineScreen({
  resource: enterpriseBrandResource,
  title: t('企业品牌管理', 'Enterprise brands', '企業ブランド管理'),
  recordName: t('企业品牌', 'Enterprise brand', '企業ブランド'),
  fields: {
    tenantId: { width: 220 },
    brandName: { width: 180 },
    appName: { width: 140 },
    logoOid: { input: { type: 'attachment', accept: 'image/png,image/jpeg,image/svg+xml', maxMb: 0.2 } },
    loginBackgroundOid: { input: { type: 'attachment', accept: 'image/png,image/jpeg' } },
    themeColor: { width: 100 },
    customDomain: { width: 220 },
    effectiveDate: { width: 120 },
    enabled: { width: 90 },
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
