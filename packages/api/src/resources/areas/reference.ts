import { z } from 'zod';
import { translationLanguages } from '../../constants/languages';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words } from '../describe';
import { code, countryCode, currencyCode, date, enabled, optionalText, text, webAddress } from '../fields';
import { translationLanguage } from './i18n';
import { field, shared } from './shared/descriptions';
import { cityAdCode, instant } from './shared/fields';
import { travel, travelServiceTypes, travelVendors } from './shared/travel';

// The reference area (data-maintain): suppliers' city codes, banks and sensitive words, and the
// enumeration items, currencies, exchange rates and cities that other records name.

// The travel suppliers and services: the location and booking areas name them too.
export { travelServiceType, travelServiceTypes, travelVendor, travelVendors } from './shared/travel';

// ---------------------------------------------------------------------------------------------
// Reference data (data-maintain)

const referenceData = { read: 'reference:read', write: 'reference:write' } as const;

const mappingStatus = /* @__PURE__ */ defineEnum({
  MAPPED: { words: words('已映射', 'Mapped', 'マッピング済み', '已對應', 'Mappata'), tone: 'success' },
  UNMAPPED: { words: words('未映射', 'Unmapped', '未マッピング', '未對應', 'Non mappata'), tone: 'warning' },
  CONFLICT: { words: words('冲突', 'Conflict', '競合', '衝突', 'Conflitto'), tone: 'danger' },
});

/** A supplier's city code mapped to the platform's city. */
export const vendorCityMappingResource = defineResource({
  name: 'vendor-city-mapping',
  scope: 'global',
  schema: z.object({
    vendor: z.enum(travelVendors),
    serviceType: z.enum(travelServiceTypes),
    vendorCityCode: code(32),
    vendorCityName: text(60),
    /** The platform's city (city picker). */
    cityAdCode: cityAdCode.optional(),
    cityName: optionalText(60),
    countryCode,
    mappingStatus: z.enum(mappingStatus.values),
    lastSyncedAt: instant.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'vendorCityName',
  keyword: ['vendorCityName', 'vendorCityCode', 'cityName'],
  filters: {
    vendor: 'in',
    serviceType: 'in',
    mappingStatus: 'in',
    countryCode: 'eq',
    cityAdCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['vendor', 'vendorCityCode', 'cityAdCode'],
  unique: [['vendor', 'serviceType', 'vendorCityCode']],
  importable: true,
  fields: {
    vendor: travel.vendorCode,
    serviceType: travel.serviceType,
    vendorCityCode: {
      label: words(
        '供应商城市代码',
        'Vendor city code',
        'サプライヤー都市コード',
        '供應商城市代碼',
        'Codice città del fornitore',
      ),
      kind: 'code',
    },
    vendorCityName: {
      label: words(
        '供应商城市名称',
        'Vendor city name',
        'サプライヤー都市名',
        '供應商城市名稱',
        'Nome città del fornitore',
      ),
    },
    cityAdCode: {
      ...described.cityAdCode,
      label: words(
        '平台城市',
        'Platform city',
        'プラットフォーム都市',
        '平台城市',
        'Città della piattaforma',
      ),
    },
    cityName: {
      label: words(
        '平台城市名称',
        'Platform city name',
        'プラットフォーム都市名',
        '平台城市名稱',
        'Nome città della piattaforma',
      ),
    },
    countryCode: described.countryCode,
    mappingStatus: {
      label: words('映射状态', 'Mapping', 'マッピング状態', '對應狀態', 'Mappatura'),
      enum: mappingStatus.words,
    },
    lastSyncedAt: {
      label: words('最近同步时间', 'Last synced', '最終同期', '最近同步時間', 'Ultima sincronizzazione'),
      kind: 'dateTime',
    },
    enabled: described.enabled,
  },
});

export const bankType = /* @__PURE__ */ defineEnum({
  POLICY: { words: words('政策性银行', 'Policy bank', '政策銀行', '政策性銀行', 'Banca di sviluppo') },
  STATE_OWNED: {
    words: words('国有大型银行', 'State-owned bank', '国有大手銀行', '國有大型銀行', 'Banca statale'),
  },
  JOINT_STOCK: {
    words: words('股份制银行', 'Joint-stock bank', '株式制銀行', '股份制銀行', 'Banca per azioni'),
  },
  CITY_COMMERCIAL: {
    words: words(
      '城市商业银行',
      'City commercial bank',
      '都市商業銀行',
      '城市商業銀行',
      'Banca commerciale cittadina',
    ),
  },
  RURAL: {
    words: words(
      '农村商业银行',
      'Rural commercial bank',
      '農村商業銀行',
      '農村商業銀行',
      'Banca commerciale rurale',
    ),
  },
  FOREIGN: {
    words: words('外资银行', 'Foreign bank in China', '外資系銀行', '外資銀行', 'Banca estera in Cina'),
  },
  OVERSEAS: { words: words('境外银行', 'Overseas bank', '海外銀行', '境外銀行', "Banca all'estero") },
});
export const bankTypes = bankType.values;

/** A bank employees and companies are paid through: its codes for domestic and international transfers. */
export const commonBankResource = defineResource({
  name: 'common-bank',
  scope: 'global',
  schema: z.object({
    bankCode: code(12),
    bankName: text(60),
    bankNameEn: optionalText(120),
    shortName: optionalText(20),
    /** SWIFT/BIC: 8 or 11 characters. */
    swiftCode: z
      .string()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
      .optional(),
    /** The head office's CNAPS clearing number (12 digits), for Chinese banks. */
    cnapsCode: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    countryCode,
    bankType: z.enum(bankTypes),
    hotline: optionalText(30),
    website: webAddress.optional(),
    enabled,
  }),
  permissions: referenceData,
  title: 'bankName',
  keyword: ['bankName', 'bankNameEn', 'shortName', 'bankCode', 'swiftCode'],
  filters: { countryCode: 'eq', bankType: 'in', enabled: 'eq', swiftCode: 'eq' },
  sortable: ['bankCode', 'bankName'],
  unique: [['bankCode'], ['swiftCode']],
  defaultSort: { field: 'bankCode', direction: 'asc' },
  importable: true,
  fields: {
    bankCode: {
      label: words('银行代码', 'Bank code', '銀行コード', '銀行代碼', 'Codice banca'),
      kind: 'code',
    },
    bankName: { label: words('银行名称', 'Bank name', '銀行名', '銀行名稱', 'Nome della banca') },
    bankNameEn: described.nameEn,
    shortName: { label: words('简称', 'Short name', '略称', '簡稱', 'Nome breve') },
    swiftCode: {
      label: words('SWIFT 代码', 'SWIFT/BIC', 'SWIFT/BIC', 'SWIFT 代碼', 'SWIFT/BIC'),
      kind: 'code',
      hint: words('8 位或 11 位', '8 or 11 characters', '8桁または11桁', '8 位或 11 位', '8 o 11 caratteri'),
    },
    cnapsCode: {
      label: words('联行号', 'CNAPS code', 'CNAPSコード', '聯行號', 'Codice CNAPS'),
      kind: 'code',
      hint: words(
        '总行 12 位大额支付行号',
        "The head office's 12-digit CNAPS number",
        '本店の12桁CNAPS番号',
        '總行 12 位大額支付行號',
        'Il numero CNAPS a 12 cifre della sede centrale',
      ),
    },
    countryCode: described.countryCode,
    bankType: {
      label: words('银行类型', 'Bank type', '銀行種別', '銀行類型', 'Tipo di banca'),
      enum: bankType.words,
    },
    hotline: {
      label: words('客服电话', 'Hotline', 'サポート電話', '客服電話', 'Assistenza telefonica'),
      kind: 'phone',
    },
    website: { label: words('官网', 'Website', 'ウェブサイト', '官網', 'Sito web'), kind: 'url' },
    enabled: described.enabled,
  },
});

export const sensitiveWordScope = /* @__PURE__ */ defineEnum({
  FEEDBACK: { words: words('意见反馈', 'Feedback', 'フィードバック', '意見回饋', 'Feedback') },
  COMMENT: {
    words: words('审批意见', 'Approval comments', '承認コメント', '審批意見', 'Commenti di approvazione'),
  },
  ANNOUNCEMENT: { words: words('公告', 'Announcements', 'お知らせ', '公告', 'Annunci') },
  EXPENSE_REMARK: { words: words('报销备注', 'Expense remarks', '経費備考', '報銷備註', 'Note delle spese') },
  NICKNAME: { words: words('昵称', 'Nicknames', 'ニックネーム', '暱稱', 'Soprannomi') },
  AI_CHAT: { words: words('AI 对话', 'AI chat', 'AIチャット', 'AI 對話', 'Chat IA') },
});
export const sensitiveWordScopes = sensitiveWordScope.values;

const sensitiveWordCategory = /* @__PURE__ */ defineEnum({
  POLITICS: { words: words('涉政', 'Politics', '政治', '涉政', 'Politica') },
  PORNOGRAPHY: { words: words('色情', 'Pornography', 'アダルト', '色情', 'Pornografia') },
  VIOLENCE: { words: words('暴力', 'Violence', '暴力', '暴力', 'Violenza') },
  GAMBLING: { words: words('赌博', 'Gambling', '賭博', '賭博', "Gioco d'azzardo") },
  ADVERTISING: { words: words('广告引流', 'Advertising', '広告', '廣告引流', 'Pubblicità') },
  ABUSE: { words: words('辱骂', 'Abuse', '侮辱', '辱罵', 'Insulti') },
  FRAUD: { words: words('欺诈', 'Fraud', '詐欺', '詐欺', 'Frode') },
  OTHER: { words: words('其他', 'Other', 'その他', '其他', 'Altro') },
});

const sensitiveWordHandling = /* @__PURE__ */ defineEnum({
  BLOCK: { words: words('禁止提交', 'Block', 'ブロック', '禁止提交', 'Blocca'), tone: 'danger' },
  REVIEW: {
    words: words('人工审核', 'Hold for review', '要審査', '人工審核', 'Trattieni per revisione'),
    tone: 'warning',
  },
  REPLACE: { words: words('替换显示', 'Mask', '置換', '替換顯示', 'Maschera'), tone: 'info' },
});

/** A word the platform blocks, holds for review or masks in user texts. */
export const sensitiveWordResource = defineResource({
  name: 'sensitive-word',
  scope: 'global',
  schema: z.object({
    word: text(50),
    category: z.enum(sensitiveWordCategory.values),
    handling: z.enum(sensitiveWordHandling.values),
    /** What REPLACE puts instead; *** when empty. */
    replacement: optionalText(50),
    scopes: z.array(z.enum(sensitiveWordScopes)).min(1),
    language: z.enum(translationLanguages).default('zh-cn'),
    remark: optionalText(200),
    enabled,
  }),
  permissions: referenceData,
  title: 'word',
  keyword: ['word', 'remark'],
  filters: { category: 'in', handling: 'in', language: 'eq', enabled: 'eq' },
  sortable: ['word', 'category'],
  unique: [['language', 'word']],
  importable: true,
  fields: {
    word: { label: words('敏感词', 'Word', 'ワード', '敏感詞', 'Parola') },
    category: {
      label: words('类别', 'Category', 'カテゴリ', '類別', 'Categoria'),
      enum: sensitiveWordCategory.words,
    },
    handling: {
      label: words('处理方式', 'Handling', '処理方法', '處理方式', 'Gestione'),
      enum: sensitiveWordHandling.words,
    },
    replacement: {
      label: words('替换为', 'Replace with', '置換文字', '替換為', 'Sostituisci con'),
      hint: words(
        '为空时替换为 ***',
        '*** when empty',
        '空欄なら *** に置換',
        '為空時替換為 ***',
        '*** se vuoto',
      ),
    },
    scopes: {
      label: words('生效范围', 'Applies to', '適用範囲', '生效範圍', 'Si applica a'),
      enum: sensitiveWordScope.words,
    },
    language: { label: words('语言', 'Language', '言語', '語言', 'Lingua'), enum: translationLanguage.words },
    remark: described.remark,
    enabled: described.enabled,
  },
});

// ---------------------------------------------------------------------------------------------
// Enumerations, currencies, exchange rates and cities

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

/**
 * The administrative levels of a city, stored by their Chinese names as the location picker
 * describes them. A city keeps its level as text (older records and other sources name levels
 * otherwise), so these are the levels offered and worded, not the only ones saved.
 */
export const cityType = /* @__PURE__ */ defineEnum({
  直辖市: { words: words('直辖市', 'Municipality', '直轄市', '直轄市', 'Municipalità') },
  地级市: {
    words: words('地级市', 'Prefecture-level city', '地級市', '地級市', 'Città di livello prefettizio'),
  },
  县级市: { words: words('县级市', 'County-level city', '県級市', '縣級市', 'Città di livello di contea') },
  市辖区: { words: words('市辖区', 'District', '市轄区', '市轄區', 'Distretto urbano') },
  特别行政区: {
    words: words(
      '特别行政区',
      'Special administrative region',
      '特別行政区',
      '特別行政區',
      'Regione amministrativa speciale',
    ),
  },
  国际城市: { words: words('国际城市', 'International city', '海外都市', '國際城市', 'Città estera') },
});
export const cityTypes = cityType.values;

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
    typeDescription: field(words('城市类型', 'Kind', '都市種別', '城市類型', 'Tipo'), {
      kind: 'enum',
      enum: cityType.words,
    }),
    countryCode: described.countryCode,
    provinceName: field(words('省份', 'Province', '省', '省份', 'Provincia')),
    enabled: described.enabled,
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const referenceAreaResources = {
  'enumeration-item': enumerationItemResource,
  currency: currencyResource,
  'exchange-rate': exchangeRateResource,
  city: cityResource,
  'vendor-city-mapping': vendorCityMappingResource,
  'common-bank': commonBankResource,
  'sensitive-word': sensitiveWordResource,
} as const satisfies Record<string, ResourceDescriptor>;
