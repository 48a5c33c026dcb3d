import { z } from 'zod';
import { apiMessages, type ApiMessageId } from '../../../constants/messages';
import {
  documentCategoryMessages,
  labelDocumentCategories,
  orderStatuses,
  orderStatusMessages,
  orderTypeMessages,
  orderTypes,
} from '../../../constants/statuses';
import { ValidationMessage } from '../../../constants/validation';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words, type EnumDescription, type FieldDescription, type Words } from '../../describe';
import { tenantMessagingPlatform, tenantMessagingPlatforms } from '../../enums';
import { tenantDataRegion } from './tenants';
import {
  code,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  tenantId,
  text,
  webAddress,
} from '../../fields';

/*
 * The tenant area: what tenant management (§2.14, §2.16), tenant operations (§2.17) and the user
 * reset activities (§2.13) keep beside the tenant record itself (`tenants.ts`) and the tenant's
 * organisation (`organisation.ts`).
 */

export { tenantMessagingPlatform, tenantMessagingPlatforms };

/** The menus' authorities: tenant management reads and writes tenants; exports need tenant:export. */
const tenantManage = { read: 'tenant:read', write: 'tenant:write', export: 'tenant:export' } as const;
/** Tenant operation news is content written by the operations team. */
const tenantOperations = { read: 'content:read', write: 'content:write' } as const;

const count = (max = 100_000_000) => z.number().int().min(0).max(max);
/** An attachment's OID (uploads store the attachment, records keep its OID). */
const attachmentOid = z.string().uuid();
/** A time of day, HH:mm. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ValidationMessage.TIME);

// ---------------------------------------------------------------------------------------------
// What the fields of this area mean to people: descriptions several resources share.

/** The words of a message of the packages' catalogue, in every language. */
const messageWords = (id: ApiMessageId): Words =>
  words(
    apiMessages['zh-CN'][id],
    apiMessages.en[id],
    apiMessages.ja[id],
    apiMessages['zh-TW'][id],
    apiMessages.it[id],
  );

/** An order's type and state, as the service words them. */
const orderTypeWords = Object.fromEntries(
  orderTypes.map((value) => [value, { words: messageWords(orderTypeMessages[value]) }]),
) as EnumDescription<(typeof orderTypes)[number]>;
const orderStatusTones = { PENDING_PAYMENT: 'warning', PAID: 'success', CLOSED: 'neutral' } as const;
const orderStatusWords = Object.fromEntries(
  orderStatuses.map((value) => [
    value,
    { words: messageWords(orderStatusMessages[value]), tone: orderStatusTones[value] },
  ]),
) as EnumDescription<(typeof orderStatuses)[number]>;

/**
 * The document categories a print template prints (the label picker's categories, §9), keyed by the
 * category's number; the field's schema lists them in the picker's order, which they are offered in.
 */
export const printDocumentCategoryWords: EnumDescription = Object.fromEntries(
  labelDocumentCategories.map((value) => [
    String(value),
    { words: messageWords(documentCategoryMessages[value]) },
  ]),
);
/** A print template's document category: one of the label picker's categories, by its number. */
const printDocumentCategory = z.union(labelDocumentCategories.map((value) => z.literal(value)));

const days = words('天', 'days', '日', '天', 'giorni');
const gigabytes = words('GB', 'GB', 'GB', 'GB', 'GB');
const percent = words('%', '%', '%', '%', '%');
const years = words('年', 'years', '年', '年', 'anni');

/** The descriptions of fields that mean the same in several resources of the area. */
const field = {
  /** The tenant opened from a registration or a marketplace entry. */
  openedTenant: {
    label: words('开通租户', 'Opened tenant', '開通テナント', '開通租戶', 'Tenant attivato'),
    reference: { lookup: 'tenant' },
  },
  functionPackages: {
    label: words('功能包', 'Function packages', '機能パッケージ', '功能包', 'Pacchetti funzionali'),
    reference: { lookup: 'functionPackage' },
  },
  corpId: {
    label: words(
      '企业 ID（corpId）',
      'Corp ID',
      '企業 ID（corpId）',
      '企業 ID（corpId）',
      'ID organizzazione (corpId)',
    ),
    kind: 'code',
    hint: words(
      '平台上的企业 ID：钉钉 corpId、企业微信 corpid、飞书 tenant key',
      "The organisation's id on the platform: DingTalk corpId, WeCom corpid, Lark tenant key",
      'プラットフォーム上の企業 ID：DingTalk corpId、WeCom corpid、Lark tenant key',
      '平台上的企業 ID：釘釘 corpId、企業微信 corpid、飛書 tenant key',
      "L'ID dell'organizzazione sulla piattaforma: corpId DingTalk, corpid WeCom, tenant key Lark",
    ),
  },
  applicant: { label: words('申请人', 'Applicant', '申請者', '申請人', 'Richiedente') },
  approver: { label: words('审批人', 'Approver', '承認者', '審批人', 'Approvatore') },
  status: { label: words('状态', 'Status', '状態', '狀態', 'Stato') },
  licenceStart: {
    label: words('生效日期', 'Starts on', '開始日', '生效日期', 'Inizia il'),
    kind: 'date',
  },
  licenceEnd: { label: words('到期日期', 'Ends on', '終了日', '到期日期', 'Termina il'), kind: 'date' },
  activeUsers: {
    label: words('活跃用户', 'Active users', 'アクティブユーザー', '活躍使用者', 'Utenti attivi'),
    kind: 'number',
  },
  expenseReports: {
    label: words('报销单数', 'Expense reports', '経費精算件数', '報銷單數', 'Note spese'),
    kind: 'number',
  },
  reimbursedAmount: {
    label: words('报销金额', 'Reimbursed', '精算金額', '報銷金額', 'Importo rimborsato'),
    kind: 'money',
  },
  travelOrders: {
    label: words('差旅订单', 'Travel orders', '出張予約件数', '差旅訂單', 'Ordini di viaggio'),
    kind: 'number',
  },
  travelSpend: {
    label: words('差旅消费', 'Travel spend', '出張支出', '差旅消費', 'Spesa di viaggio'),
    kind: 'money',
  },
  documentCategory: {
    label: words('单据类型', 'Document type', '伝票種別', '單據類型', 'Tipo di documento'),
    kind: 'enum',
    enum: printDocumentCategoryWords,
  },
  differenceCount: {
    label: words('差异数', 'Differences', '差異数', '差異數', 'Differenze'),
    kind: 'number',
  },
} as const satisfies Record<string, FieldDescription>;

// ---------------------------------------------------------------------------------------------
// Opening tenants: registrations, marketplace entries, licence authorizations

/** Where a registration came from: the website, a messaging marketplace, a salesperson, a partner, an event. */
export const tenantRegistrationSource = /* @__PURE__ */ defineEnum({
  WEBSITE: { words: words('官网', 'Website', '公式サイト', '官網', 'Sito web') },
  DINGTALK: {
    words: words(
      '钉钉应用市场',
      'DingTalk marketplace',
      'DingTalkマーケット',
      '釘釘應用市集',
      'Marketplace DingTalk',
    ),
  },
  WECHAT: {
    words: words(
      '企业微信应用市场',
      'WeCom marketplace',
      'WeComマーケット',
      '企業微信應用市集',
      'Marketplace WeCom',
    ),
  },
  LARK: {
    words: words('飞书应用市场', 'Lark marketplace', 'Larkマーケット', '飛書應用市集', 'Marketplace Lark'),
  },
  SALES: { words: words('销售录入', 'Sales', '営業登録', '銷售錄入', 'Inserita dalle vendite') },
  PARTNER: { words: words('渠道伙伴', 'Partner', 'パートナー', '通路夥伴', 'Partner') },
  EVENT: { words: words('市场活动', 'Event', 'イベント', '行銷活動', 'Evento') },
});
export const tenantRegistrationSources = tenantRegistrationSource.values;
export const tenantEmployeeScale = /* @__PURE__ */ defineEnum({
  UNDER_50: { words: words('50 人以下', 'Under 50', '50 名未満', '50 人以下', 'Meno di 50') },
  FROM_50_TO_199: { words: words('50–199 人', '50–199', '50–199 名', '50–199 人', '50–199') },
  FROM_200_TO_999: { words: words('200–999 人', '200–999', '200–999 名', '200–999 人', '200–999') },
  FROM_1000_TO_4999: {
    words: words('1000–4999 人', '1,000–4,999', '1,000–4,999 名', '1,000–4,999 人', '1.000–4.999'),
  },
  OVER_5000: {
    words: words('5000 人以上', '5,000 and more', '5,000 名以上', '5,000 人以上', '5.000 e oltre'),
  },
});
export const tenantEmployeeScales = tenantEmployeeScale.values;
/** A registration is followed up (contacted), approved, opened as a tenant, or rejected. */
export const tenantRegistrationStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待跟进', 'Pending', '未対応', '待跟進', 'In attesa'), tone: 'warning' },
  CONTACTED: { words: words('已联系', 'Contacted', '連絡済', '已聯繫', 'Contattata'), tone: 'info' },
  APPROVED: { words: words('已审核', 'Approved', '承認済', '已審核', 'Approvata'), tone: 'info' },
  OPENED: { words: words('已开通', 'Opened', '開通済', '已開通', 'Attivata'), tone: 'success' },
  REJECTED: { words: words('已拒绝', 'Rejected', '却下', '已拒絕', 'Respinta'), tone: 'danger' },
});
export const tenantRegistrationStatuses = tenantRegistrationStatus.values;

/** A company's application to become a tenant (a trial or a purchase), before a tenant exists. */
export const tenantRegistrationResource = defineResource({
  name: 'tenant-registration',
  scope: 'global',
  schema: z.object({
    /** Made by the service when a registration is created. */
    registrationCode: code(32).optional(),
    companyName: text(100),
    contactName: text(50),
    contactMobile: mobile,
    contactEmail: email.optional(),
    industry: optionalText(50),
    employeeScale: z.enum(tenantEmployeeScales),
    /** An item of the REGION enumeration: where the tenant's data would live. */
    region: code(),
    source: z.enum(tenantRegistrationSources),
    /** The pkgCodes of the function packages the applicant is interested in. */
    intendedPackages: z.array(code(32)).default([]),
    appliedDate: date,
    status: z.enum(tenantRegistrationStatuses).default('PENDING'),
    /** The provider's staff member following it up. */
    handler: optionalText(50),
    /** The tenant opened from it, once opened. */
    tenantId: tenantId.optional(),
    rejectReason: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'companyName',
  keyword: ['companyName', 'registrationCode', 'contactName', 'contactMobile'],
  filters: {
    companyName: 'contains',
    status: 'in',
    source: 'in',
    region: 'in',
    employeeScale: 'in',
    appliedDate: 'range',
    handler: 'contains',
    tenantId: 'eq',
  },
  sortable: ['appliedDate', 'companyName', 'registrationCode'],
  unique: [['registrationCode']],
  defaultSort: { field: 'appliedDate', direction: 'desc' },
  fields: {
    registrationCode: {
      label: words('申请编号', 'Registration no.', '申請番号', '申請編號', 'N. registrazione'),
      kind: 'code',
      generated: { prefix: 'REG' },
    },
    companyName: { label: words('企业名称', 'Company name', '企業名', '企業名稱', 'Ragione sociale') },
    contactName: described.contactName,
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    industry: { label: words('所属行业', 'Industry', '業種', '所屬產業', 'Settore') },
    employeeScale: {
      label: words('企业规模', 'Company size', '企業規模', '企業規模', 'Dimensione aziendale'),
      enum: tenantEmployeeScale.words,
    },
    region: {
      label: words('数据区域', 'Data region', 'データリージョン', '資料區域', 'Regione dei dati'),
      kind: 'enum',
      enum: tenantDataRegion.words,
    },
    source: {
      label: words('来源渠道', 'Source', '流入元', '來源管道', 'Provenienza'),
      enum: tenantRegistrationSource.words,
    },
    intendedPackages: {
      label: words('意向产品', 'Products of interest', '関心のある製品', '意向產品', 'Prodotti di interesse'),
      reference: { lookup: 'functionPackage' },
    },
    appliedDate: {
      label: words('申请日期', 'Applied on', '申請日', '申請日期', 'Data di richiesta'),
      kind: 'date',
    },
    status: {
      label: words('处理状态', 'Status', '状態', '處理狀態', 'Stato'),
      enum: tenantRegistrationStatus.words,
    },
    handler: { label: words('跟进人', 'Handled by', '対応者', '跟進人', 'Gestita da') },
    tenantId: field.openedTenant,
    rejectReason: {
      label: words('拒绝原因', 'Reason for rejection', '却下理由', '拒絕原因', 'Motivo del rifiuto'),
      kind: 'longText',
    },
    remark: described.remark,
  },
});

/** The products whose marketplaces tenants enter through (the `{product}` of `{product}-enter`). */
export const tenantEntryProduct = /* @__PURE__ */ defineEnum({
  DINGTALK: { words: words('钉钉', 'DingTalk', 'DingTalk', '釘釘', 'DingTalk') },
  WECHAT: { words: words('企业微信', 'WeCom', 'WeCom', '企業微信', 'WeCom') },
  LARK: { words: words('飞书', 'Lark', 'Lark', '飛書', 'Lark') },
  WELINK: { words: words('华为 WeLink', 'Huawei WeLink', 'Huawei WeLink', '華為 WeLink', 'Huawei WeLink') },
  YUNZHIJIA: { words: words('云之家', 'Yunzhijia', '雲之家', '雲之家', 'Yunzhijia') },
});
export const tenantEntryProducts = tenantEntryProduct.values;
export const tenantEntryEdition = /* @__PURE__ */ defineEnum({
  FREE: { words: words('免费版', 'Free', '無料版', '免費版', 'Gratuita') },
  STANDARD: { words: words('标准版', 'Standard', 'スタンダード', '標準版', 'Standard') },
  PROFESSIONAL: { words: words('专业版', 'Professional', 'プロフェッショナル', '專業版', 'Professional') },
  ENTERPRISE: { words: words('旗舰版', 'Enterprise', 'エンタープライズ', '旗艦版', 'Enterprise') },
});
export const tenantEntryEditions = tenantEntryEdition.values;
/** Installed from the marketplace, opened as a tenant, suspended (unpaid), or uninstalled. */
export const tenantEntryStatus = /* @__PURE__ */ defineEnum({
  INSTALLED: { words: words('已安装', 'Installed', 'インストール済', '已安裝', 'Installata'), tone: 'info' },
  OPENED: { words: words('已开通', 'Opened', '開通済', '已開通', 'Attivata'), tone: 'success' },
  SUSPENDED: { words: words('已停用', 'Suspended', '停止中', '已停用', 'Sospesa'), tone: 'warning' },
  UNINSTALLED: {
    words: words('已卸载', 'Uninstalled', 'アンインストール', '已解除安裝', 'Disinstallata'),
    tone: 'neutral',
  },
});
export const tenantEntryStatuses = tenantEntryStatus.values;

/** An organisation that installed the app from a workplace-messaging marketplace. */
export const tenantProductEntryResource = defineResource({
  name: 'tenant-product-entry',
  scope: 'global',
  schema: z.object({
    product: z.enum(tenantEntryProducts),
    /** The organisation's id on the platform (DingTalk corpId, WeCom corpid, Lark tenant key). */
    corpId: code(64),
    corpName: text(100),
    edition: z.enum(tenantEntryEditions),
    installDate: date,
    /** How many of the organisation's members the app is authorised for. */
    authorizedUsers: count(1_000_000),
    adminName: optionalText(50),
    adminMobile: mobile.optional(),
    status: z.enum(tenantEntryStatuses).default('INSTALLED'),
    /** The tenant it was opened as. */
    tenantId: tenantId.optional(),
    expireDate: date.optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'corpName',
  keyword: ['corpName', 'corpId', 'adminName'],
  filters: {
    product: 'eq',
    edition: 'in',
    status: 'in',
    installDate: 'range',
    expireDate: 'range',
    tenantId: 'eq',
  },
  sortable: ['installDate', 'corpName', 'authorizedUsers', 'expireDate'],
  unique: [['product', 'corpId']],
  defaultSort: { field: 'installDate', direction: 'desc' },
  fields: {
    product: {
      label: words('入驻产品', 'Product', '製品', '入駐產品', 'Prodotto'),
      enum: tenantEntryProduct.words,
    },
    corpId: field.corpId,
    corpName: { label: words('企业名称', 'Organisation', '企業名', '企業名稱', 'Organizzazione') },
    edition: {
      label: words('版本', 'Edition', 'エディション', '版本', 'Edizione'),
      enum: tenantEntryEdition.words,
    },
    installDate: {
      label: words('安装日期', 'Installed on', 'インストール日', '安裝日期', 'Installata il'),
      kind: 'date',
    },
    authorizedUsers: {
      label: words('授权人数', 'Authorised users', '認可ユーザー数', '授權人數', 'Utenti autorizzati'),
      kind: 'number',
    },
    adminName: { label: words('管理员', 'Administrator', '管理者', '管理員', 'Amministratore') },
    adminMobile: {
      label: words(
        '管理员手机',
        'Administrator mobile',
        '管理者携帯',
        '管理員手機',
        "Cellulare dell'amministratore",
      ),
      kind: 'phone',
    },
    status: { ...field.status, enum: tenantEntryStatus.words },
    tenantId: field.openedTenant,
    expireDate: { label: words('到期日', 'Expires on', '有効期限', '到期日', 'Scade il'), kind: 'date' },
    remark: described.remark,
  },
});

/** A formal licence, a trial, an extension of either, or more seats. */
export const tenantAuthorizationType = /* @__PURE__ */ defineEnum({
  FORMAL: { words: words('正式授权', 'Formal licence', '正式ライセンス', '正式授權', 'Licenza definitiva') },
  TRIAL: { words: words('试用授权', 'Trial', '試用', '試用授權', 'Prova') },
  EXTENSION: { words: words('延期', 'Extension', '延長', '延期', 'Proroga') },
  SEAT_INCREASE: { words: words('增加席位', 'More seats', '席数追加', '增加席位', 'Posti aggiuntivi') },
});
export const tenantAuthorizationTypes = tenantAuthorizationType.values;
export const tenantAuthorizationStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待审批', 'Pending', '承認待ち', '待審批', 'In attesa'), tone: 'warning' },
  APPROVED: { words: words('已生效', 'Approved', '有効', '已生效', 'Approvata'), tone: 'success' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  REVOKED: { words: words('已撤销', 'Revoked', '取消', '已撤銷', 'Revocata'), tone: 'neutral' },
  EXPIRED: { words: words('已过期', 'Expired', '期限切れ', '已過期', 'Scaduta'), tone: 'neutral' },
});
export const tenantAuthorizationStatuses = tenantAuthorizationStatus.values;

/** A licence granted to a tenant: which function packages, how many seats, from when to when. */
export const tenantAuthorizationResource = defineResource({
  name: 'tenant-authorization',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the service when an authorization is created. */
    authorizationCode: code(40).optional(),
    authorizationType: z.enum(tenantAuthorizationTypes),
    /** The pkgCodes of the function packages it switches on. */
    functionPackageCodes: z.array(code(32)).min(1),
    authorizedSeats: z.number().int().min(1).max(1_000_000),
    startDate: date,
    endDate: date,
    /** The contract and order it was bought with (none for trials). */
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    applicant: text(50),
    approver: optionalText(50),
    status: z.enum(tenantAuthorizationStatuses).default('PENDING'),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'authorizationCode',
  keyword: ['authorizationCode', 'contractCode', 'orderCode'],
  filters: {
    tenantId: 'eq',
    authorizationType: 'in',
    status: 'in',
    startDate: 'range',
    endDate: 'range',
    contractCode: 'eq',
  },
  sortable: ['authorizationCode', 'startDate', 'endDate', 'authorizedSeats'],
  unique: [['authorizationCode']],
  defaultSort: { field: 'endDate', direction: 'asc' },
  fields: {
    tenantId: described.tenantId,
    authorizationCode: {
      label: words('授权编号', 'Authorization no.', '認可番号', '授權編號', 'N. autorizzazione'),
      kind: 'code',
      generated: { prefix: 'AUTH' },
    },
    authorizationType: {
      label: words('授权类型', 'Type', '認可種別', '授權類型', 'Tipo'),
      enum: tenantAuthorizationType.words,
    },
    functionPackageCodes: field.functionPackages,
    authorizedSeats: { label: words('授权席位', 'Seats', '席数', '授權席位', 'Posti'), kind: 'number' },
    startDate: field.licenceStart,
    endDate: field.licenceEnd,
    contractCode: {
      label: words('合同', 'Contract', '契約', '合約', 'Contratto'),
      reference: { lookup: 'contract' },
    },
    orderCode: { label: words('订单', 'Order', '注文', '訂單', 'Ordine'), reference: { lookup: 'order' } },
    applicant: field.applicant,
    approver: field.approver,
    status: { ...field.status, enum: tenantAuthorizationStatus.words },
    remark: described.remark,
  },
});

/** The AI libraries a tenant can be authorised for. */
export const tenantAiLibraryType = /* @__PURE__ */ defineEnum({
  KNOWLEDGE_BASE: {
    words: words(
      '制度知识库',
      'Policy knowledge base',
      '規程ナレッジベース',
      '制度知識庫',
      'Base di conoscenza delle policy',
    ),
  },
  INVOICE_RECOGNITION: {
    words: words('发票识别', 'Invoice recognition', '請求書認識', '發票辨識', 'Riconoscimento fatture'),
  },
  AUDIT_RULES: {
    words: words('智能审核规则', 'Audit rules', '監査ルール', '智慧審核規則', 'Regole di verifica'),
  },
  EXPENSE_ASSISTANT: {
    words: words('报销助手', 'Expense assistant', '経費アシスタント', '報銷助手', 'Assistente note spese'),
  },
  TRAVEL_POLICY: { words: words('差旅标准', 'Travel policy', '出張規程', '差旅標準', 'Policy di viaggio') },
});
export const tenantAiLibraryTypes = tenantAiLibraryType.values;
export const tenantAiLibraryStatus = /* @__PURE__ */ defineEnum({
  ACTIVE: { words: words('生效中', 'Active', '有効', '生效中', 'Attiva'), tone: 'success' },
  SUSPENDED: { words: words('已暂停', 'Suspended', '停止中', '已暫停', 'Sospesa'), tone: 'warning' },
  EXPIRED: { words: words('已过期', 'Expired', '期限切れ', '已過期', 'Scaduta'), tone: 'neutral' },
});
export const tenantAiLibraryStatuses = tenantAiLibraryStatus.values;

/** A tenant's right to use one AI library, with its monthly call quota. */
export const tenantAiLibraryAuthorizationResource = defineResource({
  name: 'tenant-ai-library-authorization',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    libraryCode: code(40),
    libraryName: text(60),
    libraryType: z.enum(tenantAiLibraryTypes),
    /** The large language model the library answers with. */
    modelCode: code(40).optional(),
    monthlyCallQuota: z.number().int().min(1).max(100_000_000),
    usedCalls: count().default(0),
    startDate: date,
    endDate: date.optional(),
    status: z.enum(tenantAiLibraryStatuses).default('ACTIVE'),
    authorizedBy: text(50),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'libraryName',
  keyword: ['libraryName', 'libraryCode'],
  filters: { tenantId: 'eq', libraryType: 'in', status: 'in', endDate: 'range', modelCode: 'eq' },
  sortable: ['libraryName', 'startDate', 'endDate', 'usedCalls'],
  unique: [['tenantId', 'libraryCode']],
  fields: {
    tenantId: described.tenantId,
    libraryCode: {
      label: words('AI 库编码', 'Library code', 'ライブラリコード', 'AI 庫編碼', 'Codice libreria'),
      kind: 'code',
    },
    libraryName: { label: words('AI 库名称', 'Library', 'ライブラリ名', 'AI 庫名稱', 'Libreria') },
    libraryType: {
      label: words('AI 库类型', 'Library type', 'ライブラリ種別', 'AI 庫類型', 'Tipo di libreria'),
      enum: tenantAiLibraryType.words,
    },
    modelCode: {
      label: words('大模型', 'Language model', '言語モデル', '大型語言模型', 'Modello linguistico'),
      kind: 'code',
    },
    monthlyCallQuota: {
      label: words(
        '月调用额度',
        'Monthly call quota',
        '月間呼出上限',
        '每月呼叫額度',
        'Quota mensile di chiamate',
      ),
      kind: 'number',
    },
    usedCalls: {
      label: words('本月已调用', 'Calls this month', '今月の呼出数', '本月已呼叫', 'Chiamate del mese'),
      kind: 'number',
    },
    startDate: field.licenceStart,
    endDate: field.licenceEnd,
    status: { ...field.status, enum: tenantAiLibraryStatus.words },
    authorizedBy: { label: words('授权人', 'Authorised by', '認可者', '授權人', 'Autorizzata da') },
    remark: described.remark,
  },
});

// ---------------------------------------------------------------------------------------------
// The business tenant detail's tabs: control, service, orders, function configuration, usage

/** A tenant's controls: seats, login, freezing, security and data rules. One record per tenant. */
export const tenantControlResource = defineResource({
  name: 'tenant-control',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Active staff above it cannot be added. */
    seatLimit: z.number().int().min(1).max(1_000_000),
    loginEnabled: z.boolean().default(true),
    frozen: z.boolean().default(false),
    frozenDate: date.optional(),
    frozenReason: optionalText(200),
    mfaRequired: z.boolean().default(false),
    /** Addresses staff may log in from; empty allows all. */
    ipWhitelist: z.array(z.ipv4()).default([]),
    dataExportAllowed: z.boolean().default(true),
    /** How many sandbox tenants may be created from it. */
    sandboxQuota: z.number().int().min(0).max(10).default(1),
    /** Days of trial extension granted beyond the licence. */
    trialExtensionDays: z.number().int().min(0).max(180).default(0),
    /** Days operation logs are kept. */
    logRetentionDays: z.number().int().min(30).max(3650).default(180),
    controlNote: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'seatLimit',
  keyword: ['controlNote'],
  filters: { tenantId: 'eq', loginEnabled: 'eq', frozen: 'eq', mfaRequired: 'eq' },
  sortable: ['seatLimit'],
  unique: [['tenantId']],
  fields: {
    tenantId: described.tenantId,
    seatLimit: {
      label: words('席位上限', 'Seat limit', '席数上限', '席位上限', 'Limite di posti'),
      kind: 'number',
      hint: words(
        '在职员工达到上限后不能再新增',
        'No staff can be added beyond it',
        '上限を超えて従業員を追加できません',
        '在職員工達到上限後不能再新增',
        'Oltre il limite non si possono aggiungere dipendenti',
      ),
    },
    loginEnabled: {
      label: words('允许登录', 'Login allowed', 'ログイン可', '允許登入', 'Accesso consentito'),
      kind: 'switch',
    },
    frozen: { label: words('已冻结', 'Frozen', '凍結中', '已凍結', 'Congelato'), kind: 'switch' },
    frozenDate: { label: words('冻结日期', 'Frozen on', '凍結日', '凍結日期', 'Congelato il'), kind: 'date' },
    frozenReason: {
      label: words('冻结原因', 'Reason for freezing', '凍結理由', '凍結原因', 'Motivo del congelamento'),
      kind: 'longText',
    },
    mfaRequired: {
      label: words(
        '强制二次验证',
        'Two-step verification required',
        '二段階認証必須',
        '強制兩步驟驗證',
        'Verifica in due passaggi obbligatoria',
      ),
      kind: 'switch',
    },
    ipWhitelist: {
      label: words(
        '登录 IP 白名单',
        'Login IP allow-list',
        'ログイン IP 許可リスト',
        '登入 IP 白名單',
        "IP consentiti per l'accesso",
      ),
      hint: words(
        '留空表示不限制',
        'Leave empty to allow every address',
        '空欄は制限なし',
        '留空表示不限制',
        'Vuoto: ogni indirizzo è consentito',
      ),
    },
    dataExportAllowed: {
      label: words(
        '允许导出数据',
        'Data export allowed',
        'データ出力可',
        '允許匯出資料',
        'Esportazione dati consentita',
      ),
      kind: 'switch',
    },
    sandboxQuota: {
      label: words('沙箱数量上限', 'Sandbox quota', 'サンドボックス上限', '沙箱數量上限', 'Quota di sandbox'),
      kind: 'number',
    },
    trialExtensionDays: {
      label: words(
        '试用延期天数',
        'Trial extension (days)',
        '試用延長日数',
        '試用延期天數',
        'Proroga della prova (giorni)',
      ),
      kind: 'number',
      unit: days,
    },
    logRetentionDays: {
      label: words(
        '日志保留天数',
        'Log retention (days)',
        'ログ保持日数',
        '日誌保留天數',
        'Conservazione dei log (giorni)',
      ),
      kind: 'number',
      unit: days,
    },
    controlNote: { label: words('管控说明', 'Notes', 'メモ', '管控說明', 'Note'), kind: 'longText' },
  },
});

export const tenantServiceLevel = /* @__PURE__ */ defineEnum({
  STANDARD: { words: words('标准服务', 'Standard', '標準', '標準服務', 'Standard'), tone: 'neutral' },
  VIP: { words: words('VIP 服务', 'VIP', 'VIP', 'VIP 服務', 'VIP'), tone: 'info' },
  KEY_ACCOUNT: {
    words: words('大客户专属服务', 'Key account', '重要顧客', '大客戶專屬服務', 'Cliente strategico'),
    tone: 'success',
  },
});
export const tenantServiceLevels = tenantServiceLevel.values;

/** Who serves a tenant and how: owners, service level, go-live and renewal dates, health. One per tenant. */
export const tenantServiceInfoResource = defineResource({
  name: 'tenant-service-info',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceLevel: z.enum(tenantServiceLevels),
    crmCustomerCode: code(32).optional(),
    contractCode: code(40).optional(),
    salesOwner: text(50),
    customerSuccessManager: text(50),
    implementationConsultant: optionalText(50),
    /** The customer's support group on its messaging platform. */
    supportGroup: optionalText(100),
    goLiveDate: date.optional(),
    renewalDate: date.optional(),
    /** 0–100, from usage, tickets and touches. */
    healthScore: z.number().int().min(0).max(100).optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'customerSuccessManager',
  keyword: ['salesOwner', 'customerSuccessManager', 'implementationConsultant'],
  filters: {
    tenantId: 'eq',
    serviceLevel: 'in',
    salesOwner: 'contains',
    customerSuccessManager: 'contains',
    renewalDate: 'range',
    healthScore: 'range',
  },
  sortable: ['renewalDate', 'healthScore', 'goLiveDate'],
  unique: [['tenantId']],
  fields: {
    tenantId: described.tenantId,
    serviceLevel: {
      label: words('服务等级', 'Service level', 'サービスレベル', '服務等級', 'Livello di servizio'),
      enum: tenantServiceLevel.words,
    },
    crmCustomerCode: {
      label: words('CRM 客户', 'CRM customer', 'CRM 顧客', 'CRM 客戶', 'Cliente CRM'),
      reference: { lookup: 'crmCustomer' },
    },
    contractCode: {
      label: words('当前合同', 'Current contract', '現行契約', '目前合約', 'Contratto attuale'),
      reference: { lookup: 'contract' },
    },
    salesOwner: {
      label: words('销售负责人', 'Sales owner', '営業担当', '銷售負責人', 'Responsabile vendite'),
    },
    customerSuccessManager: {
      label: words(
        '客户成功经理',
        'Customer success manager',
        'カスタマーサクセス担当',
        '客戶成功經理',
        'Customer success manager',
      ),
    },
    implementationConsultant: {
      label: words(
        '实施顾问',
        'Implementation consultant',
        '導入コンサルタント',
        '導入顧問',
        'Consulente di implementazione',
      ),
    },
    supportGroup: {
      label: words('服务群', 'Support group', 'サポートグループ', '服務群組', 'Gruppo di assistenza'),
      hint: words(
        '客户在其办公平台上的服务群',
        "The customer's support group on its messaging platform",
        '顧客のメッセージプラットフォーム上のサポートグループ',
        '客戶在其辦公平台上的服務群組',
        'Il gruppo di assistenza del cliente sulla sua piattaforma di messaggistica',
      ),
    },
    goLiveDate: {
      label: words('上线日期', 'Went live on', '稼働開始日', '上線日期', 'Attivo dal'),
      kind: 'date',
    },
    renewalDate: {
      label: words('续费日期', 'Renewal date', '更新日', '續約日期', 'Data di rinnovo'),
      kind: 'date',
    },
    healthScore: {
      label: words('健康度', 'Health score', 'ヘルススコア', '健康度', 'Punteggio di salute'),
      kind: 'number',
      hint: words(
        '0–100，综合使用、工单与触客情况',
        '0–100, from usage, tickets and touches',
        '0–100（利用状況・チケット・接点から算出）',
        '0–100，綜合使用、工單與觸客情況',
        '0–100, da utilizzo, ticket e contatti',
      ),
    },
    remark: described.remark,
  },
});

/** An order a tenant placed on a messaging platform's marketplace (DingTalk, WeCom, Lark orders). */
export const tenantPlatformOrderResource = defineResource({
  name: 'tenant-platform-order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    platform: z.enum(tenantMessagingPlatforms),
    platformOrderId: code(64),
    corpId: code(64),
    itemName: text(100),
    orderType: z.enum(orderTypes),
    seats: z.number().int().min(1).max(1_000_000),
    payAmount: money,
    payDate: date,
    serviceStart: date,
    serviceEnd: date,
    orderStatus: z.enum(orderStatuses),
  }),
  permissions: tenantManage,
  title: 'platformOrderId',
  keyword: ['platformOrderId', 'itemName', 'corpId'],
  filters: {
    tenantId: 'eq',
    platform: 'eq',
    orderType: 'in',
    orderStatus: 'in',
    payDate: 'range',
    serviceEnd: 'range',
  },
  sortable: ['payDate', 'payAmount', 'serviceEnd'],
  unique: [['platform', 'platformOrderId']],
  defaultSort: { field: 'payDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    platform: {
      label: words('平台', 'Platform', 'プラットフォーム', '平台', 'Piattaforma'),
      enum: tenantMessagingPlatform.words,
    },
    platformOrderId: {
      label: words(
        '平台订单号',
        'Platform order no.',
        'プラットフォーム注文番号',
        '平台訂單號',
        'N. ordine sulla piattaforma',
      ),
      kind: 'code',
    },
    corpId: field.corpId,
    itemName: { label: words('商品规格', 'Item', '商品', '商品規格', 'Articolo') },
    orderType: {
      label: words('订单类型', 'Order type', '注文種別', '訂單類型', 'Tipo di ordine'),
      enum: orderTypeWords,
    },
    seats: { label: words('购买人数', 'Seats', '席数', '購買人數', 'Posti'), kind: 'number' },
    payAmount: {
      label: words('实付金额', 'Amount paid', '支払額', '實付金額', 'Importo pagato'),
      kind: 'money',
    },
    payDate: { label: words('支付日期', 'Paid on', '支払日', '支付日期', 'Pagato il'), kind: 'date' },
    serviceStart: {
      label: words('服务开始', 'Service starts', 'サービス開始', '服務開始', 'Inizio del servizio'),
      kind: 'date',
    },
    serviceEnd: {
      label: words('服务结束', 'Service ends', 'サービス終了', '服務結束', 'Fine del servizio'),
      kind: 'date',
    },
    orderStatus: { label: words('订单状态', 'Status', '状態', '訂單狀態', 'Stato'), enum: orderStatusWords },
  },
});

/** The three function-configuration tabs: common functions, extra (paid) functions, APP functions. */
export const tenantFunctionConfigCategory = /* @__PURE__ */ defineEnum({
  COMMON: { words: words('通用功能', 'Common function', '共通機能', '通用功能', 'Funzione comune') },
  EXTRA: { words: words('额外功能', 'Extra function', '追加機能', '額外功能', 'Funzione aggiuntiva') },
  APP: { words: words('APP 功能', 'APP function', 'アプリ機能', 'APP 功能', 'Funzione app') },
});
export const tenantFunctionConfigCategories = tenantFunctionConfigCategory.values;

/** One function switched on or off for a tenant, with its setting. */
export const tenantFunctionConfigResource = defineResource({
  name: 'tenant-function-config',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    configCategory: z.enum(tenantFunctionConfigCategories),
    functionCode: code(60),
    functionName: text(60),
    /** The function package that brings it, if it is sold. */
    functionPackageCode: code(32).optional(),
    /** The function's setting, when it has one (a limit, a mode, a URL). */
    configValue: optionalText(500),
    enabled,
    effectiveDate: date.optional(),
    expireDate: date.optional(),
    configuredBy: optionalText(50),
    remark: optionalText(200),
  }),
  permissions: tenantManage,
  title: 'functionName',
  keyword: ['functionName', 'functionCode'],
  filters: { tenantId: 'eq', configCategory: 'eq', enabled: 'eq', functionPackageCode: 'eq' },
  sortable: ['functionName', 'functionCode', 'expireDate'],
  unique: [['tenantId', 'configCategory', 'functionCode']],
  defaultSort: { field: 'functionCode', direction: 'asc' },
  fields: {
    tenantId: described.tenantId,
    configCategory: {
      label: words('配置类别', 'Category', '設定区分', '配置類別', 'Categoria'),
      enum: tenantFunctionConfigCategory.words,
    },
    functionCode: {
      label: words('功能编码', 'Function code', '機能コード', '功能編碼', 'Codice funzione'),
      kind: 'code',
    },
    functionName: { label: words('功能名称', 'Function', '機能名', '功能名稱', 'Funzione') },
    functionPackageCode: {
      label: words('所属功能包', 'Function package', '機能パッケージ', '所屬功能包', 'Pacchetto funzionale'),
      reference: { lookup: 'functionPackage' },
    },
    configValue: {
      label: words('配置值', 'Setting', '設定値', '配置值', 'Impostazione'),
      hint: words(
        '功能有设置时填写（上限、模式、网址等）',
        'When the function has a setting (a limit, a mode, a URL)',
        '機能に設定がある場合（上限・モード・URL など）',
        '功能有設定時填寫（上限、模式、網址等）',
        "Se la funzione ha un'impostazione (un limite, una modalità, un URL)",
      ),
    },
    enabled: described.enabled,
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    configuredBy: { label: words('配置人', 'Configured by', '設定者', '配置人', 'Configurata da') },
    remark: described.remark,
  },
});

/**
 * A tenant's usage in one month: users (the tenant user analysis) and business volume (the usage
 * statistics tab). Computed monthly; kept for trend and renewal talks.
 */
export const tenantUsageSnapshotResource = defineResource({
  name: 'tenant-usage-snapshot',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The first day of the month it covers. */
    statMonth: date,
    seatsPurchased: count(1_000_000),
    totalUsers: count(1_000_000),
    activeUsers: count(1_000_000),
    newUsers: count(1_000_000),
    leftUsers: count(1_000_000),
    mobileActiveUsers: count(1_000_000),
    loginCount: count(),
    expenseReports: count(),
    reimbursedAmount: money,
    travelOrders: count(),
    travelSpend: money,
    invoicesVerified: count(),
    apiCalls: count(10_000_000_000),
  }),
  permissions: tenantManage,
  title: 'statMonth',
  keyword: ['statMonth'],
  filters: { tenantId: 'eq', statMonth: 'range', activeUsers: 'range', totalUsers: 'range' },
  sortable: ['statMonth', 'activeUsers', 'totalUsers', 'reimbursedAmount', 'travelSpend'],
  unique: [['tenantId', 'statMonth']],
  defaultSort: { field: 'statMonth', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    statMonth: {
      label: words('统计月份', 'Month', '対象月', '統計月份', 'Mese'),
      kind: 'date',
      hint: words(
        '当月第一天',
        "The month's first day",
        '月の初日',
        '當月第一天',
        'Il primo giorno del mese',
      ),
    },
    seatsPurchased: {
      label: words('购买席位', 'Seats bought', '購入席数', '購買席位', 'Posti acquistati'),
      kind: 'number',
    },
    totalUsers: { label: words('用户总数', 'Users', 'ユーザー数', '使用者總數', 'Utenti'), kind: 'number' },
    activeUsers: field.activeUsers,
    newUsers: {
      label: words('新增用户', 'New users', '新規ユーザー', '新增使用者', 'Nuovi utenti'),
      kind: 'number',
    },
    leftUsers: {
      label: words('离职用户', 'Users who left', '退職ユーザー', '離職使用者', 'Utenti usciti'),
      kind: 'number',
    },
    mobileActiveUsers: {
      label: words('移动端活跃', 'Active on mobile', 'モバイルアクティブ', '行動端活躍', 'Attivi da mobile'),
      kind: 'number',
    },
    loginCount: { label: words('登录次数', 'Logins', 'ログイン回数', '登入次數', 'Accessi'), kind: 'number' },
    expenseReports: field.expenseReports,
    reimbursedAmount: field.reimbursedAmount,
    travelOrders: field.travelOrders,
    travelSpend: field.travelSpend,
    invoicesVerified: {
      label: words('发票查验数', 'Invoices verified', '請求書検証数', '發票查驗數', 'Fatture verificate'),
      kind: 'number',
    },
    apiCalls: {
      label: words('接口调用', 'API calls', 'API 呼出数', 'API 呼叫', 'Chiamate API'),
      kind: 'number',
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Customer success: touches, reports

export const touchCustomerType = /* @__PURE__ */ defineEnum({
  PHONE: { words: words('电话', 'Phone', '電話', '電話', 'Telefono') },
  VISIT: { words: words('上门拜访', 'Visit', '訪問', '登門拜訪', 'Visita') },
  MESSAGING: { words: words('钉钉/企微/飞书', 'Messaging', 'メッセージ', '釘釘/企微/飛書', 'Messaggistica') },
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  TRAINING: { words: words('培训', 'Training', 'トレーニング', '培訓', 'Formazione') },
  MEETING: { words: words('线上会议', 'Online meeting', 'オンライン会議', '線上會議', 'Riunione online') },
});
export const touchCustomerTypes = touchCustomerType.values;
export const touchCustomerResult = /* @__PURE__ */ defineEnum({
  FOLLOW_UP: {
    words: words('待跟进', 'Follow-up needed', '要フォロー', '待跟進', 'Da seguire'),
    tone: 'info',
  },
  RESOLVED: { words: words('问题已解决', 'Resolved', '解決', '問題已解決', 'Risolto'), tone: 'success' },
  RENEWAL_INTENT: {
    words: words('有续费意向', 'Renewal intent', '更新意向あり', '有續約意向', 'Intenzione di rinnovo'),
    tone: 'success',
  },
  UPSELL_OPPORTUNITY: {
    words: words('增购机会', 'Upsell opportunity', '追加販売の機会', '加購機會', 'Opportunità di upselling'),
    tone: 'success',
  },
  CHURN_RISK: {
    words: words('流失风险', 'Churn risk', '解約リスク', '流失風險', 'Rischio di abbandono'),
    tone: 'danger',
  },
  NO_RESPONSE: {
    words: words('未回应', 'No response', '応答なし', '未回應', 'Nessuna risposta'),
    tone: 'warning',
  },
});
export const touchCustomerResults = touchCustomerResult.values;

/** A contact of the provider's staff with a tenant: a call, a visit, a training... and what came of it. */
export const touchCustomerLogResource = defineResource({
  name: 'touch-customer-log',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    touchDate: date,
    touchType: z.enum(touchCustomerTypes),
    topic: text(100),
    content: text(2000),
    contactName: optionalText(50),
    contactRole: optionalText(50),
    /** The provider's staff member who made the contact. */
    staffName: text(50),
    result: z.enum(touchCustomerResults),
    nextTouchDate: date.optional(),
  }),
  permissions: tenantManage,
  title: 'topic',
  keyword: ['topic', 'content', 'contactName'],
  filters: {
    tenantId: 'eq',
    touchType: 'in',
    result: 'in',
    touchDate: 'range',
    nextTouchDate: 'range',
    staffName: 'contains',
  },
  sortable: ['touchDate', 'nextTouchDate', 'staffName'],
  defaultSort: { field: 'touchDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    touchDate: { label: words('触客日期', 'Date', '接点日', '觸客日期', 'Data'), kind: 'date' },
    touchType: {
      label: words('触客方式', 'Channel', '接点方法', '觸客方式', 'Canale'),
      enum: touchCustomerType.words,
    },
    topic: { label: words('主题', 'Topic', '件名', '主題', 'Argomento') },
    content: {
      label: words('沟通内容', 'What was discussed', '内容', '溝通內容', 'Cosa si è discusso'),
      kind: 'longText',
    },
    contactName: {
      label: words('客户联系人', 'Customer contact', '顧客担当者', '客戶聯絡人', 'Referente del cliente'),
    },
    contactRole: {
      label: words('联系人职务', 'Contact role', '担当者の役職', '聯絡人職務', 'Ruolo del referente'),
    },
    staffName: { label: words('触客人', 'Staff member', '担当者', '觸客人', 'Addetto') },
    result: {
      label: words('触客结果', 'Outcome', '結果', '觸客結果', 'Esito'),
      enum: touchCustomerResult.words,
    },
    nextTouchDate: {
      label: words('下次触客日期', 'Next touch', '次回接点日', '下次觸客日期', 'Prossimo contatto'),
      kind: 'date',
    },
  },
});

export const tenantReportPeriod = /* @__PURE__ */ defineEnum({
  MONTHLY: { words: words('月报', 'Monthly', '月次', '月報', 'Mensile') },
  QUARTERLY: { words: words('季报', 'Quarterly', '四半期', '季報', 'Trimestrale') },
  YEARLY: { words: words('年报', 'Yearly', '年次', '年報', 'Annuale') },
});
export const tenantReportPeriods = tenantReportPeriod.values;
export const tenantReportStatus = /* @__PURE__ */ defineEnum({
  GENERATING: { words: words('生成中', 'Generating', '生成中', '產生中', 'In generazione'), tone: 'info' },
  GENERATED: { words: words('待发送', 'Ready to send', '送信待ち', '待發送', 'Da inviare'), tone: 'warning' },
  SENT: { words: words('已发送', 'Sent', '送信済', '已發送', 'Inviato'), tone: 'success' },
  FAILED: { words: words('生成失败', 'Failed', '失敗', '產生失敗', 'Non riuscito'), tone: 'danger' },
});
export const tenantReportStatuses = tenantReportStatus.values;

/** The periodic operating report sent to a tenant: its usage, spend and savings over the period. */
export const tenantReportResource = defineResource({
  name: 'tenant-report',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the service (the reporting job) when a report is created. */
    reportCode: code(40).optional(),
    title: text(100),
    reportPeriod: z.enum(tenantReportPeriods),
    periodStart: date,
    periodEnd: date,
    activeUsers: count(1_000_000),
    expenseReportCount: count(),
    reimbursedAmount: money,
    travelOrderCount: count(),
    travelSpend: money,
    /** Spend avoided by travel policy and negotiated fares. */
    savingAmount: money.optional(),
    invoiceCount: count(),
    status: z.enum(tenantReportStatuses).default('GENERATING'),
    sentTo: email.optional(),
    sentDate: date.optional(),
    summary: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'title',
  keyword: ['title', 'reportCode'],
  filters: { tenantId: 'eq', reportPeriod: 'in', status: 'in', periodStart: 'range', periodEnd: 'range' },
  sortable: ['periodStart', 'reimbursedAmount', 'activeUsers'],
  unique: [['reportCode']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    reportCode: {
      label: words('报告编号', 'Report no.', 'レポート番号', '報告編號', 'N. report'),
      kind: 'code',
      generated: { prefix: 'RPT' },
    },
    title: { label: words('报告标题', 'Title', 'タイトル', '報告標題', 'Titolo') },
    reportPeriod: {
      label: words('报告周期', 'Period', '期間', '報告週期', 'Periodicità'),
      enum: tenantReportPeriod.words,
    },
    periodStart: { label: words('开始日期', 'From', '開始日', '開始日期', 'Dal'), kind: 'date' },
    periodEnd: { label: words('结束日期', 'To', '終了日', '結束日期', 'Al'), kind: 'date' },
    activeUsers: field.activeUsers,
    expenseReportCount: field.expenseReports,
    reimbursedAmount: field.reimbursedAmount,
    travelOrderCount: field.travelOrders,
    travelSpend: field.travelSpend,
    savingAmount: {
      label: words('节省金额', 'Savings', '削減額', '節省金額', 'Risparmi'),
      kind: 'money',
      hint: words(
        '差旅标准与协议价节省的支出',
        'Spend avoided by travel policy and negotiated fares',
        '出張規程と契約運賃で抑えた支出',
        '差旅標準與協議價節省的支出',
        'Spesa evitata grazie alla policy di viaggio e alle tariffe negoziate',
      ),
    },
    invoiceCount: { label: words('发票数', 'Invoices', '請求書数', '發票數', 'Fatture'), kind: 'number' },
    status: { ...field.status, enum: tenantReportStatus.words },
    sentTo: { label: words('接收邮箱', 'Sent to', '送信先', '接收信箱', 'Inviato a'), kind: 'email' },
    sentDate: { label: words('发送日期', 'Sent on', '送信日', '發送日期', 'Inviato il'), kind: 'date' },
    summary: { label: words('报告摘要', 'Summary', '概要', '報告摘要', 'Sintesi'), kind: 'longText' },
  },
});

export const tenantDataReportGranularity = /* @__PURE__ */ defineEnum({
  DAILY: { words: words('日报', 'Daily', '日次', '日報', 'Giornaliero') },
  WEEKLY: { words: words('周报', 'Weekly', '週次', '週報', 'Settimanale') },
  MONTHLY: { words: words('月报', 'Monthly', '月次', '月報', 'Mensile') },
});
export const tenantDataReportGranularities = tenantDataReportGranularity.values;
export const tenantDataReportStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開済', '已發布', 'Pubblicato'), tone: 'success' },
  WITHDRAWN: { words: words('已撤回', 'Withdrawn', '取り下げ', '已撤回', 'Ritirato'), tone: 'warning' },
});
export const tenantDataReportStatuses = tenantDataReportStatus.values;

/** The provider's own figures over all tenants for a period: tenants won, lost, paying, revenue. */
export const tenantDataReportResource = defineResource({
  name: 'tenant-data-report',
  scope: 'global',
  schema: z.object({
    /** Made by the service when a report is created. */
    reportCode: code(40).optional(),
    reportName: text(100),
    granularity: z.enum(tenantDataReportGranularities),
    /** The last day of the period. */
    statDate: date,
    totalTenants: count(1_000_000),
    newTenants: count(1_000_000),
    paidTenants: count(1_000_000),
    trialTenants: count(1_000_000),
    expiringLicences: count(1_000_000),
    churnedTenants: count(1_000_000),
    activeUsers: count(),
    newContractAmount: money,
    renewalAmount: money,
    status: z.enum(tenantDataReportStatuses).default('DRAFT'),
    remark: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'reportName',
  keyword: ['reportName', 'reportCode'],
  filters: { granularity: 'eq', status: 'in', statDate: 'range' },
  sortable: ['statDate', 'newTenants', 'newContractAmount'],
  unique: [['reportCode']],
  defaultSort: { field: 'statDate', direction: 'desc' },
  fields: {
    reportCode: {
      label: words('报表编号', 'Report no.', 'レポート番号', '報表編號', 'N. report'),
      kind: 'code',
      generated: { prefix: 'DR' },
    },
    reportName: { label: words('报表名称', 'Report', 'レポート名', '報表名稱', 'Report') },
    granularity: {
      label: words('统计粒度', 'Granularity', '集計単位', '統計粒度', 'Granularità'),
      enum: tenantDataReportGranularity.words,
    },
    statDate: {
      label: words('统计截止日', 'As of', '集計基準日', '統計截止日', 'Aggiornato al'),
      kind: 'date',
      hint: words(
        '统计周期的最后一天',
        'The last day of the period',
        '集計期間の最終日',
        '統計週期的最後一天',
        "L'ultimo giorno del periodo",
      ),
    },
    totalTenants: { label: words('租户总数', 'Tenants', 'テナント数', '租戶總數', 'Tenant'), kind: 'number' },
    newTenants: {
      label: words('新增租户', 'New tenants', '新規テナント', '新增租戶', 'Nuovi tenant'),
      kind: 'number',
    },
    paidTenants: {
      label: words('付费租户', 'Paying tenants', '有料テナント', '付費租戶', 'Tenant paganti'),
      kind: 'number',
    },
    trialTenants: {
      label: words('试用租户', 'Trial tenants', '試用テナント', '試用租戶', 'Tenant in prova'),
      kind: 'number',
    },
    expiringLicences: {
      label: words('即将到期', 'Licences expiring', '期限間近', '即將到期', 'Licenze in scadenza'),
      kind: 'number',
    },
    churnedTenants: {
      label: words('流失租户', 'Churned tenants', '解約テナント', '流失租戶', 'Tenant persi'),
      kind: 'number',
    },
    activeUsers: field.activeUsers,
    newContractAmount: {
      label: words('新签合同额', 'New contracts', '新規契約額', '新簽合約額', 'Nuovi contratti'),
      kind: 'money',
    },
    renewalAmount: {
      label: words('续费合同额', 'Renewals', '更新契約額', '續約合約額', 'Rinnovi'),
      kind: 'money',
    },
    status: { ...field.status, enum: tenantDataReportStatus.words },
    remark: { label: words('分析说明', 'Commentary', '分析メモ', '分析說明', 'Commento'), kind: 'longText' },
  },
});

// ---------------------------------------------------------------------------------------------
// Commercial: fee mappings, menu changes

export const tenantChargeMode = /* @__PURE__ */ defineEnum({
  PER_SEAT: { words: words('按人数', 'Per seat', '席数課金', '按人數', 'Per posto') },
  PER_ORDER: { words: words('按订单', 'Per order', '注文課金', '按訂單', 'Per ordine') },
  PER_INVOICE: { words: words('按发票张数', 'Per invoice', '請求書課金', '按發票張數', 'Per fattura') },
  FIXED: { words: words('固定费用', 'Fixed fee', '固定料金', '固定費用', 'Canone fisso') },
  TIERED: { words: words('阶梯计费', 'Tiered', '段階課金', '階梯計費', 'A scaglioni') },
});
export const tenantChargeModes = tenantChargeMode.values;

/** How one fee item of a tenant maps to a finance product and is charged. */
export const tenantFeesMappingResource = defineResource({
  name: 'tenant-fees-mapping',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    feeItemCode: code(40),
    feeItemName: text(60),
    /** The service type the fee is apportioned to (as on pre-open orders). */
    serviceTypeName: text(60),
    financeProductCode: code(40),
    chargeMode: z.enum(tenantChargeModes),
    unitPrice: money,
    currencyCode,
    /** Percent. */
    taxRate: z.number().min(0).max(100),
    effectiveDate: date,
    expireDate: date.optional(),
    enabled,
  }),
  permissions: tenantManage,
  title: 'feeItemName',
  keyword: ['feeItemName', 'feeItemCode', 'financeProductCode'],
  filters: {
    tenantId: 'eq',
    chargeMode: 'in',
    financeProductCode: 'eq',
    currencyCode: 'eq',
    enabled: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['feeItemCode', 'unitPrice', 'effectiveDate'],
  unique: [['tenantId', 'feeItemCode']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    feeItemCode: {
      label: words('费用项编码', 'Fee item code', '費目コード', '費用項編碼', 'Codice voce di costo'),
      kind: 'code',
    },
    feeItemName: { label: words('费用项名称', 'Fee item', '費目', '費用項名稱', 'Voce di costo') },
    serviceTypeName: {
      label: words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio'),
      hint: words(
        '费用分摊到的服务类型（同预开通订单）',
        'The service type the fee is apportioned to (as on pre-open orders)',
        '費用を配賦するサービス種別（事前開通注文と同じ）',
        '費用分攤到的服務類型（同預開通訂單）',
        'Il tipo di servizio a cui si ripartisce il costo (come negli ordini di pre-attivazione)',
      ),
    },
    financeProductCode: {
      label: words(
        '财务产品编码',
        'Finance product code',
        '財務製品コード',
        '財務產品編碼',
        'Codice prodotto finanziario',
      ),
      kind: 'code',
    },
    chargeMode: {
      label: words('计费方式', 'Charging', '課金方式', '計費方式', 'Modalità di addebito'),
      enum: tenantChargeMode.words,
    },
    unitPrice: {
      label: words('单价', 'Unit price', '単価', '單價', 'Prezzo unitario'),
      kind: 'money',
      currencyField: 'currencyCode',
    },
    currencyCode: described.currencyCode,
    taxRate: {
      label: words('税率（%）', 'Tax rate (%)', '税率（%）', '稅率（%）', 'Aliquota (%)'),
      kind: 'number',
      unit: percent,
    },
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    enabled: described.enabled,
  },
});

export const tenantMenuChangeType = /* @__PURE__ */ defineEnum({
  ENABLE_MENU: { words: words('开通菜单', 'Enable menus', 'メニュー有効化', '開通選單', 'Attiva menu') },
  DISABLE_MENU: { words: words('关闭菜单', 'Disable menus', 'メニュー無効化', '關閉選單', 'Disattiva menu') },
  PACKAGE_UPGRADE: {
    words: words('功能包升级', 'Package upgrade', 'パッケージ昇格', '功能包升級', 'Upgrade del pacchetto'),
  },
  PACKAGE_DOWNGRADE: {
    words: words(
      '功能包降级',
      'Package downgrade',
      'パッケージ降格',
      '功能包降級',
      'Downgrade del pacchetto',
    ),
  },
  CUSTOM_MENU: {
    words: words('定制菜单', 'Custom menus', 'カスタムメニュー', '客製選單', 'Menu personalizzati'),
  },
});
export const tenantMenuChangeTypes = tenantMenuChangeType.values;
export const tenantMenuChangeStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  SUBMITTED: { words: words('审批中', 'In approval', '承認中', '審批中', 'In approvazione'), tone: 'info' },
  APPROVED: { words: words('已审批', 'Approved', '承認済', '已審批', 'Approvata'), tone: 'warning' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  APPLIED: { words: words('已生效', 'Applied', '適用済', '已生效', 'Applicata'), tone: 'success' },
});
export const tenantMenuChangeStatuses = tenantMenuChangeStatus.values;

/** A request to change a tenant's menus or function packages, approved before it is applied. */
export const tenantMenuChangeResource = defineResource({
  name: 'tenant-menu-change',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the service when a request is created. */
    requestCode: code(40).optional(),
    changeType: z.enum(tenantMenuChangeTypes),
    /** The menu keys switched on or off. */
    menuKeys: z.array(code(80)).default([]),
    functionPackageCodes: z.array(code(32)).default([]),
    reason: text(500),
    applicant: text(50),
    requestDate: date,
    effectiveDate: date.optional(),
    status: z.enum(tenantMenuChangeStatuses).default('DRAFT'),
    approver: optionalText(50),
    approvalComment: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'requestCode',
  keyword: ['requestCode', 'reason', 'applicant'],
  filters: { tenantId: 'eq', changeType: 'in', status: 'in', requestDate: 'range', applicant: 'contains' },
  sortable: ['requestDate', 'effectiveDate', 'requestCode'],
  unique: [['requestCode']],
  defaultSort: { field: 'requestDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    requestCode: {
      label: words('申请编号', 'Request no.', '申請番号', '申請編號', 'N. richiesta'),
      kind: 'code',
      generated: { prefix: 'MC' },
    },
    changeType: {
      label: words('变更类型', 'Change', '変更種別', '變更類型', 'Tipo di modifica'),
      enum: tenantMenuChangeType.words,
    },
    menuKeys: {
      label: words('涉及菜单', 'Menus', '対象メニュー', '涉及選單', 'Menu'),
      hint: words('填写菜单编码', 'Menu keys', 'メニューキーを入力', '填寫選單編碼', 'Chiavi dei menu'),
    },
    functionPackageCodes: {
      ...field.functionPackages,
      label: words(
        '涉及功能包',
        'Function packages',
        '対象機能パッケージ',
        '涉及功能包',
        'Pacchetti funzionali',
      ),
    },
    reason: { label: words('变更原因', 'Reason', '理由', '變更原因', 'Motivo'), kind: 'longText' },
    applicant: field.applicant,
    requestDate: {
      label: words('申请日期', 'Requested on', '申請日', '申請日期', 'Richiesta il'),
      kind: 'date',
    },
    effectiveDate: {
      label: words('生效日期', 'Takes effect on', '適用日', '生效日期', 'In vigore dal'),
      kind: 'date',
    },
    status: { ...field.status, enum: tenantMenuChangeStatus.words },
    approver: field.approver,
    approvalComment: {
      label: words('审批意见', 'Approval comment', '承認コメント', '審批意見', "Commento all'approvazione"),
      kind: 'longText',
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Branding, print templates, e-archives

/** A tenant's own branding: names, logo, login background, colour and domain. */
export const enterpriseBrandResource = defineResource({
  name: 'enterprise-brand',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    brandName: text(60),
    /** The app's name shown to the tenant's staff instead of the product's. */
    appName: optionalText(30),
    slogan: optionalText(60),
    logoOid: attachmentOid.optional(),
    loginBackgroundOid: attachmentOid.optional(),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, ValidationMessage.COLOR),
    customDomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, ValidationMessage.DOMAIN_NAME)
      .max(253)
      .optional(),
    loginPageTitle: optionalText(60),
    effectiveDate: date.optional(),
    enabled,
  }),
  permissions: tenantManage,
  title: 'brandName',
  keyword: ['brandName', 'appName', 'customDomain'],
  filters: { tenantId: 'eq', enabled: 'eq', customDomain: 'eq' },
  sortable: ['brandName', 'effectiveDate'],
  unique: [['tenantId', 'brandName'], ['customDomain']],
  fields: {
    tenantId: described.tenantId,
    brandName: { label: words('品牌名称', 'Brand', 'ブランド名', '品牌名稱', 'Marchio') },
    appName: {
      label: words('应用名称', 'App name', 'アプリ名', '應用程式名稱', "Nome dell'app"),
      hint: words(
        '员工看到的应用名称，代替产品名称',
        "Shown to the tenant's staff instead of the product's name",
        '製品名の代わりに従業員に表示されるアプリ名',
        '員工看到的應用程式名稱，取代產品名稱',
        'Mostrato ai dipendenti al posto del nome del prodotto',
      ),
    },
    slogan: { label: words('品牌标语', 'Slogan', 'スローガン', '品牌標語', 'Slogan') },
    logoOid: {
      label: words('Logo', 'Logo', 'ロゴ', 'Logo', 'Logo'),
      kind: 'image',
      hint: words(
        '建议 150×150，小于 200K',
        'Best 150×150, under 200 KB',
        '推奨 150×150、200KB 未満',
        '建議 150×150，小於 200K',
        'Ideale 150×150, meno di 200 KB',
      ),
    },
    loginBackgroundOid: {
      label: words(
        '登录页背景',
        'Login background',
        'ログイン背景',
        '登入頁背景',
        'Sfondo della pagina di accesso',
      ),
      kind: 'image',
    },
    themeColor: {
      label: words('主题色', 'Theme colour', 'テーマカラー', '主題色', 'Colore del tema'),
      hint: words('如 #1F6FEB', 'e.g. #1F6FEB', '例：#1F6FEB', '如 #1F6FEB', 'es. #1F6FEB'),
    },
    // A host name (`expense.acme.example`), not a web address: shown as text, as the auth
    // sources' login domain is, never opened as a link.
    customDomain: {
      label: words('专属域名', 'Custom domain', '専用ドメイン', '專屬網域', 'Dominio personalizzato'),
    },
    loginPageTitle: {
      label: words(
        '登录页标题',
        'Login page title',
        'ログイン画面タイトル',
        '登入頁標題',
        'Titolo della pagina di accesso',
      ),
    },
    effectiveDate: described.effectiveDate,
    enabled: described.enabled,
  },
});

export const tenantPrintComparisonStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待对比', 'Pending', '未比較', '待比對', 'In attesa'), tone: 'neutral' },
  COMPARING: { words: words('对比中', 'Comparing', '比較中', '比對中', 'Confronto in corso'), tone: 'info' },
  SAME: { words: words('一致', 'Same', '一致', '一致', 'Identico'), tone: 'success' },
  DIFFERENT: { words: words('有差异', 'Different', '差異あり', '有差異', 'Diverso'), tone: 'warning' },
  FAILED: { words: words('对比失败', 'Failed', '失敗', '比對失敗', 'Non riuscito'), tone: 'danger' },
});
export const tenantPrintComparisonStatuses = tenantPrintComparisonStatus.values;

/**
 * A comparison of a tenant's print template with the standard one (before an upgrade replaces the
 * standard): which versions, over how many sample documents, with how many differences.
 */
export const tenantPrintTemplateComparisonResource = defineResource({
  name: 'tenant-print-template-comparison',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the service when a comparison is created. */
    comparisonCode: code(40).optional(),
    templateCode: code(40),
    templateName: text(60),
    /** The document category printed: 1001 application, 1002 reimbursement, 3001 loan... */
    documentCategory: printDocumentCategory,
    standardVersion: text(20),
    tenantVersion: text(20),
    documentCount: count(10_000),
    differenceCount: count(100_000),
    status: z.enum(tenantPrintComparisonStatuses).default('PENDING'),
    comparedDate: date.optional(),
    comparedBy: optionalText(50),
    conclusion: optionalText(1000),
  }),
  permissions: tenantManage,
  title: 'templateName',
  keyword: ['templateName', 'templateCode', 'comparisonCode'],
  filters: { tenantId: 'eq', status: 'in', documentCategory: 'eq', comparedDate: 'range' },
  sortable: ['comparedDate', 'differenceCount', 'templateCode'],
  unique: [['comparisonCode']],
  defaultSort: { field: 'comparedDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    comparisonCode: {
      label: words('对比编号', 'Comparison no.', '比較番号', '比對編號', 'N. confronto'),
      kind: 'code',
      generated: { prefix: 'PTC' },
    },
    templateCode: {
      label: words('模板编码', 'Template code', 'テンプレートコード', '範本編碼', 'Codice modello'),
      kind: 'code',
    },
    templateName: { label: words('模板名称', 'Template', 'テンプレート名', '範本名稱', 'Modello') },
    documentCategory: field.documentCategory,
    standardVersion: {
      label: words('标准模板版本', 'Standard version', '標準バージョン', '標準範本版本', 'Versione standard'),
    },
    tenantVersion: {
      label: words(
        '租户模板版本',
        'Tenant version',
        'テナントバージョン',
        '租戶範本版本',
        'Versione del tenant',
      ),
    },
    documentCount: {
      label: words('对比单据数', 'Documents compared', '比較伝票数', '比對單據數', 'Documenti confrontati'),
      kind: 'number',
    },
    differenceCount: field.differenceCount,
    status: {
      label: words('对比结果', 'Result', '結果', '比對結果', 'Esito'),
      enum: tenantPrintComparisonStatus.words,
    },
    comparedDate: {
      label: words('对比日期', 'Compared on', '比較日', '比對日期', 'Confrontato il'),
      kind: 'date',
    },
    comparedBy: { label: words('对比人', 'Compared by', '比較者', '比對人', 'Confrontato da') },
    conclusion: {
      label: words('对比结论', 'Conclusion', '結論', '比對結論', 'Conclusione'),
      kind: 'longText',
    },
  },
});

export const tenantPrintDocumentResult = /* @__PURE__ */ defineEnum({
  SAME: { words: words('一致', 'Same', '一致', '一致', 'Identico'), tone: 'success' },
  DIFFERENT: { words: words('有差异', 'Different', '差異あり', '有差異', 'Diverso'), tone: 'warning' },
  FAILED: { words: words('打印失败', 'Failed', '失敗', '列印失敗', 'Stampa non riuscita'), tone: 'danger' },
});
export const tenantPrintDocumentResults = tenantPrintDocumentResult.values;

/** One sample document printed with both templates in a comparison, and what differs. */
export const tenantPrintTemplateDocumentResource = defineResource({
  name: 'tenant-print-template-document',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The comparison it belongs to. */
    comparisonCode: code(40),
    documentNumber: code(40),
    documentTitle: text(100),
    documentCategory: printDocumentCategory,
    /** The PDFs printed with the standard and with the tenant's template. */
    standardOutputOid: attachmentOid.optional(),
    tenantOutputOid: attachmentOid.optional(),
    differenceCount: count(10_000),
    differenceSummary: optionalText(1000),
    result: z.enum(tenantPrintDocumentResults),
    /** Whether someone checked the differences with the tenant. */
    confirmed: z.boolean().default(false),
    checkedBy: optionalText(50),
  }),
  permissions: tenantManage,
  title: 'documentNumber',
  keyword: ['documentNumber', 'documentTitle', 'comparisonCode'],
  filters: { tenantId: 'eq', comparisonCode: 'eq', result: 'in', confirmed: 'eq', documentCategory: 'eq' },
  sortable: ['documentNumber', 'differenceCount'],
  unique: [['comparisonCode', 'documentNumber']],
  defaultSort: { field: 'documentNumber', direction: 'asc' },
  fields: {
    tenantId: described.tenantId,
    comparisonCode: {
      label: words('所属对比', 'Comparison', '比較', '所屬比對', 'Confronto'),
      reference: {
        resource: 'tenant-print-template-comparison',
        valueField: 'comparisonCode',
        labelField: 'templateName',
      },
    },
    documentNumber: {
      label: words('单据编号', 'Document no.', '伝票番号', '單據編號', 'N. documento'),
      kind: 'code',
    },
    documentTitle: { label: words('单据标题', 'Document', '伝票名', '單據標題', 'Documento') },
    documentCategory: field.documentCategory,
    standardOutputOid: {
      label: words(
        '标准模板打印件',
        'Printed with the standard',
        '標準テンプレート印刷',
        '標準範本列印件',
        'Stampa con il modello standard',
      ),
      kind: 'attachment',
    },
    tenantOutputOid: {
      label: words(
        '租户模板打印件',
        "Printed with the tenant's",
        'テナントテンプレート印刷',
        '租戶範本列印件',
        'Stampa con il modello del tenant',
      ),
      kind: 'attachment',
    },
    differenceCount: field.differenceCount,
    differenceSummary: {
      label: words('差异说明', 'Differences found', '差異内容', '差異說明', 'Differenze riscontrate'),
      kind: 'longText',
    },
    result: {
      label: words('结果', 'Result', '結果', '結果', 'Esito'),
      enum: tenantPrintDocumentResult.words,
    },
    confirmed: {
      label: words(
        '已与客户确认',
        'Confirmed with the customer',
        '顧客確認済',
        '已與客戶確認',
        'Confermato con il cliente',
      ),
      kind: 'switch',
    },
    checkedBy: { label: words('核对人', 'Checked by', '確認者', '核對人', 'Verificato da') },
  },
});

export const tenantEArchiveStatus = /* @__PURE__ */ defineEnum({
  OPENING: { words: words('开通中', 'Opening', '開通中', '開通中', 'In attivazione'), tone: 'info' },
  ACTIVE: { words: words('使用中', 'Active', '利用中', '使用中', 'Attivo'), tone: 'success' },
  SUSPENDED: { words: words('已暂停', 'Suspended', '停止中', '已暫停', 'Sospeso'), tone: 'warning' },
  CLOSED: { words: words('已关闭', 'Closed', '終了', '已關閉', 'Chiuso'), tone: 'neutral' },
});
export const tenantEArchiveStatuses = tenantEArchiveStatus.values;

/** A tenant's electronic accounting archive: its archive account, storage and what it holds. */
export const tenantEArchiveResource = defineResource({
  name: 'tenant-e-archive',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The tenant's account in the archive system. */
    archiveTenantCode: code(40),
    archiveVendor: text(60),
    openDate: date,
    status: z.enum(tenantEArchiveStatuses).default('OPENING'),
    storageQuotaGb: z.number().int().min(1).max(100_000),
    usedStorageGb: z.number().min(0).max(100_000),
    archivedVoucherCount: count(),
    lastArchiveDate: date.optional(),
    /** Accounting vouchers are kept 30 years, other records 10. */
    retentionYears: z.number().int().min(1).max(100),
    contactName: optionalText(50),
    contactEmail: email.optional(),
    remark: optionalText(500),
  }),
  permissions: tenantManage,
  title: 'archiveTenantCode',
  keyword: ['archiveTenantCode', 'archiveVendor', 'contactName'],
  filters: { tenantId: 'eq', status: 'in', archiveVendor: 'eq', openDate: 'range', lastArchiveDate: 'range' },
  sortable: ['openDate', 'usedStorageGb', 'archivedVoucherCount', 'lastArchiveDate'],
  unique: [['tenantId'], ['archiveTenantCode']],
  defaultSort: { field: 'openDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    archiveTenantCode: {
      label: words(
        '档案账户编码',
        'Archive account',
        'アーカイブアカウント',
        '檔案帳號編碼',
        "Account d'archivio",
      ),
      kind: 'code',
    },
    archiveVendor: {
      label: words(
        '档案服务商',
        'Archive provider',
        'アーカイブ事業者',
        '檔案服務商',
        "Fornitore dell'archivio",
      ),
    },
    openDate: { label: words('开通日期', 'Opened on', '開通日', '開通日期', 'Attivato il'), kind: 'date' },
    status: { ...field.status, enum: tenantEArchiveStatus.words },
    storageQuotaGb: {
      label: words(
        '存储额度（GB）',
        'Storage quota (GB)',
        '容量上限（GB）',
        '儲存額度（GB）',
        'Spazio assegnato (GB)',
      ),
      kind: 'number',
      unit: gigabytes,
    },
    usedStorageGb: {
      label: words(
        '已用存储（GB）',
        'Storage used (GB)',
        '使用容量（GB）',
        '已用儲存（GB）',
        'Spazio usato (GB)',
      ),
      kind: 'number',
      unit: gigabytes,
    },
    archivedVoucherCount: {
      label: words(
        '已归档凭证',
        'Vouchers archived',
        'アーカイブ済伝票',
        '已歸檔憑證',
        'Documenti contabili archiviati',
      ),
      kind: 'number',
    },
    lastArchiveDate: {
      label: words(
        '最近归档日期',
        'Last archived on',
        '最終アーカイブ日',
        '最近歸檔日期',
        'Ultima archiviazione',
      ),
      kind: 'date',
    },
    retentionYears: {
      label: words('保管年限', 'Retention (years)', '保存年数', '保管年限', 'Conservazione (anni)'),
      kind: 'number',
      unit: years,
      hint: words(
        '会计凭证至少 30 年',
        'Accounting vouchers: at least 30 years',
        '会計伝票は 30 年以上',
        '會計憑證至少 30 年',
        'Documenti contabili: almeno 30 anni',
      ),
    },
    contactName: {
      label: words(
        '档案联系人',
        'Archive contact',
        'アーカイブ担当者',
        '檔案聯絡人',
        "Referente dell'archivio",
      ),
    },
    contactEmail: described.contactEmail,
    remark: described.remark,
  },
});

// ---------------------------------------------------------------------------------------------
// Tenant operations (§2.17) and the user reset activities (§2.13)

/** The four news lists: Lark news, Lark interactive cards, WeCom news, in-app tenant news. */
export const tenantNewsChannel = /* @__PURE__ */ defineEnum({
  LARK_NEWS: { words: words('飞书运营消息', 'Lark news', 'Lark ニュース', '飛書營運訊息', 'Notizie Lark') },
  LARK_INTERACTIVE: {
    words: words(
      '飞书互动卡片',
      'Lark interactive card',
      'Lark インタラクティブカード',
      '飛書互動卡片',
      'Scheda interattiva Lark',
    ),
  },
  WECHAT_NEWS: {
    words: words('企业微信运营消息', 'WeCom news', 'WeCom ニュース', '企業微信營運訊息', 'Notizie WeCom'),
  },
  TENANT_NEWS: {
    words: words('站内租户消息', 'In-app news', 'アプリ内ニュース', '站內租戶訊息', "Notizie nell'app"),
  },
});
export const tenantNewsChannels = tenantNewsChannel.values;
/** Who receives it: every tenant, paying ones, trial ones, the tenants of some groups, or chosen tenants. */
export const tenantNewsAudience = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部租户', 'All tenants', '全テナント', '全部租戶', 'Tutti i tenant') },
  LICENSED: { words: words('付费租户', 'Paying tenants', '有料テナント', '付費租戶', 'Tenant paganti') },
  TRIAL: { words: words('试用租户', 'Trial tenants', '試用テナント', '試用租戶', 'Tenant in prova') },
  TENANT_GROUP: {
    words: words('指定租户分组', 'Tenant groups', '指定グループ', '指定租戶分組', 'Gruppi di tenant'),
  },
  TENANTS: { words: words('指定租户', 'Chosen tenants', '指定テナント', '指定租戶', 'Tenant scelti') },
});
export const tenantNewsAudiences = tenantNewsAudience.values;
export const tenantNewsStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  SCHEDULED: { words: words('待发送', 'Scheduled', '送信予約', '待發送', 'Programmata'), tone: 'info' },
  SENT: { words: words('已发送', 'Sent', '送信済', '已發送', 'Inviata'), tone: 'success' },
  WITHDRAWN: { words: words('已撤回', 'Withdrawn', '取り消し', '已撤回', 'Ritirata'), tone: 'warning' },
});
export const tenantNewsStatuses = tenantNewsStatus.values;

/** An operations message pushed to tenants' admins or staff on a messaging platform or in the app. */
export const tenantOperationNewsResource = defineResource({
  name: 'tenant-operation-news',
  scope: 'global',
  schema: z.object({
    channel: z.enum(tenantNewsChannels),
    title: text(100),
    summary: optionalText(200),
    content: z.string().trim().min(1).max(20_000),
    coverImageOid: attachmentOid.optional(),
    linkUrl: webAddress.optional(),
    /** The button of a Lark interactive card. */
    buttonText: optionalText(20),
    audience: z.enum(tenantNewsAudiences),
    tenantGroupCodes: z.array(code(32)).default([]),
    tenantIds: z.array(tenantId).default([]),
    sendDate: date,
    sendTime: timeOfDay,
    status: z.enum(tenantNewsStatuses).default('DRAFT'),
    author: text(50),
    sentCount: count().default(0),
    readCount: count().default(0),
  }),
  permissions: tenantOperations,
  title: 'title',
  keyword: ['title', 'summary'],
  filters: { channel: 'eq', status: 'in', audience: 'in', sendDate: 'range', author: 'contains' },
  sortable: ['sendDate', 'title', 'readCount'],
  defaultSort: { field: 'sendDate', direction: 'desc' },
  fields: {
    channel: { label: words('渠道', 'Channel', 'チャネル', '管道', 'Canale'), enum: tenantNewsChannel.words },
    title: described.title,
    summary: { label: words('摘要', 'Summary', '概要', '摘要', 'Sintesi'), kind: 'longText' },
    content: { label: words('正文', 'Content', '本文', '內文', 'Contenuto'), kind: 'richText' },
    coverImageOid: {
      label: words('封面图', 'Cover image', 'カバー画像', '封面圖', 'Immagine di copertina'),
      kind: 'image',
    },
    linkUrl: { label: words('跳转链接', 'Link', 'リンク', '跳轉連結', 'Link'), kind: 'url' },
    buttonText: {
      label: words('按钮文字', 'Button text', 'ボタン文言', '按鈕文字', 'Testo del pulsante'),
      hint: words(
        '飞书互动卡片的按钮',
        'The button of a Lark interactive card',
        'Lark インタラクティブカードのボタン',
        '飛書互動卡片的按鈕',
        'Il pulsante di una scheda interattiva Lark',
      ),
    },
    audience: {
      label: words('发送范围', 'Audience', '配信対象', '發送範圍', 'Destinatari'),
      enum: tenantNewsAudience.words,
    },
    tenantGroupCodes: {
      label: words('租户分组', 'Tenant groups', 'テナントグループ', '租戶分組', 'Gruppi di tenant'),
      reference: { lookup: 'tenantGroup' },
      hint: words(
        '发送范围为"指定租户分组"时填写',
        'When the audience is tenant groups',
        '配信対象が指定グループの場合',
        '發送範圍為「指定租戶分組」時填寫',
        'Se i destinatari sono gruppi di tenant',
      ),
    },
    tenantIds: {
      label: words('指定租户', 'Tenants', '指定テナント', '指定租戶', 'Tenant'),
      reference: { lookup: 'tenant' },
      hint: words(
        '发送范围为"指定租户"时填写',
        'When the audience is chosen tenants',
        '配信対象が指定テナントの場合',
        '發送範圍為「指定租戶」時填寫',
        'Se i destinatari sono tenant scelti',
      ),
    },
    sendDate: { label: words('发送日期', 'Send on', '送信日', '發送日期', 'Data di invio'), kind: 'date' },
    sendTime: { label: words('发送时间', 'At', '送信時刻', '發送時間', 'Ora di invio'), kind: 'time' },
    status: { ...field.status, enum: tenantNewsStatus.words },
    author: { label: words('编辑人', 'Author', '作成者', '編輯人', 'Autore') },
    sentCount: { label: words('送达数', 'Delivered', '配信数', '送達數', 'Consegnati'), kind: 'number' },
    readCount: { label: words('阅读数', 'Read', '既読数', '閱讀數', 'Letti'), kind: 'number' },
  },
});

/** A reset in a sandbox tenant (training and demo data) or in a real (production) tenant. */
export const userResetEnvironment = /* @__PURE__ */ defineEnum({
  SANDBOX: { words: words('沙箱', 'Sandbox', 'サンドボックス', '沙箱', 'Sandbox') },
  PRODUCTION: { words: words('正式', 'Production', '本番', '正式', 'Produzione') },
});
export const userResetEnvironments = userResetEnvironment.values;
export const userResetScope = /* @__PURE__ */ defineEnum({
  PASSWORD: { words: words('登录密码', 'Passwords', 'パスワード', '登入密碼', 'Password') },
  MFA_BINDING: {
    words: words(
      '二次验证绑定',
      'Two-step verification',
      '二段階認証',
      '兩步驟驗證綁定',
      'Verifica in due passaggi',
    ),
  },
  DEVICE_BINDING: {
    words: words('设备绑定', 'Device binding', '端末紐付け', '裝置綁定', 'Associazione dei dispositivi'),
  },
  USER_DATA: { words: words('用户数据', 'User data', 'ユーザーデータ', '使用者資料', 'Dati utente') },
  TRIAL_PERIOD: { words: words('试用期', 'Trial period', '試用期間', '試用期', 'Periodo di prova') },
  SANDBOX_DATA: {
    words: words(
      '沙箱演示数据',
      'Sandbox demo data',
      'デモデータ',
      '沙箱示範資料',
      'Dati demo della sandbox',
    ),
  },
});
export const userResetScopes = userResetScope.values;
export const userResetStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待审批', 'Pending', '承認待ち', '待審批', 'In attesa'), tone: 'warning' },
  APPROVED: { words: words('待执行', 'Approved', '実行待ち', '待執行', 'Approvata'), tone: 'info' },
  RUNNING: { words: words('执行中', 'Running', '実行中', '執行中', 'In esecuzione'), tone: 'info' },
  DONE: { words: words('已完成', 'Done', '完了', '已完成', 'Completata'), tone: 'success' },
  FAILED: { words: words('执行失败', 'Failed', '失敗', '執行失敗', 'Non riuscita'), tone: 'danger' },
  CANCELLED: { words: words('已取消', 'Cancelled', '取消', '已取消', 'Annullata'), tone: 'neutral' },
});
export const userResetStatuses = userResetStatus.values;

/** A batch reset of some users of a tenant: passwords, bindings, data or the trial, approved and run. */
export const userResetActivityResource = defineResource({
  name: 'user-reset-activity',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the service when an activity is created. */
    activityCode: code(40).optional(),
    activityName: text(100),
    environment: z.enum(userResetEnvironments),
    resetScope: z.enum(userResetScopes),
    /** The users' e-mail addresses or mobiles; empty means every user of the tenant. */
    targetUsers: z.array(z.string().trim().min(1).max(254)).default([]),
    userCount: count(1_000_000),
    reason: text(500),
    requestedBy: text(50),
    scheduledDate: date,
    executedDate: date.optional(),
    status: z.enum(userResetStatuses).default('PENDING'),
    resultSummary: optionalText(1000),
  }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'activityName',
  keyword: ['activityName', 'activityCode', 'requestedBy'],
  filters: {
    tenantId: 'eq',
    environment: 'eq',
    resetScope: 'in',
    status: 'in',
    scheduledDate: 'range',
    requestedBy: 'contains',
  },
  sortable: ['scheduledDate', 'executedDate', 'userCount'],
  unique: [['activityCode']],
  defaultSort: { field: 'scheduledDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    activityCode: {
      label: words('活动编号', 'Activity no.', '作業番号', '活動編號', 'N. attività'),
      kind: 'code',
      generated: { prefix: 'RST' },
    },
    activityName: { label: words('活动名称', 'Activity', '作業名', '活動名稱', 'Attività') },
    environment: {
      label: words('环境', 'Environment', '環境', '環境', 'Ambiente'),
      enum: userResetEnvironment.words,
    },
    resetScope: {
      label: words('重置内容', 'What is reset', 'リセット内容', '重設內容', 'Cosa si reimposta'),
      enum: userResetScope.words,
    },
    targetUsers: {
      label: words('目标用户', 'Users', '対象ユーザー', '目標使用者', 'Utenti'),
      hint: words(
        '填写邮箱或手机号，留空表示全部用户',
        'E-mails or mobiles; empty for every user',
        'メールまたは携帯番号。空欄は全ユーザー',
        '填寫電子郵件或手機號碼，留空表示全部使用者',
        'E-mail o cellulari; vuoto per tutti gli utenti',
      ),
    },
    userCount: {
      label: words('涉及人数', 'Users affected', '対象人数', '涉及人數', 'Utenti interessati'),
      kind: 'number',
    },
    reason: { label: words('重置原因', 'Reason', '理由', '重設原因', 'Motivo'), kind: 'longText' },
    requestedBy: { label: words('申请人', 'Requested by', '申請者', '申請人', 'Richiesta da') },
    scheduledDate: {
      label: words('计划执行日期', 'Scheduled for', '実行予定日', '計畫執行日期', 'Pianificata per il'),
      kind: 'date',
    },
    executedDate: { label: words('执行日期', 'Run on', '実行日', '執行日期', 'Eseguita il'), kind: 'date' },
    status: { ...field.status, enum: userResetStatus.words },
    resultSummary: {
      label: words('执行结果', 'Result', '実行結果', '執行結果', 'Esito'),
      kind: 'longText',
    },
  },
});
