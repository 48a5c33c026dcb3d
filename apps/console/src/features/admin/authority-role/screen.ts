import {
  authorities,
  authorityRoleResource,
  menuAuthorities,
  type Authority,
  type MenuKey,
} from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

const domainNames: Record<string, Title> = {
  tenant: t('租户', 'Tenants', 'テナント'),
  company: t('公司', 'Companies', '会社'),
  staff: t('员工', 'Staff', '従業員'),
  'customer-service': t('客服', 'Customer service', 'カスタマーサービス'),
  crm: t('客户', 'Customers', '顧客'),
  contract: t('合同', 'Contracts', '契約'),
  order: t('订单', 'Orders', '注文'),
  finance: t('财务', 'Finance', '財務'),
  content: t('内容', 'Content', 'コンテンツ'),
  reference: t('基础数据', 'Reference data', '基礎データ'),
  location: t('位置服务', 'Location service', 'ロケーション'),
  marketing: t('营销', 'Marketing', 'マーケティング'),
  menu: t('菜单', 'Menus', 'メニュー'),
  i18n: t('多语言', 'Languages', '多言語'),
  deploy: t('版本部署', 'Deployment', 'デプロイ'),
  'cloud-env': t('云环境', 'Cloud environments', 'クラウド環境'),
  admin: t('管理员', 'Admin', '管理者'),
  role: t('角色', 'Roles', 'ロール'),
  booking: t('预订', 'Bookings', '予約'),
};

const actionNames: Record<string, Title> = {
  read: t('查看', 'read', '閲覧'),
  write: t('编辑', 'write', '編集'),
  export: t('导出', 'export', 'エクスポート'),
  sandbox: t('沙箱', 'sandboxes', 'サンドボックス'),
  delete: t('删除', 'delete', '削除'),
  audit: t('审核', 'audit', '審査'),
  pay: t('支付', 'pay', '支払'),
  report: t('报表', 'reports', 'レポート'),
  request: t('申请', 'request', '申請'),
  operate: t('操作', 'operate', '操作'),
  manage: t('管理', 'manage', '管理'),
};

function authorityLabel(authority: Authority): Title {
  const [domain = '', action = ''] = authority.split(':');
  const d = domainNames[domain] ?? t(domain, domain, domain);
  const a = actionNames[action] ?? t(action, action, action);
  return { 'zh-CN': `${d['zh-CN']}-${a['zh-CN']}`, en: `${d.en}: ${a.en}`, ja: `${d.ja}・${a.ja}` };
}

const menuNames: Record<MenuKey, Title> = {
  dashboard: t('首页', 'Dashboard', 'ダッシュボード'),
  'dashboard-admin': t('管理首页', 'Admin dashboard', '管理ダッシュボード'),
  'i18n-language': t('多语言管理', 'Languages', '多言語管理'),
  'minority-language': t('小语种管理', 'Minority languages', '少数言語管理'),
  'admin-page-platform': t('管理员平台', 'Admin platform', '管理者プラットフォーム'),
  'auth-sources': t('认证源', 'Authentication sources', '認証ソース'),
  'login-way': t('登录方式', 'Login methods', 'ログイン方式'),
  'announce-manage': t('公告管理', 'Announcements', 'お知らせ管理'),
  'full-screen-ads': t('全屏广告', 'Full-screen ads', '全画面広告'),
  'cloud-environment-management': t('云环境管理', 'Cloud environments', 'クラウド環境管理'),
  'customer-service': t('客服管理', 'Customer service', 'カスタマーサービス'),
  'help-center': t('帮助中心', 'Help center', 'ヘルプセンター'),
  'data-maintain': t('基础数据维护', 'Reference data', '基礎データ管理'),
  'finance-contract-management': t('合同管理', 'Contracts', '契約管理'),
  'finance-customer-management': t('客户管理', 'Customers', '顧客管理'),
  'finance-inventory-management': t('库存管理', 'Inventory', '在庫管理'),
  'finance-organization-management': t('组织管理', 'Organisations', '組織管理'),
  'finance-partner-management': t('合作伙伴管理', 'Partners', 'パートナー管理'),
  'finance-product-management': t('产品管理', 'Products', '製品管理'),
  'finance-product-management-new': t('产品管理（新）', 'Products (new)', '製品管理（新）'),
  'finance-project-info-management': t('项目信息管理', 'Projects', 'プロジェクト管理'),
  'finance-receipt-management': t('收款管理', 'Receipts', '入金管理'),
  'finance-receivables': t('应收管理', 'Receivables', '売掛金管理'),
  'gross-profit-calculation': t('毛利测算', 'Gross profit', '粗利計算'),
  'helios-analysis': t('Helios 分析', 'Helios analysis', 'Helios 分析'),
  'forest-energy-query': t('森林能量查询', 'Forest energy', 'フォレストエネルギー照会'),
  'invoice-management-finance': t('发票管理（财务）', 'Invoices (finance)', '請求書管理（財務）'),
  'invoice-management': t('发票管理', 'Invoices', '請求書管理'),
  'meta-data-management': t('元数据管理', 'Metadata', 'メタデータ管理'),
  'order-management-business': t('订单管理（业务）', 'Orders (business)', '注文管理（営業）'),
  'order-management-finance': t('订单管理（财务）', 'Orders (finance)', '注文管理（財務）'),
  'order-management': t('订单管理', 'Orders', '注文管理'),
  'info-management': t('信息管理', 'Information', '情報管理'),
  'info-maintenance': t('信息维护', 'Information upkeep', '情報メンテナンス'),
  'location-service': t('位置服务', 'Location service', 'ロケーションサービス'),
  marketing: t('营销管理', 'Marketing', 'マーケティング'),
  'menu-control': t('菜单控制', 'Menu control', 'メニュー管理'),
  'service-info': t('服务信息', 'Service info', 'サービス情報'),
  'service-type': t('服务类型', 'Service types', 'サービス種別'),
  'large-language-model': t('大语言模型', 'Large language models', '大規模言語モデル'),
  questionnaire: t('问卷', 'Questionnaires', 'アンケート'),
  'sandbox-user-reset-activity': t('沙箱用户重置', 'Sandbox user resets', 'サンドボックスユーザーリセット'),
  'user-reset-activity': t('用户重置', 'User resets', 'ユーザーリセット'),
  sentry: t('错误监控', 'Error monitoring', 'エラー監視'),
  'tenant-manage': t('租户管理', 'Tenants', 'テナント管理'),
  'tenant-operations-management': t('租户运营', 'Tenant operations', 'テナント運用'),
  'system-operation': t('系统运维', 'System operation', 'システム運用'),
  'version-deploy-manage': t('版本部署', 'Version deployment', 'バージョンデプロイ'),
  'booking-management': t('预订管理', 'Booking management', '予約管理'),
};

export const screen = defineScreen({
  resource: authorityRoleResource,
  title: t('角色权限', 'Authority roles', 'ロール権限'),
  recordName: t('角色', 'Role', 'ロール'),
  fields: {
    roleCode: { label: t('角色编码', 'Role code', 'ロールコード'), display: 'code' },
    roleName: { label: t('角色名称', 'Role name', 'ロール名') },
    description: common.description,
    authorities: {
      label: t('权限', 'Authorities', '権限'),
      input: {
        type: 'multi-select',
        options: authorities.map((authority) => ({ value: authority, label: authorityLabel(authority) })),
      },
      display: 'tags',
      help: t(
        '超级管理员必须保留角色管理及管理员权限',
        'The super administrator always keeps role management and admin authorities',
        'スーパー管理者はロール管理と管理者権限を外せません',
      ),
    },
    menuKeys: {
      label: t('可见菜单', 'Menus shown', '表示メニュー'),
      input: {
        type: 'multi-select',
        options: (Object.keys(menuAuthorities) as MenuKey[]).map((key) => ({
          value: key,
          label: menuNames[key],
        })),
      },
      display: 'tags',
    },
    permitAll: {
      label: t('全部功能', 'All functions', '全機能'),
      help: t(
        '拥有全部功能，不受权限列表限制',
        'Every function, whatever the lists say',
        '一覧に関係なく全機能を利用可能',
      ),
    },
    tenantBound: {
      label: t('仅限本租户', 'Own tenant only', '自テナントのみ'),
      help: t(
        '只能看到所属租户的数据',
        'Sees only the records of its own tenant',
        '所属テナントのデータのみ閲覧可能',
      ),
    },
    builtIn: { label: t('系统内置', 'Built in', 'システム標準'), readOnly: true, display: 'boolean' },
    enabled: common.enabled,
  },
  columns: ['roleCode', 'roleName', 'description', 'permitAll', 'tenantBound', 'builtIn', 'enabled'],
  filters: ['builtIn', 'permitAll', 'tenantBound', 'enabled'],
  form: [
    { title: t('角色', 'Role', 'ロール'), fields: ['roleCode', 'roleName', 'description', 'enabled'] },
    {
      title: t('权限与菜单', 'Authorities and menus', '権限とメニュー'),
      fields: ['permitAll', 'tenantBound', 'authorities', 'menuKeys'],
    },
  ],
  detail: [
    {
      key: 'role',
      title: t('角色', 'Role', 'ロール'),
      sections: [{ fields: ['roleCode', 'roleName', 'description', 'builtIn', 'enabled'] }],
    },
    {
      key: 'authorities',
      title: t('权限与菜单', 'Authorities and menus', '権限とメニュー'),
      sections: [{ fields: ['permitAll', 'tenantBound', 'authorities', 'menuKeys'] }],
    },
  ],
  routes: { list: 'authority-roles', create: 'authority-add-roles', edit: 'authority-roles-management' },
  defaults: { authorities: [], menuKeys: [], permitAll: false, tenantBound: false, builtIn: false },
  enabledField: 'enabled',
});
