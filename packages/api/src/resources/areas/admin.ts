import { z } from 'zod';
import { authSourceTypes } from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { authorities, menuAuthorities, roleCodes, type Authority, type MenuKey } from '../../permissions';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type EnumDescription, type Words } from '../describe';
import { code, enabled, optionalText, tenantId, text, webAddress } from '../fields';
import { field } from './shared/descriptions';
import { unit } from './shared/fields';

// The admin area: authority roles, the login ways of console domains, the authentication sources
// that take a domain's login over, and the default permissions of the menus.

// ---------------------------------------------------------------------------------------------
// Admin and authentication (admin-page-platform, login-way)

const menuKeys = Object.keys(menuAuthorities) as [MenuKey, ...MenuKey[]];

type DomainOf<A> = A extends `${infer D}:${string}` ? D : never;
type ActionOf<A> = A extends `${string}:${infer Action}` ? Action : never;

/** What each area of authorities is called: an authority reads "<area>: <action>". */
const authorityDomains: Readonly<Record<DomainOf<Authority>, Words>> = {
  tenant: words('租户', 'Tenants', 'テナント', '租戶', 'Tenant'),
  company: words('公司', 'Companies', '会社', '公司', 'Aziende'),
  staff: words('员工', 'Staff', '従業員', '員工', 'Personale'),
  'customer-service': words('客服', 'Customer service', 'カスタマーサービス', '客服', 'Assistenza clienti'),
  crm: words('客户', 'Customers', '顧客', '客戶', 'Clienti'),
  contract: words('合同', 'Contracts', '契約', '合約', 'Contratti'),
  order: words('订单', 'Orders', '注文', '訂單', 'Ordini'),
  finance: words('财务', 'Finance', '財務', '財務', 'Finanza'),
  content: words('内容', 'Content', 'コンテンツ', '內容', 'Contenuti'),
  reference: words('基础数据', 'Reference data', '基礎データ', '基礎資料', 'Dati di riferimento'),
  location: words('位置服务', 'Location service', 'ロケーション', '位置服務', 'Servizio di localizzazione'),
  marketing: words('营销', 'Marketing', 'マーケティング', '行銷', 'Marketing'),
  menu: words('菜单', 'Menus', 'メニュー', '選單', 'Menu'),
  i18n: words('多语言', 'Languages', '多言語', '多語言', 'Lingue'),
  deploy: words('版本部署', 'Deployment', 'デプロイ', '版本部署', 'Rilascio'),
  'cloud-env': words('云环境', 'Cloud environments', 'クラウド環境', '雲端環境', 'Ambienti cloud'),
  admin: words('管理员', 'Admin', '管理者', '管理員', 'Amministrazione'),
  role: words('角色', 'Roles', 'ロール', '角色', 'Ruoli'),
  booking: words('预订', 'Bookings', '予約', '預訂', 'Prenotazioni'),
};

const authorityActions: Readonly<Record<ActionOf<Authority>, Words>> = {
  read: words('查看', 'read', '閲覧', '檢視', 'lettura'),
  write: words('编辑', 'write', '編集', '編輯', 'scrittura'),
  export: words('导出', 'export', 'エクスポート', '匯出', 'esportazione'),
  sandbox: words('沙箱', 'sandboxes', 'サンドボックス', '沙箱', 'sandbox'),
  delete: words('删除', 'delete', '削除', '刪除', 'eliminazione'),
  audit: words('审核', 'audit', '審査', '審核', 'revisione'),
  pay: words('支付', 'pay', '支払', '支付', 'pagamento'),
  report: words('报表', 'reports', 'レポート', '報表', 'report'),
  request: words('申请', 'request', '申請', '申請', 'richiesta'),
  operate: words('操作', 'operate', '操作', '操作', 'operatività'),
  manage: words('管理', 'manage', '管理', '管理', 'gestione'),
};

/** The words of every authority: its area and its action. */
/* @__NO_SIDE_EFFECTS__ */
function describeAuthorities(): EnumDescription<Authority> {
  return Object.fromEntries(
    authorities.map((authority) => {
      const [domain, action] = authority.split(':') as [DomainOf<Authority>, ActionOf<Authority>];
      const d = authorityDomains[domain];
      const a = authorityActions[action];
      return [
        authority,
        {
          words: words(
            `${d['zh-CN']}-${a['zh-CN']}`,
            `${d.en}: ${a.en}`,
            `${d.ja}・${a.ja}`,
            `${d['zh-TW']}-${a['zh-TW']}`,
            `${d.it}: ${a.it}`,
          ),
        },
      ];
    }),
  ) as EnumDescription<Authority>;
}

/** What each menu of the console is called, as a role's visible menus list them. */
const menuWords: Readonly<Record<MenuKey, Words>> = {
  dashboard: words('首页', 'Dashboard', 'ダッシュボード', '首頁', 'Dashboard'),
  'dashboard-admin': words(
    '管理首页',
    'Admin dashboard',
    '管理ダッシュボード',
    '管理首頁',
    'Dashboard di amministrazione',
  ),
  'i18n-language': words('多语言管理', 'Languages', '多言語管理', '多語言管理', 'Lingue'),
  'minority-language': words(
    '小语种管理',
    'Minority languages',
    '少数言語管理',
    '小語種管理',
    'Lingue minoritarie',
  ),
  'admin-page-platform': words(
    '管理员平台',
    'Admin platform',
    '管理者プラットフォーム',
    '管理員平台',
    'Piattaforma di amministrazione',
  ),
  'auth-sources': words(
    '认证源',
    'Authentication sources',
    '認証ソース',
    '認證來源',
    'Fonti di autenticazione',
  ),
  'login-way': words('登录方式', 'Login methods', 'ログイン方式', '登入方式', 'Metodi di accesso'),
  'announce-manage': words('公告管理', 'Announcements', 'お知らせ管理', '公告管理', 'Annunci'),
  'full-screen-ads': words(
    '全屏广告',
    'Full-screen ads',
    '全画面広告',
    '全螢幕廣告',
    'Annunci a schermo intero',
  ),
  'cloud-environment-management': words(
    '云环境管理',
    'Cloud environments',
    'クラウド環境管理',
    '雲端環境管理',
    'Ambienti cloud',
  ),
  'customer-service': words(
    '客服管理',
    'Customer service',
    'カスタマーサービス',
    '客服管理',
    'Assistenza clienti',
  ),
  'help-center': words('帮助中心', 'Help center', 'ヘルプセンター', '說明中心', 'Centro assistenza'),
  'data-maintain': words(
    '基础数据维护',
    'Reference data',
    '基礎データ管理',
    '基礎資料維護',
    'Dati di riferimento',
  ),
  'finance-contract-management': words('合同管理', 'Contracts', '契約管理', '合約管理', 'Contratti'),
  'finance-customer-management': words('客户管理', 'Customers', '顧客管理', '客戶管理', 'Clienti'),
  'finance-inventory-management': words('库存管理', 'Inventory', '在庫管理', '庫存管理', 'Magazzino'),
  'finance-organization-management': words(
    '组织管理',
    'Organisations',
    '組織管理',
    '組織管理',
    'Organizzazioni',
  ),
  'finance-partner-management': words(
    '合作伙伴管理',
    'Partners',
    'パートナー管理',
    '合作夥伴管理',
    'Partner',
  ),
  'finance-product-management': words('产品管理', 'Products', '製品管理', '產品管理', 'Prodotti'),
  'finance-product-management-new': words(
    '产品管理（新）',
    'Products (new)',
    '製品管理（新）',
    '產品管理（新）',
    'Prodotti (nuovo)',
  ),
  'finance-project-info-management': words(
    '项目信息管理',
    'Projects',
    'プロジェクト管理',
    '專案資訊管理',
    'Progetti',
  ),
  'finance-receipt-management': words('收款管理', 'Receipts', '入金管理', '收款管理', 'Incassi'),
  'finance-receivables': words('应收管理', 'Receivables', '売掛金管理', '應收管理', 'Crediti'),
  'gross-profit-calculation': words('毛利测算', 'Gross profit', '粗利計算', '毛利測算', 'Margine lordo'),
  'helios-analysis': words('Helios 分析', 'Helios analysis', 'Helios 分析', 'Helios 分析', 'Analisi Helios'),
  'forest-energy-query': words(
    '森林能量查询',
    'Forest energy',
    'フォレストエネルギー照会',
    '森林能量查詢',
    'Energia della foresta',
  ),
  'invoice-management-finance': words(
    '发票管理（财务）',
    'Invoices (finance)',
    '請求書管理（財務）',
    '發票管理（財務）',
    'Fatture (finanza)',
  ),
  'invoice-management': words('发票管理', 'Invoices', '請求書管理', '發票管理', 'Fatture'),
  'meta-data-management': words('元数据管理', 'Metadata', 'メタデータ管理', '中繼資料管理', 'Metadati'),
  'order-management-business': words(
    '订单管理（业务）',
    'Orders (business)',
    '注文管理（営業）',
    '訂單管理（業務）',
    'Ordini (commerciale)',
  ),
  'order-management-finance': words(
    '订单管理（财务）',
    'Orders (finance)',
    '注文管理（財務）',
    '訂單管理（財務）',
    'Ordini (finanza)',
  ),
  'order-management': words('订单管理', 'Orders', '注文管理', '訂單管理', 'Ordini'),
  'info-management': words('信息管理', 'Information', '情報管理', '資訊管理', 'Informazioni'),
  'info-maintenance': words(
    '信息维护',
    'Information upkeep',
    '情報メンテナンス',
    '資訊維護',
    'Manutenzione delle informazioni',
  ),
  'location-service': words(
    '位置服务',
    'Location service',
    'ロケーションサービス',
    '位置服務',
    'Servizio di localizzazione',
  ),
  marketing: words('营销管理', 'Marketing', 'マーケティング', '行銷管理', 'Marketing'),
  'menu-control': words('菜单控制', 'Menu control', 'メニュー管理', '選單控制', 'Controllo dei menu'),
  'service-info': words('服务信息', 'Service info', 'サービス情報', '服務資訊', 'Informazioni sul servizio'),
  'service-type': words('服务类型', 'Service types', 'サービス種別', '服務類型', 'Tipi di servizio'),
  'large-language-model': words(
    '大语言模型',
    'Large language models',
    '大規模言語モデル',
    '大型語言模型',
    'Modelli linguistici di grandi dimensioni',
  ),
  questionnaire: words('问卷', 'Questionnaires', 'アンケート', '問卷', 'Questionari'),
  'sandbox-user-reset-activity': words(
    '沙箱用户重置',
    'Sandbox user resets',
    'サンドボックスユーザーリセット',
    '沙箱使用者重設',
    'Reimpostazioni utenti sandbox',
  ),
  'user-reset-activity': words(
    '用户重置',
    'User resets',
    'ユーザーリセット',
    '使用者重設',
    'Reimpostazioni utenti',
  ),
  sentry: words('错误监控', 'Error monitoring', 'エラー監視', '錯誤監控', 'Monitoraggio errori'),
  'tenant-manage': words('租户管理', 'Tenants', 'テナント管理', '租戶管理', 'Tenant'),
  'tenant-operations-management': words(
    '租户运营',
    'Tenant operations',
    'テナント運用',
    '租戶營運',
    'Operazioni sui tenant',
  ),
  'system-operation': words(
    '系统运维',
    'System operation',
    'システム運用',
    '系統維運',
    'Gestione del sistema',
  ),
  'version-deploy-manage': words(
    '版本部署',
    'Version deployment',
    'バージョンデプロイ',
    '版本部署',
    'Rilascio versioni',
  ),
  'booking-management': words(
    '预订管理',
    'Booking management',
    '予約管理',
    '預訂管理',
    'Gestione prenotazioni',
  ),
};

/**
 * An authority role: a bundle of authorities and the menus it shows. The operation-service grants an
 * account the authorities of the enabled records of its role codes (a disabled record grants
 * nothing); a code without a record falls back to the role of the same code in `roles`. The built-in
 * records are seeded from those roles; the super administrator keeps role management (§6).
 */
export const authorityRoleResource = defineResource({
  name: 'authority-role',
  scope: 'global',
  schema: z
    .object({
      roleCode: code(40),
      roleName: text(60),
      description: optionalText(300),
      authorities: z.array(z.enum(authorities)).default([]),
      menuKeys: z.array(z.enum(menuKeys)).default([]),
      /** Every function, whatever the lists say (the super administrator). */
      permitAll: z.boolean().default(false),
      /** Sees only the records of its own tenant. */
      tenantBound: z.boolean().default(false),
      /**
       * One of the roles of the product (`roleCodes`): the server refuses to delete it or change its
       * code. Only those codes can be built in.
       */
      builtIn: z.boolean().default(false),
      enabled,
    })
    .superRefine((role, context) => {
      if (role.builtIn && !(roleCodes as readonly string[]).includes(role.roleCode))
        context.addIssue({ code: 'custom', path: ['builtIn'], message: ValidationMessage.BUILT_IN_ROLE });
      // The super administrator cannot remove role management and its sub-menus.
      if (role.roleCode !== 'SUPER_ADMIN') return;
      for (const authority of ['role:manage', 'admin:read', 'admin:write'] as const) {
        if (!role.authorities.includes(authority))
          context.addIssue({
            code: 'custom',
            path: ['authorities'],
            message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
          });
      }
      if (!role.menuKeys.includes('admin-page-platform'))
        context.addIssue({
          code: 'custom',
          path: ['menuKeys'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
      if (!role.enabled)
        context.addIssue({
          code: 'custom',
          path: ['enabled'],
          message: ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
        });
    }),
  permissions: { read: 'admin:read', write: 'role:manage' },
  title: 'roleName',
  keyword: ['roleName', 'roleCode'],
  filters: { builtIn: 'eq', permitAll: 'eq', tenantBound: 'eq', enabled: 'eq' },
  sortable: ['roleCode', 'roleName'],
  unique: [['roleCode']],
  defaultSort: { field: 'roleCode', direction: 'asc' },
  fields: {
    roleCode: {
      label: words('角色编码', 'Role code', 'ロールコード', '角色編碼', 'Codice ruolo'),
      kind: 'code',
    },
    roleName: { label: words('角色名称', 'Role name', 'ロール名', '角色名稱', 'Nome ruolo') },
    description: described.description,
    authorities: {
      label: words('权限', 'Authorities', '権限', '權限', 'Autorizzazioni'),
      enum: /* @__PURE__ */ describeAuthorities(),
      hint: words(
        '超级管理员必须保留角色管理及管理员权限',
        'The super administrator always keeps role management and admin authorities',
        'スーパー管理者はロール管理と管理者権限を外せません',
        '超級管理員必須保留角色管理及管理員權限',
        'Il super amministratore mantiene sempre la gestione dei ruoli e le autorizzazioni di amministrazione',
      ),
    },
    menuKeys: {
      label: words('可见菜单', 'Menus shown', '表示メニュー', '可見選單', 'Menu visibili'),
      enum: /* @__PURE__ */ Object.fromEntries(
        menuKeys.map((key) => [key, { words: menuWords[key] }]),
      ) as EnumDescription<MenuKey>,
    },
    permitAll: {
      label: words('全部功能', 'All functions', '全機能', '全部功能', 'Tutte le funzioni'),
      kind: 'switch',
      hint: words(
        '拥有全部功能，不受权限列表限制',
        'Every function, whatever the lists say',
        '一覧に関係なく全機能を利用可能',
        '擁有全部功能，不受權限清單限制',
        'Ogni funzione, qualunque cosa dicano gli elenchi',
      ),
    },
    tenantBound: {
      label: words('仅限本租户', 'Own tenant only', '自テナントのみ', '僅限本租戶', 'Solo il proprio tenant'),
      kind: 'switch',
      hint: words(
        '只能看到所属租户的数据',
        'Sees only the records of its own tenant',
        '所属テナントのデータのみ閲覧可能',
        '只能看到所屬租戶的資料',
        'Vede solo i record del proprio tenant',
      ),
    },
    builtIn: {
      label: words('系统内置', 'Built in', 'システム標準', '系統內建', 'Predefinito'),
      kind: 'switch',
    },
    enabled: described.enabled,
  },
});

export const loginMethod = /* @__PURE__ */ defineEnum({
  PASSWORD: { words: words('账号密码', 'Password', 'パスワード', '帳號密碼', 'Password') },
  SMS_CODE: { words: words('短信验证码', 'SMS code', 'SMS認証コード', '簡訊驗證碼', 'Codice SMS') },
  EMAIL_CODE: {
    words: words('邮箱验证码', 'E-mail code', 'メール認証コード', '信箱驗證碼', 'Codice via e-mail'),
  },
  SSO: { words: words('单点登录', 'Single sign-on', 'シングルサインオン', '單一登入', 'Single sign-on') },
  SSO_DIRECT: {
    words: words(
      '单点直登',
      'Direct single sign-on',
      'SSO直接ログイン',
      '單一直接登入',
      'Single sign-on diretto',
    ),
  },
  FEISHU: { words: words('飞书', 'Feishu', 'Feishu', '飛書', 'Feishu') },
  WECHAT: { words: words('企业微信', 'WeCom', 'WeCom', '企業微信', 'WeCom') },
  DINGTALK: { words: words('钉钉', 'DingTalk', 'DingTalk', '釘釘', 'DingTalk') },
  YUNZHIJIA: { words: words('云之家', 'Yunzhijia', '云之家', '雲之家', 'Yunzhijia') },
  QR_CODE: { words: words('扫码登录', 'QR code', 'QRコード', '掃碼登入', 'Codice QR') },
});
export const loginMethods = loginMethod.values;

/** How users of a console domain (and the tenant behind it) log in. */
export const loginWayResource = defineResource({
  name: 'login-way',
  scope: 'global',
  schema: z.object({
    name: text(60),
    /** The host name whose login page this applies to (`loginDecide?domainName=`). */
    domainName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253),
    tenantId: tenantId.optional(),
    loginMethods: z.array(z.enum(loginMethods)).min(1),
    defaultMethod: z.enum(loginMethods),
    /** The `client_name` of the auth source the sso methods hand over to. */
    authSourceClientName: code(40).optional(),
    passwordMinLength: z.number().int().min(6).max(32).default(8),
    passwordMaxLength: z.number().int().min(8).max(128).default(32),
    /** Failed logins before the account is locked (then: forgot password or reset). */
    lockAfterFailures: z.number().int().min(1).max(20).default(5),
    lockMinutes: z.number().int().min(1).max(1440).default(30),
    /** Hint shown to users without an account. */
    supportHint: optionalText(200),
    enabled,
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'name',
  keyword: ['name', 'domainName'],
  filters: { domainName: 'eq', tenantId: 'eq', defaultMethod: 'in', enabled: 'eq' },
  sortable: ['name', 'domainName'],
  unique: [['domainName']],
  fields: {
    name: described.name,
    domainName: {
      label: words('访问域名', 'Domain', 'ドメイン', '存取網域', 'Dominio'),
      hint: words(
        '登录页按此域名判断登录方式',
        'The login page decides its methods by this host name',
        'ログイン画面はこのドメインで方式を判定します',
        '登入頁依此網域判斷登入方式',
        'La pagina di accesso sceglie i metodi in base a questo nome host',
      ),
    },
    tenantId: described.optionalTenantId,
    loginMethods: {
      label: words('可用登录方式', 'Methods offered', '利用可能な方式', '可用登入方式', 'Metodi offerti'),
      enum: loginMethod.words,
    },
    defaultMethod: {
      label: words('默认登录方式', 'Default method', '既定の方式', '預設登入方式', 'Metodo predefinito'),
      enum: loginMethod.words,
    },
    authSourceClientName: {
      label: words(
        '单点登录认证源',
        'Sign-on source',
        'SSO認証ソース',
        '單一登入認證來源',
        'Fonte di single sign-on',
      ),
      reference: { resource: 'auth-source', valueField: 'clientName', labelField: 'name' },
    },
    passwordMinLength: {
      label: words(
        '密码最小长度',
        'Password min length',
        'パスワード最小長',
        '密碼最小長度',
        'Lunghezza minima password',
      ),
      kind: 'number',
      unit: unit.characters,
    },
    passwordMaxLength: {
      label: words(
        '密码最大长度',
        'Password max length',
        'パスワード最大長',
        '密碼最大長度',
        'Lunghezza massima password',
      ),
      kind: 'number',
      unit: unit.characters,
    },
    lockAfterFailures: {
      label: words(
        '锁定前允许失败次数',
        'Failures before lock',
        'ロックまでの失敗回数',
        '鎖定前允許失敗次數',
        'Tentativi falliti prima del blocco',
      ),
      kind: 'number',
      unit: unit.times,
    },
    lockMinutes: {
      label: words(
        '锁定时长（分钟）',
        'Lock (minutes)',
        'ロック時間（分）',
        '鎖定時長（分鐘）',
        'Blocco (minuti)',
      ),
      kind: 'number',
      unit: unit.minutes,
    },
    supportHint: {
      label: words(
        '无账号提示',
        'No-account hint',
        'アカウントなし時の案内',
        '無帳號提示',
        'Avviso per chi non ha un account',
      ),
      kind: 'longText',
    },
    enabled: described.enabled,
  },
});

// ---------------------------------------------------------------------------------------------
// Default permissions and authentication sources

/** The kinds of authentication source (`authSourceTypes`): workplace messaging and single sign-on. */
export const authSourceType = /* @__PURE__ */ defineEnum({
  FEISHU: { words: words('飞书', 'Feishu', 'Feishu', '飛書', 'Feishu') },
  WECHAT: { words: words('企业微信', 'WeCom', 'WeCom', '企業微信', 'WeCom') },
  DINGTALK: { words: words('钉钉', 'DingTalk', 'DingTalk', '釘釘', 'DingTalk') },
  YUNZHIJIA: { words: words('云之家', 'Yunzhijia', '雲之家', '雲之家', 'Yunzhijia') },
  MIDDLEWARE: {
    words: words(
      '中间件插件',
      'Middleware plug-in',
      'ミドルウェアプラグイン',
      '中介軟體外掛',
      'Plug-in middleware',
    ),
  },
}) satisfies { values: readonly (typeof authSourceTypes)[number][] };

export const defaultPermissionResource = defineResource({
  name: 'default-permission',
  scope: 'global',
  schema: z.object({
    permissionName: text(60),
    permissionCode: code(60),
    /** The menu key the permission belongs to. */
    resourceKey: code(80),
    description: optionalText(),
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'permissionName',
  keyword: ['permissionName', 'permissionCode'],
  filters: { resourceKey: 'eq' },
  sortable: ['permissionName', 'permissionCode'],
  unique: [['permissionCode']],
  fields: {
    permissionName: field(words('权限名称', 'Permission', '権限名', '權限名稱', 'Permesso')),
    permissionCode: field(
      words('权限编码', 'Permission code', '権限コード', '權限代碼', 'Codice del permesso'),
      {
        kind: 'code',
      },
    ),
    resourceKey: field(words('菜单', 'Menu', 'メニュー', '選單', 'Menu'), {
      kind: 'code',
      hint: words(
        '权限所属菜单的键',
        'The key of the menu the permission belongs to',
        '権限が属するメニューのキー',
        '權限所屬選單的鍵',
        'La chiave del menu a cui appartiene il permesso',
      ),
    }),
    description: described.description,
  },
});

/** A workplace-messaging or single-sign-on integration, and the domain whose login it takes over. */
export const authSourceResource = defineResource({
  name: 'auth-source',
  scope: 'global',
  schema: z.object({
    sourceType: z.enum(authSourceTypes),
    name: text(60),
    /** The `client_name` of the sso / ssoDirect password grant. */
    clientName: code(40),
    /** The console host name whose login page hands over to this source (`loginDecide`). */
    domainName: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253)
      .optional(),
    authUrl: webAddress.optional(),
    appId: optionalText(100),
    tenantId: tenantId.optional(),
    enabled,
  }),
  permissions: { read: 'admin:read', write: 'admin:write' },
  title: 'name',
  keyword: ['name', 'clientName', 'domainName'],
  filters: { sourceType: 'in', enabled: 'eq', domainName: 'eq', tenantId: 'eq' },
  sortable: ['name', 'sourceType'],
  unique: [['clientName'], ['domainName']],
  fields: {
    sourceType: field(words('认证源类型', 'Source type', 'ソース種別', '認證來源類型', 'Tipo di origine'), {
      enum: authSourceType.words,
    }),
    name: described.name,
    clientName: field(words('客户端名称', 'Client name', 'クライアント名', '用戶端名稱', 'Nome del client'), {
      kind: 'code',
      hint: words(
        '单点登录时传递的 client_name',
        'The client_name sent with single sign-on',
        'SSO時に送る client_name',
        '單一登入時傳遞的 client_name',
        "Il client_name inviato con l'accesso unico (SSO)",
      ),
    }),
    domainName: field(
      words('接管登录的域名', 'Login domain', 'ログインドメイン', '接管登入的網域', 'Dominio di accesso'),
      {
        hint: words(
          '该域名的控制台登录页交由此认证源登录',
          'The console host name whose login page hands over to this source',
          'このホスト名のコンソールのログインページはこのソースに引き継がれます',
          '該網域的主控台登入頁交由此認證來源登入',
          'Il nome host della console la cui pagina di accesso passa a questa origine',
        ),
      },
    ),
    authUrl: field(words('授权地址', 'Authorization URL', '認可URL', '授權位址', 'URL di autorizzazione'), {
      kind: 'url',
    }),
    appId: field(words('应用 ID', 'App ID', 'アプリID', '應用程式 ID', 'ID app')),
    tenantId: described.optionalTenantId,
    enabled: described.enabled,
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const adminAreaResources = {
  'default-permission': defaultPermissionResource,
  'auth-source': authSourceResource,
  'authority-role': authorityRoleResource,
  'login-way': loginWayResource,
} as const satisfies Record<string, ResourceDescriptor>;
