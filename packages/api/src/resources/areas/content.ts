import { z } from 'zod';
import { shellLanguages } from '../../constants/languages';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type EnumDefinition, type FieldDescription } from '../describe';
import { code, date, email, enabled, mobile, optionalText, tenantId, text, webAddress } from '../fields';

// The content area: announcements and ads, the help center, help and update-log content, product
// policies, system and welcome information, marketing and questionnaires.

const contentPermissions = { read: 'content:read', write: 'content:write' } as const;
const marketingPermissions = { read: 'marketing:read', write: 'marketing:write' } as const;

/** An uploaded file (an image): the attachment's OID. */
const attachmentOid = z.string().uuid();
/** An instant, ISO 8601 (a time zone offset may be left out: the console's pickers send local times). */
const dateTime = z.iso.datetime({ offset: true, local: true });
const sortOrder = z.number().int().min(0).max(9_999).default(0);
const counter = z.number().int().min(0).max(1_000_000_000).default(0);
/** Tenants by code (the tenant selector with `valueField: 'tenantCode'`): seeds and imports can name them. */
const tenantCodes = z.array(code(32)).max(500).default([]);
const keywords = z.array(text(30)).max(20).default([]);

/** The lifecycle of published content: written, visible to users, taken down. */
export const contentStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開中', '已發布', 'Pubblicato'), tone: 'success' },
  OFFLINE: { words: words('已下线', 'Offline', '公開停止', '已下線', 'Offline'), tone: 'warning' },
});
export const contentStatuses = contentStatus.values;
/** Where content shows: every client, the web console, the mobile app, the H5 pages. */
export const contentClient = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部终端', 'All clients', 'すべての端末', '全部終端', 'Tutte le piattaforme') },
  WEB: { words: words('Web 端', 'Web', 'Web', 'Web 端', 'Web') },
  APP: { words: words('移动 App', 'Mobile app', 'モバイルアプリ', '行動 App', 'App mobile') },
  H5: { words: words('H5 页面', 'H5 pages', 'H5 ページ', 'H5 頁面', 'Pagine H5') },
});
export const contentClients = contentClient.values;
/** The language of a piece of content: the shell's languages. */
export const contentLanguages = shellLanguages;
/**
 * Who sees a piece of content: every tenant, paying tenants, trial tenants, the tenants of one
 * tenant group, or the tenants listed in `tenantCodes`.
 */
export const contentAudience = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部租户', 'All tenants', 'すべてのテナント', '全部租戶', 'Tutti i tenant') },
  LICENSED: { words: words('付费租户', 'Paying tenants', '有償テナント', '付費租戶', 'Tenant paganti') },
  TRIAL: { words: words('试用租户', 'Trial tenants', 'トライアルテナント', '試用租戶', 'Tenant in prova') },
  TENANT_GROUP: {
    words: words('指定租户组', 'A tenant group', '指定テナントグループ', '指定租戶組', 'Un gruppo di tenant'),
  },
  SPECIFIED_TENANTS: {
    words: words('指定租户', 'Selected tenants', '指定テナント', '指定租戶', 'Tenant selezionati'),
  },
});
export const contentAudiences = contentAudience.values;
/** What clicking a banner or an ad opens. */
export const contentLinkType = /* @__PURE__ */ defineEnum({
  NONE: { words: words('无跳转', 'No link', 'リンクなし', '無跳轉', 'Nessun collegamento') },
  URL: { words: words('外部链接', 'Web address', '外部リンク', '外部連結', 'Indirizzo web') },
  HELP_DOCUMENT: {
    words: words('帮助文档', 'Help document', 'ヘルプ文書', '說明文件', 'Documento di aiuto'),
  },
  IN_APP_PAGE: {
    words: words('应用内页面', 'In-app page', 'アプリ内ページ', '應用程式內頁面', "Pagina nell'app"),
  },
});
export const contentLinkTypes = contentLinkType.values;

/** The audience fields every targeted piece of content carries. */
const audienceFields = {
  audience: z.enum(contentAudiences).default('ALL'),
  /** For TENANT_GROUP: the group's code. */
  tenantGroupCode: code(32).optional(),
  /** For SPECIFIED_TENANTS. */
  tenantCodes,
};

/** What the audience fields mean, written once for every resource that spreads `audienceFields`. */
const audienceDescriptions = {
  audience: {
    label: words('投放范围', 'Audience', '配信対象', '投放範圍', 'Destinatari'),
    enum: contentAudience.words,
  },
  tenantGroupCode: {
    ...described.tenantGroupCode,
    hint: words(
      '投放范围为“指定租户组”时填写',
      'When the audience is a tenant group',
      '配信対象が「指定テナントグループ」のとき',
      '投放範圍為「指定租戶組」時填寫',
      'Quando i destinatari sono un gruppo di tenant',
    ),
  },
  tenantCodes: {
    label: words('指定租户', 'Selected tenants', '指定テナント', '指定租戶', 'Tenant selezionati'),
    reference: { resource: 'tenant', valueField: 'tenantCode', labelField: 'tenantName' },
    hint: words(
      '投放范围为“指定租户”时填写',
      'When the audience is selected tenants',
      '配信対象が「指定テナント」のとき',
      '投放範圍為「指定租戶」時填寫',
      'Quando i destinatari sono tenant selezionati',
    ),
  },
} as const satisfies Record<keyof typeof audienceFields, FieldDescription>;

/** The descriptions the area's resources share: status, client, language, links, topics, counters. */
const shared = {
  client: { label: words('终端', 'Client', '端末', '終端', 'Piattaforma'), enum: contentClient.words },
  linkType: {
    label: words('跳转类型', 'Link type', 'リンク種別', '跳轉類型', 'Tipo di collegamento'),
    enum: contentLinkType.words,
  },
  linkUrl: {
    label: words('跳转地址', 'Link address', 'リンク先', '跳轉位址', 'Indirizzo del collegamento'),
    kind: 'url',
  },
  themeCode: {
    label: words('所属主题', 'Theme', 'テーマ', '所屬主題', 'Tema'),
    reference: { resource: 'help-doc-theme', valueField: 'themeCode', labelField: 'themeName' },
  },
  publishedDate: {
    label: words('发布日期', 'Published on', '公開日', '發布日期', 'Pubblicato il'),
    kind: 'date',
  },
  spanId: { label: words('链路 ID', 'Span ID', 'スパン ID', '鏈路 ID', 'ID span'), kind: 'code' },
  impressionCount: { label: words('曝光次数', 'Impressions', '表示回数', '曝光次數', 'Impressioni') },
  clickCount: { label: words('点击次数', 'Clicks', 'クリック数', '點擊次數', 'Clic') },
} as const satisfies Record<string, FieldDescription>;

/** A status field: its label and the words (and tones) of its workflow's values. */
const statusOf = (status: EnumDefinition): FieldDescription => ({
  label: words('状态', 'Status', 'ステータス', '狀態', 'Stato'),
  enum: status.words,
});

/** A priority: higher first when several pieces of content (announcements, ads) are due together. */
const priorityOf = (zhWhat: string, zhTwWhat: string): FieldDescription => ({
  label: words('优先级', 'Priority', '優先度', '優先級', 'Priorità'),
  hint: words(
    `多条${zhWhat}同时生效时数字大的先展示`,
    'Higher first when several are due',
    '複数ある場合は大きい順に表示',
    `多則${zhTwWhat}同時生效時數字大的先展示`,
    'Se più elementi sono attivi, prima il valore più alto',
  ),
});

/** A recommended picture size (the upload field says the size limit, the company's). */
const imageHint = (zhSize: string, enSize: string, jaSize: string, itSize: string) =>
  words(`建议 ${zhSize}`, `${enSize} suggested`, `推奨 ${jaSize}`, `建議 ${zhSize}`, `Consigliato ${itSize}`);

// §2.3 Announcements and advertising

export const carouselPosition = /* @__PURE__ */ defineEnum({
  WEB_HOME: { words: words('Web 首页', 'Web home page', 'Web トップページ', 'Web 首頁', 'Home page web') },
  APP_HOME: { words: words('App 首页', 'App home page', 'アプリのトップ', 'App 首頁', "Home page dell'app") },
  LOGIN_PAGE: { words: words('登录页', 'Login page', 'ログインページ', '登入頁', 'Pagina di accesso') },
  HELP_CENTER: { words: words('帮助中心', 'Help center', 'ヘルプセンター', '說明中心', 'Centro assistenza') },
});
export const carouselPositions = carouselPosition.values;

/** A banner of a carousel: its image, where it links, its place in the rotation and its validity. */
export const carouselResource = defineResource({
  name: 'carousel',
  scope: 'global',
  schema: z.object({
    title: text(60),
    position: z.enum(carouselPositions),
    imageOid: attachmentOid,
    linkType: z.enum(contentLinkTypes).default('NONE'),
    linkUrl: webAddress.optional(),
    sortOrder,
    startDate: date,
    endDate: date,
    ...audienceFields,
    remark: optionalText(200),
    enabled,
  }),
  permissions: contentPermissions,
  title: 'title',
  filters: {
    position: 'in',
    audience: 'in',
    enabled: 'eq',
    startDate: 'range',
    endDate: 'range',
    title: 'contains',
  },
  sortable: ['sortOrder', 'title', 'startDate', 'endDate'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  fields: {
    title: described.title,
    position: {
      label: words('展示位置', 'Position', '表示位置', '展示位置', 'Posizione'),
      enum: carouselPosition.words,
    },
    imageOid: {
      label: words('轮播图片', 'Image', '画像', '輪播圖片', 'Immagine'),
      kind: 'image',
      hint: imageHint('1920×400 像素', '1920×400 pixels', '1920×400 ピクセル', '1920×400 pixel'),
    },
    linkType: shared.linkType,
    linkUrl: shared.linkUrl,
    sortOrder: described.sortOrder,
    startDate: { label: words('生效日期', 'Valid from', '開始日', '生效日期', 'Valido dal'), kind: 'date' },
    endDate: {
      label: words('失效日期', 'Valid until', '終了日', '失效日期', 'Valido fino al'),
      kind: 'date',
    },
    ...audienceDescriptions,
    remark: described.remark,
    enabled: described.enabled,
  },
});

export const announcementType = /* @__PURE__ */ defineEnum({
  NOTICE: { words: words('通知', 'Notice', '通知', '通知', 'Avviso') },
  MAINTENANCE: { words: words('维护', 'Maintenance', 'メンテナンス', '維護', 'Manutenzione') },
  UPGRADE: { words: words('升级', 'Upgrade', 'アップグレード', '升級', 'Aggiornamento') },
  POLICY: { words: words('政策', 'Policy', 'ポリシー', '政策', 'Normativa') },
  EVENT: { words: words('活动', 'Event', 'イベント', '活動', 'Evento') },
});
export const announcementTypes = announcementType.values;
export const announcementDisplayMode = /* @__PURE__ */ defineEnum({
  POPUP: { words: words('弹窗', 'Pop-up', 'ポップアップ', '彈出視窗', 'Pop-up') },
  BANNER: { words: words('顶部横幅', 'Top banner', '上部バナー', '頂部橫幅', 'Banner in alto') },
  FULL_SCREEN: { words: words('全屏', 'Full screen', '全画面', '全螢幕', 'Schermo intero') },
});
export const announcementDisplayModes = announcementDisplayMode.values;

/** An announcement users see when they open the product (after login), until it expires or they confirm it. */
export const initAnnouncementResource = defineResource({
  name: 'init-announcement',
  scope: 'global',
  schema: z.object({
    announcementCode: code(32),
    title: text(100),
    announcementType: z.enum(announcementTypes),
    displayMode: z.enum(announcementDisplayModes).default('POPUP'),
    content: text(20_000),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    ...audienceFields,
    startDate: date,
    endDate: date,
    /** Users must press "I have read it" before they go on. */
    mustConfirm: z.boolean().default(false),
    /** Shown once per user rather than at every login. */
    showOnce: z.boolean().default(true),
    /** Higher first when several announcements are due. */
    priority: z.number().int().min(0).max(99).default(0),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'announcementCode'],
  filters: {
    announcementType: 'in',
    displayMode: 'in',
    client: 'eq',
    language: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['announcementCode', 'title', 'startDate', 'endDate', 'priority'],
  unique: [['announcementCode']],
  fields: {
    announcementCode: {
      label: words('公告编号', 'Announcement no.', 'お知らせ番号', '公告編號', 'N. avviso'),
      kind: 'code',
    },
    title: { label: words('公告标题', 'Title', 'タイトル', '公告標題', 'Titolo') },
    announcementType: {
      label: words('公告类型', 'Type', '種別', '公告類型', 'Tipo'),
      enum: announcementType.words,
    },
    displayMode: {
      label: words('展示方式', 'Display mode', '表示方法', '展示方式', 'Modalità di visualizzazione'),
      enum: announcementDisplayMode.words,
    },
    content: { label: words('公告内容', 'Content', '内容', '公告內容', 'Contenuto'), kind: 'richText' },
    client: shared.client,
    language: described.language,
    ...audienceDescriptions,
    startDate: described.startDate,
    endDate: described.endDate,
    mustConfirm: {
      label: words('需用户确认', 'Must be confirmed', '確認必須', '需使用者確認', 'Conferma obbligatoria'),
      hint: words(
        '用户须点击“我已阅读”后才能继续',
        'Users press "I have read it" before going on',
        'ユーザーが「読みました」を押すまで先に進めません',
        '使用者須點擊「我已閱讀」後才能繼續',
        'Gli utenti premono "Ho letto" prima di proseguire',
      ),
    },
    showOnce: {
      label: words(
        '每人仅展示一次',
        'Show once per user',
        '1 人 1 回のみ表示',
        '每人僅展示一次',
        'Mostra una volta per utente',
      ),
    },
    priority: priorityOf('公告', '公告'),
    status: statusOf(contentStatus),
  },
});

export const financialCourseCategory = /* @__PURE__ */ defineEnum({
  EXPENSE_CONTROL: { words: words('费用管控', 'Expense control', '経費管理', '費用管控', 'Controllo spese') },
  TAX: { words: words('税务筹划', 'Tax', '税務', '稅務籌劃', 'Fisco') },
  INVOICE: { words: words('发票管理', 'Invoices', '請求書・インボイス', '發票管理', 'Fatture') },
  BUDGET: { words: words('预算管理', 'Budgeting', '予算管理', '預算管理', 'Budget') },
  TREASURY: { words: words('资金管理', 'Treasury', '資金管理', '資金管理', 'Tesoreria') },
  TRAVEL_POLICY: { words: words('差旅政策', 'Travel policy', '出張規程', '差旅政策', 'Politica viaggi') },
  PRODUCT_TRAINING: {
    words: words('产品培训', 'Product training', '製品トレーニング', '產品培訓', 'Formazione sul prodotto'),
  },
});
export const financialCourseCategories = financialCourseCategory.values;

/** A finance course (video) promoted on the full-screen ad space of the app and the console. */
export const financialCourseResource = defineResource({
  name: 'financial-course',
  scope: 'global',
  schema: z.object({
    courseCode: code(32),
    title: text(100),
    category: z.enum(financialCourseCategories),
    lecturer: text(50),
    lecturerTitle: optionalText(100),
    coverImageOid: attachmentOid,
    videoUrl: webAddress,
    durationMinutes: z.number().int().min(1).max(600),
    summary: optionalText(500),
    publishDate: date,
    /** Free to every user, or for paying tenants only. */
    free: z.boolean().default(true),
    ...audienceFields,
    sortOrder,
    viewCount: counter,
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'courseCode', 'lecturer'],
  filters: {
    category: 'in',
    status: 'in',
    free: 'eq',
    lecturer: 'contains',
    publishDate: 'range',
  },
  sortable: ['sortOrder', 'title', 'publishDate', 'viewCount', 'durationMinutes'],
  unique: [['courseCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  fields: {
    courseCode: {
      label: words('课程编号', 'Course code', '講座コード', '課程編號', 'Codice corso'),
      kind: 'code',
    },
    title: { label: words('课程名称', 'Course title', '講座名', '課程名稱', 'Titolo del corso') },
    category: {
      label: words('课程分类', 'Category', 'カテゴリ', '課程分類', 'Categoria'),
      enum: financialCourseCategory.words,
    },
    lecturer: { label: words('讲师', 'Lecturer', '講師', '講師', 'Docente') },
    lecturerTitle: {
      label: words('讲师头衔', 'Lecturer title', '講師の肩書き', '講師頭銜', 'Qualifica del docente'),
    },
    coverImageOid: {
      label: words('课程封面', 'Cover image', 'カバー画像', '課程封面', 'Copertina'),
      kind: 'image',
      hint: imageHint('750×1334 像素', '750×1334 pixels', '750×1334 ピクセル', '750×1334 pixel'),
    },
    videoUrl: {
      label: words('视频地址', 'Video address', '動画 URL', '影片網址', 'Indirizzo del video'),
      kind: 'url',
    },
    durationMinutes: {
      label: words('时长（分钟）', 'Length (minutes)', '長さ（分）', '時長（分鐘）', 'Durata (minuti)'),
      kind: 'number',
      unit: words('分钟', 'minutes', '分', '分鐘', 'minuti'),
    },
    summary: { label: words('课程简介', 'Summary', '概要', '課程簡介', 'Sintesi'), kind: 'longText' },
    publishDate: {
      label: words('上架日期', 'Publish date', '公開日', '上架日期', 'Data di pubblicazione'),
      kind: 'date',
    },
    free: {
      label: words('免费课程', 'Free', '無料', '免費課程', 'Gratuito'),
      hint: words(
        '关闭后仅付费租户可观看',
        'When off, only paying tenants may watch',
        'オフにすると有償テナントのみ視聴可',
        '關閉後僅付費租戶可觀看',
        'Se disattivato, solo i tenant paganti possono guardarlo',
      ),
    },
    ...audienceDescriptions,
    sortOrder: described.sortOrder,
    viewCount: { label: words('播放次数', 'Views', '再生回数', '播放次數', 'Visualizzazioni') },
    status: statusOf(contentStatus),
  },
});

export const adClient = /* @__PURE__ */ defineEnum({
  ALL: contentClient.words.ALL,
  WEB: contentClient.words.WEB,
  APP: contentClient.words.APP,
});
export const adClients = adClient.values;
export const adFrequency = /* @__PURE__ */ defineEnum({
  EVERY_LAUNCH: { words: words('每次启动', 'Every launch', '起動のたび', '每次啟動', 'A ogni avvio') },
  DAILY: { words: words('每天一次', 'Once a day', '1 日 1 回', '每天一次', 'Una volta al giorno') },
  ONCE: { words: words('仅一次', 'Once', '1 回のみ', '僅一次', 'Una volta sola') },
});
export const adFrequencies = adFrequency.values;

/** A full-screen (splash) ad: shown for a few seconds when the app or the console starts. */
export const fullScreenAdResource = defineResource({
  name: 'full-screen-ad',
  scope: 'global',
  schema: z.object({
    adCode: code(32),
    name: text(60),
    client: z.enum(adClients).default('APP'),
    imageOid: attachmentOid,
    linkType: z.enum(contentLinkTypes).default('NONE'),
    linkUrl: webAddress.optional(),
    displaySeconds: z.number().int().min(3).max(15).default(5),
    skippable: z.boolean().default(true),
    frequency: z.enum(adFrequencies).default('DAILY'),
    startDate: date,
    endDate: date,
    ...audienceFields,
    priority: z.number().int().min(0).max(99).default(0),
    impressionCount: counter,
    clickCount: counter,
    enabled,
  }),
  permissions: contentPermissions,
  title: 'name',
  keyword: ['name', 'adCode'],
  filters: {
    client: 'in',
    frequency: 'in',
    audience: 'in',
    enabled: 'eq',
    startDate: 'range',
    endDate: 'range',
  },
  sortable: ['adCode', 'name', 'startDate', 'endDate', 'priority', 'clickCount'],
  unique: [['adCode']],
  fields: {
    adCode: {
      label: words('广告编号', 'Ad code', '広告コード', '廣告編號', 'Codice annuncio'),
      kind: 'code',
    },
    name: { label: words('广告名称', 'Name', '広告名', '廣告名稱', 'Nome') },
    client: {
      label: words('投放终端', 'Client', '配信端末', '投放終端', 'Piattaforma'),
      enum: adClient.words,
    },
    imageOid: {
      label: words('广告图片', 'Image', '広告画像', '廣告圖片', 'Immagine'),
      kind: 'image',
      hint: words(
        'App 建议 1080×1920 像素',
        'App: 1080×1920 pixels suggested',
        'アプリは 1080×1920 ピクセル推奨',
        'App 建議 1080×1920 像素',
        'App: consigliato 1080×1920 pixel',
      ),
    },
    linkType: shared.linkType,
    linkUrl: shared.linkUrl,
    displaySeconds: {
      label: words('展示秒数', 'Seconds shown', '表示秒数', '展示秒數', 'Secondi di visualizzazione'),
      kind: 'number',
      unit: words('秒', 'seconds', '秒', '秒', 'secondi'),
    },
    skippable: { label: words('允许跳过', 'Skippable', 'スキップ可', '允許略過', 'Saltabile') },
    frequency: {
      label: words('展示频率', 'Frequency', '表示頻度', '展示頻率', 'Frequenza'),
      enum: adFrequency.words,
    },
    startDate: described.startDate,
    endDate: described.endDate,
    ...audienceDescriptions,
    priority: priorityOf('广告', '廣告'),
    impressionCount: shared.impressionCount,
    clickCount: shared.clickCount,
    enabled: described.enabled,
  },
});

// §2.5 Help center

/** A topic of the help center (expense, travel, invoices...), which documents and questions are filed under. */
export const helpDocThemeResource = defineResource({
  name: 'help-doc-theme',
  scope: 'global',
  schema: z.object({
    themeCode: code(32),
    themeName: text(30),
    themeNameEn: text(60),
    themeNameJa: optionalText(60),
    /** A sub-topic's parent topic. */
    parentThemeCode: code(32).optional(),
    iconOid: attachmentOid.optional(),
    description: optionalText(200),
    sortOrder,
    enabled,
  }),
  permissions: contentPermissions,
  title: 'themeName',
  keyword: ['themeName', 'themeNameEn', 'themeCode'],
  filters: { parentThemeCode: 'eq', enabled: 'eq' },
  sortable: ['sortOrder', 'themeCode', 'themeName'],
  unique: [['themeCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    themeCode: {
      label: words('主题编码', 'Theme code', 'テーマコード', '主題編碼', 'Codice tema'),
      kind: 'code',
    },
    themeName: {
      label: words('主题名称', 'Name (Chinese)', 'テーマ名（中国語）', '主題名稱（中文）', 'Nome (cinese)'),
    },
    themeNameEn: {
      label: words('英文名称', 'Name (English)', 'テーマ名（英語）', '英文名稱', 'Nome (inglese)'),
    },
    themeNameJa: {
      label: words('日文名称', 'Name (Japanese)', 'テーマ名（日本語）', '日文名稱', 'Nome (giapponese)'),
    },
    parentThemeCode: {
      ...shared.themeCode,
      label: words('上级主题', 'Parent theme', '親テーマ', '上層主題', 'Tema superiore'),
      hint: words(
        '为空表示一级主题',
        'Leave empty for a top-level theme',
        '空欄ならトップレベル',
        '為空表示第一層主題',
        'Vuoto per un tema di primo livello',
      ),
    },
    iconOid: { label: words('主题图标', 'Icon', 'アイコン', '主題圖示', 'Icona'), kind: 'image' },
    description: {
      label: words('主题说明', 'Description', '説明', '主題說明', 'Descrizione'),
      kind: 'longText',
    },
    sortOrder: described.sortOrder,
    enabled: described.enabled,
  },
});

export const separatePageType = /* @__PURE__ */ defineEnum({
  HELP_HOME: {
    words: words(
      '帮助中心首页',
      'Help center home',
      'ヘルプセンタートップ',
      '說明中心首頁',
      'Home del centro assistenza',
    ),
  },
  TOPIC: { words: words('专题页', 'Topic page', '特集ページ', '專題頁', 'Pagina tematica') },
  PRODUCT_INTRO: {
    words: words('产品介绍', 'Product introduction', '製品紹介', '產品介紹', 'Presentazione del prodotto'),
  },
  LANDING: { words: words('活动落地页', 'Landing page', 'ランディングページ', '活動到達頁', 'Landing page') },
  FAQ: { words: words('常见问题页', 'FAQ page', 'よくある質問', '常見問題頁', 'Pagina FAQ') },
});
export const separatePageTypes = separatePageType.values;

/** A stand-alone page of the help center (its home, a topic page, a landing page), at its own address. */
export const helpSeparatePageResource = defineResource({
  name: 'help-separate-page',
  scope: 'global',
  schema: z.object({
    pageCode: code(40),
    pageName: text(60),
    pageType: z.enum(separatePageTypes),
    /** The page's address under the help center: /help/<slug>. */
    slug: code(80),
    themeCode: code(32).optional(),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    seoTitle: optionalText(100),
    seoKeywords: keywords,
    content: text(50_000),
    ownerName: optionalText(50),
    publishedDate: date.optional(),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'pageName',
  keyword: ['pageName', 'pageCode', 'slug'],
  filters: {
    pageType: 'in',
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    status: 'in',
    publishedDate: 'range',
  },
  sortable: ['pageCode', 'pageName', 'publishedDate'],
  unique: [['pageCode'], ['slug', 'language']],
  fields: {
    pageCode: {
      label: words('页面编码', 'Page code', 'ページコード', '頁面編碼', 'Codice pagina'),
      kind: 'code',
    },
    pageName: { label: words('页面名称', 'Page name', 'ページ名', '頁面名稱', 'Nome pagina') },
    pageType: {
      label: words('页面类型', 'Page type', 'ページ種別', '頁面類型', 'Tipo di pagina'),
      enum: separatePageType.words,
    },
    slug: {
      label: words('访问路径', 'Address', 'アドレス', '存取路徑', 'Indirizzo'),
      kind: 'code',
      hint: words(
        '页面地址为 /help/<访问路径>',
        'The page opens at /help/<address>',
        '/help/<アドレス> で開きます',
        '頁面網址為 /help/<存取路徑>',
        'La pagina si apre su /help/<indirizzo>',
      ),
    },
    themeCode: shared.themeCode,
    client: shared.client,
    language: described.language,
    seoTitle: { label: words('SEO 标题', 'SEO title', 'SEO タイトル', 'SEO 標題', 'Titolo SEO') },
    seoKeywords: {
      label: words('SEO 关键词', 'SEO keywords', 'SEO キーワード', 'SEO 關鍵字', 'Parole chiave SEO'),
    },
    content: { label: words('页面内容', 'Content', '内容', '頁面內容', 'Contenuto'), kind: 'richText' },
    ownerName: described.owner,
    publishedDate: shared.publishedDate,
    status: statusOf(contentStatus),
  },
});

export const separatePageOperation = /* @__PURE__ */ defineEnum({
  CREATE: { words: words('新建', 'Created', '作成', '新建', 'Creata'), tone: 'info' },
  UPDATE: { words: words('修改', 'Updated', '更新', '修改', 'Modificata'), tone: 'info' },
  PUBLISH: { words: words('发布', 'Published', '公開', '發布', 'Pubblicata'), tone: 'success' },
  OFFLINE: { words: words('下线', 'Taken offline', '公開停止', '下線', 'Ritirata'), tone: 'warning' },
  ROLLBACK: { words: words('回滚', 'Rolled back', 'ロールバック', '復原', 'Ripristinata'), tone: 'warning' },
  DELETE: { words: words('删除', 'Deleted', '削除', '刪除', 'Eliminata'), tone: 'danger' },
});
export const separatePageOperations = separatePageOperation.values;

/** One change to a stand-alone page: who did what, when, to which version (kept by the help center). */
export const helpSeparatePageLogResource = defineResource({
  name: 'help-separate-page-log',
  scope: 'global',
  schema: z.object({
    pageCode: code(40),
    pageName: text(60),
    operation: z.enum(separatePageOperations),
    pageVersion: z.number().int().min(1).max(100_000),
    operatorName: text(50),
    operatorEmail: email.optional(),
    operatedAt: dateTime,
    summary: optionalText(500),
    /** The trace of the request that made the change, to look it up in the diagnosis log. */
    spanId: optionalText(64),
  }),
  permissions: contentPermissions,
  title: 'pageName',
  keyword: ['pageName', 'pageCode', 'operatorName'],
  filters: { pageCode: 'eq', operation: 'in', operatorName: 'contains', operatedAt: 'range' },
  sortable: ['operatedAt', 'pageCode', 'operatorName'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
  fields: {
    pageCode: {
      label: words('页面编码', 'Page code', 'ページコード', '頁面編碼', 'Codice pagina'),
      reference: { resource: 'help-separate-page', valueField: 'pageCode', labelField: 'pageName' },
    },
    pageName: { label: words('页面名称', 'Page name', 'ページ名', '頁面名稱', 'Nome pagina') },
    operation: {
      label: words('操作类型', 'Operation', '操作', '操作類型', 'Operazione'),
      enum: separatePageOperation.words,
    },
    pageVersion: {
      label: words('页面版本', 'Page version', 'ページ版', '頁面版本', 'Versione pagina'),
      kind: 'number',
    },
    operatorName: { label: words('操作人', 'Operator', '操作者', '操作人', 'Operatore') },
    operatorEmail: {
      label: words('操作人邮箱', 'Operator e-mail', '操作者メール', '操作人信箱', "E-mail dell'operatore"),
      kind: 'email',
    },
    operatedAt: { label: words('操作时间', 'Time', '操作日時', '操作時間', 'Data e ora'), kind: 'dateTime' },
    summary: { label: words('变更摘要', 'Summary', '変更概要', '變更摘要', 'Riepilogo'), kind: 'longText' },
    spanId: shared.spanId,
  },
});

export const suggestionModule = /* @__PURE__ */ defineEnum({
  EXPENSE: { words: words('费用报销', 'Expenses', '経費精算', '費用報銷', 'Note spese') },
  TRAVEL: { words: words('差旅', 'Travel', '出張', '差旅', 'Viaggi') },
  INVOICE: { words: words('发票', 'Invoices', '請求書', '發票', 'Fatture') },
  APPROVAL: { words: words('审批', 'Approvals', '承認', '審批', 'Approvazioni') },
  BUDGET: { words: words('预算', 'Budget', '予算', '預算', 'Budget') },
  REPORT: { words: words('报表', 'Reports', 'レポート', '報表', 'Report') },
  MOBILE_APP: { words: words('移动端', 'Mobile app', 'モバイルアプリ', '行動端', 'App mobile') },
  OTHER: { words: words('其他', 'Other', 'その他', '其他', 'Altro') },
});
export const suggestionModules = suggestionModule.values;
export const suggestionStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('待处理', 'New', '未対応', '待處理', 'Nuovo'), tone: 'info' },
  ACCEPTED: { words: words('已采纳', 'Accepted', '採用', '已採納', 'Accolto'), tone: 'success' },
  PLANNED: { words: words('已排期', 'Planned', '計画済み', '已排程', 'Pianificato'), tone: 'warning' },
  DONE: { words: words('已上线', 'Released', 'リリース済み', '已上線', 'Rilasciato'), tone: 'success' },
  REJECTED: { words: words('不采纳', 'Declined', '不採用', '不採納', 'Non accolto'), tone: 'neutral' },
});
export const suggestionStatuses = suggestionStatus.values;
export const suggestionPriority = /* @__PURE__ */ defineEnum({
  LOW: { words: words('低', 'Low', '低', '低', 'Bassa'), tone: 'neutral' },
  MEDIUM: { words: words('中', 'Medium', '中', '中', 'Media'), tone: 'info' },
  HIGH: { words: words('高', 'High', '高', '高', 'Alta'), tone: 'danger' },
});
export const suggestionPriorities = suggestionPriority.values;

/** A product suggestion a customer's user sent through the help center, and how the provider answers it. */
export const sysSuggestionResource = defineResource({
  name: 'sys-suggestion',
  scope: 'tenant',
  schema: z.object({
    /** Made by the service on create: SG<yyyyMMdd><4-digit sequence of the day>. */
    suggestionNo: code(32).optional(),
    tenantId,
    submitterName: text(50),
    submitterEmail: email.optional(),
    submitterMobile: mobile.optional(),
    module: z.enum(suggestionModules),
    title: text(100),
    content: text(2_000),
    screenshotOid: attachmentOid.optional(),
    submittedDate: date,
    priority: z.enum(suggestionPriorities).default('MEDIUM'),
    status: z.enum(suggestionStatuses).default('NEW'),
    handlerName: optionalText(50),
    /** The release the accepted suggestion is planned for. */
    plannedVersion: code(20).optional(),
    reply: optionalText(1_000),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'suggestionNo', 'submitterName'],
  filters: {
    tenantId: 'eq',
    module: 'in',
    status: 'in',
    priority: 'in',
    handlerName: 'contains',
    submittedDate: 'range',
  },
  sortable: ['suggestionNo', 'submittedDate', 'priority'],
  unique: [['suggestionNo']],
  defaultSort: { field: 'submittedDate', direction: 'desc' },
  fields: {
    suggestionNo: {
      label: words('建议编号', 'Suggestion no.', '提案番号', '建議編號', 'N. suggerimento'),
      kind: 'code',
      generated: { prefix: 'SG' },
    },
    tenantId: described.tenantId,
    submitterName: { label: words('提交人', 'Submitted by', '提出者', '提交人', 'Inviato da') },
    submitterEmail: {
      label: words('提交人邮箱', 'E-mail', 'メール', '提交人信箱', 'E-mail'),
      kind: 'email',
    },
    submitterMobile: {
      label: words('提交人手机', 'Mobile', '携帯電話', '提交人手機', 'Cellulare'),
      kind: 'phone',
    },
    module: {
      label: words('所属模块', 'Module', 'モジュール', '所屬模組', 'Modulo'),
      enum: suggestionModule.words,
    },
    title: { label: words('建议标题', 'Title', 'タイトル', '建議標題', 'Titolo') },
    content: { label: words('建议内容', 'Suggestion', '内容', '建議內容', 'Suggerimento'), kind: 'longText' },
    screenshotOid: {
      label: words('截图', 'Screenshot', 'スクリーンショット', '截圖', 'Screenshot'),
      kind: 'image',
    },
    submittedDate: {
      label: words('提交日期', 'Submitted on', '提出日', '提交日期', 'Inviato il'),
      kind: 'date',
    },
    priority: {
      label: words('优先级', 'Priority', '優先度', '優先級', 'Priorità'),
      enum: suggestionPriority.words,
    },
    status: statusOf(suggestionStatus),
    handlerName: { label: words('处理人', 'Handled by', '担当者', '處理人', 'Gestito da') },
    plannedVersion: {
      label: words('计划版本', 'Planned release', '予定バージョン', '計畫版本', 'Versione prevista'),
      kind: 'code',
    },
    reply: {
      label: words('回复用户', 'Reply', '回答', '回覆使用者', 'Risposta'),
      kind: 'longText',
      hint: words(
        '回复内容会通过站内信发送给提交人',
        'The reply is sent to the submitter as a message',
        '回答は提出者にメッセージで送られます',
        '回覆內容會透過站內訊息傳送給提交人',
        'La risposta arriva a chi ha inviato il suggerimento come messaggio',
      ),
    },
  },
});

export const helpRequestChannel = /* @__PURE__ */ defineEnum({
  WEB_HELP_CENTER: {
    words: words(
      'Web 帮助中心',
      'Web help center',
      'Web ヘルプセンター',
      'Web 說明中心',
      'Centro assistenza web',
    ),
  },
  APP_HELP_CENTER: {
    words: words(
      'App 帮助中心',
      'App help center',
      'アプリのヘルプセンター',
      'App 說明中心',
      "Centro assistenza dell'app",
    ),
  },
  SMART_ASSISTANT: {
    words: words(
      '智能助手',
      'Smart assistant',
      'スマートアシスタント',
      '智慧助理',
      'Assistente intelligente',
    ),
  },
  IN_PRODUCT_TIP: {
    words: words('页面内提示', 'In-product tip', '画面内ヒント', '頁面內提示', 'Suggerimento nel prodotto'),
  },
});
export const helpRequestChannels = helpRequestChannel.values;
export const helpRequestType = /* @__PURE__ */ defineEnum({
  SEARCH: { words: words('搜索', 'Search', '検索', '搜尋', 'Ricerca') },
  QUESTION: { words: words('提问', 'Question', '質問', '提問', 'Domanda') },
  DOCUMENT_VIEW: {
    words: words('查看文档', 'Document view', '文書閲覧', '檢視文件', 'Consultazione documento'),
  },
  CONTACT_SERVICE: {
    words: words('转人工客服', 'Contact service', '有人対応へ', '轉真人客服', "Contatto con l'assistenza"),
  },
});
export const helpRequestTypes = helpRequestType.values;
export const helpRequestFeedback = /* @__PURE__ */ defineEnum({
  NONE: { words: words('未评价', 'None', '未評価', '未評價', 'Nessuno'), tone: 'neutral' },
  HELPFUL: { words: words('有帮助', 'Helpful', '役に立った', '有幫助', 'Utile'), tone: 'success' },
  NOT_HELPFUL: {
    words: words('没帮助', 'Not helpful', '役に立たなかった', '沒幫助', 'Non utile'),
    tone: 'danger',
  },
});
export const helpRequestFeedbacks = helpRequestFeedback.values;

/** A request a user made to the help center (a search, a question to the assistant...), and what it found. */
export const helpRequestInfoResource = defineResource({
  name: 'help-request-info',
  scope: 'tenant',
  schema: z.object({
    requestId: code(64),
    tenantId,
    userName: text(50),
    /** The user's userOID (the staff selector). */
    userOid: z.string().uuid().optional(),
    channel: z.enum(helpRequestChannels),
    requestType: z.enum(helpRequestTypes),
    queryText: text(500),
    matchedTitle: optionalText(100),
    resultCount: z.number().int().min(0).max(10_000),
    resolved: z.boolean().default(false),
    feedback: z.enum(helpRequestFeedbacks).default('NONE'),
    requestedAt: dateTime,
    durationMs: z.number().int().min(0).max(600_000),
    clientVersion: optionalText(30),
    spanId: optionalText(64),
  }),
  permissions: contentPermissions,
  title: 'queryText',
  keyword: ['queryText', 'requestId', 'userName', 'spanId'],
  filters: {
    tenantId: 'eq',
    channel: 'in',
    requestType: 'in',
    feedback: 'in',
    resolved: 'eq',
    requestedAt: 'range',
    durationMs: 'range',
  },
  sortable: ['requestedAt', 'durationMs', 'resultCount'],
  unique: [['requestId']],
  defaultSort: { field: 'requestedAt', direction: 'desc' },
  fields: {
    requestId: {
      label: words('请求 ID', 'Request ID', 'リクエスト ID', '請求 ID', 'ID richiesta'),
      kind: 'code',
    },
    tenantId: described.tenantId,
    userName: { label: words('用户', 'User', 'ユーザー', '使用者', 'Utente') },
    userOid: described.userOID,
    channel: {
      label: words('请求渠道', 'Channel', 'チャネル', '請求管道', 'Canale'),
      enum: helpRequestChannel.words,
    },
    requestType: {
      label: words('请求类型', 'Request type', 'リクエスト種別', '請求類型', 'Tipo di richiesta'),
      enum: helpRequestType.words,
    },
    queryText: { label: words('请求内容', 'Query', '内容', '請求內容', 'Richiesta'), kind: 'longText' },
    matchedTitle: {
      label: words('命中内容', 'Best match', '一致した内容', '命中內容', 'Risultato migliore'),
    },
    resultCount: { label: words('结果数', 'Results', '結果数', '結果數', 'Risultati'), kind: 'number' },
    resolved: { label: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolto') },
    feedback: {
      label: words('用户反馈', 'Feedback', 'フィードバック', '使用者回饋', 'Feedback'),
      enum: helpRequestFeedback.words,
    },
    requestedAt: {
      label: words('请求时间', 'Requested at', 'リクエスト日時', '請求時間', 'Richiesto il'),
      kind: 'dateTime',
    },
    durationMs: {
      label: words('耗时（毫秒）', 'Duration (ms)', '所要時間（ミリ秒）', '耗時（毫秒）', 'Durata (ms)'),
      kind: 'number',
      unit: words('毫秒', 'ms', 'ミリ秒', '毫秒', 'ms'),
    },
    clientVersion: {
      label: words('客户端版本', 'Client version', 'クライアント版', '用戶端版本', 'Versione del client'),
    },
    spanId: shared.spanId,
  },
});

// §2.8 Information and help content

/**
 * The question lists of question maintenance: the stand-alone ("single") lists of the guide, the
 * general help, the travel-booking (zhenxuan), newcomer and website help, and the default,
 * newcomer and guide lists of help and feedback.
 */
export const helpQuestionVariant = /* @__PURE__ */ defineEnum({
  GUIDE_SINGLE: { words: words('引导问题', 'Guide questions', 'ガイドの質問', '引導問題', 'Domande guida') },
  SINGLE: { words: words('常见问题', 'Common questions', 'よくある質問', '常見問題', 'Domande frequenti') },
  ZHENXUAN_SINGLE: {
    words: words(
      '甄选问题',
      'Zhenxuan booking questions',
      '甄選（出張予約）の質問',
      '甄選問題',
      'Domande sulle prenotazioni Zhenxuan',
    ),
  },
  NEWCOMER_SINGLE: {
    words: words(
      '新手问题',
      'Newcomer questions',
      '初めての方向けの質問',
      '新手問題',
      'Domande per i nuovi utenti',
    ),
  },
  WEBSITE_SINGLE: {
    words: words('官网问题', 'Website questions', '公式サイトの質問', '官網問題', 'Domande del sito web'),
  },
  HELP_DEFAULT: {
    words: words(
      '帮助与反馈-常见问题',
      'Help and feedback: common questions',
      'ヘルプとフィードバック：よくある質問',
      '說明與意見回饋-常見問題',
      'Assistenza e feedback: domande frequenti',
    ),
  },
  HELP_NEWCOMER: {
    words: words(
      '帮助与反馈-新手问题',
      'Help and feedback: newcomer questions',
      'ヘルプとフィードバック：初めての方向け',
      '說明與意見回饋-新手問題',
      'Assistenza e feedback: domande per i nuovi utenti',
    ),
  },
  HELP_GUIDE: {
    words: words(
      '帮助与反馈-引导问题',
      'Help and feedback: guide questions',
      'ヘルプとフィードバック：ガイドの質問',
      '說明與意見回饋-引導問題',
      'Assistenza e feedback: domande guida',
    ),
  },
});
export const helpQuestionVariants = helpQuestionVariant.values;
export type HelpQuestionVariant = (typeof helpQuestionVariants)[number];

/** A frequently asked question and its answer, in one question list, filed under a help topic. */
export const helpQuestionResource = defineResource({
  name: 'help-question',
  scope: 'global',
  schema: z.object({
    variant: z.enum(helpQuestionVariants),
    questionCode: code(32),
    themeCode: code(32),
    question: text(200),
    answer: text(20_000),
    keywords,
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    /** The order within its topic: the sort screen rewrites it. */
    sortOrder,
    /** Shown among the hot questions at the top of the list. */
    hot: z.boolean().default(false),
    relatedLink: webAddress.optional(),
    status: z.enum(contentStatuses).default('DRAFT'),
    helpfulCount: counter,
    unhelpfulCount: counter,
  }),
  permissions: contentPermissions,
  title: 'question',
  keyword: ['question', 'questionCode'],
  filters: {
    variant: 'eq',
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    hot: 'eq',
    status: 'in',
  },
  sortable: ['sortOrder', 'question', 'questionCode', 'helpfulCount'],
  unique: [['questionCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    variant: {
      label: words('问题列表', 'Question list', '質問リスト', '問題列表', 'Elenco di domande'),
      enum: helpQuestionVariant.words,
    },
    questionCode: {
      label: words('问题编号', 'Question code', '質問コード', '問題編號', 'Codice domanda'),
      kind: 'code',
    },
    themeCode: shared.themeCode,
    question: { label: words('问题', 'Question', '質問', '問題', 'Domanda') },
    answer: { label: words('答案', 'Answer', '回答', '答案', 'Risposta'), kind: 'richText' },
    keywords: {
      label: words(
        '搜索关键词',
        'Search keywords',
        '検索キーワード',
        '搜尋關鍵字',
        'Parole chiave di ricerca',
      ),
      hint: words(
        '用户搜索这些词时也能找到该问题',
        'Users searching these words also find the question',
        'これらの語の検索でも見つかります',
        '使用者搜尋這些詞時也能找到該問題',
        'Chi cerca queste parole trova anche la domanda',
      ),
    },
    client: shared.client,
    language: described.language,
    sortOrder: {
      ...described.sortOrder,
      hint: words(
        '可在“排序”页面拖动调整',
        'Also set by dragging on the sort screen',
        '並べ替え画面でドラッグしても変更できます',
        '可在「排序」頁面拖曳調整',
        'Si imposta anche trascinando nella schermata di ordinamento',
      ),
    },
    hot: { label: words('热门问题', 'Hot question', '人気の質問', '熱門問題', 'Domanda popolare') },
    relatedLink: {
      label: words('相关链接', 'Related link', '関連リンク', '相關連結', 'Link correlato'),
      kind: 'url',
    },
    status: statusOf(contentStatus),
    helpfulCount: { label: words('有帮助', 'Helpful votes', '役に立った', '有幫助', 'Voti utili') },
    unhelpfulCount: {
      label: words('没帮助', 'Unhelpful votes', '役に立たなかった', '沒幫助', 'Voti non utili'),
    },
  },
});

/** The update-log lists: the stand-alone list, and the one in help and feedback. */
export const updateLogChannel = /* @__PURE__ */ defineEnum({
  SINGLE: { words: words('更新日志', 'Update logs', '更新履歴', '更新日誌', 'Note di rilascio') },
  HELP_FEEDBACK: {
    words: words(
      '帮助与反馈-更新日志',
      'Help and feedback: update logs',
      'ヘルプとフィードバック：更新履歴',
      '說明與意見回饋-更新日誌',
      'Assistenza e feedback: note di rilascio',
    ),
  },
});
export const updateLogChannels = updateLogChannel.values;
/** The product an update log is about (the `type` of its routes). */
export const updateLogType = /* @__PURE__ */ defineEnum({
  WEB: contentClient.words.WEB,
  APP: contentClient.words.APP,
  MINI_PROGRAM: { words: words('小程序', 'Mini program', 'ミニプログラム', '小程式', 'Mini programma') },
  OPEN_API: { words: words('开放平台', 'Open API', 'オープン API', '開放平台', 'API aperta') },
});
export const updateLogTypes = updateLogType.values;

/** The release notes of one version of a product. */
export const updateLogResource = defineResource({
  name: 'update-log',
  scope: 'global',
  schema: z.object({
    channel: z.enum(updateLogChannels),
    type: z.enum(updateLogTypes),
    releaseVersion: code(20),
    title: text(100),
    releaseDate: date,
    summary: optionalText(300),
    content: text(50_000),
    highlights: z.array(text(60)).max(10).default([]),
    language: z.enum(contentLanguages).default('zh_cn'),
    /** Tell users of the new version with a red dot on the update-log entry. */
    notifyUsers: z.boolean().default(false),
    status: z.enum(contentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'releaseVersion'],
  filters: { channel: 'eq', type: 'in', language: 'eq', status: 'in', releaseDate: 'range' },
  sortable: ['releaseDate', 'releaseVersion', 'title'],
  unique: [['channel', 'type', 'releaseVersion', 'language']],
  defaultSort: { field: 'releaseDate', direction: 'desc' },
  fields: {
    channel: {
      label: words('日志列表', 'Update-log list', '更新履歴リスト', '日誌列表', 'Elenco note di rilascio'),
      enum: updateLogChannel.words,
    },
    type: { label: words('产品类型', 'Product', '製品', '產品類型', 'Prodotto'), enum: updateLogType.words },
    releaseVersion: { label: words('版本号', 'Version', 'バージョン', '版本號', 'Versione'), kind: 'code' },
    title: described.title,
    releaseDate: {
      label: words('发布日期', 'Release date', 'リリース日', '發布日期', 'Data di rilascio'),
      kind: 'date',
    },
    summary: { label: words('更新摘要', 'Summary', '概要', '更新摘要', 'Riepilogo'), kind: 'longText' },
    content: {
      label: words('更新内容', 'Release notes', '更新内容', '更新內容', 'Note di rilascio'),
      kind: 'richText',
    },
    highlights: {
      label: words('亮点功能', 'Highlights', '主な新機能', '亮點功能', 'Novità principali'),
      hint: words(
        '在更新弹窗中突出展示，最多 10 条',
        'Shown in the update pop-up, at most 10',
        '更新ポップアップで強調表示、最大 10 件',
        '在更新彈出視窗中突出展示，最多 10 則',
        'Mostrate nel pop-up di aggiornamento, al massimo 10',
      ),
    },
    language: described.language,
    notifyUsers: {
      label: words('提醒用户', 'Notify users', 'ユーザーに通知', '提醒使用者', 'Avvisa gli utenti'),
      hint: words(
        '在“更新日志”入口显示红点',
        'Shows a red dot on the update-log entry',
        '更新履歴の入口に赤い点を表示',
        '在「更新日誌」入口顯示紅點',
        'Mostra un punto rosso sulla voce delle note di rilascio',
      ),
    },
    status: statusOf(contentStatus),
  },
});

export const helpDocumentStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  IN_REVIEW: { words: words('审核中', 'In review', 'レビュー中', '審核中', 'In revisione'), tone: 'info' },
  PUBLISHED: contentStatus.words.PUBLISHED,
  OFFLINE: contentStatus.words.OFFLINE,
});
export const helpDocumentStatuses = helpDocumentStatus.values;

/** A help document (an article of the help center), reviewed before it is published. */
export const helpDocumentResource = defineResource({
  name: 'help-document',
  scope: 'global',
  schema: z.object({
    docCode: code(32),
    title: text(100),
    themeCode: code(32),
    summary: optionalText(300),
    content: text(100_000),
    keywords,
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    author: text(50),
    reviewerName: optionalText(50),
    /** The document's revision as readers see it ("updated to revision 4"). */
    revision: z.number().int().min(1).max(10_000).default(1),
    publishedDate: date.optional(),
    viewCount: counter,
    status: z.enum(helpDocumentStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'docCode', 'author'],
  filters: {
    themeCode: 'eq',
    client: 'eq',
    language: 'eq',
    status: 'in',
    author: 'contains',
    publishedDate: 'range',
  },
  sortable: ['docCode', 'title', 'publishedDate', 'viewCount'],
  unique: [['docCode', 'language']],
  fields: {
    docCode: {
      label: words('文档编号', 'Document code', '文書コード', '文件編號', 'Codice documento'),
      kind: 'code',
    },
    title: { label: words('文档标题', 'Title', 'タイトル', '文件標題', 'Titolo') },
    themeCode: shared.themeCode,
    summary: { label: words('摘要', 'Summary', '概要', '摘要', 'Sintesi'), kind: 'longText' },
    content: { label: words('正文', 'Body', '本文', '內文', 'Testo'), kind: 'richText' },
    keywords: { label: words('关键词', 'Keywords', 'キーワード', '關鍵字', 'Parole chiave') },
    client: shared.client,
    language: described.language,
    author: { label: words('作者', 'Author', '作成者', '作者', 'Autore') },
    reviewerName: { label: words('审核人', 'Reviewer', 'レビュー担当', '審核人', 'Revisore') },
    revision: {
      label: words('修订版本', 'Revision', '改訂版', '修訂版本', 'Revisione'),
      kind: 'number',
      hint: words(
        '内容有实质修改时加 1，读者会看到“已更新”',
        'Raise it on a real change: readers see "updated"',
        '実質的な変更時に 1 つ上げると「更新」と表示されます',
        '內容有實質修改時加 1，讀者會看到「已更新」',
        'Aumentala a ogni modifica sostanziale: i lettori vedono "aggiornato"',
      ),
    },
    publishedDate: shared.publishedDate,
    viewCount: { label: words('阅读量', 'Views', '閲覧数', '閱讀量', 'Letture') },
    status: statusOf(helpDocumentStatus),
  },
});

export const productPolicyType = /* @__PURE__ */ defineEnum({
  PRIVACY_POLICY: {
    words: words(
      '隐私政策',
      'Privacy policy',
      'プライバシーポリシー',
      '隱私權政策',
      'Informativa sulla privacy',
    ),
  },
  USER_AGREEMENT: {
    words: words('用户协议', 'User agreement', '利用規約', '使用者協議', "Condizioni d'uso"),
  },
  SERVICE_AGREEMENT: {
    words: words('服务协议', 'Service agreement', 'サービス契約', '服務協議', 'Contratto di servizio'),
  },
  DATA_PROCESSING_AGREEMENT: {
    words: words(
      '数据处理协议',
      'Data processing agreement',
      'データ処理契約',
      '資料處理協議',
      'Accordo sul trattamento dei dati',
    ),
  },
  COOKIE_POLICY: {
    words: words('Cookie 政策', 'Cookie policy', 'Cookie ポリシー', 'Cookie 政策', 'Cookie policy'),
  },
  CHILDREN_PRIVACY: {
    words: words(
      '儿童隐私保护声明',
      "Children's privacy notice",
      '児童のプライバシー保護方針',
      '兒童隱私保護聲明',
      'Informativa sulla privacy dei minori',
    ),
  },
});
export const productPolicyTypes = productPolicyType.values;
/** A policy version is written, published, then superseded by the next published version. */
export const productPolicyStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  PUBLISHED: { words: words('现行版本', 'Current', '現行版', '現行版本', 'In vigore'), tone: 'success' },
  SUPERSEDED: { words: words('历史版本', 'Superseded', '旧版', '歷史版本', 'Sostituita'), tone: 'warning' },
});
export const productPolicyStatuses = productPolicyStatus.values;

const policyTypeDescription = {
  label: words('政策类型', 'Policy', 'ポリシー種別', '政策類型', 'Tipo di informativa'),
  enum: productPolicyType.words,
} as const satisfies FieldDescription;
const policyVersionDescription = {
  label: words('版本号', 'Version', 'バージョン', '版本號', 'Versione'),
  kind: 'code',
} as const satisfies FieldDescription;

/** One version of a product policy (privacy policy, user agreement...) in one language. */
export const productPolicyResource = defineResource({
  name: 'product-policy',
  scope: 'global',
  schema: z.object({
    policyCode: code(40),
    policyType: z.enum(productPolicyTypes),
    title: text(100),
    policyVersion: code(20),
    language: z.enum(contentLanguages).default('zh_cn'),
    client: z.enum(contentClients).default('ALL'),
    content: text(200_000),
    changeSummary: optionalText(1_000),
    effectiveDate: date,
    /** Users (and tenant administrators) must accept the version again before going on. */
    requireReconsent: z.boolean().default(false),
    ownerName: optionalText(50),
    publishedDate: date.optional(),
    status: z.enum(productPolicyStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'policyCode', 'policyVersion'],
  filters: {
    policyType: 'in',
    language: 'eq',
    client: 'eq',
    status: 'in',
    effectiveDate: 'range',
  },
  sortable: ['policyCode', 'policyType', 'policyVersion', 'effectiveDate'],
  unique: [['policyCode'], ['policyType', 'language', 'policyVersion']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
  fields: {
    policyCode: {
      label: words('政策编号', 'Policy code', 'ポリシーコード', '政策編號', 'Codice informativa'),
      kind: 'code',
    },
    policyType: policyTypeDescription,
    title: described.title,
    policyVersion: policyVersionDescription,
    language: described.language,
    client: shared.client,
    content: { label: words('政策正文', 'Text', '本文', '政策內文', 'Testo'), kind: 'richText' },
    changeSummary: {
      label: words('修订说明', 'What changed', '改訂内容', '修訂說明', 'Modifiche'),
      kind: 'longText',
      hint: words(
        '在用户重新同意时展示',
        'Shown when users are asked to accept again',
        '再同意を求める際に表示',
        '在使用者重新同意時展示',
        'Mostrato quando si chiede di accettare di nuovo',
      ),
    },
    effectiveDate: {
      label: words('生效日期', 'Effective date', '発効日', '生效日期', 'Data di entrata in vigore'),
      kind: 'date',
    },
    requireReconsent: {
      label: words(
        '需重新同意',
        'Ask to accept again',
        '再同意が必要',
        '需重新同意',
        'Richiedi nuova accettazione',
      ),
      hint: words(
        '用户与租户管理员须再次同意后才能继续使用',
        'Users and tenant administrators must accept before going on',
        'ユーザーとテナント管理者が再同意するまで利用できません',
        '使用者與租戶管理員須再次同意後才能繼續使用',
        'Utenti e amministratori dei tenant devono accettare per proseguire',
      ),
    },
    ownerName: { label: words('法务负责人', 'Legal owner', '法務担当', '法務負責人', 'Responsabile legale') },
    publishedDate: shared.publishedDate,
    status: statusOf(productPolicyStatus),
  },
});

export const policyAcceptanceStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待签署', 'Pending', '未対応', '待簽署', 'In attesa'), tone: 'info' },
  ACCEPTED: { words: words('已同意', 'Accepted', '同意済み', '已同意', 'Accettata'), tone: 'success' },
  DECLINED: { words: words('已拒绝', 'Declined', '拒否', '已拒絕', 'Rifiutata'), tone: 'danger' },
  EXPIRED: { words: words('已失效', 'Expired', '失効', '已失效', 'Scaduta'), tone: 'warning' },
});
export const policyAcceptanceStatuses = policyAcceptanceStatus.values;
export const policyAcceptanceChannel = /* @__PURE__ */ defineEnum({
  ADMIN_CONSOLE: {
    words: words('管理后台', 'Admin console', '管理コンソール', '管理後台', 'Console di amministrazione'),
  },
  MOBILE_APP: { words: words('移动端', 'Mobile app', 'モバイルアプリ', '行動端', 'App mobile') },
  SIGNED_CONTRACT: { words: words('合同签署', 'Signed contract', '契約書', '合約簽署', 'Contratto firmato') },
  OFFLINE: { words: words('线下', 'Offline', 'オフライン', '線下', 'Di persona') },
});
export const policyAcceptanceChannels = policyAcceptanceChannel.values;

/** Whether a tenant accepted a product policy, which version, when, by whom, with its own clauses. */
export const productPolicyAcceptanceResource = defineResource({
  name: 'product-policy-acceptance',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    policyCode: code(40),
    policyType: z.enum(productPolicyTypes),
    policyVersion: code(20),
    acceptanceStatus: z.enum(policyAcceptanceStatuses).default('PENDING'),
    acceptedByName: optionalText(50),
    acceptedByEmail: email.optional(),
    acceptedAt: dateTime.optional(),
    channel: z.enum(policyAcceptanceChannels).optional(),
    /** Clauses negotiated with the tenant that replace or add to the standard text. */
    customTerms: optionalText(2_000),
    remark: optionalText(500),
  }),
  permissions: contentPermissions,
  title: 'policyCode',
  keyword: ['policyCode', 'acceptedByName', 'acceptedByEmail'],
  filters: {
    tenantId: 'eq',
    policyCode: 'eq',
    policyType: 'in',
    acceptanceStatus: 'in',
    channel: 'in',
    acceptedAt: 'range',
  },
  sortable: ['policyCode', 'policyVersion', 'acceptedAt'],
  unique: [['tenantId', 'policyCode']],
  defaultSort: { field: 'acceptedAt', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    policyCode: {
      label: words('政策编号', 'Policy code', 'ポリシーコード', '政策編號', 'Codice informativa'),
      reference: { resource: 'product-policy', valueField: 'policyCode', labelField: 'title' },
    },
    policyType: policyTypeDescription,
    policyVersion: policyVersionDescription,
    acceptanceStatus: statusOf(policyAcceptanceStatus),
    acceptedByName: { label: words('签署人', 'Accepted by', '同意者', '簽署人', 'Accettata da') },
    acceptedByEmail: {
      label: words('签署人邮箱', 'E-mail', 'メール', '簽署人信箱', 'E-mail'),
      kind: 'email',
    },
    acceptedAt: {
      label: words('签署时间', 'Accepted at', '同意日時', '簽署時間', 'Accettata il'),
      kind: 'dateTime',
    },
    channel: {
      label: words('签署渠道', 'Channel', 'チャネル', '簽署管道', 'Canale'),
      enum: policyAcceptanceChannel.words,
    },
    customTerms: {
      label: words('定制条款', 'Custom terms', '個別条項', '客製條款', 'Clausole personalizzate'),
      kind: 'longText',
    },
    remark: described.remark,
  },
});

export const systemInfoType = /* @__PURE__ */ defineEnum({
  NOTICE: { words: words('通知', 'Notice', '通知', '通知', 'Avviso') },
  MAINTENANCE: { words: words('系统维护', 'Maintenance', 'メンテナンス', '系統維護', 'Manutenzione') },
  RELEASE: { words: words('版本发布', 'Release', 'リリース', '版本發布', 'Rilascio') },
  SECURITY: { words: words('安全提醒', 'Security', 'セキュリティ', '安全提醒', 'Sicurezza') },
  BILLING: { words: words('账单提醒', 'Billing', '請求', '帳單提醒', 'Fatturazione') },
});
export const systemInfoTypes = systemInfoType.values;
export const systemInfoLevel = /* @__PURE__ */ defineEnum({
  NORMAL: { words: words('普通', 'Normal', '通常', '普通', 'Normale'), tone: 'neutral' },
  IMPORTANT: { words: words('重要', 'Important', '重要', '重要', 'Importante'), tone: 'warning' },
  URGENT: { words: words('紧急', 'Urgent', '緊急', '緊急', 'Urgente'), tone: 'danger' },
});
export const systemInfoLevels = systemInfoLevel.values;
export const systemInfoChannel = /* @__PURE__ */ defineEnum({
  IN_APP: { words: words('站内信', 'In-app message', 'アプリ内通知', '站內訊息', 'Messaggio in-app') },
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  SMS: { words: words('短信', 'SMS', 'SMS', '簡訊', 'SMS') },
  PUSH: { words: words('App 推送', 'Push notification', 'プッシュ通知', 'App 推播', 'Notifica push') },
});
export const systemInfoChannels = systemInfoChannel.values;
/** A message is written, scheduled for a time, sent, or withdrawn after it was sent. */
export const systemInfoStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  SCHEDULED: { words: words('待发送', 'Scheduled', '送信予約', '待發送', 'Programmato'), tone: 'info' },
  PUBLISHED: { words: words('已发送', 'Sent', '送信済み', '已發送', 'Inviato'), tone: 'success' },
  WITHDRAWN: { words: words('已撤回', 'Withdrawn', '取り消し', '已撤回', 'Ritirato'), tone: 'warning' },
});
export const systemInfoStatuses = systemInfoStatus.values;

/** A system message sent to users of customer tenants: maintenance windows, releases, security notes. */
export const systemInfoResource = defineResource({
  name: 'system-info',
  scope: 'global',
  schema: z.object({
    infoCode: code(32),
    title: text(100),
    infoType: z.enum(systemInfoTypes),
    level: z.enum(systemInfoLevels).default('NORMAL'),
    content: text(10_000),
    channels: z.array(z.enum(systemInfoChannels)).min(1),
    ...audienceFields,
    publishAt: dateTime,
    expireDate: date.optional(),
    senderName: optionalText(50),
    readCount: counter,
    status: z.enum(systemInfoStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'infoCode'],
  filters: {
    infoType: 'in',
    level: 'in',
    audience: 'in',
    status: 'in',
    publishAt: 'range',
  },
  sortable: ['infoCode', 'publishAt', 'level', 'readCount'],
  unique: [['infoCode']],
  defaultSort: { field: 'publishAt', direction: 'desc' },
  fields: {
    infoCode: {
      label: words('消息编号', 'Message no.', 'メッセージ番号', '訊息編號', 'N. messaggio'),
      kind: 'code',
    },
    title: { label: words('消息标题', 'Title', 'タイトル', '訊息標題', 'Titolo') },
    infoType: { label: words('消息类型', 'Type', '種別', '訊息類型', 'Tipo'), enum: systemInfoType.words },
    level: {
      label: words('重要程度', 'Level', '重要度', '重要程度', 'Livello'),
      enum: systemInfoLevel.words,
    },
    content: { label: words('消息内容', 'Content', '内容', '訊息內容', 'Contenuto'), kind: 'richText' },
    channels: {
      label: words('发送渠道', 'Channels', '送信チャネル', '發送管道', 'Canali'),
      enum: systemInfoChannel.words,
    },
    ...audienceDescriptions,
    publishAt: { label: words('发送时间', 'Send at', '送信日時', '發送時間', 'Invio il'), kind: 'dateTime' },
    expireDate: { label: words('过期日期', 'Expires on', '有効期限', '過期日期', 'Scade il'), kind: 'date' },
    senderName: { label: words('发送人', 'Sender', '送信者', '發送人', 'Mittente') },
    readCount: { label: words('已读人数', 'Read by', '既読数', '已讀人數', 'Letto da') },
    status: statusOf(systemInfoStatus),
  },
});

export const welcomeInfoStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  ONLINE: { words: words('使用中', 'In use', '使用中', '使用中', 'In uso'), tone: 'success' },
  OFFLINE: { words: words('已停用', 'Stopped', '停止', '已停用', 'Sospeso'), tone: 'warning' },
});
export const welcomeInfoStatuses = welcomeInfoStatus.values;

/**
 * The welcome text (and background) users see on the home page. Replaced texts are archived: the
 * welcome-info history lists them.
 */
export const welcomeInfoResource = defineResource({
  name: 'welcome-info',
  scope: 'global',
  schema: z.object({
    welcomeCode: code(32),
    title: text(60),
    greeting: text(500),
    client: z.enum(contentClients).default('ALL'),
    language: z.enum(contentLanguages).default('zh_cn'),
    ...audienceFields,
    backgroundImageOid: attachmentOid.optional(),
    startDate: date,
    endDate: date.optional(),
    status: z.enum(welcomeInfoStatuses).default('DRAFT'),
    /** In the history: replaced by a newer welcome text. */
    archived: z.boolean().default(false),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'welcomeCode', 'greeting'],
  filters: {
    archived: 'eq',
    client: 'eq',
    language: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['welcomeCode', 'startDate', 'endDate'],
  unique: [['welcomeCode']],
  defaultSort: { field: 'startDate', direction: 'desc' },
  fields: {
    welcomeCode: { label: words('编号', 'Code', 'コード', '編號', 'Codice'), kind: 'code' },
    title: described.name,
    greeting: {
      label: words('欢迎语', 'Greeting', 'メッセージ', '歡迎語', 'Messaggio di benvenuto'),
      kind: 'richText',
      hint: words(
        '可使用 {name} 代表用户姓名',
        "Use {name} for the user's name",
        '{name} はユーザー名に置き換わります',
        '可使用 {name} 代表使用者姓名',
        "Usa {name} per il nome dell'utente",
      ),
    },
    client: shared.client,
    language: described.language,
    ...audienceDescriptions,
    backgroundImageOid: {
      label: words('背景图', 'Background image', '背景画像', '背景圖', 'Immagine di sfondo'),
      kind: 'image',
    },
    startDate: described.startDate,
    endDate: described.endDate,
    status: statusOf(welcomeInfoStatus),
    archived: { label: words('已归档', 'Archived', 'アーカイブ済み', '已封存', 'Archiviato') },
  },
});

// §2.10 Marketing

export const marketingProductLine = /* @__PURE__ */ defineEnum({
  EXPENSE: { words: words('费用报销', 'Expenses', '経費精算', '費用報銷', 'Note spese') },
  TRAVEL: { words: words('商旅', 'Business travel', '出張手配', '商旅', "Viaggi d'affari") },
  INVOICE: { words: words('发票', 'Invoices', '請求書', '發票', 'Fatture') },
  E_ARCHIVE: { words: words('电子档案', 'E-archive', '電子アーカイブ', '電子檔案', 'Archivio elettronico') },
  PAYMENT: { words: words('支付', 'Payments', '支払', '支付', 'Pagamenti') },
});
export const marketingProductLines = marketingProductLine.values;
export const marketingInfoType = /* @__PURE__ */ defineEnum({
  POPUP: { words: words('弹窗', 'Pop-up', 'ポップアップ', '彈出視窗', 'Pop-up') },
  BANNER: { words: words('横幅', 'Banner', 'バナー', '橫幅', 'Banner') },
  IN_APP_MESSAGE: systemInfoChannel.words.IN_APP,
  EMAIL: systemInfoChannel.words.EMAIL,
  SMS: systemInfoChannel.words.SMS,
});
export const marketingInfoTypes = marketingInfoType.values;
export const marketingFrequency = /* @__PURE__ */ defineEnum({
  ONCE: adFrequency.words.ONCE,
  DAILY: adFrequency.words.DAILY,
  EVERY_LOGIN: { words: words('每次登录', 'Every login', 'ログインのたび', '每次登入', 'A ogni accesso') },
});
export const marketingFrequencies = marketingFrequency.values;
/** Marketing content is reviewed before it goes out. */
export const marketingInfoStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  PENDING_REVIEW: {
    words: words('待审核', 'Pending review', '審査待ち', '待審核', 'In attesa di revisione'),
    tone: 'info',
  },
  PUBLISHED: { words: words('投放中', 'Live', '配信中', '投放中', 'Attivo'), tone: 'success' },
  OFFLINE: { words: words('已下线', 'Offline', '配信停止', '已下線', 'Offline'), tone: 'warning' },
});
export const marketingInfoStatuses = marketingInfoStatus.values;

/** A marketing message (pop-up, banner, message, e-mail) promoting a product line to tenants' users. */
export const marketingInfoResource = defineResource({
  name: 'marketing-info',
  scope: 'global',
  schema: z.object({
    infoCode: code(32),
    title: text(100),
    productLine: z.enum(marketingProductLines),
    infoType: z.enum(marketingInfoTypes),
    content: text(20_000),
    imageOid: attachmentOid.optional(),
    linkUrl: webAddress.optional(),
    buttonText: optionalText(20),
    ...audienceFields,
    startDate: date,
    endDate: date,
    frequency: z.enum(marketingFrequencies).default('ONCE'),
    ownerName: text(50),
    impressionCount: counter,
    clickCount: counter,
    status: z.enum(marketingInfoStatuses).default('DRAFT'),
  }),
  permissions: marketingPermissions,
  title: 'title',
  keyword: ['title', 'infoCode'],
  filters: {
    productLine: 'in',
    infoType: 'in',
    audience: 'in',
    status: 'in',
    ownerName: 'contains',
    startDate: 'range',
  },
  sortable: ['infoCode', 'startDate', 'endDate', 'clickCount'],
  unique: [['infoCode']],
  fields: {
    infoCode: {
      label: words('营销编号', 'Message code', '情報コード', '行銷編號', 'Codice messaggio'),
      kind: 'code',
    },
    title: described.title,
    productLine: {
      label: words('推广产品', 'Product line', '対象製品', '推廣產品', 'Linea di prodotto'),
      enum: marketingProductLine.words,
    },
    infoType: {
      label: words('推送形式', 'Format', '配信形式', '推送形式', 'Formato'),
      enum: marketingInfoType.words,
    },
    content: { label: words('内容', 'Content', '内容', '內容', 'Contenuto'), kind: 'richText' },
    imageOid: { label: words('配图', 'Image', '画像', '配圖', 'Immagine'), kind: 'image' },
    linkUrl: {
      label: words(
        '落地页地址',
        'Landing page',
        'ランディングページ',
        '到達頁網址',
        'Pagina di destinazione',
      ),
      kind: 'url',
    },
    buttonText: { label: words('按钮文字', 'Button text', 'ボタン文言', '按鈕文字', 'Testo del pulsante') },
    ...audienceDescriptions,
    startDate: described.startDate,
    endDate: described.endDate,
    frequency: {
      label: words('触达频率', 'Frequency', '配信頻度', '觸達頻率', 'Frequenza'),
      enum: marketingFrequency.words,
    },
    ownerName: described.owner,
    impressionCount: {
      ...shared.impressionCount,
      label: words('曝光量', 'Impressions', '表示回数', '曝光量', 'Impressioni'),
    },
    clickCount: { ...shared.clickCount, label: words('点击量', 'Clicks', 'クリック数', '點擊量', 'Clic') },
    status: statusOf(marketingInfoStatus),
  },
});

export const blackListTargetType = /* @__PURE__ */ defineEnum({
  TENANT: { words: words('租户', 'Tenant', 'テナント', '租戶', 'Tenant'), tone: 'info' },
  USER: { words: words('用户', 'User', 'ユーザー', '使用者', 'Utente'), tone: 'success' },
  MOBILE: {
    words: words('手机号', 'Mobile number', '携帯番号', '手機號碼', 'Numero di cellulare'),
    tone: 'neutral',
  },
  EMAIL: {
    words: words('邮箱', 'E-mail address', 'メールアドレス', '電子郵件地址', 'Indirizzo e-mail'),
    tone: 'neutral',
  },
});
export const blackListTargetTypes = blackListTargetType.values;

/** A marketing message a record points at, by its code. */
const marketingInfoReference = {
  resource: 'marketing-info',
  valueField: 'infoCode',
  labelField: 'title',
} as const;

/** Who must not receive a marketing message: a whole tenant, a user, a mobile number or an e-mail address. */
export const marketingBlackListResource = defineResource({
  name: 'marketing-black-list',
  scope: 'global',
  schema: z.object({
    marketingInfoCode: code(32),
    targetType: z.enum(blackListTargetTypes),
    tenantId: tenantId.optional(),
    /** The user's userOID. */
    userOid: z.string().uuid().optional(),
    mobile: mobile.optional(),
    email: email.optional(),
    reason: optionalText(200),
    addedBy: text(50),
    addedDate: date,
  }),
  permissions: marketingPermissions,
  title: 'marketingInfoCode',
  keyword: ['marketingInfoCode', 'mobile', 'email'],
  filters: { marketingInfoCode: 'eq', targetType: 'in', tenantId: 'eq', addedDate: 'range' },
  sortable: ['addedDate', 'targetType'],
  defaultSort: { field: 'addedDate', direction: 'desc' },
  importable: true,
  fields: {
    marketingInfoCode: {
      label: words('营销编号', 'Message code', '情報コード', '行銷編號', 'Codice messaggio'),
      reference: marketingInfoReference,
    },
    targetType: {
      label: words('类型', 'Target', '対象種別', '類型', 'Tipo di destinatario'),
      enum: blackListTargetType.words,
    },
    tenantId: described.tenantId,
    userOid: { ...described.userOID, label: words('用户', 'User', 'ユーザー', '使用者', 'Utente') },
    mobile: { label: words('手机号', 'Mobile', '携帯番号', '手機號碼', 'Cellulare'), kind: 'phone' },
    email: { label: words('邮箱', 'E-mail', 'メール', '電子郵件', 'E-mail'), kind: 'email' },
    reason: { label: words('原因', 'Reason', '理由', '原因', 'Motivo'), kind: 'longText' },
    addedBy: { label: words('添加人', 'Added by', '追加者', '新增人', 'Aggiunto da') },
    addedDate: { label: words('添加日期', 'Added on', '追加日', '新增日期', 'Aggiunto il'), kind: 'date' },
  },
});

export const clueSource = /* @__PURE__ */ defineEnum({
  WEBSITE: {
    words: words('官网咨询', 'Website enquiry', '公式サイト問い合わせ', '官網諮詢', 'Richiesta dal sito web'),
  },
  MARKETING_INFO: {
    words: words('营销活动', 'Marketing message', 'マーケティング施策', '行銷活動', 'Messaggio di marketing'),
  },
  EXHIBITION: { words: words('展会', 'Trade fair', '展示会', '展會', 'Fiera') },
  REFERRAL: { words: words('客户转介绍', 'Referral', '紹介', '客戶轉介紹', 'Segnalazione') },
  TELEMARKETING: {
    words: words('电话营销', 'Telemarketing', 'テレマーケティング', '電話行銷', 'Telemarketing'),
  },
  FREE_TRIAL: { words: words('免费试用', 'Free trial', '無料トライアル', '免費試用', 'Prova gratuita') },
  PARTNER: { words: words('渠道伙伴', 'Partner', 'パートナー', '通路夥伴', 'Partner') },
});
export const clueSources = clueSource.values;
export const clueEmployeeScale = /* @__PURE__ */ defineEnum({
  LT_100: { words: words('100 人以下', 'Under 100', '100 人未満', '100 人以下', 'Meno di 100') },
  FROM_100_TO_499: { words: words('100–499 人', '100–499', '100～499 人', '100–499 人', '100–499') },
  FROM_500_TO_999: { words: words('500–999 人', '500–999', '500～999 人', '500–999 人', '500–999') },
  FROM_1000_TO_4999: {
    words: words('1000–4999 人', '1,000–4,999', '1,000～4,999 人', '1000–4999 人', '1.000–4.999'),
  },
  GTE_5000: {
    words: words('5000 人及以上', '5,000 and more', '5,000 人以上', '5000 人及以上', '5.000 e oltre'),
  },
});
export const clueEmployeeScales = clueEmployeeScale.values;
/** A lead is assigned to a salesperson, followed up, then converted into a customer or closed as invalid. */
export const clueStatus = /* @__PURE__ */ defineEnum({
  NEW: { words: words('新线索', 'New', '新規', '新線索', 'Nuovo'), tone: 'info' },
  ASSIGNED: { words: words('已分配', 'Assigned', '割当済み', '已分配', 'Assegnato'), tone: 'neutral' },
  FOLLOWING: { words: words('跟进中', 'Following up', 'フォロー中', '跟進中', 'In corso'), tone: 'warning' },
  CONVERTED: { words: words('已转化', 'Converted', '成約', '已轉化', 'Convertito'), tone: 'success' },
  INVALID: { words: words('无效', 'Invalid', '無効', '無效', 'Non valido'), tone: 'danger' },
});
export const clueStatuses = clueStatus.values;

/** A sales lead: a company that showed interest, its contact, where it came from and how the follow-up goes. */
export const marketingClueResource = defineResource({
  name: 'marketing-clue',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create: CL<yyyyMMdd><4-digit sequence of the day>. */
    clueCode: code(32).optional(),
    companyName: text(100),
    contactName: text(50),
    contactMobile: mobile,
    contactEmail: email.optional(),
    contactPosition: optionalText(50),
    industry: optionalText(50),
    employeeScale: z.enum(clueEmployeeScales).optional(),
    /** The company's city (adCode). */
    cityAdCode: code(12).optional(),
    source: z.enum(clueSources),
    /** The marketing message the lead answered. */
    marketingInfoCode: code(32).optional(),
    interestedProducts: z.array(z.enum(marketingProductLines)).default([]),
    receivedDate: date,
    ownerName: optionalText(50),
    lastFollowDate: date.optional(),
    nextFollowDate: date.optional(),
    followUpNote: optionalText(1_000),
    /** The CRM customer the lead became. */
    crmCustomerCode: code(32).optional(),
    status: z.enum(clueStatuses).default('NEW'),
  }),
  permissions: marketingPermissions,
  title: 'companyName',
  keyword: ['companyName', 'clueCode', 'contactName', 'contactMobile'],
  filters: {
    source: 'in',
    status: 'in',
    employeeScale: 'in',
    cityAdCode: 'eq',
    marketingInfoCode: 'eq',
    ownerName: 'contains',
    receivedDate: 'range',
    nextFollowDate: 'range',
  },
  sortable: ['clueCode', 'companyName', 'receivedDate', 'nextFollowDate'],
  unique: [['clueCode']],
  defaultSort: { field: 'receivedDate', direction: 'desc' },
  importable: true,
  fields: {
    clueCode: {
      label: words('线索编号', 'Lead no.', 'リード番号', '線索編號', 'N. lead'),
      kind: 'code',
      generated: { prefix: 'CL' },
    },
    companyName: { label: words('公司名称', 'Company', '会社名', '公司名稱', 'Azienda') },
    contactName: described.contactName,
    contactMobile: described.contactMobile,
    contactEmail: described.contactEmail,
    contactPosition: { label: words('职位', 'Position', '役職', '職位', 'Ruolo') },
    industry: { label: words('所属行业', 'Industry', '業種', '所屬產業', 'Settore') },
    employeeScale: {
      label: words('员工规模', 'Employees', '従業員数', '員工規模', 'Dipendenti'),
      enum: clueEmployeeScale.words,
    },
    cityAdCode: { ...described.cityAdCode, label: words('所在城市', 'City', '都市', '所在城市', 'Città') },
    source: { label: words('线索来源', 'Source', 'リード元', '線索來源', 'Origine'), enum: clueSource.words },
    marketingInfoCode: {
      label: words(
        '来源营销活动',
        'Marketing message',
        '元のマーケティング情報',
        '來源行銷活動',
        'Messaggio di marketing',
      ),
      reference: marketingInfoReference,
    },
    interestedProducts: {
      label: words('意向产品', 'Interested in', '関心のある製品', '意向產品', 'Prodotti di interesse'),
      enum: marketingProductLine.words,
    },
    receivedDate: {
      label: words('获取日期', 'Received on', '獲得日', '取得日期', 'Ricevuto il'),
      kind: 'date',
    },
    ownerName: { label: words('跟进销售', 'Salesperson', '営業担当', '跟進業務', 'Commerciale') },
    lastFollowDate: {
      label: words('最近跟进', 'Last follow-up', '前回フォロー', '最近跟進', 'Ultimo contatto'),
      kind: 'date',
    },
    nextFollowDate: {
      label: words('下次跟进', 'Next follow-up', '次回フォロー', '下次跟進', 'Prossimo contatto'),
      kind: 'date',
    },
    followUpNote: {
      label: words('跟进记录', 'Follow-up notes', 'フォロー記録', '跟進紀錄', 'Note di follow-up'),
      kind: 'longText',
    },
    crmCustomerCode: {
      label: words('转化客户', 'Customer', '成約顧客', '轉化客戶', 'Cliente'),
      reference: { lookup: 'crmCustomer' },
      hint: words(
        '转化为客户时关联 CRM 客户',
        'The CRM customer the lead became',
        'リードが成約した CRM 顧客',
        '轉化為客戶時關聯 CRM 客戶',
        'Il cliente CRM in cui si è convertito il lead',
      ),
    },
    status: statusOf(clueStatus),
  },
});

// §2.13 Questionnaires

export const questionnaireType = /* @__PURE__ */ defineEnum({
  NPS: { words: words('NPS 净推荐值', 'NPS', 'NPS', 'NPS 淨推薦值', 'NPS') },
  SATISFACTION: { words: words('满意度调查', 'Satisfaction', '満足度調査', '滿意度調查', 'Soddisfazione') },
  PRODUCT_RESEARCH: {
    words: words('产品调研', 'Product research', '製品調査', '產品調研', 'Ricerca sul prodotto'),
  },
  CANCELLATION: {
    words: words('流失调研', 'Cancellation survey', '解約理由調査', '流失調研', 'Sondaggio sulle disdette'),
  },
  EVENT_FEEDBACK: {
    words: words('活动反馈', 'Event feedback', 'イベントアンケート', '活動回饋', "Feedback sull'evento"),
  },
});
export const questionnaireTypes = questionnaireType.values;
export const questionnaireStatus = /* @__PURE__ */ defineEnum({
  DRAFT: contentStatus.words.DRAFT,
  PUBLISHED: { words: words('收集中', 'Collecting', '回答受付中', '收集中', 'In raccolta'), tone: 'success' },
  CLOSED: { words: words('已结束', 'Closed', '終了', '已結束', 'Chiuso'), tone: 'warning' },
});
export const questionnaireStatuses = questionnaireStatus.values;

/** A questionnaire sent to tenants' users, with its questions and the tally of its answers. */
export const questionnaireResource = defineResource({
  name: 'questionnaire',
  scope: 'global',
  schema: z.object({
    questionnaireCode: code(32),
    title: text(100),
    questionnaireType: z.enum(questionnaireTypes),
    description: optionalText(1_000),
    /** The questions, in the order they are asked. */
    questions: z.array(text(200)).min(1).max(50),
    client: z.enum(contentClients).default('ALL'),
    ...audienceFields,
    startDate: date,
    endDate: date,
    anonymous: z.boolean().default(false),
    ownerName: optionalText(50),
    responseCount: counter,
    /** The mean score of the scored questions (0–10; NPS questionnaires: the likelihood to recommend). */
    averageScore: z.number().min(0).max(10).optional(),
    status: z.enum(questionnaireStatuses).default('DRAFT'),
  }),
  permissions: contentPermissions,
  title: 'title',
  keyword: ['title', 'questionnaireCode'],
  filters: {
    questionnaireType: 'in',
    client: 'eq',
    audience: 'in',
    status: 'in',
    startDate: 'range',
  },
  sortable: ['questionnaireCode', 'startDate', 'endDate', 'responseCount', 'averageScore'],
  unique: [['questionnaireCode']],
  fields: {
    questionnaireCode: {
      label: words('问卷编号', 'Questionnaire code', 'アンケートコード', '問卷編號', 'Codice questionario'),
      kind: 'code',
    },
    title: { label: words('问卷标题', 'Title', 'タイトル', '問卷標題', 'Titolo') },
    questionnaireType: {
      label: words('问卷类型', 'Type', '種別', '問卷類型', 'Tipo'),
      enum: questionnaireType.words,
    },
    description: {
      label: words('问卷说明', 'Introduction', '説明', '問卷說明', 'Introduzione'),
      kind: 'richText',
    },
    questions: {
      label: words('题目', 'Questions', '設問', '題目', 'Domande'),
      hint: words(
        '按顺序逐条添加，最多 50 题',
        'Add them in the order they are asked, at most 50',
        '出題順に追加（最大 50 問）',
        '依序逐條新增，最多 50 題',
        "Aggiungile nell'ordine in cui vengono poste, al massimo 50",
      ),
    },
    client: shared.client,
    ...audienceDescriptions,
    startDate: described.startDate,
    endDate: described.endDate,
    anonymous: { label: words('匿名作答', 'Anonymous', '匿名回答', '匿名作答', 'Anonimo') },
    ownerName: described.owner,
    responseCount: { label: words('回收份数', 'Responses', '回答数', '回收份數', 'Risposte') },
    averageScore: {
      label: words('平均得分', 'Average score', '平均スコア', '平均得分', 'Punteggio medio'),
      kind: 'number',
      hint: words(
        '评分题的平均分（0–10）',
        'The mean of the scored questions (0–10)',
        '評価設問の平均（0～10）',
        '評分題的平均分（0–10）',
        'La media delle domande con punteggio (0–10)',
      ),
    },
    status: statusOf(questionnaireStatus),
  },
});

/** The resources of this area of the console, by name. */
export const contentAreaResources = {
  carousel: carouselResource,
  'init-announcement': initAnnouncementResource,
  'financial-course': financialCourseResource,
  'full-screen-ad': fullScreenAdResource,
  'help-doc-theme': helpDocThemeResource,
  'help-separate-page': helpSeparatePageResource,
  'help-separate-page-log': helpSeparatePageLogResource,
  'sys-suggestion': sysSuggestionResource,
  'help-request-info': helpRequestInfoResource,
  'help-question': helpQuestionResource,
  'update-log': updateLogResource,
  'help-document': helpDocumentResource,
  'product-policy': productPolicyResource,
  'product-policy-acceptance': productPolicyAcceptanceResource,
  'system-info': systemInfoResource,
  'welcome-info': welcomeInfoResource,
  'marketing-info': marketingInfoResource,
  'marketing-black-list': marketingBlackListResource,
  'marketing-clue': marketingClueResource,
  questionnaire: questionnaireResource,
} as const satisfies Record<string, ResourceDescriptor>;
