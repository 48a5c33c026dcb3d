import { z } from 'zod';
import { ValidationMessage } from '../../../constants/validation';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words, type EnumDescription } from '../../describe';
import { tenantMessagingPlatform } from '../../enums';
import { code, date, email, enabled, mobile, money, optionalText, tenantId, text } from '../../fields';
import { field } from '../shared/descriptions';

// The tenant area: the tenant record itself, the groups tenants are filed in, the rules of the
// notices sent to them, and their contracts.

/**
 * A tenant's licence (`licensed`, a number): paid 1, free 0. Keyed by the number's text, which an
 * object lists in ascending order: the field's `enumOrder` offers paid first.
 */
export const tenantLicenceWords = {
  1: { words: words('付费', 'Paid', '有料', '付費', 'A pagamento'), tone: 'success' },
  0: { words: words('免费', 'Free', '無料', '免費', 'Gratuito'), tone: 'neutral' },
} as const satisfies EnumDescription<'0' | '1'>;

/**
 * The items of the REGION enumeration: where a tenant's data lives. A tenant's and a registration's
 * `region` keep the item's code as text (an item added to the enumeration later still saves).
 */
export const tenantDataRegion = /* @__PURE__ */ defineEnum({
  CN: { words: words('中国大陆', 'Chinese Mainland', '中国本土', '中國大陸', 'Cina continentale') },
  HK: { words: words('中国香港', 'Hong Kong, China', '中国香港', '中國香港', 'Hong Kong (Cina)') },
  SG: { words: words('新加坡', 'Singapore', 'シンガポール', '新加坡', 'Singapore') },
  JP: { words: words('日本', 'Japan', '日本', '日本', 'Giappone') },
  EU: { words: words('欧洲', 'Europe', '欧州', '歐洲', 'Europa') },
  US: { words: words('美国', 'United States', '米国', '美國', 'Stati Uniti') },
});

/**
 * The CRM contract types (items of the CRM_CONTRACT_TYPE enumeration). A contract keeps the item's
 * code as text, so a type the CRM adds later still saves; these are the ones offered and worded.
 */
export const crmContractType = /* @__PURE__ */ defineEnum({
  STANDARD: { words: words('标准合同', 'Standard contract', '標準契約', '標準合約', 'Contratto standard') },
  FRAMEWORK: { words: words('框架协议', 'Framework agreement', '基本契約', '框架協議', 'Accordo quadro') },
  SUPPLEMENT: {
    words: words('补充协议', 'Supplementary agreement', '追加契約', '補充協議', 'Accordo integrativo'),
  },
  RENEWAL: { words: words('续约合同', 'Renewal contract', '更新契約', '續約合約', 'Contratto di rinnovo') },
  TRIAL: { words: words('试用协议', 'Trial agreement', '試用契約', '試用協議', 'Accordo di prova') },
  CHANNEL: { words: words('渠道合同', 'Channel contract', '代理店契約', '通路合約', 'Contratto di canale') },
});
export const crmContractTypes = crmContractType.values;

/**
 * The messaging platform a tenant is on: one of `tenantMessagingPlatforms` (whose marketplace orders
 * the tenant-platform-order records hold), or NONE for a tenant that uses only the web and apps.
 */
export const tenantPlatform = /* @__PURE__ */ defineEnum({
  NONE: { words: words('无', 'None', 'なし', '無', 'Nessuna') },
  ...tenantMessagingPlatform.words,
});
export const tenantPlatforms = tenantPlatform.values;

export const tenantResource = defineResource({
  name: 'tenant',
  scope: 'global',
  schema: z.object({
    tenantName: text(100),
    tenantCode: code(32),
    /** An item of the REGION enumeration. */
    region: code(),
    /** The code of a cloud environment. */
    cloudEnv: code(),
    /** Paid 1, free 0. */
    licensed: z.union([z.literal(0), z.literal(1)]),
    sandbox: z.boolean().default(false),
    /** For a sandbox: the id of the production tenant it was created from. */
    sourceTenantId: tenantId.optional(),
    /** Which workplace-messaging platform the tenant uses the product through. */
    messagingPlatform: z.enum(tenantPlatforms).default('NONE'),
    tenantGroupCode: code().optional(),
    contactName: optionalText(50),
    contactEmail: email.optional(),
    contactMobile: mobile.optional(),
    licenceExpireDate: date.optional(),
    enabled,
  }),
  permissions: {
    read: 'tenant:read',
    write: 'tenant:write',
    delete: 'tenant:delete',
    export: 'tenant:export',
  },
  title: 'tenantName',
  keyword: ['tenantName', 'tenantCode'],
  filters: {
    tenantName: 'contains',
    tenantCode: 'eq',
    region: 'in',
    cloudEnv: 'in',
    licensed: 'eq',
    sandbox: 'eq',
    sourceTenantId: 'eq',
    messagingPlatform: 'eq',
    enabled: 'eq',
    tenantGroupCode: 'eq',
    licenceExpireDate: 'range',
  },
  sortable: ['tenantName', 'tenantCode', 'region', 'licenceExpireDate'],
  unique: [['tenantCode']],
  importable: true,
  fields: {
    tenantName: field(words('租户名称', 'Tenant name', 'テナント名', '租戶名稱', 'Nome del tenant')),
    tenantCode: field(words('租户编码', 'Tenant code', 'テナントコード', '租戶代碼', 'Codice del tenant'), {
      kind: 'code',
    }),
    region: field(words('区域', 'Region', 'リージョン', '區域', 'Regione'), {
      kind: 'enum',
      enum: tenantDataRegion.words,
    }),
    cloudEnv: field(words('云环境', 'Cloud environment', 'クラウド環境', '雲端環境', 'Ambiente cloud'), {
      reference: { lookup: 'cloudEnvironment' },
    }),
    licensed: field(words('付费状态', 'Licence', 'ライセンス', '付費狀態', 'Licenza'), {
      kind: 'enum',
      enum: tenantLicenceWords,
      enumOrder: [1, 0],
    }),
    sandbox: field(words('沙箱租户', 'Sandbox', 'サンドボックス', '沙箱租戶', 'Sandbox'), { kind: 'switch' }),
    sourceTenantId: field(words('源租户', 'Source tenant', '元テナント', '來源租戶', 'Tenant di origine'), {
      reference: { lookup: 'tenant' },
      hint: words(
        '仅沙箱租户：创建它的生产租户',
        'Sandboxes only: the production tenant it was created from',
        'サンドボックスのみ：作成元の本番テナント',
        '僅沙箱租戶：建立它的正式租戶',
        'Solo sandbox: il tenant di produzione da cui è stato creato',
      ),
    }),
    messagingPlatform: field(
      words(
        '消息平台',
        'Messaging platform',
        'メッセージング基盤',
        '訊息平台',
        'Piattaforma di messaggistica',
      ),
      { enum: tenantPlatform.words },
    ),
    tenantGroupCode: described.tenantGroupCode,
    contactName: described.contactName,
    contactEmail: described.contactEmail,
    contactMobile: described.contactMobile,
    licenceExpireDate: field(
      words('授权到期日', 'Licence expires', 'ライセンス期限', '授權到期日', 'Scadenza della licenza'),
      { kind: 'date' },
    ),
    enabled: described.enabled,
  },
});

/** A contract's lifecycle: drafted, in force, past its end date, or terminated early. */
export const contractStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  ACTIVE: { words: words('履行中', 'Active', '履行中', '履行中', 'Attivo'), tone: 'success' },
  EXPIRED: { words: words('已到期', 'Expired', '期限切れ', '已到期', 'Scaduto'), tone: 'warning' },
  TERMINATED: { words: words('已终止', 'Terminated', '解約済み', '已終止', 'Risolto'), tone: 'danger' },
});
export const contractStatuses = contractStatus.values;

export const contractResource = defineResource({
  name: 'contract',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    contractCode: code(40),
    crmCustomerCode: code(32).optional(),
    signContractCustomer: text(100),
    actualUseAccount: text(100),
    /** An item of the CRM_CONTRACT_TYPE enumeration. */
    contractType: code(),
    totalAmount: money,
    owner: text(50),
    contractStatus: z.enum(contractStatuses),
    signDate: date.optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  }),
  permissions: { read: 'contract:read', write: 'contract:write' },
  title: 'contractCode',
  keyword: ['contractCode', 'signContractCustomer', 'actualUseAccount'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    contractType: 'in',
    contractStatus: 'in',
    owner: 'contains',
    signDate: 'range',
    totalAmount: 'range',
  },
  sortable: ['contractCode', 'totalAmount', 'signDate', 'endDate'],
  unique: [['contractCode']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    contractCode: field(words('合同编号', 'Contract no.', '契約番号', '合約編號', 'N. contratto'), {
      kind: 'code',
    }),
    crmCustomerCode: field(words('CRM 客户', 'CRM customer', 'CRM 顧客', 'CRM 客戶', 'Cliente CRM'), {
      reference: { lookup: 'crmCustomer' },
    }),
    signContractCustomer: field(
      words('签约客户', 'Signing customer', '契約顧客', '簽約客戶', 'Cliente firmatario'),
    ),
    actualUseAccount: field(
      words('实际使用账户', 'Account in use', '実利用アカウント', '實際使用帳戶', 'Account effettivo'),
    ),
    contractType: field(words('合同类型', 'Contract type', '契約種別', '合約類型', 'Tipo di contratto'), {
      kind: 'enum',
      enum: crmContractType.words,
      hint: words(
        'CRM 合同类型（CRM_CONTRACT_TYPE）中的一项',
        'An item of the CRM contract types (CRM_CONTRACT_TYPE)',
        'CRM 契約種別（CRM_CONTRACT_TYPE）の項目',
        'CRM 合約類型（CRM_CONTRACT_TYPE）中的一項',
        'Una voce dei tipi di contratto CRM (CRM_CONTRACT_TYPE)',
      ),
    }),
    totalAmount: field(words('合同金额', 'Total amount', '契約金額', '合約金額', 'Importo totale'), {
      kind: 'money',
    }),
    owner: described.owner,
    contractStatus: field(
      words('合同状态', 'Contract status', '契約ステータス', '合約狀態', 'Stato del contratto'),
      {
        enum: contractStatus.words,
      },
    ),
    signDate: field(words('签约日期', 'Signing date', '締結日', '簽約日期', 'Data di firma'), {
      kind: 'date',
    }),
    startDate: described.startDate,
    endDate: described.endDate,
  },
});

/** How a tenant notice is sent. */
export const noticeWay = /* @__PURE__ */ defineEnum({
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  SMS: { words: words('短信', 'SMS', 'SMS', '簡訊', 'SMS') },
  APP: { words: words('站内消息', 'In-app message', 'アプリ内通知', '站內訊息', "Messaggio nell'app") },
  MESSAGING: {
    words: words(
      '办公通讯',
      'Workplace messaging',
      'ビジネスチャット',
      '辦公通訊',
      'Messaggistica aziendale',
    ),
  },
});
export const noticeWays = noticeWay.values;

/** What a tenant notice tells of: a licence or trial running out, usage, a release. */
export const tenantNoticeType = /* @__PURE__ */ defineEnum({
  LICENCE_EXPIRY: {
    words: words(
      '许可到期提醒',
      'Licence expiry',
      'ライセンス期限の通知',
      '授權到期提醒',
      'Scadenza della licenza',
    ),
  },
  TRIAL_EXPIRY: {
    words: words('试用到期提醒', 'Trial expiry', '試用期限の通知', '試用到期提醒', 'Scadenza della prova'),
  },
  USAGE: { words: words('用量提醒', 'Usage', '利用量の通知', '用量提醒', 'Utilizzo') },
  RELEASE: { words: words('版本发布通知', 'Release', 'リリースの通知', '版本發布通知', 'Rilascio') },
});
export const tenantNoticeTypes = tenantNoticeType.values;

/** Which tenants a notice applies to: all, the paying ones, the free ones. */
export const tenantNoticeRange = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部租户', 'All tenants', 'すべてのテナント', '全部租戶', 'Tutti i tenant') },
  LICENSED: { words: words('付费租户', 'Paid tenants', '有料テナント', '付費租戶', 'Tenant a pagamento') },
  FREE: { words: words('免费租户', 'Free tenants', '無料テナント', '免費租戶', 'Tenant gratuiti') },
});
export const tenantNoticeRanges = tenantNoticeRange.values;

/** Who receives a tenant notice. */
export const tenantNoticeSendObject = /* @__PURE__ */ defineEnum({
  ADMINS: {
    words: words(
      '租户管理员',
      'Tenant administrators',
      'テナント管理者',
      '租戶管理員',
      'Amministratori del tenant',
    ),
  },
  ALL_STAFF: { words: words('全体员工', 'All staff', '全従業員', '全體員工', 'Tutto il personale') },
  CONTACT: {
    words: words('租户联系人', 'Tenant contact', 'テナントの担当者', '租戶聯絡人', 'Referente del tenant'),
  },
});
export const tenantNoticeSendObjects = tenantNoticeSendObject.values;

export const tenantNoticeRuleResource = defineResource({
  name: 'tenant-notice-rule',
  scope: 'global',
  schema: z.object({
    noticeName: text(100),
    noticeType: z.enum(tenantNoticeTypes),
    sendTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ValidationMessage.TIME),
    noticeWays: z.array(z.enum(noticeWays)).min(1),
    /** Which tenants it applies to: all, the paying ones, the free ones. */
    tenantRange: z.enum(tenantNoticeRanges),
    sendObject: z.enum(tenantNoticeSendObjects),
    /** How many days before the event it is sent. */
    sendCondition: z.number().int().min(0).max(365),
    enabled,
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'noticeName',
  filters: { noticeType: 'in', tenantRange: 'in', enabled: 'eq' },
  sortable: ['noticeName', 'sendTime'],
  fields: {
    noticeName: field(words('通知名称', 'Notice', '通知名', '通知名稱', 'Notifica')),
    noticeType: field(words('通知类型', 'Notice type', '通知種別', '通知類型', 'Tipo di notifica'), {
      enum: tenantNoticeType.words,
    }),
    sendTime: field(words('发送时间', 'Send time', '送信時刻', '發送時間', 'Ora di invio'), { kind: 'time' }),
    noticeWays: field(words('通知方式', 'Sent by', '通知方法', '通知方式', 'Canali'), {
      enum: noticeWay.words,
    }),
    tenantRange: field(words('租户范围', 'Tenants', '対象テナント', '租戶範圍', 'Tenant'), {
      enum: tenantNoticeRange.words,
    }),
    sendObject: field(words('发送对象', 'Recipients', '送信先', '發送對象', 'Destinatari'), {
      enum: tenantNoticeSendObject.words,
    }),
    sendCondition: field(words('提前天数', 'Days before', '事前日数', '提前天數', 'Giorni di anticipo'), {
      kind: 'number',
      unit: words('天', 'days', '日', '天', 'giorni'),
      hint: words(
        '在事件发生前几天发送，0 为当天',
        'How many days before the event it is sent; 0 for the same day',
        'イベントの何日前に送信するか（0 は当日）',
        '在事件發生前幾天發送，0 為當天',
        "Quanti giorni prima dell'evento viene inviata; 0 per il giorno stesso",
      ),
    }),
    enabled: described.enabled,
  },
});

export const tenantGroupResource = defineResource({
  name: 'tenant-group',
  scope: 'global',
  schema: z.object({
    tenantGroupName: text(60),
    tenantGroupCode: code(32),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'tenantGroupName',
  keyword: ['tenantGroupName', 'tenantGroupCode'],
  filters: { enabled: 'eq' },
  sortable: ['tenantGroupName', 'tenantGroupCode'],
  unique: [['tenantGroupCode']],
  fields: {
    tenantGroupName: field(words('分组名称', 'Group name', 'グループ名', '群組名稱', 'Nome del gruppo')),
    tenantGroupCode: field(
      words('分组编码', 'Group code', 'グループコード', '群組代碼', 'Codice del gruppo'),
      {
        kind: 'code',
      },
    ),
    description: described.description,
    enabled: described.enabled,
  },
});
