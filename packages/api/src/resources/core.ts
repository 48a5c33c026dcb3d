/*
 * The resources of the product's core records (tenants, companies, staff, contracts, orders and the
 * reference data the pickers look up). A module of its own, apart from the catalogue of every
 * resource, so that a lookup's schema does not load every area's resources.
 */
import { z } from 'zod';
import { apiMessages, type ApiMessageId } from '../constants/messages';
import {
  authSourceTypes,
  documentCategoryMessages,
  employeeStatusMessages,
  employeeStatuses,
  labelDocumentCategories,
  orderStatusMessages,
  orderStatuses,
  orderTypeMessages,
  orderTypes,
} from '../constants/statuses';
import { ValidationMessage } from '../constants/validation';

import { described } from './commonFields';
import { defineResource } from './define';
import {
  defineEnum,
  words,
  type EnumDefinition,
  type EnumDescription,
  type EnumValueDescription,
  type FieldDescription,
  type Tone,
  type Words,
} from './describe';
import {
  continent,
  continents,
  formType,
  formTypes,
  orderLargeCategory,
  orderLargeCategories,
  taxpayerKind,
  taxpayerKinds,
  tenantMessagingPlatform,
} from './enums';

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export {
  continent,
  continents,
  employeeStatuses,
  formType,
  formTypes,
  labelDocumentCategories,
  orderStatuses,
  orderTypes,
  taxpayerKind,
  taxpayerKinds,
};

import {
  text,
  optionalText,
  code,
  enabled,
  tenantId,
  companyId,
  money,
  date,
  email,
  currencyCode,
  countryCode,
  taxNumber,
  mobile,
} from './fields';

/** A text of `apiMessages` in every language: the words of a value set the constants already name. */
const messageWords = (id: ApiMessageId): Words =>
  words(
    apiMessages['zh-CN'][id],
    apiMessages.en[id],
    apiMessages.ja[id],
    apiMessages['zh-TW'][id],
    apiMessages.it[id],
  );

/** An enum whose values (in their order) are a value set of the constants, worded by its message ids. */
/* @__NO_SIDE_EFFECTS__ */
function enumOfMessages<const V extends string>(
  values: readonly [V, ...V[]],
  messages: Readonly<Record<V, ApiMessageId>>,
  tones?: Readonly<Partial<Record<V, Tone>>>,
): EnumDefinition<V> {
  const described = {} as Record<V, EnumValueDescription>;
  for (const value of values) {
    const tone = tones?.[value];
    described[value] = { words: messageWords(messages[value]), ...(tone && { tone }) };
  }
  return defineEnum<V>(described);
}

/** An employee's status (`employeeStatuses`), worded by `apiMessages`: active, leaving soon, left. */
export const employeeStatus = /* @__PURE__ */ enumOfMessages(employeeStatuses, employeeStatusMessages, {
  ACTIVE: 'success',
  LEAVING: 'warning',
  LEFT: 'neutral',
});

/** An order's status (`orderStatuses`), worded by `apiMessages`. */
export const orderStatus = /* @__PURE__ */ enumOfMessages(orderStatuses, orderStatusMessages, {
  PENDING_PAYMENT: 'warning',
  PAID: 'success',
  CLOSED: 'neutral',
});

/** What an order buys (`orderTypes`), worded by `apiMessages`. */
export const orderType = /* @__PURE__ */ enumOfMessages(orderTypes, orderTypeMessages);

/** The label picker's document categories (numbers, not a zod enum), worded by `apiMessages`. */
export const labelDocumentCategoryWords = /* @__PURE__ */ Object.fromEntries(
  labelDocumentCategories.map((category) => [
    String(category),
    { words: messageWords(documentCategoryMessages[category]) },
  ]),
) as EnumDescription<`${(typeof labelDocumentCategories)[number]}`>;

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

/** A tenant's licence (`licensed`, a number): paid 1, free 0. */
export const tenantLicenceWords = {
  1: { words: words('付费', 'Paid', '有料', '付費', 'A pagamento'), tone: 'success' },
  0: { words: words('免费', 'Free', '無料', '免費', 'Gratuito'), tone: 'neutral' },
} as const satisfies EnumDescription<'0' | '1'>;

// Descriptions several resources of this module share.
const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});
const shared = {
  code: field(words('编码', 'Code', 'コード', '代碼', 'Codice'), { kind: 'code' }),
  taxNumber: field(words('纳税人识别号', 'Taxpayer number', '納税者番号', '納稅人識別號', 'Codice fiscale'), {
    kind: 'code',
  }),
  /** A UUID naming a record by its OID: shown as a code. */
  oid: (label: Words) => field(label, { kind: 'code' }),
} as const;

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
    region: field(words('区域', 'Region', 'リージョン', '區域', 'Regione')),
    cloudEnv: field(words('云环境', 'Cloud environment', 'クラウド環境', '雲端環境', 'Ambiente cloud'), {
      reference: { lookup: 'cloudEnvironment' },
    }),
    licensed: field(words('付费状态', 'Licence', 'ライセンス', '付費狀態', 'Licenza'), {
      kind: 'enum',
      enum: tenantLicenceWords,
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

export const companyResource = defineResource({
  name: 'company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(100),
    companyCode: code(32),
    companyTypeName: optionalText(50),
    taxNumber: optionalText(30),
    enabled,
  }),
  permissions: { read: 'company:read', write: 'company:write' },
  title: 'name',
  keyword: ['name', 'companyCode'],
  filters: { tenantId: 'eq', name: 'contains', companyCode: 'eq', enabled: 'eq' },
  sortable: ['name', 'companyCode'],
  unique: [['tenantId', 'companyCode']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    name: field(words('公司名称', 'Company name', '会社名', '公司名稱', "Nome dell'azienda")),
    companyCode: field(words('公司编码', 'Company code', '会社コード', '公司代碼', 'Codice azienda'), {
      kind: 'code',
    }),
    companyTypeName: field(words('公司类型', 'Company type', '会社区分', '公司類型', 'Tipo di azienda')),
    taxNumber: shared.taxNumber,
    enabled: described.enabled,
  },
});

export const staffResource = defineResource({
  name: 'staff',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    employeeID: code(32),
    fullName: text(60),
    mobile: mobile.optional(),
    email: email.optional(),
    departmentName: optionalText(100),
    position: optionalText(60),
    /** The deployment environment the employee's tenant runs in. */
    env: optionalText(20),
    status: z.enum(employeeStatuses).default('ACTIVE'),
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'fullName',
  keyword: ['fullName', 'employeeID', 'email', 'mobile'],
  filters: {
    tenantId: 'eq',
    companyId: 'eq',
    email: 'eq',
    mobile: 'eq',
    status: 'in',
    departmentName: 'contains',
  },
  sortable: ['fullName', 'employeeID', 'departmentName'],
  unique: [['tenantId', 'employeeID']],
  importable: true,
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    employeeID: field(words('工号', 'Employee ID', '社員番号', '員工編號', 'Matricola'), { kind: 'code' }),
    fullName: field(words('姓名', 'Full name', '氏名', '姓名', 'Nome e cognome')),
    mobile: field(words('手机号', 'Mobile', '携帯電話', '手機號碼', 'Cellulare'), { kind: 'phone' }),
    email: field(words('邮箱', 'E-mail', 'メール', '電子郵件', 'E-mail'), { kind: 'email' }),
    departmentName: field(words('部门', 'Department', '部署', '部門', 'Reparto')),
    position: field(words('职位', 'Position', '役職', '職位', 'Posizione')),
    env: field(words('环境', 'Environment', '環境', '環境', 'Ambiente'), {
      hint: words(
        '员工所在租户运行的部署环境',
        "The deployment environment the employee's tenant runs in",
        '従業員のテナントが稼働するデプロイ環境',
        '員工所在租戶執行的部署環境',
        "L'ambiente di distribuzione in cui opera il tenant del dipendente",
      ),
    }),
    status: field(words('员工状态', 'Employee status', '在籍状況', '員工狀態', 'Stato del dipendente'), {
      enum: employeeStatus.words,
    }),
  },
});

/** Where a CRM customer stands: a prospect, signed, renewing, or lost. */
export const crmLifeStatus = /* @__PURE__ */ defineEnum({
  POTENTIAL: { words: words('潜在客户', 'Prospect', '見込み顧客', '潛在客戶', 'Potenziale'), tone: 'info' },
  SIGNED: { words: words('已签约', 'Signed', '契約済み', '已簽約', 'Sotto contratto'), tone: 'success' },
  RENEWING: { words: words('续约中', 'Renewing', '更新中', '續約中', 'In rinnovo'), tone: 'warning' },
  LOST: { words: words('已流失', 'Lost', '失注', '已流失', 'Perso'), tone: 'neutral' },
});
export const crmLifeStatuses = crmLifeStatus.values;

export const crmCustomerResource = defineResource({
  name: 'crm-customer',
  scope: 'global',
  schema: z.object({
    customerCode: code(32),
    customerName: text(100),
    productLine: optionalText(50),
    lifeStatus: z.enum(crmLifeStatuses),
    industry: optionalText(50),
    ownerName: optionalText(50),
    tenantId: tenantId.optional(),
  }),
  permissions: { read: 'crm:read', write: 'crm:write' },
  title: 'customerName',
  keyword: ['customerName', 'customerCode'],
  filters: {
    customerName: 'contains',
    customerCode: 'eq',
    lifeStatus: 'in',
    productLine: 'eq',
    tenantId: 'eq',
  },
  sortable: ['customerName', 'customerCode'],
  unique: [['customerCode']],
  importable: true,
  fields: {
    customerCode: field(words('客户编号', 'Customer no.', '顧客番号', '客戶編號', 'N. cliente'), {
      kind: 'code',
    }),
    customerName: field(words('客户名称', 'Customer name', '顧客名', '客戶名稱', 'Nome del cliente')),
    productLine: field(words('产品线', 'Product line', '製品ライン', '產品線', 'Linea di prodotto')),
    lifeStatus: field(
      words('生命周期', 'Life stage', 'ライフサイクル', '生命週期', 'Fase del ciclo di vita'),
      {
        enum: crmLifeStatus.words,
      },
    ),
    industry: field(words('行业', 'Industry', '業種', '產業', 'Settore')),
    ownerName: field(
      words('客户负责人', 'Account owner', '担当営業', '客戶負責人', 'Responsabile del cliente'),
    ),
    tenantId: described.tenantId,
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

export const orderResource = defineResource({
  name: 'order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** A serial number the service makes on create (`DD<yyyyMMdd><sequence>`). */
    orderCode: code(40).optional(),
    contractCode: code(40),
    /** An item of the CRM_BUY_TYPE enumeration. */
    businessType: code(),
    orderType: z.enum(orderTypes),
    contractProductName: text(100),
    buyCount: z.number().int().min(1).max(1_000_000),
    actualAmount: money,
    effectiveDate: date,
    expireDate: date,
    orderStatus: z.enum(orderStatuses),
    /** What the order mainly sells (software, service, resource pack): one of its lines' categories. */
    orderLargeCategory: z.enum(orderLargeCategories).optional(),
    /** The service type (service catalogue, §2.12) the order opens: that of one of its lines' products. */
    serviceTypeCode: code(40).optional(),
    /** ISO 4217 code of the amounts. */
    currencyCode: currencyCode.default('CNY'),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'orderCode',
  keyword: ['orderCode', 'contractCode', 'contractProductName'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderStatus: 'in',
    orderType: 'in',
    businessType: 'in',
    orderLargeCategory: 'in',
    serviceTypeCode: 'eq',
    currencyCode: 'eq',
    effectiveDate: 'range',
    actualAmount: 'range',
  },
  sortable: ['orderCode', 'actualAmount', 'effectiveDate', 'expireDate'],
  unique: [['orderCode']],
  importable: true,
  // Finance confirms payment (as `POST /api/orders/:id/pay` does); closing is the writers'.
  guards: [{ field: 'orderStatus', values: ['PAID'], authority: 'finance:audit' }],
  fields: {
    tenantId: described.tenantId,
    orderCode: field(words('订单编号', 'Order no.', '注文番号', '訂單編號', 'N. ordine'), {
      kind: 'code',
      generated: { prefix: 'DD' },
    }),
    contractCode: field(words('合同编号', 'Contract no.', '契約番号', '合約編號', 'N. contratto'), {
      reference: { lookup: 'contract' },
    }),
    businessType: field(words('购买类型', 'Buy type', '購入区分', '購買類型', 'Tipo di acquisto'), {
      hint: words(
        'CRM 购买类型（CRM_BUY_TYPE）中的一项',
        'An item of the CRM buy types (CRM_BUY_TYPE)',
        'CRM 購入区分（CRM_BUY_TYPE）の項目',
        'CRM 購買類型（CRM_BUY_TYPE）中的一項',
        'Una voce dei tipi di acquisto CRM (CRM_BUY_TYPE)',
      ),
    }),
    orderType: field(words('订单类型', 'Order type', '注文種別', '訂單類型', 'Tipo di ordine'), {
      enum: orderType.words,
    }),
    contractProductName: field(words('产品名称', 'Product', '製品名', '產品名稱', 'Prodotto')),
    buyCount: field(words('购买数量', 'Quantity', '数量', '購買數量', 'Quantità'), { kind: 'number' }),
    actualAmount: field(words('实付金额', 'Amount', '支払金額', '實付金額', 'Importo'), {
      kind: 'money',
      currencyField: 'currencyCode',
    }),
    effectiveDate: described.effectiveDate,
    expireDate: field(words('到期日期', 'Expires on', '終了日', '到期日期', 'Scade il'), { kind: 'date' }),
    orderStatus: field(words('订单状态', 'Order status', '注文ステータス', '訂單狀態', "Stato dell'ordine"), {
      enum: orderStatus.words,
    }),
    orderLargeCategory: field(words('订单大类', 'Category', '大分類', '訂單大類', 'Categoria'), {
      enum: orderLargeCategory.words,
    }),
    serviceTypeCode: field(
      words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio'),
      {
        reference: { resource: 'service-type', valueField: 'typeCode', labelField: 'typeName' },
      },
    ),
    currencyCode: described.currencyCode,
  },
});

export const preOpenOrderResource = defineResource({
  name: 'pre-open-order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    serviceTypeName: text(60),
    apportionQty: z.number().int().min(0).max(1_000_000),
    apportionAmount: money,
    openDate: date.optional(),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'serviceTypeName',
  filters: { tenantId: 'eq' },
  sortable: ['serviceTypeName', 'apportionAmount'],
  fields: {
    tenantId: described.tenantId,
    serviceTypeName: field(words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio')),
    apportionQty: field(
      words('分摊数量', 'Apportioned quantity', '按分数量', '分攤數量', 'Quantità ripartita'),
      {
        kind: 'number',
      },
    ),
    apportionAmount: field(
      words('分摊金额', 'Apportioned amount', '按分金額', '分攤金額', 'Importo ripartito'),
      {
        kind: 'money',
      },
    ),
    openDate: field(words('开通日期', 'Opened on', '開通日', '開通日期', 'Data di attivazione'), {
      kind: 'date',
    }),
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

export const labelResource = defineResource({
  name: 'label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    description: optionalText(200),
    /** The label's kind: WARNING, INFO, AUDIT... */
    type: code(),
    documentCategory: z.union(labelDocumentCategories.map((value) => z.literal(value))),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq', type: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['name', 'type'],
  unique: [['tenantId', 'documentCategory', 'name']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('标签名称', 'Label', 'ラベル名', '標籤名稱', 'Etichetta')),
    description: described.description,
    type: field(words('标签类型', 'Label type', 'ラベル種別', '標籤類型', 'Tipo di etichetta'), {
      kind: 'code',
    }),
    documentCategory: field(
      words('单据类别', 'Document category', '伝票カテゴリ', '單據類別', 'Categoria documento'),
      { kind: 'enum', enum: labelDocumentCategoryWords },
    ),
    enabled: described.enabled,
  },
});

export const setOfBooksResource = defineResource({
  name: 'set-of-books',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    setOfBooksName: text(60),
    setOfBooksCode: code(32),
    currencyCode: code(3),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'setOfBooksName',
  keyword: ['setOfBooksName', 'setOfBooksCode'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['setOfBooksName', 'setOfBooksCode'],
  unique: [['tenantId', 'setOfBooksCode']],
  fields: {
    tenantId: described.tenantId,
    setOfBooksName: field(words('账套名称', 'Set of books', '帳簿名', '帳套名稱', 'Libro contabile')),
    setOfBooksCode: field(
      words('账套编码', 'Set of books code', '帳簿コード', '帳套代碼', 'Codice del libro'),
      {
        kind: 'code',
      },
    ),
    currencyCode: field(words('本位币', 'Base currency', '機能通貨', '本位幣', 'Valuta di base'), {
      reference: { lookup: 'currency' },
    }),
    enabled: described.enabled,
  },
});

export const functionPackageResource = defineResource({
  name: 'function-package',
  scope: 'global',
  schema: z.object({ pkgCode: code(32), pkgName: text(60), pkgDescription: optionalText(), enabled }),
  permissions: { read: 'menu:read', write: 'menu:write' },
  title: 'pkgName',
  keyword: ['pkgName', 'pkgCode'],
  filters: { enabled: 'eq' },
  sortable: ['pkgName', 'pkgCode'],
  unique: [['pkgCode']],
  fields: {
    pkgCode: field(
      words('功能包编码', 'Package code', 'パッケージコード', '功能包代碼', 'Codice del pacchetto'),
      {
        kind: 'code',
      },
    ),
    pkgName: field(words('功能包名称', 'Package name', 'パッケージ名', '功能包名稱', 'Nome del pacchetto')),
    pkgDescription: described.description,
    enabled: described.enabled,
  },
});

export const airlineResource = defineResource({
  name: 'airline',
  scope: 'global',
  schema: z.object({
    name: text(60),
    nameEn: optionalText(100),
    code: z.string().regex(/^[A-Z0-9]{2,3}$/, ValidationMessage.AIRLINE_CODE),
    countryCode: code(3),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { countryCode: 'eq' },
  sortable: ['name', 'code'],
  unique: [['code']],
  importable: true,
  fields: {
    name: field(words('航司名称', 'Airline', '航空会社名', '航空公司名稱', 'Compagnia aerea')),
    nameEn: described.nameEn,
    code: field(words('二字码', 'IATA code', 'IATAコード', '二字碼', 'Codice IATA'), { kind: 'code' }),
    countryCode: described.countryCode,
  },
});

export const enumerationItemResource = defineResource({
  name: 'enumeration-item',
  scope: 'global',
  schema: z.object({
    /** The enumeration: CLOUDENV, DEPLOY_ENV, REGION, CRM_CONTRACT_TYPE, CRM_BUY_TYPE, or a custom one. */
    customEnumerationCode: code(40),
    value: code(40),
    name: text(60),
    nameEn: optionalText(100),
    code: code(40),
    /** System enumerations carry a numeric type; custom templates are above 2000. */
    type: z.number().int().min(0).max(99_999).optional(),
    sequence: z.number().int().min(0).max(10_000).default(0),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  keyword: ['name', 'value', 'code'],
  filters: { customEnumerationCode: 'in', type: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'name', 'value'],
  unique: [['customEnumerationCode', 'value']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    customEnumerationCode: field(words('枚举编码', 'Enumeration', '列挙コード', '列舉代碼', 'Enumerazione'), {
      kind: 'code',
      hint: words(
        '系统枚举（CLOUDENV、DEPLOY_ENV、REGION、CRM_CONTRACT_TYPE、CRM_BUY_TYPE）或自定义枚举的编码',
        'A system enumeration (CLOUDENV, DEPLOY_ENV, REGION, CRM_CONTRACT_TYPE, CRM_BUY_TYPE) or a custom one',
        'システム列挙（CLOUDENV、DEPLOY_ENV、REGION、CRM_CONTRACT_TYPE、CRM_BUY_TYPE）またはカスタム列挙のコード',
        '系統列舉（CLOUDENV、DEPLOY_ENV、REGION、CRM_CONTRACT_TYPE、CRM_BUY_TYPE）或自訂列舉的代碼',
        "Un'enumerazione di sistema (CLOUDENV, DEPLOY_ENV, REGION, CRM_CONTRACT_TYPE, CRM_BUY_TYPE) o personalizzata",
      ),
    }),
    value: field(words('值', 'Value', '値', '值', 'Valore'), { kind: 'code' }),
    name: described.name,
    nameEn: described.nameEn,
    code: shared.code,
    type: field(words('枚举类型', 'Enumeration type', '列挙種別', '列舉類型', 'Tipo di enumerazione'), {
      kind: 'number',
      hint: words(
        '系统枚举的数字类型，自定义模板大于 2000',
        'The numeric type of a system enumeration; custom templates are above 2000',
        'システム列挙の数値種別（カスタムテンプレートは 2000 超）',
        '系統列舉的數字類型，自訂範本大於 2000',
        "Il tipo numerico di un'enumerazione di sistema; i modelli personalizzati sono sopra 2000",
      ),
    }),
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

export const cloudEnvResource = defineResource({
  name: 'cloud-env',
  scope: 'global',
  schema: z.object({
    code: code(32),
    name: text(60),
    region: code(),
    provider: optionalText(40),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'cloud-env:read', write: 'cloud-env:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { enabled: 'eq', region: 'in' },
  sortable: ['name', 'code'],
  unique: [['code']],
  fields: {
    code: field(words('环境编码', 'Code', '環境コード', '環境代碼', 'Codice'), { kind: 'code' }),
    name: field(words('环境名称', 'Name', '環境名', '環境名稱', 'Nome')),
    region: field(words('区域', 'Region', 'リージョン', '區域', 'Regione'), {
      kind: 'code',
      hint: words(
        'REGION 枚举的编码，如 CN、SG',
        'A REGION enumeration code, e.g. CN, SG',
        'REGION 列挙のコード（CN、SG など）',
        'REGION 列舉的代碼，如 CN、SG',
        "Un codice dell'enumerazione REGION, ad es. CN, SG",
      ),
    }),
    provider: field(words('云厂商', 'Provider', 'クラウド事業者', '雲端服務商', 'Fornitore')),
    description: described.description,
    enabled: described.enabled,
  },
});

export const currencyResource = defineResource({
  name: 'currency',
  scope: 'global',
  schema: z.object({
    currencyCode,
    currencyName: text(40),
    chineseName: text(20),
    symbol: optionalText(5),
    decimals: z.number().int().min(0).max(4).default(2),
    enabled,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'currencyName',
  keyword: ['currencyCode', 'currencyName', 'chineseName'],
  filters: { enabled: 'eq' },
  sortable: ['currencyCode', 'currencyName'],
  unique: [['currencyCode']],
  defaultSort: { field: 'currencyCode', direction: 'asc' },
  fields: {
    currencyCode: field(words('币种代码', 'Currency code', '通貨コード', '幣別代碼', 'Codice valuta'), {
      kind: 'code',
      hint: words(
        'ISO 4217 三位大写字母',
        'ISO 4217, three capital letters',
        'ISO 4217 英大文字3桁',
        'ISO 4217 三位大寫字母',
        'ISO 4217, tre lettere maiuscole',
      ),
    }),
    currencyName: field(words('币种名称', 'Currency', '通貨名', '幣別名稱', 'Valuta')),
    chineseName: field(words('中文名称', 'Chinese name', '中国語名', '中文名稱', 'Nome cinese')),
    symbol: field(words('符号', 'Symbol', '記号', '符號', 'Simbolo')),
    decimals: field(words('小数位数', 'Decimals', '小数桁数', '小數位數', 'Decimali'), { kind: 'number' }),
    enabled: described.enabled,
  },
});

export const exchangeRateResource = defineResource({
  name: 'exchange-rate',
  scope: 'global',
  schema: z.object({
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    rate: z.number().positive().max(1_000_000),
    effectiveDate: date,
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'fromCurrency',
  filters: { fromCurrency: 'eq', toCurrency: 'eq', effectiveDate: 'range' },
  sortable: ['effectiveDate', 'fromCurrency'],
  unique: [['fromCurrency', 'toCurrency', 'effectiveDate']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
  fields: {
    fromCurrency: field(words('原币', 'From currency', '換算元通貨', '原幣', 'Valuta di origine'), {
      reference: { lookup: 'currency' },
    }),
    toCurrency: field(words('目标币', 'To currency', '換算先通貨', '目標幣', 'Valuta di destinazione'), {
      reference: { lookup: 'currency' },
    }),
    rate: field(words('汇率', 'Rate', 'レート', '匯率', 'Tasso'), {
      kind: 'number',
      hint: words(
        '1 单位原币折合的目标币金额',
        'How much of the target currency one unit of the source currency is worth',
        '換算元通貨 1 単位あたりの換算先通貨の額',
        '1 單位原幣折合的目標幣金額',
        'Quanto vale in valuta di destinazione una unità della valuta di origine',
      ),
    }),
    effectiveDate: described.effectiveDate,
  },
});

export const countryResource = defineResource({
  name: 'country',
  scope: 'global',
  schema: z.object({
    code: countryCode,
    name: text(60),
    nameEn: text(80),
    continent: z.enum(continents),
    adCode: code(12),
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'code'],
  filters: { continent: 'in' },
  sortable: ['code', 'nameEn'],
  unique: [['code']],
  defaultSort: { field: 'code', direction: 'asc' },
  fields: {
    code: field(words('国家代码', 'Country code', '国コード', '國家代碼', 'Codice paese'), {
      kind: 'code',
      hint: words(
        'ISO 3166 两位字母',
        'ISO 3166 alpha-2',
        'ISO 3166 英字2桁',
        'ISO 3166 兩位字母',
        'ISO 3166 alpha-2',
      ),
    }),
    name: field(words('中文名称', 'Chinese name', '中国語名', '中文名稱', 'Nome cinese')),
    nameEn: described.nameEn,
    continent: field(words('所属大洲', 'Continent', '大陸', '所屬洲別', 'Continente'), {
      enum: continent.words,
    }),
    adCode: field(words('数字代码', 'Numeric code', '数字コード', '數字代碼', 'Codice numerico'), {
      kind: 'code',
      hint: words(
        'ISO 3166 数字代码',
        'ISO 3166 numeric',
        'ISO 3166 数字コード',
        'ISO 3166 數字代碼',
        'ISO 3166 numerico',
      ),
    }),
  },
});

export const cityResource = defineResource({
  name: 'city',
  scope: 'global',
  schema: z.object({
    adCode: code(12),
    name: text(60),
    nameEn: optionalText(80),
    /** municipality, prefecture-level city, county-level city, district, international city. */
    typeDescription: text(40),
    countryCode,
    provinceName: optionalText(60),
    enabled,
  }),
  permissions: { read: 'location:read', write: 'location:write' },
  title: 'name',
  keyword: ['name', 'nameEn', 'adCode'],
  filters: { countryCode: 'eq', typeDescription: 'eq', provinceName: 'eq', enabled: 'eq' },
  sortable: ['adCode', 'name'],
  unique: [['adCode']],
  importable: true,
  fields: {
    adCode: field(words('城市代码', 'City code', '都市コード', '城市代碼', 'Codice città'), {
      kind: 'code',
      hint: words(
        '国内为行政区划代码，境外为 UN/LOCODE',
        'GB/T 2260 code in China, UN/LOCODE abroad',
        '中国は行政区画コード、海外はUN/LOCODE',
        '中國境內為行政區劃代碼，境外為 UN/LOCODE',
        "Codice GB/T 2260 in Cina, UN/LOCODE all'estero",
      ),
    }),
    name: field(words('城市名称', 'Name', '都市名', '城市名稱', 'Nome')),
    nameEn: described.nameEn,
    typeDescription: field(words('城市类型', 'Kind', '都市種別', '城市類型', 'Tipo')),
    countryCode: described.countryCode,
    provinceName: field(words('省份', 'Province', '省', '省份', 'Provincia')),
    enabled: described.enabled,
  },
});

export const cityLevelResource = defineResource({
  name: 'city-level',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(40),
    code: code(20),
    description: optionalText(200),
    cityAdCodes: z.array(code(12)).default([]),
  }),
  permissions: { read: 'reference:read', write: 'reference:write' },
  title: 'name',
  filters: { tenantId: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('级别名称', 'Level name', 'レベル名', '級別名稱', 'Nome del livello')),
    code: field(words('级别编码', 'Level code', 'レベルコード', '級別代碼', 'Codice del livello'), {
      kind: 'code',
    }),
    description: described.description,
    cityAdCodes: field(words('包含城市', 'Cities', '対象都市', '包含城市', 'Città'), {
      reference: { lookup: 'city' },
      hint: words(
        '差旅标准按城市级别区分住宿和补贴',
        'Travel standards set hotel caps and allowances by city level',
        '出張規程は都市レベルで宿泊上限や手当を決めます',
        '差旅標準依城市級別區分住宿與補貼',
        'Le politiche di viaggio fissano i massimali di alloggio e le indennità per livello di città',
      ),
    }),
  },
});

export const tenantExpenseTypeResource = defineResource({
  name: 'tenant-expense-type',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), category: optionalText(40), enabled }),
  permissions: { read: 'tenant:read', write: 'tenant:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', category: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('费用类型', 'Expense type', '経費種別', '費用類型', 'Tipo di spesa')),
    code: shared.code,
    category: field(words('类别', 'Category', 'カテゴリ', '類別', 'Categoria')),
    enabled: described.enabled,
  },
});

export const departmentResource = defineResource({
  name: 'department',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    /** The departmentOID of the parent; none for a root department. */
    parentOid: z.string().uuid().optional(),
    managerName: optionalText(60),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', parentOid: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    name: field(words('部门名称', 'Department', '部門名', '部門名稱', 'Reparto')),
    code: field(words('部门编码', 'Department code', '部門コード', '部門代碼', 'Codice del reparto'), {
      kind: 'code',
    }),
    parentOid: shared.oid(
      words('上级部门', 'Parent department', '上位部門', '上級部門', 'Reparto superiore'),
    ),
    managerName: field(words('负责人', 'Manager', '責任者', '負責人', 'Responsabile')),
    enabled: described.enabled,
  },
});

export const departmentPositionResource = defineResource({
  name: 'department-position',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    positionCode: code(32),
    positionName: text(60),
    departmentOid: z.string().uuid().optional(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'positionName',
  keyword: ['positionName', 'positionCode'],
  filters: { tenantId: 'eq', companyId: 'eq', departmentOid: 'eq', enabled: 'eq' },
  sortable: ['positionName', 'positionCode'],
  unique: [['tenantId', 'positionCode']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    positionCode: field(
      words('职位编码', 'Position code', '役職コード', '職位代碼', 'Codice della posizione'),
      {
        kind: 'code',
      },
    ),
    positionName: field(words('职位名称', 'Position', '役職名', '職位名稱', 'Posizione')),
    departmentOid: shared.oid(words('所属部门', 'Department', '所属部門', '所屬部門', 'Reparto')),
    enabled: described.enabled,
  },
});

export const costCenterResource = defineResource({
  name: 'cost-center',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('成本中心名称', 'Cost center', 'コストセンター名', '成本中心名稱', 'Centro di costo')),
    code: shared.code,
    enabled: described.enabled,
  },
});

export const costCenterItemResource = defineResource({
  name: 'cost-center-item',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The costCenterOID of its cost center. */
    costCenterOid: z.string().uuid(),
    /** Ordered item number: the cost-center range search filters from and to on it. */
    itemNumber: z.number().int().min(0).max(999_999_999),
    name: text(60),
    code: code(32),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', costCenterOid: 'eq', itemNumber: 'range', enabled: 'eq' },
  sortable: ['itemNumber', 'name', 'code'],
  unique: [['costCenterOid', 'code']],
  defaultSort: { field: 'itemNumber', direction: 'asc' },
  importable: true,
  fields: {
    tenantId: described.tenantId,
    costCenterOid: shared.oid(
      words('成本中心', 'Cost center', 'コストセンター', '成本中心', 'Centro di costo'),
    ),
    itemNumber: field(words('序号', 'Item number', '項目番号', '序號', 'Numero voce'), { kind: 'number' }),
    name: field(words('成本中心项名称', 'Item name', '項目名', '成本中心項名稱', 'Nome della voce')),
    code: shared.code,
    enabled: described.enabled,
  },
});

export const userGroupResource = defineResource({
  name: 'user-group',
  scope: 'company',
  schema: z.object({
    tenantId,
    companyId,
    name: text(60),
    code: code(32),
    description: optionalText(),
    enabled,
  }),
  permissions: { read: 'staff:read', write: 'staff:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', companyId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    name: field(words('人员组名称', 'User group', 'ユーザーグループ名', '人員組名稱', 'Gruppo di utenti')),
    code: shared.code,
    description: described.description,
    enabled: described.enabled,
  },
});

export const formResource = defineResource({
  name: 'form',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyId: companyId.optional(),
    formName: text(60),
    formCode: code(32),
    formType: z.enum(formTypes),
    /** The document category of the form (1001 application, 1002 reimbursement...). */
    documentCategory: z.number().int().positive(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'formName',
  keyword: ['formName', 'formCode'],
  filters: { tenantId: 'eq', companyId: 'eq', formType: 'in', documentCategory: 'eq', enabled: 'eq' },
  sortable: ['formName', 'formCode'],
  unique: [['tenantId', 'formCode']],
  fields: {
    tenantId: described.tenantId,
    companyId: described.companyId,
    formName: field(words('单据名称', 'Form name', 'フォーム名', '單據名稱', 'Nome del modulo')),
    formCode: field(words('单据编码', 'Form code', 'フォームコード', '單據代碼', 'Codice del modulo'), {
      kind: 'code',
    }),
    formType: field(words('单据类型', 'Form type', 'フォーム種別', '單據類型', 'Tipo di modulo'), {
      enum: formType.words,
    }),
    documentCategory: field(
      words('单据大类', 'Document category', '伝票区分', '單據大類', 'Categoria documento'),
      {
        kind: 'code',
        hint: words(
          '单据大类编码：1001 申请单，1002 报销单……',
          'The document category code: 1001 application, 1002 reimbursement…',
          '伝票区分コード：1001 申請、1002 経費精算…',
          '單據大類代碼：1001 申請單，1002 報銷單……',
          'Il codice della categoria: 1001 richiesta, 1002 nota spese…',
        ),
      },
    ),
    enabled: described.enabled,
  },
});

export const creditModelResource = defineResource({
  name: 'credit-model',
  scope: 'tenant',
  schema: z.object({ tenantId, name: text(60), code: code(32), description: optionalText(), enabled }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  keyword: ['name', 'code'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('信用模型名称', 'Credit model', '与信モデル名', '信用模型名稱', 'Modello di credito')),
    code: shared.code,
    description: described.description,
    enabled: described.enabled,
  },
});

export const creditRuleConditionResource = defineResource({
  name: 'credit-rule-condition',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The auto-credit rule set the condition belongs to. */
    ruleSetId: z.number().int().positive(),
    conditionCode: code(40),
    conditionName: text(60),
    description: optionalText(),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'conditionName',
  keyword: ['conditionName', 'conditionCode'],
  filters: { tenantId: 'eq', ruleSetId: 'eq' },
  sortable: ['conditionName', 'conditionCode'],
  unique: [['tenantId', 'ruleSetId', 'conditionCode']],
  fields: {
    tenantId: described.tenantId,
    ruleSetId: field(
      words(
        '自动授信规则',
        'Auto-credit rule set',
        '自動与信ルール',
        '自動授信規則',
        'Regole di credito automatico',
      ),
      { kind: 'number' },
    ),
    conditionCode: field(
      words('条件编码', 'Condition code', '条件コード', '條件代碼', 'Codice della condizione'),
      {
        kind: 'code',
      },
    ),
    conditionName: field(words('条件名称', 'Condition', '条件名', '條件名稱', 'Condizione')),
    description: described.description,
  },
});

export const expenseLabelResource = defineResource({
  name: 'expense-label',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    name: text(30),
    code: code(32),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, ValidationMessage.COLOR)
      .optional(),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'name',
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['name', 'code'],
  unique: [['tenantId', 'code']],
  fields: {
    tenantId: described.tenantId,
    name: field(words('标签名称', 'Label', 'ラベル名', '標籤名稱', 'Etichetta')),
    code: shared.code,
    color: field(words('颜色', 'Colour', '色', '顏色', 'Colore'), {
      kind: 'code',
      hint: words('格式 #RRGGBB', 'As #RRGGBB', '#RRGGBB 形式', '格式 #RRGGBB', 'Nel formato #RRGGBB'),
    }),
    enabled: described.enabled,
  },
});

export const receiptTitleResource = defineResource({
  name: 'receipt-title',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The title's key, as the receipt-title lookup lists it. */
    key: code(40),
    titleName: text(100),
    taxNumber,
    taxpayerKind: z.enum(taxpayerKinds),
    address: optionalText(100),
    telephone: optionalText(30),
    bankName: optionalText(60),
    bankAccount: optionalText(40),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'titleName',
  keyword: ['titleName', 'taxNumber', 'key'],
  filters: { tenantId: 'eq', taxpayerKind: 'eq', enabled: 'eq' },
  sortable: ['titleName'],
  unique: [['tenantId', 'key']],
  fields: {
    tenantId: described.tenantId,
    key: field(words('抬头标识', 'Key', 'キー', '抬頭識別碼', 'Chiave'), { kind: 'code' }),
    titleName: field(words('抬头名称', 'Title', '宛名', '抬頭名稱', 'Intestazione')),
    taxNumber: shared.taxNumber,
    taxpayerKind: field(
      words('纳税人类型', 'Taxpayer kind', '納税者区分', '納稅人類型', 'Tipo di contribuente'),
      {
        enum: taxpayerKind.words,
      },
    ),
    address: field(words('地址', 'Address', '住所', '地址', 'Indirizzo')),
    telephone: field(words('电话', 'Telephone', '電話番号', '電話', 'Telefono'), { kind: 'phone' }),
    bankName: field(words('开户行', 'Bank', '取引銀行', '開戶行', 'Banca')),
    bankAccount: field(words('银行账号', 'Bank account', '口座番号', '銀行帳號', 'Conto bancario'), {
      kind: 'code',
    }),
    enabled: described.enabled,
  },
});

export const receiptedCompanyResource = defineResource({
  name: 'receipted-company',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    companyName: text(100),
    taxNumber,
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'companyName',
  keyword: ['companyName', 'taxNumber'],
  filters: { tenantId: 'eq', enabled: 'eq' },
  sortable: ['companyName'],
  unique: [['tenantId', 'taxNumber']],
  fields: {
    tenantId: described.tenantId,
    companyName: field(words('公司名称', 'Company name', '会社名', '公司名稱', "Nome dell'azienda")),
    taxNumber: shared.taxNumber,
    enabled: described.enabled,
  },
});

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
    authUrl: z.string().url().max(500).optional(),
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
