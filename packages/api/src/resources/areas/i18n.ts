import { z } from 'zod';
import {
  translationLanguageMessages,
  translationLanguages,
  type TranslationLanguage,
} from '../../constants/languages';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type EnumDescription, type FieldDescription } from '../describe';
import { code, date, enabled, optionalText, text } from '../fields';
import { instant, messageEnum, messageWords, sequence, shared, unit } from './shared/fields';

// The i18n area: the languages of translation management, translation entries and their
// minority-language translations, translation releases, and the labels of print templates.

/** The words of some of an enum's values, in the order given. */
/* @__NO_SIDE_EFFECTS__ */
function someOf<V extends string, W extends V>(
  all: EnumDescription<V>,
  values: readonly W[],
): EnumDescription<W> {
  return Object.fromEntries(values.map((value) => [value, all[value]])) as EnumDescription<W>;
}

// ---------------------------------------------------------------------------------------------
// Languages and translations (i18n-language, minority-language)

const i18n = { read: 'i18n:read', write: 'i18n:write' } as const;

/** The 17 languages of translation management, named as the api's message catalogue names them. */
export const translationLanguage = /* @__PURE__ */ defineEnum(
  /* @__PURE__ */ messageEnum(translationLanguages, translationLanguageMessages),
);

/** The interface languages of the apps: every entry is written in them first. */
export const mainTranslationLanguages = [
  'zh-cn',
  'en-us',
  'ja',
  'zh-tw',
  'it',
] as const satisfies readonly TranslationLanguage[];
/**
 * The other translation-management languages ("minority" languages): translated by agencies and
 * reviewed language by language (`minority-translation`), their texts kept in the entry too.
 */
export const minorityTranslationLanguages = [
  'zh-hk',
  'pt',
  'vi',
  'es',
  'ko',
  'id',
  'ar',
  'de',
  'th',
  'ms',
  'ru',
  'fr',
] as const satisfies readonly TranslationLanguage[];
const minorityLanguage = z.enum(minorityTranslationLanguages);
/** The languages written right to left: their texts are edited with `dir="rtl"`. */
export const rightToLeftTranslationLanguages = ['ar'] as const satisfies readonly TranslationLanguage[];

/**
 * The most characters a translated text may hold, in every language (the spec's "language inputs
 * have a limited character count"). An entry's own `maxLength`, advice to its translators where the
 * text shows in a small space, is at most this.
 */
export const translationTextMaxLength = 500;

/**
 * The field of a translation entry that holds each language's text, in the spec's order. A field
 * cannot be called `id` (a record's meta field): Indonesian is `ind`, its ISO 639-2 code.
 */
export const translationTextFields = {
  'zh-cn': 'zhCn',
  'en-us': 'enUs',
  ja: 'ja',
  'zh-tw': 'zhTw',
  'zh-hk': 'zhHk',
  it: 'it',
  pt: 'pt',
  vi: 'vi',
  es: 'es',
  ko: 'ko',
  id: 'ind',
  ar: 'ar',
  de: 'de',
  th: 'th',
  ms: 'ms',
  ru: 'ru',
  fr: 'fr',
} as const satisfies Record<TranslationLanguage, string>;
export type TranslationTextField = (typeof translationTextFields)[TranslationLanguage];

/** The text of one language: labelled with the language's name. */
const languageText = (language: TranslationLanguage, more: Omit<FieldDescription, 'label'> = {}) => ({
  label: messageWords(translationLanguageMessages[language]),
  ...more,
});
/** An entry's text in a language other than Simplified Chinese: optional, within the limit. */
const translatedText = () => optionalText(translationTextMaxLength);

/**
 * The applications a translation belongs to: the front-end services of §9 and the server messages.
 */
export const translationModule = /* @__PURE__ */ defineEnum({
  CENTRAL_CONTROL: {
    words: words('管理中控', 'Central control', '管理センター', '管理中控', 'Controllo centrale'),
  },
  MOBILE_WEB: { words: words('移动网页', 'Mobile web', 'モバイルWeb', '行動網頁', 'Web mobile') },
  WEB_APP: { words: words('Web 应用', 'Web app', 'Webアプリ', 'Web 應用', 'App web') },
  OPERATION_PLATFORM: {
    words: words(
      '运营平台',
      'Operation platform',
      '運用プラットフォーム',
      '營運平台',
      'Piattaforma operativa',
    ),
  },
  ANALYSIS_PLATFORM: {
    words: words(
      '分析平台',
      'Analysis platform',
      '分析プラットフォーム',
      '分析平台',
      'Piattaforma di analisi',
    ),
  },
  ONLINE_APPS: { words: words('在线应用', 'Online apps', 'オンラインアプリ', '線上應用', 'App online') },
  TRAVEL_WEB: {
    words: words(
      '差旅预订 Web',
      'Travel booking web',
      '出張予約Web',
      '差旅預訂 Web',
      'Prenotazione viaggi web',
    ),
  },
  TRAVEL_MOBILE_WEB: {
    words: words(
      '差旅预订移动端',
      'Travel booking mobile web',
      '出張予約モバイルWeb',
      '差旅預訂行動端',
      'Prenotazione viaggi mobile',
    ),
  },
  DEVELOPER_PLATFORM: {
    words: words(
      '开发者平台',
      'Developer platform',
      '開発者プラットフォーム',
      '開發者平台',
      'Piattaforma sviluppatori',
    ),
  },
  SERVER_MESSAGES: {
    words: words(
      '服务端消息',
      'Server messages',
      'サーバーメッセージ',
      '伺服器端訊息',
      'Messaggi del server',
    ),
  },
});
export const translationModules = translationModule.values;

/** MAIN languages are the apps' interface languages; MINORITY ones are reviewed language by language. */
const languageType = /* @__PURE__ */ defineEnum({
  MAIN: {
    words: words('主要语言', 'Main language', '主要言語', '主要語言', 'Lingua principale'),
    tone: 'info',
  },
  MINORITY: {
    words: words('小语种', 'Minority language', '少数言語', '小語種', 'Lingua minoritaria'),
    tone: 'neutral',
  },
});

/** The 17 languages of translation management, with how far each is translated and who maintains it. */
export const translationLanguageResource = defineResource({
  name: 'translation-language',
  scope: 'global',
  schema: z.object({
    languageCode: z.enum(translationLanguages),
    name: text(40),
    nameEn: text(60),
    /** The language's own name for itself: 日本語, Tiếng Việt... */
    nativeName: text(60),
    /** MAIN languages are the apps' interface languages; MINORITY ones are reviewed language by language. */
    languageType: z.enum(languageType.values),
    /** Right-to-left script (Arabic). */
    rightToLeft: z.boolean().default(false),
    /** The language a missing text falls back to. */
    fallbackLanguage: z.enum(translationLanguages).optional(),
    /** Share of entries translated and reviewed, in percent. */
    completionPercent: z.number().min(0).max(100).default(0),
    /** The translation agency or team that maintains it. */
    maintainer: optionalText(60),
    sequence,
    enabled,
  }),
  permissions: i18n,
  title: 'name',
  keyword: ['name', 'nameEn', 'nativeName', 'languageCode'],
  filters: { languageCode: 'eq', languageType: 'eq', enabled: 'eq' },
  sortable: ['sequence', 'languageCode', 'completionPercent'],
  unique: [['languageCode']],
  defaultSort: { field: 'sequence', direction: 'asc' },
  importable: true,
  fields: {
    languageCode: {
      label: words('语言代码', 'Language code', '言語コード', '語言代碼', 'Codice lingua'),
      enum: translationLanguage.words,
    },
    name: { label: words('中文名称', 'Chinese name', '中国語名', '中文名稱', 'Nome cinese') },
    nameEn: described.nameEn,
    nativeName: { label: words('本地名称', 'Native name', '現地語名', '本地名稱', 'Nome nativo') },
    languageType: {
      label: words('语言类型', 'Kind', '言語種別', '語言類型', 'Tipo'),
      enum: languageType.words,
      hint: words(
        '每个词条都含全部 17 种语言的译文；主要语言是各应用的界面语言，小语种另按语言逐条审校',
        'Every entry holds its text in all 17 languages; main languages are the interface languages of the apps, minority languages are also reviewed language by language',
        '各エントリは全17言語の訳文を持ちます。主要言語は各アプリの表示言語で、少数言語は言語ごとにもレビューします',
        '每個詞條都含全部 17 種語言的譯文；主要語言是各應用的介面語言，小語種另按語言逐條審校',
        "Ogni voce contiene il testo in tutte le 17 lingue; le lingue principali sono quelle dell'interfaccia delle app, le minoritarie si revisionano anche lingua per lingua",
      ),
    },
    rightToLeft: {
      label: words('从右向左书写', 'Right to left', '右から左へ', '從右向左書寫', 'Da destra a sinistra'),
      kind: 'switch',
    },
    fallbackLanguage: {
      label: words('回退语言', 'Fallback language', 'フォールバック言語', '備援語言', 'Lingua di riserva'),
      enum: translationLanguage.words,
    },
    completionPercent: {
      label: words('翻译完成度（%）', 'Translated (%)', '翻訳完了率（%）', '翻譯完成度（%）', 'Tradotto (%)'),
      kind: 'number',
      unit: unit.percent,
    },
    maintainer: { label: words('维护方', 'Maintained by', '管理担当', '維護方', 'Gestita da') },
    sequence: described.sortOrder,
    enabled: described.enabled,
  },
});

export const translationStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('待翻译', 'New', '未翻訳', '待翻譯', 'Da tradurre'), tone: 'warning' },
  TRANSLATED: { words: words('已翻译', 'Translated', '翻訳済み', '已翻譯', 'Tradotta'), tone: 'info' },
  REVIEWED: { words: words('已审校', 'Reviewed', 'レビュー済み', '已審校', 'Revisionata'), tone: 'success' },
  RELEASED: { words: words('已上线', 'Released', 'リリース済み', '已上線', 'Pubblicata'), tone: 'neutral' },
});
export const translationStatuses = translationStatus.values;

const translationModuleField: FieldDescription = {
  label: words('所属应用', 'Application', 'アプリケーション', '所屬應用', 'Applicazione'),
  enum: translationModule.words,
};

/**
 * A message key of an application with its texts in the 17 languages of translation management
 * (`translationTextFields`), each of at most `translationTextMaxLength` characters: one record, edited
 * in one form. The Simplified Chinese text is the source and must be there.
 */
export const translationEntryResource = defineResource({
  name: 'translation-entry',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    zhCn: text(translationTextMaxLength),
    enUs: translatedText(),
    ja: translatedText(),
    zhTw: translatedText(),
    zhHk: translatedText(),
    it: translatedText(),
    pt: translatedText(),
    vi: translatedText(),
    es: translatedText(),
    ko: translatedText(),
    ind: translatedText(),
    ar: translatedText(),
    de: translatedText(),
    th: translatedText(),
    ms: translatedText(),
    ru: translatedText(),
    fr: translatedText(),
    /** Where the text shows and any limit on its length, for translators. */
    context: optionalText(500),
    maxLength: z.number().int().min(1).max(translationTextMaxLength).optional(),
    status: z.enum(translationStatuses).default('NEW'),
    lastTranslator: optionalText(60),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs', 'ja'],
  filters: { module: 'in', status: 'in', messageKey: 'contains' },
  sortable: ['messageKey', 'module'],
  unique: [['module', 'messageKey']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    module: translationModuleField,
    zhCn: languageText('zh-cn', { kind: 'longText' }),
    enUs: languageText('en-us', { kind: 'longText' }),
    ja: languageText('ja', { kind: 'longText' }),
    zhTw: languageText('zh-tw', { kind: 'longText' }),
    zhHk: languageText('zh-hk', { kind: 'longText' }),
    it: languageText('it', { kind: 'longText' }),
    pt: languageText('pt', { kind: 'longText' }),
    vi: languageText('vi', { kind: 'longText' }),
    es: languageText('es', { kind: 'longText' }),
    ko: languageText('ko', { kind: 'longText' }),
    ind: languageText('id', { kind: 'longText' }),
    ar: languageText('ar', { kind: 'longText' }),
    de: languageText('de', { kind: 'longText' }),
    th: languageText('th', { kind: 'longText' }),
    ms: languageText('ms', { kind: 'longText' }),
    ru: languageText('ru', { kind: 'longText' }),
    fr: languageText('fr', { kind: 'longText' }),
    context: {
      label: words('使用场景', 'Context', '使用箇所', '使用情境', 'Contesto'),
      kind: 'longText',
      hint: words(
        '文案出现的位置，供译者参考',
        'Where the text shows, for translators',
        '翻訳者向け：表示される場所',
        '文案出現的位置，供譯者參考',
        'Dove compare il testo, per i traduttori',
      ),
    },
    maxLength: {
      label: words('最大长度', 'Max length', '最大文字数', '最大長度', 'Lunghezza massima'),
      kind: 'number',
      unit: unit.characters,
    },
    status: { ...shared.status, enum: translationStatus.words },
    lastTranslator: {
      label: words('最近翻译人', 'Last translator', '最終翻訳者', '最近翻譯人', 'Ultimo traduttore'),
    },
  },
});

export const minorityTranslationStatus = /* @__PURE__ */ defineEnum({
  UNTRANSLATED: {
    words: words('未翻译', 'Untranslated', '未翻訳', '未翻譯', 'Non tradotta'),
    tone: 'warning',
  },
  MACHINE_TRANSLATED: {
    words: words('机器翻译', 'Machine translated', '機械翻訳', '機器翻譯', 'Traduzione automatica'),
    tone: 'info',
  },
  TRANSLATED: { words: words('人工翻译', 'Translated', '翻訳済み', '人工翻譯', 'Tradotta'), tone: 'info' },
  REVIEWED: { words: words('已审校', 'Reviewed', 'レビュー済み', '已審校', 'Revisionata'), tone: 'success' },
});
export const minorityTranslationStatuses = minorityTranslationStatus.values;

/**
 * The translation of a message key into one minority language, as the agency delivers it and a
 * reviewer signs it off, language by language; the entry holds the text in use (`translation-entry`).
 */
export const minorityTranslationResource = defineResource({
  name: 'minority-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    module: z.enum(translationModules),
    languageCode: minorityLanguage,
    /** The Chinese (or English) text it is translated from. */
    sourceText: text(translationTextMaxLength),
    translation: optionalText(translationTextMaxLength),
    status: z.enum(minorityTranslationStatuses).default('UNTRANSLATED'),
    translator: optionalText(60),
    reviewer: optionalText(60),
    reviewedDate: date.optional(),
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'sourceText', 'translation'],
  filters: { module: 'in', languageCode: 'in', status: 'in', reviewedDate: 'range' },
  sortable: ['messageKey', 'languageCode', 'reviewedDate'],
  unique: [['module', 'messageKey', 'languageCode']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    module: translationModuleField,
    languageCode: {
      label: words('语言', 'Language', '言語', '語言', 'Lingua'),
      enum: /* @__PURE__ */ someOf(translationLanguage.words, minorityTranslationLanguages),
    },
    sourceText: {
      label: words('原文', 'Source text', '原文', '原文', 'Testo di origine'),
      kind: 'longText',
      hint: words(
        '据以翻译的中文（或英文）原文',
        'The Chinese (or English) text it is translated from',
        '翻訳元の中国語（または英語）の文',
        '據以翻譯的中文（或英文）原文',
        'Il testo cinese (o inglese) da cui si traduce',
      ),
    },
    translation: { label: words('译文', 'Translation', '訳文', '譯文', 'Traduzione'), kind: 'longText' },
    status: { ...shared.status, enum: minorityTranslationStatus.words },
    translator: { label: words('译者', 'Translator', '翻訳者', '譯者', 'Traduttore') },
    reviewer: { label: words('审校人', 'Reviewer', 'レビュー担当', '審校人', 'Revisore') },
    reviewedDate: {
      label: words('审校日期', 'Reviewed on', 'レビュー日', '審校日期', 'Revisionata il'),
      kind: 'date',
    },
  },
});

export const translationReleaseStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  SUBMITTED: { words: words('待审批', 'Submitted', '承認待ち', '待審批', 'Inviata'), tone: 'warning' },
  APPROVED: { words: words('已审批', 'Approved', '承認済み', '已審批', 'Approvata'), tone: 'info' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
  RELEASED: { words: words('已上线', 'Released', 'リリース済み', '已上線', 'Pubblicata'), tone: 'success' },
  FAILED: { words: words('上线失败', 'Failed', '失敗', '上線失敗', 'Non riuscita'), tone: 'danger' },
});
export const translationReleaseStatuses = translationReleaseStatus.values;

/** The environments reviewed translations are taken from: never production. */
const translationSourceEnv = /* @__PURE__ */ defineEnum({
  UAT: { words: words('UAT 测试环境', 'UAT', 'UAT環境', 'UAT 測試環境', 'UAT') },
  STAGE: { words: words('预发环境', 'Stage', 'ステージング', '預發環境', 'Pre-produzione') },
});

/** A request to push reviewed translations to production. */
export const translationReleaseResource = defineResource({
  name: 'translation-release',
  scope: 'global',
  schema: z.object({
    /** Made by the server on create (LR + date + sequence). */
    releaseNo: code(32).optional(),
    title: text(100),
    modules: z.array(z.enum(translationModules)).min(1),
    languageCodes: z.array(z.enum(translationLanguages)).min(1),
    entryCount: z.number().int().min(0).max(1_000_000),
    /** The environment the reviewed texts are taken from. */
    sourceEnv: z.enum(translationSourceEnv.values),
    requester: text(60),
    reviewer: optionalText(60),
    plannedAt: instant.optional(),
    releasedAt: instant.optional(),
    status: z.enum(translationReleaseStatuses).default('DRAFT'),
    remark: optionalText(500),
  }),
  permissions: i18n,
  title: 'releaseNo',
  keyword: ['releaseNo', 'title', 'requester'],
  filters: { status: 'in', sourceEnv: 'eq', plannedAt: 'range' },
  sortable: ['releaseNo', 'plannedAt', 'releasedAt'],
  unique: [['releaseNo']],
  defaultSort: { field: 'releaseNo', direction: 'desc' },
  fields: {
    releaseNo: {
      label: words('申请单号', 'Request no.', '申請番号', '申請單號', 'N. richiesta'),
      kind: 'code',
      generated: { prefix: 'LR' },
    },
    title: described.title,
    modules: {
      label: words('应用', 'Applications', 'アプリケーション', '應用', 'Applicazioni'),
      enum: translationModule.words,
    },
    languageCodes: {
      label: words('语言', 'Languages', '言語', '語言', 'Lingue'),
      enum: translationLanguage.words,
    },
    entryCount: { label: words('词条数', 'Entries', 'エントリ数', '詞條數', 'Voci'), kind: 'number' },
    sourceEnv: {
      label: words('来源环境', 'Taken from', '取得元環境', '來源環境', 'Ambiente di origine'),
      enum: translationSourceEnv.words,
      hint: words(
        '审校后的译文从此环境取出',
        'The environment the reviewed texts are taken from',
        'レビュー済みの訳文を取得する環境',
        '審校後的譯文從此環境取出',
        "L'ambiente da cui si prendono i testi revisionati",
      ),
    },
    requester: { label: words('申请人', 'Requested by', '申請者', '申請人', 'Richiesta da') },
    reviewer: { label: words('审批人', 'Approver', '承認者', '審批人', 'Approvatore') },
    plannedAt: {
      label: words('计划上线时间', 'Planned for', 'リリース予定', '計畫上線時間', 'Pianificata per'),
      kind: 'dateTime',
    },
    releasedAt: {
      label: words('实际上线时间', 'Released at', 'リリース日時', '實際上線時間', 'Pubblicata il'),
      kind: 'dateTime',
    },
    status: { ...shared.status, enum: translationReleaseStatus.words },
    remark: described.remark,
  },
});

/** The printed documents whose templates carry translated labels. */
export const printTemplate = /* @__PURE__ */ defineEnum({
  EXPENSE_REPORT: { words: words('报销单', 'Expense report', '経費精算書', '報銷單', 'Nota spese') },
  REQUISITION: { words: words('申请单', 'Requisition', '申請書', '申請單', 'Richiesta') },
  TRAVEL_APPLICATION: {
    words: words('差旅申请单', 'Travel application', '出張申請書', '差旅申請單', 'Richiesta di trasferta'),
  },
  LOAN: { words: words('借款单', 'Loan', '仮払申請書', '借款單', 'Anticipo') },
  CORPORATE_PAYMENT: {
    words: words('对公付款单', 'Corporate payment', '法人支払書', '對公付款單', 'Pagamento aziendale'),
  },
  PAYMENT_VOUCHER: {
    words: words('付款凭证', 'Payment voucher', '支払伝票', '付款憑證', 'Buono di pagamento'),
  },
  CONTRACT: { words: words('合同', 'Contract', '契約書', '合約', 'Contratto') },
});
export const printTemplates = printTemplate.values;

/** A label printed on a document template, in the main languages. */
export const printTranslationResource = defineResource({
  name: 'print-translation',
  scope: 'global',
  schema: z.object({
    messageKey: code(160),
    printTemplate: z.enum(printTemplates),
    zhCn: text(500),
    enUs: optionalText(500),
    ja: optionalText(500),
    zhTw: optionalText(500),
    it: optionalText(500),
    /** Printed labels sit in fixed boxes: the most characters the box holds. */
    maxLength: z.number().int().min(1).max(500).optional(),
    remark: optionalText(200),
    enabled,
  }),
  permissions: i18n,
  title: 'messageKey',
  keyword: ['messageKey', 'zhCn', 'enUs'],
  filters: { printTemplate: 'in', enabled: 'eq' },
  sortable: ['messageKey', 'printTemplate'],
  unique: [['printTemplate', 'messageKey']],
  importable: true,
  fields: {
    messageKey: shared.messageKey,
    printTemplate: {
      label: words('打印模板', 'Print template', '印刷テンプレート', '列印範本', 'Modello di stampa'),
      enum: printTemplate.words,
    },
    zhCn: languageText('zh-cn'),
    enUs: languageText('en-us'),
    ja: languageText('ja'),
    zhTw: languageText('zh-tw'),
    it: languageText('it'),
    maxLength: {
      label: words('最大长度', 'Max length', '最大文字数', '最大長度', 'Lunghezza massima'),
      kind: 'number',
      unit: unit.characters,
      hint: words(
        '打印框能容纳的字符数',
        'Characters the printed box holds',
        '印刷枠に収まる文字数',
        '列印框能容納的字元數',
        'Caratteri che il riquadro stampato contiene',
      ),
    },
    remark: described.remark,
    enabled: described.enabled,
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const i18nAreaResources = {
  'translation-language': translationLanguageResource,
  'translation-entry': translationEntryResource,
  'minority-translation': minorityTranslationResource,
  'translation-release': translationReleaseResource,
  'print-translation': printTranslationResource,
} as const satisfies Record<string, ResourceDescriptor>;
