import { z } from 'zod';
import {
  orderStatuses,
  orderStatusMessages,
  orderTypeMessages,
  orderTypes,
  receiptMailingStatuses,
  receiptStatuses,
  type ReceiptMailingStatus,
  type ReceiptStatus,
} from '../../constants/statuses';
import { ValidationMessage } from '../../constants/validation';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type EnumDescription, type FieldDescription, type Words } from '../describe';
import { orderLargeCategories, orderLargeCategory, taxpayerKind, taxpayerKinds } from '../enums';
import {
  code,
  currencyCode,
  date,
  email,
  enabled,
  mobile,
  money,
  optionalText,
  taxNumber,
  tenantId,
  text,
} from '../fields';
import { enumOfMessages } from './shared/descriptions';

// The finance area (spec §2.7): the provider's own books about its customers — contracts' collection
// plans, receipts and receivables, invoices, products, partners, projects and the reports over them;
// and the CRM customers, contracts' orders and pre-opened orders the first screens listed.

// The value sets live with the other constants; they stay importable from here, where the resources use them.
export { orderStatuses, orderTypes };

/** China's VAT rates, in percent: the rates a product, an invoice or an order line is taxed at. */
export const vatRates = [0, 1, 3, 5, 6, 9, 13] as const;
export type VatRate = (typeof vatRates)[number];
/** The words of each VAT rate (`13` → 13%): a rate is a number, so its words are keyed by its text. */
export const vatRateWords = /* @__PURE__ */ Object.fromEntries(
  vatRates.map((rate) => [
    String(rate),
    { words: words(`${rate}%`, `${rate}%`, `${rate}%`, `${rate}%`, `${rate}%`) },
  ]),
) as EnumDescription<`${VatRate}`>;
/**
 * A VAT rate in percent, one of `vatRates` as offered; the schema keeps a number up to 17 so that
 * invoices and products booked at the rates before 2019 (16, 11, 10...) still load and save.
 */
const taxRate = z.number().min(0).max(17);
/** A share in percent. */
const percent = z.number().min(0).max(100);
/** A bank account number: digits, spaces and dashes as banks print them. */
const bankAccount = z
  .string()
  .trim()
  .regex(/^[0-9][0-9 -]{5,39}$/, ValidationMessage.CODE);
/** China's tax classification code of goods and services: 19 digits. */
const taxCategoryCode = z.string().regex(/^\d{19}$/, ValidationMessage.CODE);

// ---------------------------------------------------------------------------------------------
// What the fields of the area mean to people: descriptions several resources share.

const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});
/** A money field in the currency of the record's `currencyCode`. */
const moneyIn = (label: Words): FieldDescription =>
  field(label, { kind: 'money', currencyField: 'currencyCode' });
const moneyCny = (label: Words): FieldDescription => field(label, { kind: 'money' });
const day = (label: Words): FieldDescription => field(label, { kind: 'date' });
const codeText = (label: Words, hint?: Words): FieldDescription =>
  field(label, { kind: 'code', ...(hint && { hint }) });
const percentUnit = words('%', '%', '%', '%', '%');
const percentHint = words(
  '以百分比填写，如 6 表示 6%',
  'In percent: 6 means 6%',
  'パーセントで入力（6 は 6%）',
  '以百分比填寫，如 6 表示 6%',
  'In percentuale: 6 significa 6%',
);
const gramUnit = words('克', 'g', 'g', '克', 'g');
/** A reference to one of the provider's own legal entities (finance-organization), by its code. */
const financeOrg = (label: Words): FieldDescription =>
  field(label, {
    reference: { resource: 'finance-organization', valueField: 'orgCode', labelField: 'orgName' },
  });

/**
 * The product lines the provider's products are filed under, stored by their Chinese names as the
 * CRM files them. The products' and gross-profit records keep the line as text, so a line the CRM
 * adds later still saves; the console offers these.
 */
export const financeProductLine = /* @__PURE__ */ defineEnum({
  智能费控: { words: words('智能费控', 'Spend management', '経費管理', '智能費控', 'Gestione della spesa') },
  商旅管理: { words: words('商旅管理', 'Business travel', '出張管理', '商旅管理', 'Viaggi d’affari') },
  发票云: { words: words('发票云', 'Invoice cloud', '請求書クラウド', '發票雲', 'Cloud delle fatture') },
  财务共享: {
    words: words(
      '财务共享',
      'Shared finance services',
      '財務シェアード',
      '財務共享',
      'Servizi finanziari condivisi',
    ),
  },
  企业支付: { words: words('企业支付', 'Corporate payments', '法人決済', '企業支付', 'Pagamenti aziendali') },
  专业服务: {
    words: words(
      '专业服务',
      'Professional services',
      'プロフェッショナルサービス',
      '專業服務',
      'Servizi professionali',
    ),
  },
});
export const financeProductLines = financeProductLine.values;

const shared = {
  contractCode: field(words('合同编号', 'Contract no.', '契約番号', '合約編號', 'N. contratto'), {
    reference: { lookup: 'contract' },
  }),
  orderCode: field(words('订单编号', 'Order no.', '注文番号', '訂單編號', 'N. ordine'), {
    reference: { lookup: 'order' },
  }),
  customerName: field(words('客户名称', 'Customer', '顧客名', '客戶名稱', 'Cliente')),
  taxNumber: codeText(
    words('纳税人识别号', 'Taxpayer number', '納税者番号', '納稅人識別號', 'Codice fiscale'),
  ),
  taxpayerKind: field(
    words('纳税人类型', 'Taxpayer kind', '納税者区分', '納稅人類型', 'Tipo di contribuente'),
    {
      enum: taxpayerKind.words,
    },
  ),
  taxRate: field(words('税率', 'Tax rate', '税率', '稅率', 'Aliquota IVA'), {
    kind: 'enum',
    enum: vatRateWords,
  }),
  bankName: field(words('开户银行', 'Bank', '取引銀行', '開戶銀行', 'Banca')),
  bankAccount: codeText(words('银行账号', 'Bank account', '口座番号', '銀行帳號', 'Conto bancario')),
  unit: field(words('单位', 'Unit', '単位', '單位', 'Unità')),
  productLine: field(words('产品线', 'Product line', '製品ライン', '產品線', 'Linea di prodotto'), {
    kind: 'enum',
    enum: financeProductLine.words,
  }),
  orderLargeCategory: field(
    words('订单大类', 'Order category', '注文大分類', '訂單大類', "Categoria d'ordine"),
    {
      enum: orderLargeCategory.words,
    },
  ),
  periodStart: day(words('期间开始', 'Period from', '期間開始', '期間開始', 'Periodo dal')),
  periodEnd: day(words('期间结束', 'Period to', '期間終了', '期間結束', 'Periodo al')),
} as const satisfies Record<string, FieldDescription>;

// ---------------------------------------------------------------------------------------------
// Value sets.

/** The kinds of VAT invoice: fully digital (数电) special and general invoices, and the paper ones. */
export const invoiceType = /* @__PURE__ */ defineEnum({
  E_SPECIAL: {
    words: words(
      '数电专票',
      'Digital special VAT invoice',
      '全面デジタル化専用請求書',
      '數電專票',
      'Fattura IVA speciale digitale',
    ),
  },
  E_GENERAL: {
    words: words(
      '数电普票',
      'Digital general VAT invoice',
      '全面デジタル化普通請求書',
      '數電普票',
      'Fattura IVA ordinaria digitale',
    ),
  },
  PAPER_SPECIAL: {
    words: words(
      '纸质专票',
      'Paper special VAT invoice',
      '紙の専用請求書',
      '紙本專票',
      'Fattura IVA speciale cartacea',
    ),
  },
  PAPER_GENERAL: {
    words: words(
      '纸质普票',
      'Paper general VAT invoice',
      '紙の普通請求書',
      '紙本普票',
      'Fattura IVA ordinaria cartacea',
    ),
  },
});
export const invoiceTypes = invoiceType.values;

/** An invoice's life: drafted, issued, reversed by a red-letter invoice, or cancelled before it counted. */
export const invoiceStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  ISSUED: { words: words('已开票', 'Issued', '発行済み', '已開票', 'Emessa'), tone: 'success' },
  RED_FLUSHED: { words: words('已红冲', 'Red-flushed', '赤伝済み', '已紅沖', 'Stornata'), tone: 'warning' },
  CANCELLED: { words: words('已作废', 'Cancelled', '無効', '已作廢', 'Annullata'), tone: 'danger' },
});
export const invoiceStatuses = invoiceStatus.values;

/** Finance's audit of an issued invoice against its contract and order. */
export const invoiceAuditStatus = /* @__PURE__ */ defineEnum({
  PENDING_AUDIT: {
    words: words('待审核', 'Pending audit', '監査待ち', '待審核', 'Da verificare'),
    tone: 'warning',
  },
  AUDITED: { words: words('已审核', 'Audited', '監査済み', '已審核', 'Verificata'), tone: 'success' },
  REJECTED: { words: words('审核不通过', 'Rejected', '差戻し', '審核不通過', 'Respinta'), tone: 'danger' },
});
export const invoiceAuditStatuses = invoiceAuditStatus.values;

export { orderLargeCategories };

/** Whether a receipt flow's money arrived, or was returned to the payer (the values of `receiptStatuses`). */
export const receiptStatus = /* @__PURE__ */ defineEnum({
  NOT_RECEIVED: {
    words: words('未到账', 'Not received', '未入金', '未入帳', 'Non ricevuto'),
    tone: 'warning',
  },
  RECEIVED: { words: words('已到账', 'Received', '入金済み', '已入帳', 'Ricevuto'), tone: 'success' },
  RETURNED: { words: words('已退回', 'Returned', '返金済み', '已退回', 'Restituito'), tone: 'danger' },
}) satisfies { values: readonly ReceiptStatus[] };

/** Whether a paper receipt or invoice was mailed (the values of `receiptMailingStatuses`). */
export const receiptMailingStatus = /* @__PURE__ */ defineEnum({
  NOT_MAILED: { words: words('未邮寄', 'Not mailed', '未郵送', '未郵寄', 'Non spedito'), tone: 'warning' },
  MAILED: { words: words('已邮寄', 'Mailed', '郵送済み', '已郵寄', 'Spedito'), tone: 'success' },
}) satisfies { values: readonly ReceiptMailingStatus[] };

/** STANDARD: licence contracts' plans; ZHENXUAN: the travel-booking (甄选) service fees settled by period. */
export const collectionPlanKind = /* @__PURE__ */ defineEnum({
  STANDARD: {
    words: words('合同回款', 'Contract collection', '契約回収', '合約回款', 'Incasso da contratto'),
  },
  ZHENXUAN: { words: words('甄选回款', 'Zhenxuan collection', '甄選回収', '甄選回款', 'Incasso Zhenxuan') },
});
export const collectionPlanKinds = collectionPlanKind.values;

export const collectionStatus = /* @__PURE__ */ defineEnum({
  NOT_DUE: { words: words('未到期', 'Not due', '期日前', '未到期', 'Non ancora dovuta'), tone: 'neutral' },
  DUE: { words: words('待回款', 'Due', '回収待ち', '待回款', 'Da incassare'), tone: 'info' },
  PARTLY_COLLECTED: {
    words: words('部分回款', 'Partly collected', '一部回収', '部分回款', 'Incassata in parte'),
    tone: 'warning',
  },
  COLLECTED: { words: words('已回款', 'Collected', '回収済み', '已回款', 'Incassata'), tone: 'success' },
  OVERDUE: { words: words('已逾期', 'Overdue', '延滞', '已逾期', 'Scaduta'), tone: 'danger' },
});
export const collectionStatuses = collectionStatus.values;

export const receivableStatus = /* @__PURE__ */ defineEnum({
  OUTSTANDING: { words: words('未收款', 'Outstanding', '未回収', '未收款', 'Da incassare'), tone: 'warning' },
  PARTLY_RECEIVED: {
    words: words('部分收款', 'Partly received', '一部回収', '部分收款', 'Incassato in parte'),
    tone: 'info',
  },
  RECEIVED: { words: words('已收款', 'Received', '回収済み', '已收款', 'Incassato'), tone: 'success' },
  WRITTEN_OFF: {
    words: words('已核销坏账', 'Written off', '貸倒処理済み', '已沖銷呆帳', 'Stralciato come perdita'),
    tone: 'danger',
  },
});
export const receivableStatuses = receivableStatus.values;

export const writeOffStatus = /* @__PURE__ */ defineEnum({
  NOT_WRITTEN_OFF: {
    words: words('未核销', 'Not written off', '未消込', '未沖銷', 'Non riconciliato'),
    tone: 'warning',
  },
  PARTLY_WRITTEN_OFF: {
    words: words('部分核销', 'Partly written off', '一部消込', '部分沖銷', 'Riconciliato in parte'),
    tone: 'info',
  },
  WRITTEN_OFF: {
    words: words('已核销', 'Written off', '消込済み', '已沖銷', 'Riconciliato'),
    tone: 'success',
  },
});
export const writeOffStatuses = writeOffStatus.values;

export const receiptClaimStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待确认', 'Pending', '確認待ち', '待確認', 'In attesa'), tone: 'warning' },
  CONFIRMED: { words: words('已确认', 'Confirmed', '確認済み', '已確認', 'Confermata'), tone: 'success' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  CANCELLED: { words: words('已撤销', 'Cancelled', '取消', '已撤銷', 'Ritirata'), tone: 'neutral' },
});
export const receiptClaimStatuses = receiptClaimStatus.values;

export const financeProjectStatus = /* @__PURE__ */ defineEnum({
  NOT_STARTED: { words: words('未启动', 'Not started', '未着手', '未啟動', 'Non avviato'), tone: 'neutral' },
  IN_PROGRESS: { words: words('进行中', 'In progress', '進行中', '進行中', 'In corso'), tone: 'info' },
  ACCEPTED: { words: words('已验收', 'Accepted', '検収済み', '已驗收', 'Collaudato'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiuso'), tone: 'neutral' },
  SUSPENDED: { words: words('已暂停', 'Suspended', '中断', '已暫停', 'Sospeso'), tone: 'warning' },
});
export const financeProjectStatuses = financeProjectStatus.values;

export const catalogueSaleStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  ON_SALE: { words: words('已上架', 'On sale', '販売中', '已上架', 'In vendita'), tone: 'success' },
  OFF_SALE: { words: words('已下架', 'Withdrawn', '販売終了', '已下架', 'Ritirato'), tone: 'warning' },
});
export const catalogueSaleStatuses = catalogueSaleStatus.values;

export const grossProfitStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  CALCULATED: { words: words('已测算', 'Calculated', '計算済み', '已測算', 'Calcolato'), tone: 'info' },
  CONFIRMED: { words: words('已确认', 'Confirmed', '確定', '已確認', 'Confermato'), tone: 'success' },
});
export const grossProfitStatuses = grossProfitStatus.values;

export const forestEnergyGrantStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待发放', 'Pending', '付与待ち', '待發放', 'In attesa'), tone: 'warning' },
  GRANTED: { words: words('已发放', 'Granted', '付与済み', '已發放', 'Assegnata'), tone: 'success' },
  FAILED: { words: words('发放失败', 'Failed', '付与失敗', '發放失敗', 'Non riuscita'), tone: 'danger' },
});
export const forestEnergyGrantStatuses = forestEnergyGrantStatus.values;

/** Collection plans of contracts: when each instalment is due and what came in (回款计划). */
export const financeCollectionPlanResource = defineResource({
  name: 'finance-collection-plan',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    planCode: code(40),
    /** STANDARD: licence contracts; ZHENXUAN: the travel-booking (甄选) service fees settled by period. */
    planKind: z.enum(collectionPlanKinds),
    contractCode: code(40),
    customerName: text(100),
    installmentNo: z.number().int().min(1).max(120),
    /** For period settlements: the service period the instalment pays for. */
    settlementStart: date.optional(),
    settlementEnd: date.optional(),
    plannedDate: date,
    plannedAmount: money,
    receivedAmount: money.default(0),
    receivedDate: date.optional(),
    currencyCode,
    collectionStatus: z.enum(collectionStatuses),
    owner: text(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'contract:read', write: 'contract:write' },
  title: 'planCode',
  keyword: ['planCode', 'contractCode', 'customerName'],
  filters: {
    tenantId: 'eq',
    planKind: 'eq',
    contractCode: 'eq',
    collectionStatus: 'in',
    owner: 'contains',
    plannedDate: 'range',
    plannedAmount: 'range',
  },
  sortable: ['planCode', 'plannedDate', 'plannedAmount', 'receivedAmount', 'installmentNo'],
  unique: [['planCode']],
  defaultSort: { field: 'plannedDate', direction: 'desc' },
  importable: true,
  fields: {
    tenantId: described.tenantId,
    planCode: codeText(words('计划编号', 'Plan no.', '計画番号', '計畫編號', 'N. piano')),
    planKind: field(words('计划类型', 'Plan kind', '計画種別', '計畫類型', 'Tipo di piano'), {
      enum: collectionPlanKind.words,
    }),
    contractCode: shared.contractCode,
    customerName: shared.customerName,
    installmentNo: field(words('期次', 'Instalment', '回次', '期次', 'Rata n.'), { kind: 'number' }),
    settlementStart: day(words('结算期开始', 'Settlement from', '精算期間開始', '結算期開始', 'Periodo dal')),
    settlementEnd: day(words('结算期结束', 'Settlement to', '精算期間終了', '結算期結束', 'Periodo al')),
    plannedDate: day(words('计划回款日', 'Planned date', '回収予定日', '計畫回款日', 'Data prevista')),
    plannedAmount: moneyIn(
      words('计划回款金额', 'Planned amount', '回収予定額', '計畫回款金額', 'Importo previsto'),
    ),
    receivedAmount: moneyIn(
      words('已回款金额', 'Collected amount', '回収済額', '已回款金額', 'Importo incassato'),
    ),
    receivedDate: day(words('实际回款日', 'Collected on', '回収日', '實際回款日', 'Incassato il')),
    currencyCode: described.currencyCode,
    collectionStatus: field(
      words('回款状态', 'Collection status', '回収ステータス', '回款狀態', "Stato dell'incasso"),
      { enum: collectionStatus.words },
    ),
    owner: described.owner,
    remark: described.remark,
  },
});

export const inventoryCategory = /* @__PURE__ */ defineEnum({
  HARDWARE: { words: words('硬件设备', 'Hardware', 'ハードウェア', '硬體設備', 'Hardware') },
  RESOURCE_PACK: {
    words: words('资源包', 'Resource pack', 'リソースパック', '資源包', 'Pacchetto di risorse'),
  },
  LICENCE: { words: words('软件许可', 'Licence', 'ライセンス', '軟體授權', 'Licenza') },
  CONSUMABLE: { words: words('耗材', 'Consumable', '消耗品', '耗材', 'Materiale di consumo') },
});
export const inventoryCategories = inventoryCategory.values;

/** What the provider keeps in stock and sells or hands out: invoice scanners, tax keys, resource packs. */
export const financeInventoryItemResource = defineResource({
  name: 'finance-inventory-item',
  scope: 'global',
  schema: z.object({
    itemCode: code(40),
    itemName: text(100),
    category: z.enum(inventoryCategories),
    specification: optionalText(100),
    unit: text(10),
    warehouse: text(60),
    quantityOnHand: z.number().int().min(0).max(100_000_000),
    quantityReserved: z.number().int().min(0).max(100_000_000).default(0),
    safetyStock: z.number().int().min(0).max(100_000_000).default(0),
    unitCost: money,
    lastStocktakeDate: date.optional(),
    enabled,
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'itemName',
  keyword: ['itemName', 'itemCode', 'specification'],
  filters: {
    itemCode: 'eq',
    category: 'in',
    warehouse: 'eq',
    enabled: 'eq',
    quantityOnHand: 'range',
    lastStocktakeDate: 'range',
  },
  sortable: ['itemCode', 'itemName', 'quantityOnHand', 'unitCost', 'lastStocktakeDate'],
  unique: [['itemCode']],
  importable: true,
  fields: {
    itemCode: codeText(words('存货编码', 'Item code', '品目コード', '存貨編碼', 'Codice articolo')),
    itemName: field(words('存货名称', 'Item name', '品目名', '存貨名稱', 'Nome articolo')),
    category: field(words('存货类别', 'Category', '品目区分', '存貨類別', 'Categoria'), {
      enum: inventoryCategory.words,
    }),
    specification: field(words('规格型号', 'Specification', '仕様・型番', '規格型號', 'Specifiche')),
    unit: shared.unit,
    warehouse: field(words('仓库', 'Warehouse', '倉庫', '倉庫', 'Magazzino')),
    quantityOnHand: field(words('结存数量', 'On hand', '在庫数', '結存數量', 'Giacenza'), { kind: 'number' }),
    quantityReserved: field(words('已预留数量', 'Reserved', '引当数', '已預留數量', 'Riservati'), {
      kind: 'number',
    }),
    safetyStock: field(words('安全库存', 'Safety stock', '安全在庫', '安全庫存', 'Scorta di sicurezza'), {
      kind: 'number',
      hint: words(
        '结存低于此数时需补货',
        'Restock when on hand falls below it',
        '在庫数がこれを下回ったら補充',
        '結存低於此數時需補貨',
        'Riordinare quando la giacenza scende sotto questo valore',
      ),
    }),
    unitCost: moneyCny(words('单位成本', 'Unit cost', '単価原価', '單位成本', 'Costo unitario')),
    lastStocktakeDate: day(
      words('最近盘点日期', 'Last stocktake', '最終棚卸日', '最近盤點日期', 'Ultimo inventario'),
    ),
    enabled: described.enabled,
    remark: described.remark,
  },
});

export const financeOrganizationType = /* @__PURE__ */ defineEnum({
  HEADQUARTERS: { words: words('总部', 'Headquarters', '本社', '總部', 'Sede centrale') },
  SUBSIDIARY: { words: words('子公司', 'Subsidiary', '子会社', '子公司', 'Controllata') },
  BRANCH: { words: words('分公司', 'Branch', '支社', '分公司', 'Filiale') },
});
export const financeOrganizationTypes = financeOrganizationType.values;

/** The provider's own legal entities: they sign contracts, receive payments and issue invoices. */
export const financeOrganizationResource = defineResource({
  name: 'finance-organization',
  scope: 'global',
  schema: z.object({
    orgCode: code(32),
    orgName: text(100),
    orgType: z.enum(financeOrganizationTypes),
    parentOrgCode: code(32).optional(),
    taxNumber,
    taxpayerKind: z.enum(taxpayerKinds),
    legalRepresentative: optionalText(50),
    registeredAddress: optionalText(200),
    telephone: optionalText(30),
    bankName: text(100),
    bankAccount,
    currencyCode,
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'orgName',
  keyword: ['orgName', 'orgCode', 'taxNumber'],
  filters: { orgCode: 'eq', orgType: 'in', taxpayerKind: 'eq', parentOrgCode: 'eq', enabled: 'eq' },
  sortable: ['orgCode', 'orgName'],
  unique: [['orgCode'], ['taxNumber']],
  defaultSort: { field: 'orgCode', direction: 'asc' },
  importable: true,
  fields: {
    orgCode: codeText(
      words('组织编码', 'Organisation code', '組織コード', '組織編碼', 'Codice organizzazione'),
    ),
    orgName: field(words('组织名称', 'Organisation name', '組織名', '組織名稱', 'Nome organizzazione')),
    orgType: field(words('组织类型', 'Type', '組織区分', '組織類型', 'Tipo'), {
      enum: financeOrganizationType.words,
    }),
    parentOrgCode: financeOrg(
      words('上级组织', 'Parent organisation', '上位組織', '上級組織', 'Organizzazione superiore'),
    ),
    taxNumber: shared.taxNumber,
    taxpayerKind: shared.taxpayerKind,
    legalRepresentative: field(
      words('法定代表人', 'Legal representative', '代表者', '法定代表人', 'Rappresentante legale'),
    ),
    registeredAddress: field(words('注册地址', 'Registered address', '登記住所', '註冊地址', 'Sede legale')),
    telephone: field(words('电话', 'Telephone', '電話番号', '電話', 'Telefono'), { kind: 'phone' }),
    bankName: shared.bankName,
    bankAccount: shared.bankAccount,
    currencyCode: described.currencyCode,
    enabled: described.enabled,
  },
});

export const financePartnerType = /* @__PURE__ */ defineEnum({
  CHANNEL: { words: words('渠道商', 'Channel partner', 'チャネルパートナー', '通路商', 'Partner di canale') },
  RESELLER: { words: words('代理商', 'Reseller', '販売代理店', '代理商', 'Rivenditore') },
  SUPPLIER: { words: words('供应商', 'Supplier', '仕入先', '供應商', 'Fornitore') },
  TECHNOLOGY: {
    words: words(
      '技术合作伙伴',
      'Technology partner',
      '技術パートナー',
      '技術合作夥伴',
      'Partner tecnologico',
    ),
  },
});
export const financePartnerTypes = financePartnerType.values;
export const settlementCycle = /* @__PURE__ */ defineEnum({
  MONTHLY: { words: words('按月', 'Monthly', '月次', '按月', 'Mensile') },
  QUARTERLY: { words: words('按季', 'Quarterly', '四半期', '按季', 'Trimestrale') },
  PER_ORDER: { words: words('按单', 'Per order', '注文ごと', '按單', 'Per ordine') },
});
export const settlementCycles = settlementCycle.values;
export const financePartnerStatus = /* @__PURE__ */ defineEnum({
  COOPERATING: { words: words('合作中', 'Active', '提携中', '合作中', 'Attivo'), tone: 'success' },
  SUSPENDED: { words: words('已暂停', 'Suspended', '一時停止', '已暫停', 'Sospeso'), tone: 'warning' },
  TERMINATED: { words: words('已终止', 'Terminated', '終了', '已終止', 'Cessato'), tone: 'neutral' },
});
export const financePartnerStatuses = financePartnerStatus.values;

/** Channel partners and resellers who sell for the provider, and suppliers it buys from. */
export const financePartnerResource = defineResource({
  name: 'finance-partner',
  scope: 'global',
  schema: z.object({
    partnerCode: code(32),
    partnerName: text(100),
    partnerType: z.enum(financePartnerTypes),
    taxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds).optional(),
    contactName: optionalText(50),
    contactMobile: mobile.optional(),
    contactEmail: email.optional(),
    cooperationStart: date,
    cooperationEnd: date.optional(),
    /** The partner's commission on what it sells, in percent. */
    commissionRate: percent.optional(),
    settlementCycle: z.enum(settlementCycles),
    bankName: optionalText(100),
    bankAccount: bankAccount.optional(),
    partnerStatus: z.enum(financePartnerStatuses),
    ownerName: optionalText(50),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'partnerName',
  keyword: ['partnerName', 'partnerCode', 'contactName'],
  filters: {
    partnerCode: 'eq',
    partnerType: 'in',
    partnerStatus: 'in',
    settlementCycle: 'eq',
    cooperationStart: 'range',
  },
  sortable: ['partnerCode', 'partnerName', 'cooperationStart', 'commissionRate'],
  unique: [['partnerCode']],
  importable: true,
  fields: {
    partnerCode: codeText(
      words('伙伴编码', 'Partner code', 'パートナーコード', '夥伴編碼', 'Codice partner'),
    ),
    partnerName: field(words('伙伴名称', 'Partner name', 'パートナー名', '夥伴名稱', 'Nome partner')),
    partnerType: field(words('伙伴类型', 'Partner type', 'パートナー区分', '夥伴類型', 'Tipo di partner'), {
      enum: financePartnerType.words,
    }),
    taxNumber: shared.taxNumber,
    taxpayerKind: shared.taxpayerKind,
    contactName: described.contactName,
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    cooperationStart: day(
      words('合作开始日期', 'Partner since', '提携開始日', '合作開始日期', 'Partner dal'),
    ),
    cooperationEnd: day(
      words('合作结束日期', 'Partner until', '提携終了日', '合作結束日期', 'Partner fino al'),
    ),
    commissionRate: field(
      words('佣金比例(%)', 'Commission (%)', '手数料率(%)', '佣金比例(%)', 'Commissione (%)'),
      {
        kind: 'number',
        unit: percentUnit,
        hint: percentHint,
      },
    ),
    settlementCycle: field(
      words('结算周期', 'Settlement cycle', '精算サイクル', '結算週期', 'Ciclo di regolamento'),
      { enum: settlementCycle.words },
    ),
    bankName: shared.bankName,
    bankAccount: shared.bankAccount,
    partnerStatus: field(words('合作状态', 'Status', '提携ステータス', '合作狀態', 'Stato'), {
      enum: financePartnerStatus.words,
    }),
    ownerName: field(words('对接人', 'Account manager', '担当者', '對接人', 'Referente interno')),
  },
});

export const financeProductCategory = /* @__PURE__ */ defineEnum({
  SUBSCRIPTION: { words: words('订阅', 'Subscription', 'サブスクリプション', '訂閱', 'Abbonamento') },
  RESOURCE_PACK: {
    words: words('资源包', 'Resource pack', 'リソースパック', '資源包', 'Pacchetto di risorse'),
  },
  SERVICE: { words: words('服务', 'Service', 'サービス', '服務', 'Servizio') },
  HARDWARE: { words: words('硬件', 'Hardware', 'ハードウェア', '硬體', 'Hardware') },
});
export const financeProductCategories = financeProductCategory.values;
export const pricingBasis = /* @__PURE__ */ defineEnum({
  PER_SEAT_YEAR: {
    words: words('按用户/年', 'Per user per year', 'ユーザー/年', '按使用者/年', "Per utente all'anno"),
  },
  PER_PACK: { words: words('按包', 'Per pack', 'パック単位', '按包', 'Per pacchetto') },
  PER_DAY: { words: words('按人天', 'Per person-day', '人日単位', '按人天', 'Per giornata-uomo') },
  PER_YEAR: { words: words('按年', 'Per year', '年単位', '按年', "All'anno") },
  ONE_OFF: { words: words('一次性', 'One-off', '一括', '一次性', 'Una tantum') },
});
export const pricingBases = pricingBasis.values;
/** How revenue is recognised: spread over the service term, or at once on delivery. */
export const revenueRecognition = /* @__PURE__ */ defineEnum({
  RATABLE: { words: words('按期分摊', 'Over the term', '期間按分', '按期分攤', 'Ripartito nel periodo') },
  POINT_IN_TIME: { words: words('一次确认', 'At delivery', '一時点', '一次認列', 'Alla consegna') },
});
export const revenueRecognitions = revenueRecognition.values;

/** The products finance books revenue under (the older product list). */
export const financeProductResource = defineResource({
  name: 'finance-product',
  scope: 'global',
  schema: z.object({
    productCode: code(32),
    productName: text(100),
    productLine: text(50),
    productCategory: z.enum(financeProductCategories),
    pricingBasis: z.enum(pricingBases),
    unit: text(10),
    listPrice: money,
    taxRate,
    revenueRecognition: z.enum(revenueRecognitions),
    /** The revenue account (an ACCOUNTING_SUBJECT item of the finance metadata). */
    accountingSubjectCode: code(32).optional(),
    description: optionalText(1000),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'productLine'],
  filters: {
    productCode: 'eq',
    productLine: 'eq',
    productCategory: 'in',
    revenueRecognition: 'eq',
    enabled: 'eq',
  },
  sortable: ['productCode', 'productName', 'listPrice'],
  unique: [['productCode']],
  importable: true,
  fields: {
    productCode: codeText(words('产品编码', 'Product code', '製品コード', '產品編碼', 'Codice prodotto')),
    productName: field(words('产品名称', 'Product name', '製品名', '產品名稱', 'Nome prodotto')),
    productLine: shared.productLine,
    productCategory: field(words('产品类别', 'Category', '製品区分', '產品類別', 'Categoria'), {
      enum: financeProductCategory.words,
    }),
    pricingBasis: field(words('计价方式', 'Pricing basis', '課金単位', '計價方式', 'Base di prezzo'), {
      enum: pricingBasis.words,
    }),
    unit: shared.unit,
    listPrice: moneyCny(words('标准单价', 'List price', '標準単価', '標準單價', 'Prezzo di listino')),
    taxRate: shared.taxRate,
    revenueRecognition: field(
      words('收入确认方式', 'Revenue recognition', '収益認識', '收入認列方式', 'Riconoscimento dei ricavi'),
      { enum: revenueRecognition.words },
    ),
    accountingSubjectCode: field(
      words('收入科目', 'Revenue account', '収益科目', '收入科目', 'Conto ricavi'),
      {
        reference: { resource: 'finance-metadata-item', valueField: 'itemCode', labelField: 'itemName' },
      },
    ),
    description: field(words('产品说明', 'Description', '説明', '產品說明', 'Descrizione'), {
      kind: 'longText',
    }),
    enabled: described.enabled,
  },
});

export const billingMode = /* @__PURE__ */ defineEnum({
  SUBSCRIPTION: { words: words('订阅', 'Subscription', 'サブスクリプション', '訂閱', 'Abbonamento') },
  USAGE: { words: words('按量', 'Usage-based', '従量課金', '按量', 'A consumo') },
  ONE_OFF: { words: words('一次性', 'One-off', '一括', '一次性', 'Una tantum') },
});
export const billingModes = billingMode.values;
export const productEdition = /* @__PURE__ */ defineEnum({
  STANDARD: { words: words('标准版', 'Standard', 'スタンダード', '標準版', 'Standard') },
  PROFESSIONAL: { words: words('专业版', 'Professional', 'プロフェッショナル', '專業版', 'Professional') },
  ENTERPRISE: { words: words('企业版', 'Enterprise', 'エンタープライズ', '企業版', 'Enterprise') },
  FLAGSHIP: { words: words('旗舰版', 'Flagship', 'フラッグシップ', '旗艦版', 'Flagship') },
});
export const productEditions = productEdition.values;

/** The new product catalogue: what sales may quote and orders sell, with floor prices and sale status. */
export const financeCatalogueProductResource = defineResource({
  name: 'finance-catalogue-product',
  scope: 'global',
  schema: z.object({
    productCode: code(32),
    productName: text(100),
    productLine: text(50),
    orderLargeCategory: z.enum(orderLargeCategories),
    /** The code of the service type (service catalogue, §2.12) it opens. */
    serviceTypeCode: code(40).optional(),
    edition: z.enum(productEditions).optional(),
    billingMode: z.enum(billingModes),
    unit: text(10),
    listPrice: money,
    /** The lowest unit price sales may sign without approval. */
    floorPrice: money.optional(),
    taxRate,
    taxCategoryCode: taxCategoryCode.optional(),
    effectiveDate: date,
    expireDate: date.optional(),
    saleStatus: z.enum(catalogueSaleStatuses),
    description: optionalText(1000),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'serviceTypeCode'],
  filters: {
    productCode: 'eq',
    productLine: 'eq',
    orderLargeCategory: 'in',
    billingMode: 'in',
    saleStatus: 'in',
    serviceTypeCode: 'eq',
    effectiveDate: 'range',
  },
  sortable: ['productCode', 'productName', 'listPrice', 'effectiveDate'],
  unique: [['productCode']],
  importable: true,
  fields: {
    productCode: codeText(words('商品编码', 'Product code', '製品コード', '商品編碼', 'Codice prodotto')),
    productName: field(words('商品名称', 'Product name', '製品名', '商品名稱', 'Nome prodotto')),
    productLine: shared.productLine,
    orderLargeCategory: shared.orderLargeCategory,
    serviceTypeCode: field(
      words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio'),
      { reference: { resource: 'service-type', valueField: 'typeCode', labelField: 'typeName' } },
    ),
    edition: field(words('版本', 'Edition', 'エディション', '版本', 'Edizione'), {
      enum: productEdition.words,
    }),
    billingMode: field(words('计费模式', 'Billing mode', '課金方式', '計費模式', 'Modalità di addebito'), {
      enum: billingMode.words,
    }),
    unit: shared.unit,
    listPrice: moneyCny(words('标准单价', 'List price', '標準単価', '標準單價', 'Prezzo di listino')),
    floorPrice: field(words('最低售价', 'Floor price', '最低販売価格', '最低售價', 'Prezzo minimo'), {
      kind: 'money',
      hint: words(
        '低于此价签约需审批',
        'Signing below it needs approval',
        'これを下回る契約は承認が必要',
        '低於此價簽約需審批',
        "Sotto questo prezzo serve un'approvazione",
      ),
    }),
    taxRate: shared.taxRate,
    taxCategoryCode: codeText(
      words('税收分类编码', 'Tax category code', '税分類コード', '稅收分類編碼', 'Codice categoria fiscale'),
      words('19 位数字', '19 digits', '19桁の数字', '19 位數字', '19 cifre'),
    ),
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    saleStatus: field(words('上架状态', 'Sale status', '販売ステータス', '上架狀態', 'Stato di vendita'), {
      enum: catalogueSaleStatus.words,
    }),
    description: field(words('商品说明', 'Description', '説明', '商品說明', 'Descrizione'), {
      kind: 'longText',
    }),
  },
});

export const financeProjectType = /* @__PURE__ */ defineEnum({
  IMPLEMENTATION: { words: words('实施项目', 'Implementation', '導入', '實施專案', 'Implementazione') },
  CUSTOM_DEVELOPMENT: {
    words: words('定制开发', 'Custom development', '個別開発', '客製開發', 'Sviluppo su misura'),
  },
  INTEGRATION: { words: words('系统集成', 'Integration', 'システム連携', '系統整合', 'Integrazione') },
  CONSULTING: { words: words('咨询服务', 'Consulting', 'コンサルティング', '諮詢服務', 'Consulenza') },
});
export const financeProjectTypes = financeProjectType.values;

/** Delivery projects for customers: what they earn, what they cost, how far they are. */
export const financeProjectResource = defineResource({
  name: 'finance-project',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The project's number: the service writes it (PRJ…) when a create leaves it out. */
    projectCode: code(40).optional(),
    projectName: text(100),
    contractCode: code(40).optional(),
    projectType: z.enum(financeProjectTypes),
    projectManager: text(50),
    startDate: date,
    plannedEndDate: date,
    actualEndDate: date.optional(),
    contractAmount: money,
    budgetCost: money,
    actualCost: money.default(0),
    progress: z.number().int().min(0).max(100).default(0),
    projectStatus: z.enum(financeProjectStatuses),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'projectName',
  keyword: ['projectName', 'projectCode', 'contractCode', 'projectManager'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    projectType: 'in',
    projectStatus: 'in',
    projectManager: 'contains',
    startDate: 'range',
  },
  sortable: ['projectCode', 'projectName', 'startDate', 'plannedEndDate', 'contractAmount', 'progress'],
  unique: [['projectCode']],
  guards: [{ field: 'projectStatus', values: ['ACCEPTED'], authority: 'finance:audit' }],
  fields: {
    tenantId: described.tenantId,
    projectCode: field(words('项目编号', 'Project no.', 'プロジェクト番号', '專案編號', 'N. progetto'), {
      kind: 'code',
      generated: { prefix: 'PRJ' },
    }),
    projectName: field(words('项目名称', 'Project name', 'プロジェクト名', '專案名稱', 'Nome progetto')),
    contractCode: shared.contractCode,
    projectType: field(
      words('项目类型', 'Project type', 'プロジェクト種別', '專案類型', 'Tipo di progetto'),
      {
        enum: financeProjectType.words,
      },
    ),
    projectManager: field(words('项目经理', 'Project manager', 'PM', '專案經理', 'Responsabile di progetto')),
    startDate: described.startDate,
    plannedEndDate: day(words('计划完成日期', 'Planned end', '完了予定日', '計畫完成日期', 'Fine prevista')),
    actualEndDate: day(words('实际完成日期', 'Actual end', '完了日', '實際完成日期', 'Fine effettiva')),
    contractAmount: moneyCny(
      words('合同金额', 'Contract amount', '契約金額', '合約金額', 'Importo del contratto'),
    ),
    budgetCost: moneyCny(words('预算成本', 'Budgeted cost', '予算原価', '預算成本', 'Costo a budget')),
    actualCost: moneyCny(words('实际成本', 'Actual cost', '実績原価', '實際成本', 'Costo effettivo')),
    progress: field(words('进度(%)', 'Progress (%)', '進捗(%)', '進度(%)', 'Avanzamento (%)'), {
      kind: 'number',
      unit: percentUnit,
    }),
    projectStatus: field(words('项目状态', 'Status', 'ステータス', '專案狀態', 'Stato'), {
      enum: financeProjectStatus.words,
    }),
    remark: described.remark,
  },
});

/**
 * Money that reached the provider's bank accounts (收款流水), and how much of it was written off
 * against contracts and orders. Global: a payment arrives before anyone knows whose it is.
 */
export const financeReceiptFlowResource = defineResource({
  name: 'finance-receipt-flow',
  scope: 'global',
  schema: z.object({
    /** The bank's serial number of the transfer. */
    flowCode: code(40),
    receiptDate: date,
    payerName: text(100),
    payerAccount: bankAccount.optional(),
    payerBank: optionalText(100),
    receivingOrgCode: code(32),
    receivingAccount: bankAccount,
    amount: money,
    currencyCode,
    /** The bank's summary line (附言). */
    bankSummary: optionalText(200),
    /** Whether the money arrived, or was returned to the payer. */
    receiptStatus: z.enum(receiptStatuses),
    /** Whether the paper receipt was mailed to the payer. */
    mailingStatus: z.enum(receiptMailingStatuses).default('NOT_MAILED'),
    writeOffStatus: z.enum(writeOffStatuses),
    writtenOffAmount: money.default(0),
    tenantId: tenantId.optional(),
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    writeOffDate: date.optional(),
    writeOffBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'flowCode',
  keyword: ['flowCode', 'payerName', 'bankSummary', 'contractCode'],
  filters: {
    flowCode: 'eq',
    receivingOrgCode: 'eq',
    receiptStatus: 'in',
    mailingStatus: 'eq',
    writeOffStatus: 'in',
    tenantId: 'eq',
    contractCode: 'eq',
    receiptDate: 'range',
    amount: 'range',
  },
  sortable: ['flowCode', 'receiptDate', 'amount', 'writtenOffAmount'],
  unique: [['flowCode']],
  defaultSort: { field: 'receiptDate', direction: 'desc' },
  importable: true,
  guards: [
    { field: 'receiptStatus', values: ['RETURNED'], authority: 'finance:pay' },
    // Undoing a write-off, wholly or in part, is the auditors'.
    {
      field: 'writeOffStatus',
      values: ['NOT_WRITTEN_OFF', 'PARTLY_WRITTEN_OFF'],
      from: ['PARTLY_WRITTEN_OFF', 'WRITTEN_OFF'],
      authority: 'finance:audit',
    },
  ],
  fields: {
    flowCode: codeText(
      words('流水号', 'Flow no.', '入金番号', '流水號', 'N. movimento'),
      words(
        '银行的交易流水号',
        "The bank's transaction number",
        '銀行の取引番号',
        '銀行的交易流水號',
        'Il numero della transazione bancaria',
      ),
    ),
    receiptDate: day(words('到账日期', 'Received on', '入金日', '入帳日期', 'Ricevuto il')),
    payerName: field(words('付款方', 'Payer', '支払人', '付款方', 'Ordinante')),
    payerAccount: codeText(
      words('付款账号', 'Payer account', '支払口座', '付款帳號', "Conto dell'ordinante"),
    ),
    payerBank: field(words('付款银行', 'Payer bank', '支払銀行', '付款銀行', "Banca dell'ordinante")),
    receivingOrgCode: financeOrg(
      words('收款主体', 'Receiving entity', '受取組織', '收款主體', 'Entità beneficiaria'),
    ),
    receivingAccount: codeText(
      words('收款账号', 'Receiving account', '受取口座', '收款帳號', 'Conto di accredito'),
    ),
    amount: moneyIn(words('到账金额', 'Amount', '入金額', '入帳金額', 'Importo')),
    currencyCode: described.currencyCode,
    bankSummary: field(words('银行附言', 'Bank memo', '振込メモ', '銀行附言', 'Causale bancaria')),
    receiptStatus: field(
      words('到账状态', 'Receipt status', '入金ステータス', '入帳狀態', "Stato dell'accredito"),
      {
        enum: receiptStatus.words,
      },
    ),
    mailingStatus: field(
      words('收据邮寄', 'Receipt mailing', '領収書郵送', '收據郵寄', 'Invio della ricevuta'),
      { enum: receiptMailingStatus.words },
    ),
    writeOffStatus: field(
      words('核销状态', 'Write-off status', '消込ステータス', '沖銷狀態', 'Stato della riconciliazione'),
      { enum: writeOffStatus.words },
    ),
    writtenOffAmount: moneyIn(
      words('已核销金额', 'Written-off amount', '消込済額', '已沖銷金額', 'Importo riconciliato'),
    ),
    tenantId: described.tenantId,
    contractCode: shared.contractCode,
    orderCode: shared.orderCode,
    writeOffDate: day(words('核销日期', 'Written off on', '消込日', '沖銷日期', 'Riconciliato il')),
    writeOffBy: field(words('核销人', 'Written off by', '消込担当', '沖銷人', 'Riconciliato da')),
    remark: described.remark,
  },
});

/** A sales or account owner's claim that (part of) a receipt flow pays their customer's contract (认领). */
export const financeReceiptClaimResource = defineResource({
  name: 'finance-receipt-claim',
  scope: 'global',
  schema: z.object({
    /** The claim's number: the service writes it (RL…) when a create leaves it out. */
    claimCode: code(40).optional(),
    flowCode: code(40),
    tenantId: tenantId.optional(),
    customerName: text(100),
    contractCode: code(40).optional(),
    orderCode: code(40).optional(),
    claimAmount: money,
    claimant: text(50),
    claimDate: date,
    claimStatus: z.enum(receiptClaimStatuses),
    confirmedBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'claimCode',
  keyword: ['claimCode', 'flowCode', 'customerName', 'contractCode'],
  filters: {
    flowCode: 'eq',
    tenantId: 'eq',
    contractCode: 'eq',
    claimStatus: 'in',
    claimant: 'contains',
    claimDate: 'range',
  },
  sortable: ['claimCode', 'claimDate', 'claimAmount'],
  unique: [['claimCode']],
  defaultSort: { field: 'claimDate', direction: 'desc' },
  guards: [{ field: 'claimStatus', values: ['CONFIRMED', 'REJECTED'], authority: 'finance:audit' }],
  fields: {
    claimCode: field(words('认领单号', 'Claim no.', '申請番号', '認領單號', 'N. richiesta'), {
      kind: 'code',
      generated: { prefix: 'RL' },
    }),
    flowCode: field(words('流水号', 'Flow no.', '入金番号', '流水號', 'N. movimento'), {
      reference: { resource: 'finance-receipt-flow', valueField: 'flowCode', labelField: 'flowCode' },
    }),
    tenantId: described.tenantId,
    customerName: shared.customerName,
    contractCode: shared.contractCode,
    orderCode: shared.orderCode,
    claimAmount: moneyCny(words('认领金额', 'Claimed amount', '申請額', '認領金額', 'Importo richiesto')),
    claimant: field(words('认领人', 'Claimant', '申請者', '認領人', 'Richiedente')),
    claimDate: day(words('认领日期', 'Claimed on', '申請日', '認領日期', 'Richiesto il')),
    claimStatus: field(
      words('认领状态', 'Claim status', '申請ステータス', '認領狀態', 'Stato della richiesta'),
      {
        enum: receiptClaimStatus.words,
      },
    ),
    confirmedBy: field(words('确认人', 'Confirmed by', '確認者', '確認人', 'Confermata da')),
    remark: described.remark,
  },
});

/** What customers owe on their contracts and orders (应收), and how much of it came in. */
export const financeReceivableResource = defineResource({
  name: 'finance-receivable',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The receivable's number: the service writes it (YS…) when a create leaves it out. */
    receivableCode: code(40).optional(),
    contractCode: code(40),
    orderCode: code(40).optional(),
    customerName: text(100),
    billingDate: date,
    dueDate: date,
    receivableAmount: money,
    receivedAmount: money.default(0),
    currencyCode,
    receivableStatus: z.enum(receivableStatuses),
    owner: text(50),
    lastReceiptDate: date.optional(),
    writeOffReason: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'receivableCode',
  keyword: ['receivableCode', 'contractCode', 'orderCode', 'customerName'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    receivableStatus: 'in',
    owner: 'contains',
    dueDate: 'range',
    receivableAmount: 'range',
  },
  sortable: ['receivableCode', 'billingDate', 'dueDate', 'receivableAmount', 'receivedAmount'],
  unique: [['receivableCode']],
  defaultSort: { field: 'dueDate', direction: 'asc' },
  guards: [{ field: 'receivableStatus', values: ['WRITTEN_OFF'], authority: 'finance:audit' }],
  fields: {
    tenantId: described.tenantId,
    receivableCode: field(words('应收单号', 'Receivable no.', '売掛番号', '應收單號', 'N. credito'), {
      kind: 'code',
      generated: { prefix: 'YS' },
    }),
    contractCode: shared.contractCode,
    orderCode: shared.orderCode,
    customerName: shared.customerName,
    billingDate: day(words('立账日期', 'Billed on', '計上日', '立帳日期', 'Registrato il')),
    dueDate: day(words('到期日', 'Due date', '支払期日', '到期日', 'Scadenza')),
    receivableAmount: moneyIn(words('应收金额', 'Amount due', '売掛金額', '應收金額', 'Importo dovuto')),
    receivedAmount: moneyIn(words('已收金额', 'Received', '入金済額', '已收金額', 'Incassato')),
    currencyCode: described.currencyCode,
    receivableStatus: field(words('应收状态', 'Status', 'ステータス', '應收狀態', 'Stato'), {
      enum: receivableStatus.words,
    }),
    owner: field(words('催收负责人', 'Collector', '回収担当', '催收負責人', 'Addetto al recupero')),
    lastReceiptDate: day(words('最近收款日', 'Last receipt', '最終入金日', '最近收款日', 'Ultimo incasso')),
    writeOffReason: field(
      words('坏账原因', 'Write-off reason', '貸倒理由', '呆帳原因', 'Motivo dello stralcio'),
      {
        kind: 'longText',
      },
    ),
    remark: described.remark,
  },
});

export const grossProfitPeriodType = /* @__PURE__ */ defineEnum({
  MONTH: { words: words('月度', 'Month', '月次', '月度', 'Mese') },
  QUARTER: { words: words('季度', 'Quarter', '四半期', '季度', 'Trimestre') },
  YEAR: { words: words('年度', 'Year', '年次', '年度', 'Anno') },
});
export const grossProfitPeriodTypes = grossProfitPeriodType.values;

/** A tenant's gross profit over a period: recognised revenue less the costs of serving it. */
export const grossProfitCalculationResource = defineResource({
  name: 'gross-profit-calculation',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    periodType: z.enum(grossProfitPeriodTypes),
    periodStart: date,
    periodEnd: date,
    productLine: optionalText(50),
    revenueAmount: money,
    cloudCost: money,
    serviceCost: money,
    channelCost: money,
    otherCost: money.default(0),
    totalCost: money,
    grossProfit: money,
    /** Gross profit over revenue, in percent; negative when the tenant costs more than it pays. */
    grossMargin: z.number().min(-10_000).max(100),
    currencyCode,
    calculationStatus: z.enum(grossProfitStatuses),
    calculatedBy: optionalText(50),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:report', write: 'finance:write' },
  title: 'periodStart',
  keyword: ['productLine', 'calculatedBy'],
  filters: {
    tenantId: 'eq',
    periodType: 'eq',
    calculationStatus: 'in',
    periodStart: 'range',
    grossMargin: 'range',
    revenueAmount: 'range',
  },
  sortable: ['periodStart', 'revenueAmount', 'totalCost', 'grossProfit', 'grossMargin'],
  unique: [['tenantId', 'periodType', 'periodStart']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
  guards: [{ field: 'calculationStatus', values: ['CONFIRMED'], authority: 'finance:report' }],
  fields: {
    tenantId: described.tenantId,
    periodType: field(words('期间类型', 'Period type', '期間区分', '期間類型', 'Tipo di periodo'), {
      enum: grossProfitPeriodType.words,
    }),
    periodStart: shared.periodStart,
    periodEnd: shared.periodEnd,
    productLine: {
      ...shared.productLine,
      hint: words(
        '留空表示该租户全部产品',
        'Empty for all of the tenant’s products',
        '空欄はテナントの全製品',
        '留空表示該租戶全部產品',
        'Vuoto: tutti i prodotti del tenant',
      ),
    },
    revenueAmount: moneyIn(
      words('确认收入', 'Recognised revenue', '認識収益', '認列收入', 'Ricavi riconosciuti'),
    ),
    cloudCost: moneyIn(words('云资源成本', 'Cloud cost', 'クラウド原価', '雲端資源成本', 'Costi cloud')),
    serviceCost: moneyIn(words('服务成本', 'Service cost', 'サービス原価', '服務成本', 'Costi di servizio')),
    channelCost: moneyIn(words('渠道成本', 'Channel cost', 'チャネル原価', '通路成本', 'Costi di canale')),
    otherCost: moneyIn(words('其他成本', 'Other cost', 'その他原価', '其他成本', 'Altri costi')),
    totalCost: moneyIn(words('总成本', 'Total cost', '原価合計', '總成本', 'Costo totale')),
    grossProfit: moneyIn(words('毛利', 'Gross profit', '粗利', '毛利', 'Margine lordo')),
    grossMargin: field(
      words('毛利率(%)', 'Gross margin (%)', '粗利率(%)', '毛利率(%)', 'Margine lordo (%)'),
      {
        kind: 'number',
        unit: percentUnit,
      },
    ),
    currencyCode: described.currencyCode,
    calculationStatus: field(words('测算状态', 'Status', 'ステータス', '測算狀態', 'Stato'), {
      enum: grossProfitStatus.words,
    }),
    calculatedBy: field(words('测算人', 'Calculated by', '計算者', '測算人', 'Calcolato da')),
    remark: described.remark,
  },
});

export const heliosReportType = /* @__PURE__ */ defineEnum({
  REVENUE: { words: words('收入', 'Revenue', '収益', '收入', 'Ricavi') },
  ARR: { words: words('年度经常性收入', 'ARR', 'ARR', '年度經常性收入', 'ARR') },
  RENEWAL: { words: words('续约', 'Renewals', '更新', '續約', 'Rinnovi') },
  CHURN: { words: words('流失', 'Churn', '解約', '流失', 'Abbandoni') },
  COLLECTION: { words: words('回款', 'Collections', '回収', '回款', 'Incassi') },
  GROSS_PROFIT: { words: words('毛利', 'Gross profit', '粗利', '毛利', 'Margine lordo') },
});
export const heliosReportTypes = heliosReportType.values;
export const heliosDimension = /* @__PURE__ */ defineEnum({
  TOTAL: { words: words('全公司', 'Company-wide', '全社', '全公司', "Tutta l'azienda") },
  PRODUCT_LINE: { words: words('产品线', 'Product line', '製品ライン', '產品線', 'Linea di prodotto') },
  REGION: { words: words('区域', 'Region', '地域', '區域', 'Regione') },
  TENANT_GROUP: {
    words: words('租户分组', 'Tenant group', 'テナントグループ', '租戶分組', 'Gruppo di tenant'),
  },
  OWNER: { words: words('销售负责人', 'Sales owner', '営業担当', '業務負責人', 'Responsabile commerciale') },
});
export const heliosDimensions = heliosDimension.values;

/** Snapshots of the Helios business analysis: the figures of a period, frozen when they were reported. */
export const heliosAnalysisReportResource = defineResource({
  name: 'helios-analysis-report',
  scope: 'global',
  schema: z.object({
    reportCode: code(40),
    reportName: text(100),
    reportType: z.enum(heliosReportTypes),
    dimension: z.enum(heliosDimensions),
    /** The value of the dimension the figures are for (a product line, a region...); empty for TOTAL. */
    dimensionValue: optionalText(60),
    periodStart: date,
    periodEnd: date,
    snapshotDate: date,
    newContractAmount: money,
    renewalAmount: money,
    revenueAmount: money,
    collectedAmount: money,
    arrAmount: money,
    activeTenants: z.number().int().min(0).max(1_000_000),
    renewalRate: percent,
    churnRate: percent,
    generatedBy: text(50),
    summary: optionalText(2000),
  }),
  permissions: { read: 'finance:report', write: 'finance:report' },
  title: 'reportName',
  keyword: ['reportName', 'reportCode', 'dimensionValue'],
  filters: {
    reportType: 'in',
    dimension: 'eq',
    snapshotDate: 'range',
    periodStart: 'range',
  },
  sortable: ['reportCode', 'snapshotDate', 'periodStart', 'revenueAmount', 'arrAmount'],
  unique: [['reportCode']],
  defaultSort: { field: 'snapshotDate', direction: 'desc' },
  fields: {
    reportCode: codeText(words('报告编号', 'Report no.', 'レポート番号', '報告編號', 'N. report')),
    reportName: field(words('报告名称', 'Report name', 'レポート名', '報告名稱', 'Nome del report')),
    reportType: field(words('分析主题', 'Subject', '分析テーマ', '分析主題', 'Tema'), {
      enum: heliosReportType.words,
    }),
    dimension: field(words('分析维度', 'Dimension', '分析軸', '分析維度', 'Dimensione'), {
      enum: heliosDimension.words,
    }),
    dimensionValue: field(
      words('维度取值', 'Dimension value', '分析軸の値', '維度取值', 'Valore della dimensione'),
      {
        hint: words(
          '全公司维度留空',
          'Empty for company-wide figures',
          '全社の場合は空欄',
          '全公司維度留空',
          "Vuoto per i dati di tutta l'azienda",
        ),
      },
    ),
    periodStart: day(words('统计开始', 'Period from', '集計開始', '統計開始', 'Periodo dal')),
    periodEnd: day(words('统计结束', 'Period to', '集計終了', '統計結束', 'Periodo al')),
    snapshotDate: day(
      words('快照日期', 'Snapshot date', 'スナップショット日', '快照日期', 'Data dello snapshot'),
    ),
    newContractAmount: moneyCny(
      words('新签合同额', 'New contracts', '新規契約額', '新簽合約額', 'Nuovi contratti'),
    ),
    renewalAmount: moneyCny(words('续约合同额', 'Renewals', '更新契約額', '續約合約額', 'Rinnovi')),
    revenueAmount: moneyCny(words('确认收入', 'Revenue', '認識収益', '認列收入', 'Ricavi')),
    collectedAmount: moneyCny(words('回款金额', 'Collected', '回収額', '回款金額', 'Incassato')),
    arrAmount: moneyCny(words('ARR', 'ARR', 'ARR', 'ARR', 'ARR')),
    activeTenants: field(
      words('活跃租户数', 'Active tenants', 'アクティブテナント数', '活躍租戶數', 'Tenant attivi'),
      { kind: 'number' },
    ),
    renewalRate: field(
      words('续约率(%)', 'Renewal rate (%)', '更新率(%)', '續約率(%)', 'Tasso di rinnovo (%)'),
      {
        kind: 'number',
        unit: percentUnit,
      },
    ),
    churnRate: field(
      words('流失率(%)', 'Churn rate (%)', '解約率(%)', '流失率(%)', 'Tasso di abbandono (%)'),
      {
        kind: 'number',
        unit: percentUnit,
      },
    ),
    generatedBy: field(words('生成人', 'Generated by', '作成者', '產生人', 'Generato da')),
    summary: field(words('分析结论', 'Findings', '分析結果', '分析結論', 'Conclusioni'), {
      kind: 'longText',
    }),
  },
});

export const forestEnergyScene = /* @__PURE__ */ defineEnum({
  TRAIN_TRAVEL: {
    words: words('高铁出行', 'Rail instead of air', '鉄道移動', '高鐵出行', "Treno invece dell'aereo"),
  },
  E_INVOICE: { words: words('电子发票', 'E-invoice', '電子請求書', '電子發票', 'Fattura elettronica') },
  PAPERLESS_REIMBURSEMENT: {
    words: words('无纸化报销', 'Paperless claim', 'ペーパーレス精算', '無紙化報銷', 'Rimborso senza carta'),
  },
  CAR_POOLING: { words: words('拼车出行', 'Car pooling', '相乗り', '共乘出行', 'Car pooling') },
  ONLINE_MEETING: {
    words: words('线上会议', 'Online meeting', 'オンライン会議', '線上會議', 'Riunione online'),
  },
});
export const forestEnergyScenes = forestEnergyScene.values;

/**
 * Forest energy (蚂蚁森林 green energy) granted to tenants' employees for low-carbon choices:
 * the train instead of a flight, e-invoices, paperless claims. Queried, not edited.
 */
export const forestEnergyRecordResource = defineResource({
  name: 'forest-energy-record',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The record's number: the service writes it (FE…) when a create leaves it out. */
    recordCode: code(40).optional(),
    employeeName: text(60),
    employeeID: code(32).optional(),
    scene: z.enum(forestEnergyScenes),
    /** The document or booking that earned it. */
    businessCode: code(40).optional(),
    energyPoints: z.number().int().min(1).max(100_000),
    carbonReductionGrams: z.number().int().min(0).max(100_000_000),
    grantDate: date,
    grantStatus: z.enum(forestEnergyGrantStatuses),
    /** The employee's Alipay account, masked as Alipay shows it. */
    alipayAccount: optionalText(60),
    failReason: optionalText(200),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'recordCode',
  keyword: ['recordCode', 'employeeName', 'employeeID', 'businessCode'],
  filters: {
    tenantId: 'eq',
    scene: 'in',
    grantStatus: 'in',
    employeeID: 'eq',
    grantDate: 'range',
  },
  sortable: ['recordCode', 'grantDate', 'energyPoints', 'carbonReductionGrams'],
  unique: [['recordCode']],
  defaultSort: { field: 'grantDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    recordCode: field(words('记录编号', 'Record no.', '記録番号', '記錄編號', 'N. registrazione'), {
      kind: 'code',
      generated: { prefix: 'FE' },
    }),
    employeeName: field(words('员工姓名', 'Employee', '社員名', '員工姓名', 'Dipendente')),
    employeeID: codeText(words('工号', 'Employee ID', '社員番号', '工號', 'Matricola')),
    scene: field(words('低碳场景', 'Scene', 'シーン', '低碳場景', 'Scenario'), {
      enum: forestEnergyScene.words,
    }),
    businessCode: codeText(
      words('关联单据', 'Document no.', '関連伝票', '關聯單據', 'N. documento'),
      words(
        '获得能量的单据或预订',
        'The document or booking that earned it',
        'エネルギーを得た伝票・予約',
        '獲得能量的單據或預訂',
        "Il documento o la prenotazione che l'ha generata",
      ),
    ),
    energyPoints: field(words('能量(g)', 'Energy (g)', 'エネルギー(g)', '能量(g)', 'Energia (g)'), {
      kind: 'number',
      unit: gramUnit,
    }),
    carbonReductionGrams: field(
      words('减排量(g)', 'CO₂ saved (g)', 'CO₂削減量(g)', '減排量(g)', 'CO₂ risparmiata (g)'),
      { kind: 'number', unit: gramUnit },
    ),
    grantDate: day(words('发放日期', 'Granted on', '付与日', '發放日期', 'Assegnata il')),
    grantStatus: field(
      words('发放状态', 'Grant status', '付与ステータス', '發放狀態', "Stato dell'assegnazione"),
      {
        enum: forestEnergyGrantStatus.words,
      },
    ),
    alipayAccount: field(
      words('支付宝账号', 'Alipay account', 'Alipay アカウント', '支付寶帳號', 'Account Alipay'),
    ),
    failReason: field(words('失败原因', 'Failure reason', '失敗理由', '失敗原因', "Motivo dell'errore")),
  },
});

const invoiceTypeField = field(
  words('发票类型', 'Invoice type', '請求書種別', '發票類型', 'Tipo di fattura'),
  {
    enum: invoiceType.words,
  },
);
const invoiceStatusField = field(
  words('开票状态', 'Invoice status', '発行ステータス', '開票狀態', 'Stato della fattura'),
  { enum: invoiceStatus.words },
);
const invoiceNoField = codeText(words('发票号码', 'Invoice no.', '請求書番号', '發票號碼', 'N. fattura'));
const invoiceDateField = day(words('开票日期', 'Invoice date', '発行日', '開票日期', 'Data fattura'));

/**
 * The provider's output VAT invoices as finance books them (invoice-management-finance): issued by
 * one of its organisations to a customer, audited against the contract and order.
 */
export const financeInvoiceResource = defineResource({
  name: 'finance-invoice',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The invoice number: 20 digits for fully digital invoices, 8 for paper ones. */
    invoiceNo: z.string().regex(/^(\d{8}|\d{20})$/, ValidationMessage.CODE),
    /** The 10- or 12-digit code of a paper invoice. */
    invoiceCode: z
      .string()
      .regex(/^(\d{10}|\d{12})$/, ValidationMessage.CODE)
      .optional(),
    invoiceType: z.enum(invoiceTypes),
    issuingOrgCode: code(32),
    buyerName: text(100),
    buyerTaxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds),
    contractCode: code(40),
    orderCode: code(40).optional(),
    /** The invoice request it answers. */
    invoiceApplyCode: code(40).optional(),
    amountExcludingTax: money,
    taxRate,
    taxAmount: money,
    totalAmount: money,
    invoiceDate: date,
    drawer: text(50),
    invoiceStatus: z.enum(invoiceStatuses),
    auditStatus: z.enum(invoiceAuditStatuses),
    /** The accounting voucher the revenue was booked with. */
    voucherNo: code(40).optional(),
    /** For a red-letter invoice: the number of the invoice it reverses, and why. */
    originalInvoiceNo: optionalText(20),
    redFlushReason: optionalText(200),
  }),
  permissions: { read: 'finance:read', write: 'finance:audit' },
  title: 'invoiceNo',
  keyword: ['invoiceNo', 'buyerName', 'contractCode', 'orderCode'],
  filters: {
    tenantId: 'eq',
    invoiceNo: 'eq',
    invoiceType: 'in',
    issuingOrgCode: 'eq',
    taxpayerKind: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    invoiceStatus: 'in',
    auditStatus: 'in',
    invoiceDate: 'range',
    totalAmount: 'range',
  },
  sortable: ['invoiceNo', 'invoiceDate', 'totalAmount', 'amountExcludingTax'],
  unique: [['invoiceNo']],
  defaultSort: { field: 'invoiceDate', direction: 'desc' },
  guards: [{ field: 'auditStatus', values: ['AUDITED', 'REJECTED'], authority: 'finance:audit' }],
  fields: {
    tenantId: described.tenantId,
    invoiceNo: {
      ...invoiceNoField,
      hint: words(
        '数电发票 20 位，纸质发票 8 位',
        '20 digits for a digital invoice, 8 for a paper one',
        '全面デジタル化請求書は20桁、紙は8桁',
        '數電發票 20 位，紙本發票 8 位',
        '20 cifre per la fattura digitale, 8 per quella cartacea',
      ),
    },
    invoiceCode: codeText(
      words('发票代码', 'Invoice code', '請求書コード', '發票代碼', 'Codice fattura'),
      words(
        '纸质发票的 10 位或 12 位代码',
        'The 10- or 12-digit code of a paper invoice',
        '紙の請求書の10桁または12桁のコード',
        '紙本發票的 10 位或 12 位代碼',
        'Il codice a 10 o 12 cifre della fattura cartacea',
      ),
    ),
    invoiceType: invoiceTypeField,
    issuingOrgCode: financeOrg(
      words('开票主体', 'Issuing entity', '発行組織', '開票主體', 'Entità emittente'),
    ),
    buyerName: field(words('购方名称', 'Buyer', '購入者', '購方名稱', 'Acquirente')),
    buyerTaxNumber: codeText(
      words('购方税号', 'Buyer tax no.', '購入者税番号', '購方稅號', "Codice fiscale dell'acquirente"),
    ),
    taxpayerKind: {
      ...shared.taxpayerKind,
      label: words(
        '购方纳税人类型',
        'Buyer taxpayer kind',
        '購入者納税区分',
        '購方納稅人類型',
        "Tipo di contribuente dell'acquirente",
      ),
    },
    contractCode: shared.contractCode,
    orderCode: shared.orderCode,
    invoiceApplyCode: field(
      words('开票申请单', 'Invoice request', '発行申請', '開票申請單', 'Richiesta di fattura'),
      {
        reference: { resource: 'invoice', valueField: 'invoiceApplyCode', labelField: 'invoiceApplyCode' },
      },
    ),
    amountExcludingTax: moneyCny(
      words('不含税金额', 'Amount excl. tax', '税抜金額', '未稅金額', 'Imponibile'),
    ),
    taxRate: shared.taxRate,
    taxAmount: moneyCny(words('税额', 'Tax', '税額', '稅額', 'Imposta')),
    totalAmount: moneyCny(words('价税合计', 'Total incl. tax', '税込合計', '價稅合計', 'Totale IVA inclusa')),
    invoiceDate: invoiceDateField,
    drawer: field(words('开票人', 'Drawer', '発行者', '開票人', 'Emessa da')),
    invoiceStatus: invoiceStatusField,
    auditStatus: field(
      words('审核状态', 'Audit status', '監査ステータス', '審核狀態', 'Stato della verifica'),
      {
        enum: invoiceAuditStatus.words,
      },
    ),
    voucherNo: codeText(words('凭证号', 'Voucher no.', '仕訳番号', '憑證號', 'N. registrazione contabile')),
    originalInvoiceNo: codeText(
      words('原发票号码', 'Original invoice no.', '元請求書番号', '原發票號碼', 'N. fattura originale'),
      words(
        '红字发票冲销的原发票号码',
        'For a red-letter invoice: the invoice it reverses',
        '赤伝で取り消す元の請求書の番号',
        '紅字發票沖銷的原發票號碼',
        'Per una fattura di storno: la fattura stornata',
      ),
    ),
    redFlushReason: field(
      words('红冲原因', 'Red-flush reason', '赤伝理由', '紅沖原因', 'Motivo dello storno'),
      {
        kind: 'longText',
      },
    ),
  },
});

/**
 * The invoices customers ask for on their orders (invoice-management): raised by the business side
 * with the title, tax details and mailing address, then issued by finance.
 */
export const invoiceResource = defineResource({
  name: 'invoice',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** The request's number: the service writes it (KP…) when a create leaves it out. */
    invoiceApplyCode: code(40).optional(),
    contractCode: code(40),
    orderCode: code(40).optional(),
    /** The invoice title (抬头): the buyer's registered name. */
    invoiceTitle: text(100),
    buyerTaxNumber: taxNumber.optional(),
    taxpayerKind: z.enum(taxpayerKinds),
    invoiceType: z.enum(invoiceTypes),
    /** What the invoice says was sold, e.g. *信息技术服务*软件服务费. */
    invoiceContent: text(100),
    amountIncludingTax: money,
    taxRate,
    currencyCode,
    applicant: text(50),
    applyDate: date,
    invoiceStatus: z.enum(invoiceStatuses),
    invoiceNo: optionalText(20),
    invoiceDate: date.optional(),
    recipientName: optionalText(50),
    recipientMobile: mobile.optional(),
    recipientEmail: email.optional(),
    recipientAddress: optionalText(200),
    mailingStatus: z.enum(receiptMailingStatuses).default('NOT_MAILED'),
    expressNo: optionalText(40),
    remark: optionalText(500),
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'invoiceApplyCode',
  keyword: ['invoiceApplyCode', 'invoiceTitle', 'contractCode', 'orderCode', 'invoiceNo'],
  filters: {
    tenantId: 'eq',
    contractCode: 'eq',
    orderCode: 'eq',
    invoiceType: 'in',
    taxpayerKind: 'eq',
    invoiceStatus: 'in',
    mailingStatus: 'eq',
    applicant: 'contains',
    applyDate: 'range',
    amountIncludingTax: 'range',
  },
  sortable: ['invoiceApplyCode', 'applyDate', 'invoiceDate', 'amountIncludingTax'],
  unique: [['invoiceApplyCode']],
  defaultSort: { field: 'applyDate', direction: 'desc' },
  guards: [{ field: 'invoiceStatus', values: ['RED_FLUSHED'], authority: 'finance:audit' }],
  fields: {
    tenantId: described.tenantId,
    invoiceApplyCode: field(words('申请单号', 'Request no.', '申請番号', '申請單號', 'N. richiesta'), {
      kind: 'code',
      generated: { prefix: 'KP' },
    }),
    contractCode: shared.contractCode,
    orderCode: shared.orderCode,
    invoiceTitle: field(words('发票抬头', 'Invoice title', '宛名', '發票抬頭', 'Intestazione fattura')),
    buyerTaxNumber: shared.taxNumber,
    taxpayerKind: shared.taxpayerKind,
    invoiceType: {
      ...invoiceTypeField,
      hint: words(
        '小规模纳税人一般开具普票',
        'Small-scale taxpayers usually get general invoices',
        '小規模納税者には通常普通請求書',
        '小規模納稅人一般開立普票',
        'Ai contribuenti minori si emette di solito la fattura ordinaria',
      ),
    },
    invoiceContent: field(
      words('开票内容', 'Invoice content', '品目', '開票內容', 'Descrizione in fattura'),
      {
        hint: words(
          '如 *信息技术服务*软件服务费',
          'E.g. *信息技术服务*软件服务费',
          '例：*信息技术服务*软件服务费',
          '如 *信息技术服务*软件服务费',
          'Ad es. *信息技术服务*软件服务费',
        ),
      },
    ),
    amountIncludingTax: moneyIn(
      words('开票金额（含税）', 'Amount incl. tax', '税込金額', '開票金額（含稅）', 'Importo IVA inclusa'),
    ),
    taxRate: shared.taxRate,
    currencyCode: described.currencyCode,
    applicant: field(words('申请人', 'Applicant', '申請者', '申請人', 'Richiedente')),
    applyDate: day(words('申请日期', 'Requested on', '申請日', '申請日期', 'Richiesta il')),
    invoiceStatus: invoiceStatusField,
    invoiceNo: invoiceNoField,
    invoiceDate: invoiceDateField,
    recipientName: field(words('收件人', 'Recipient', '受取人', '收件人', 'Destinatario')),
    recipientMobile: field(
      words('收件电话', 'Recipient mobile', '受取人電話', '收件電話', 'Cellulare del destinatario'),
      { kind: 'phone' },
    ),
    recipientEmail: field(
      words('接收邮箱', 'Recipient e-mail', '受取メール', '接收信箱', 'E-mail del destinatario'),
      {
        kind: 'email',
        hint: words(
          '电子发票发送到此邮箱',
          'Digital invoices are sent here',
          '電子請求書の送付先',
          '電子發票寄送至此信箱',
          'Le fatture digitali vengono inviate qui',
        ),
      },
    ),
    recipientAddress: field(
      words('邮寄地址', 'Mailing address', '郵送先住所', '郵寄地址', 'Indirizzo di spedizione'),
    ),
    mailingStatus: field(
      words('邮寄状态', 'Mailing status', '郵送ステータス', '郵寄狀態', 'Stato della spedizione'),
      {
        enum: receiptMailingStatus.words,
      },
    ),
    expressNo: codeText(words('快递单号', 'Tracking no.', '追跡番号', '快遞單號', 'N. di tracciamento')),
    remark: described.remark,
  },
});

export const financeMetaType = /* @__PURE__ */ defineEnum({
  TAX_RATE: { words: words('税率', 'Tax rate', '税率', '稅率', 'Aliquota') },
  TAX_CATEGORY: { words: words('税收分类', 'Tax category', '税分類', '稅收分類', 'Categoria fiscale') },
  ACCOUNTING_SUBJECT: {
    words: words('会计科目', 'Accounting subject', '勘定科目', '會計科目', 'Conto contabile'),
  },
  SETTLEMENT_METHOD: {
    words: words('结算方式', 'Settlement method', '決済方法', '結算方式', 'Metodo di regolamento'),
  },
  PAYMENT_TERM: { words: words('付款条件', 'Payment term', '支払条件', '付款條件', 'Termine di pagamento') },
  COST_CATEGORY: { words: words('成本类别', 'Cost category', '原価区分', '成本類別', 'Categoria di costo') },
  INVOICE_CONTENT: {
    words: words('开票内容', 'Invoice content', '請求書品目', '開票內容', 'Descrizione in fattura'),
  },
});
export const financeMetaTypes = financeMetaType.values;

/** The code lists finance works with: tax rates, tax categories, accounting subjects, payment terms... */
export const financeMetadataItemResource = defineResource({
  name: 'finance-metadata-item',
  scope: 'global',
  schema: z.object({
    metaType: z.enum(financeMetaTypes),
    itemCode: code(40),
    itemName: text(100),
    itemNameEn: optionalText(100),
    /** The item's value where it has one: a rate, a number of days. */
    itemValue: optionalText(100),
    parentCode: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    description: optionalText(500),
    enabled,
  }),
  permissions: { read: 'finance:read', write: 'finance:write' },
  title: 'itemName',
  keyword: ['itemName', 'itemCode', 'itemNameEn'],
  filters: { metaType: 'eq', itemCode: 'eq', parentCode: 'eq', enabled: 'eq' },
  sortable: ['metaType', 'itemCode', 'itemName', 'sortOrder'],
  unique: [['metaType', 'itemCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    metaType: field(words('元数据类型', 'Type', '種別', '元資料類型', 'Tipo'), {
      enum: financeMetaType.words,
    }),
    itemCode: codeText(words('编码', 'Code', 'コード', '編碼', 'Codice')),
    itemName: described.name,
    itemNameEn: described.nameEn,
    itemValue: field(words('取值', 'Value', '値', '取值', 'Valore'), {
      hint: words(
        '项目有取值时填写，如税率、天数',
        'Where the item has one: a rate, a number of days',
        '税率や日数など、値がある場合に入力',
        '項目有取值時填寫，如稅率、天數',
        "Se l'elemento ne ha uno: un'aliquota, un numero di giorni",
      ),
    }),
    parentCode: field(words('上级编码', 'Parent code', '上位コード', '上級編碼', 'Codice superiore'), {
      reference: { resource: 'finance-metadata-item', valueField: 'itemCode', labelField: 'itemName' },
    }),
    sortOrder: described.sortOrder,
    description: described.description,
    enabled: described.enabled,
  },
});

/** The lines of an order: which catalogue products, how many, at what price, for which term. */
export const orderLineResource = defineResource({
  name: 'order-line',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    orderCode: code(40),
    lineNo: z.number().int().min(1).max(999),
    productCode: code(32),
    productName: text(100),
    orderLargeCategory: z.enum(orderLargeCategories),
    quantity: z.number().int().min(1).max(1_000_000),
    unit: text(10),
    listPrice: money,
    unitPrice: money,
    /** Quantity × unit price (× years for subscriptions): what the line costs the customer. */
    amount: money,
    taxRate,
    effectiveDate: date,
    expireDate: date,
    remark: optionalText(200),
  }),
  permissions: { read: 'order:read', write: 'order:write' },
  title: 'productName',
  keyword: ['productName', 'productCode', 'orderCode'],
  filters: { tenantId: 'eq', orderCode: 'eq', productCode: 'eq', orderLargeCategory: 'in' },
  sortable: ['orderCode', 'lineNo', 'amount'],
  unique: [['orderCode', 'lineNo']],
  defaultSort: { field: 'lineNo', direction: 'asc' },
  fields: {
    tenantId: described.tenantId,
    orderCode: shared.orderCode,
    lineNo: field(words('行号', 'Line', '行', '行號', 'Riga'), { kind: 'number' }),
    productCode: field(words('商品编码', 'Product code', '製品コード', '商品編碼', 'Codice prodotto'), {
      reference: {
        resource: 'finance-catalogue-product',
        valueField: 'productCode',
        labelField: 'productName',
      },
    }),
    productName: field(words('商品名称', 'Product name', '製品名', '商品名稱', 'Nome prodotto')),
    orderLargeCategory: shared.orderLargeCategory,
    quantity: field(words('数量', 'Quantity', '数量', '數量', 'Quantità'), { kind: 'number' }),
    unit: shared.unit,
    listPrice: moneyCny(words('目录价', 'List price', '定価', '目錄價', 'Prezzo di listino')),
    unitPrice: moneyCny(words('成交单价', 'Unit price', '単価', '成交單價', 'Prezzo unitario')),
    amount: field(words('金额', 'Amount', '金額', '金額', 'Importo'), {
      kind: 'money',
      hint: words(
        '数量 × 成交单价（订阅再乘以年数）',
        'Quantity × unit price (× years for subscriptions)',
        '数量 × 単価（サブスクリプションは × 年数）',
        '數量 × 成交單價（訂閱再乘以年數）',
        'Quantità × prezzo unitario (× anni per gli abbonamenti)',
      ),
    }),
    taxRate: shared.taxRate,
    effectiveDate: described.effectiveDate,
    expireDate: described.expireDate,
    remark: described.remark,
  },
});

/** An order's status (`orderStatuses`), worded by `apiMessages`. */
export const orderStatus = /* @__PURE__ */ enumOfMessages(orderStatuses, orderStatusMessages, {
  PENDING_PAYMENT: 'warning',
  PAID: 'success',
  CLOSED: 'neutral',
});

/** What an order buys (`orderTypes`), worded by `apiMessages`. */
export const orderType = /* @__PURE__ */ enumOfMessages(orderTypes, orderTypeMessages);

// ---------------------------------------------------------------------------------------------
// CRM customers, orders and pre-opened orders

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

export const orderResource = defineResource({
  name: 'order',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** A serial number the service makes on create (`DD<yyyyMMdd><sequence>`). */
    orderCode: code(40).optional(),
    contractCode: code(40),
    /** An item of the CRM_BUY_TYPE enumeration, whose codes are the order types'. */
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
      kind: 'enum',
      // The CRM's buy types have the order types' codes: offered and worded as those.
      enum: orderType.words,
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

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const financeAreaResources = {
  'crm-customer': crmCustomerResource,
  order: orderResource,
  'pre-open-order': preOpenOrderResource,
  'finance-collection-plan': financeCollectionPlanResource,
  'finance-inventory-item': financeInventoryItemResource,
  'finance-organization': financeOrganizationResource,
  'finance-partner': financePartnerResource,
  'finance-product': financeProductResource,
  'finance-catalogue-product': financeCatalogueProductResource,
  'finance-project': financeProjectResource,
  'finance-receipt-flow': financeReceiptFlowResource,
  'finance-receipt-claim': financeReceiptClaimResource,
  'finance-receivable': financeReceivableResource,
  'gross-profit-calculation': grossProfitCalculationResource,
  'helios-analysis-report': heliosAnalysisReportResource,
  'forest-energy-record': forestEnergyRecordResource,
  'finance-invoice': financeInvoiceResource,
  invoice: invoiceResource,
  'finance-metadata-item': financeMetadataItemResource,
  'order-line': orderLineResource,
} as const satisfies Record<string, ResourceDescriptor>;
