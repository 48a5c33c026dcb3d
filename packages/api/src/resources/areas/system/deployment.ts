import { z } from 'zod';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words, type Words } from '../../describe';
import { code, date, email, enabled, tenantId, text, webAddress } from '../../fields';
import {
  backendUser,
  backendUserId,
  bigVersionReference,
  cloudEnvCodes,
  cloudEnvironments,
  codeField,
  count,
  dateField,
  dateTime,
  deployTenantRanges,
  emailField,
  field,
  instant,
  longText,
  numberField,
  platformLabel,
  selectedTenants,
  sprintReference,
  statusLabel,
  tenantRange,
  urlField,
  versionCode,
} from './common';
import { appLanguages } from './menus';

// The system area's version deployment (§2.18): maintenance windows, operation announcements, big
// versions, the APP white list and privacy policies.

const versionDeploy = { read: 'deploy:read', write: 'deploy:operate' } as const;
const noticeChannels = (label: Words) => field(label, { enum: deployNoticeChannel.words });
const archived = field(words('已归档', 'Archived', 'アーカイブ済み', '已歸檔', 'Archiviato'));

// ---------------------------------------------------------------------------------------------
// Version deployment (§2.18)

export const maintenanceStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已通知', 'Announced', '告知済み', '已通知', 'Annunciata'), tone: 'info' },
  IN_PROGRESS: {
    words: words('停机中', 'Under way', 'メンテナンス中', '停機中', 'In corso'),
    tone: 'warning',
  },
  FINISHED: { words: words('已恢复', 'Finished', '完了', '已恢復', 'Conclusa'), tone: 'success' },
  CANCELLED: { words: words('已取消', 'Cancelled', '中止', '已取消', 'Annullata'), tone: 'neutral' },
});
export const maintenanceStatuses = maintenanceStatus.values;
export const deployNoticeChannel = /* @__PURE__ */ defineEnum({
  LOGIN_PAGE: { words: words('登录页', 'Login page', 'ログイン画面', '登入頁', 'Pagina di accesso') },
  WEB_BANNER: { words: words('Web 横幅', 'Web banner', 'Web バナー', 'Web 橫幅', 'Banner web') },
  APP_POPUP: {
    words: words('APP 弹窗', 'App pop-up', 'アプリのポップアップ', 'APP 彈窗', "Pop-up nell'app"),
  },
  EMAIL: { words: words('邮件', 'E-mail', 'メール', '電子郵件', 'E-mail') },
  SMS: { words: words('短信', 'SMS', 'SMS', '簡訊', 'SMS') },
});
export const deployNoticeChannels = deployNoticeChannel.values;

/** A maintenance window (stop-machine): the clouds down, when, what for, and the notice to tenants. */
export const stopMachineNoticeResource = defineResource({
  name: 'stop-machine-notice',
  scope: 'global',
  schema: z.object({
    title: text(100),
    cloudEnvs: cloudEnvCodes,
    startAt: instant,
    endAt: instant,
    /** The services and clients out of service. */
    affectedSystems: z.array(code(64)).min(1).max(100),
    impact: text(1000),
    noticeContent: text(4000),
    channels: z.array(z.enum(deployNoticeChannels)).min(1).max(deployNoticeChannels.length),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    status: z.enum(maintenanceStatuses).default('DRAFT'),
    /** Past windows move to the archives. */
    archived: z.boolean().default(false),
    publisherId: backendUserId.optional(),
    publishedAt: instant.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'impact'],
  filters: { archived: 'eq', status: 'in', startAt: 'range', publisherId: 'eq' },
  sortable: ['startAt', 'endAt', 'title'],
  defaultSort: { field: 'startAt', direction: 'desc' },
  fields: {
    title: field(words('维护标题', 'Title', 'タイトル', '維護標題', 'Titolo')),
    cloudEnvs: cloudEnvironments(
      words('停机云环境', 'Clouds down', '停止するクラウド', '停機雲端環境', 'Cloud ferme'),
    ),
    startAt: dateTime(words('开始时间', 'Starts', '開始日時', '開始時間', 'Inizio')),
    endAt: dateTime(words('预计恢复时间', 'Ends', '終了予定', '預計恢復時間', 'Fine prevista')),
    affectedSystems: field(words('影响系统', 'Systems down', '影響システム', '影響系統', 'Sistemi fermi'), {
      hint: words(
        '如 web、app、open-api',
        'e.g. web, app, open-api',
        '例：web、app、open-api',
        '如 web、app、open-api',
        'ad es. web, app, open-api',
      ),
    }),
    impact: longText(words('影响说明', 'Impact', '影響', '影響說明', 'Impatto')),
    noticeContent: longText(words('通知正文', 'Notice text', '告知本文', '通知內文', "Testo dell'avviso")),
    channels: noticeChannels(words('通知渠道', 'Channels', '告知チャネル', '通知管道', 'Canali')),
    tenantRange: tenantRange(words('通知范围', 'Audience', '告知範囲', '通知範圍', 'Destinatari')),
    tenantIds: selectedTenants(),
    status: field(statusLabel, { enum: maintenanceStatus.words }),
    archived,
    publisherId: backendUser(words('发布人', 'Announced by', '告知者', '發布人', 'Annunciato da')),
    publishedAt: dateTime(words('通知时间', 'Announced at', '告知日時', '通知時間', 'Annunciato il')),
  },
});

export const announcementKind = /* @__PURE__ */ defineEnum({
  RELEASE_NOTE: {
    words: words('版本更新', 'Release notes', 'リリースノート', '版本更新', 'Note di rilascio'),
  },
  FEATURE: { words: words('新功能', 'New feature', '新機能', '新功能', 'Nuova funzionalità') },
  MAINTENANCE: { words: words('维护通知', 'Maintenance', 'メンテナンス', '維護通知', 'Manutenzione') },
  INCIDENT: { words: words('故障通报', 'Incident', '障害報告', '故障通報', 'Incidente') },
  POLICY: { words: words('政策变更', 'Policy change', 'ポリシー変更', '政策變更', 'Modifica delle regole') },
});
export const announcementKinds = announcementKind.values;
export const announcementStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開中', '已發布', 'Pubblicato'), tone: 'success' },
  WITHDRAWN: { words: words('已撤回', 'Withdrawn', '取り下げ', '已撤回', 'Ritirato'), tone: 'warning' },
});
export const announcementStatuses = announcementStatus.values;

/** An operation announcement to tenants: release notes, incidents, policy changes. */
export const operationAnnouncementResource = defineResource({
  name: 'operation-announcement',
  scope: 'global',
  schema: z.object({
    title: text(100),
    kind: z.enum(announcementKinds),
    versionNo: versionCode.optional(),
    summary: text(300),
    content: text(8000),
    cloudEnvs: cloudEnvCodes,
    channels: z.array(z.enum(deployNoticeChannels)).min(1).max(deployNoticeChannels.length),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    publishAt: instant,
    expireAt: instant.optional(),
    pinned: z.boolean().default(false),
    status: z.enum(announcementStatuses).default('DRAFT'),
    archived: z.boolean().default(false),
    publisherId: backendUserId.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'summary'],
  filters: { archived: 'eq', kind: 'eq', status: 'in', versionNo: 'eq', publishAt: 'range' },
  sortable: ['publishAt', 'title'],
  defaultSort: { field: 'publishAt', direction: 'desc' },
  fields: {
    title: field(words('公告标题', 'Title', 'タイトル', '公告標題', 'Titolo')),
    kind: field(words('公告类型', 'Kind', '種別', '公告類型', 'Tipo'), { enum: announcementKind.words }),
    versionNo: field(words('对应版本', 'Version', 'バージョン', '對應版本', 'Versione'), {
      reference: bigVersionReference,
    }),
    summary: longText(words('摘要', 'Summary', '概要', '摘要', 'Sintesi')),
    content: field(words('正文', 'Content', '本文', '內文', 'Contenuto'), { kind: 'richText' }),
    cloudEnvs: cloudEnvironments(),
    channels: noticeChannels(words('发布渠道', 'Channels', 'チャネル', '發布管道', 'Canali')),
    tenantRange: tenantRange(words('租户范围', 'Tenants', 'テナント範囲', '租戶範圍', 'Tenant')),
    tenantIds: selectedTenants(),
    publishAt: dateTime(words('发布时间', 'Publish at', '公開日時', '發布時間', 'Pubblicazione il')),
    expireAt: dateTime(words('下架时间', 'Expires at', '掲載終了', '下架時間', 'Scade il')),
    pinned: field(words('置顶', 'Pinned', '固定表示', '置頂', 'Fissato in alto')),
    status: field(statusLabel, { enum: announcementStatus.words }),
    archived,
    publisherId: backendUser(words('发布人', 'Published by', '公開者', '發布人', 'Pubblicato da')),
  },
});

export const bigVersionStatus = /* @__PURE__ */ defineEnum({
  PLANNING: { words: words('规划中', 'Planning', '計画中', '規劃中', 'In pianificazione'), tone: 'neutral' },
  DEVELOPING: { words: words('开发中', 'In development', '開発中', '開發中', 'In sviluppo'), tone: 'info' },
  GRAY: {
    words: words('灰度中', 'In gray release', 'グレー中', '灰度中', 'In rilascio graduale'),
    tone: 'warning',
  },
  RELEASED: { words: words('已全量', 'Released', 'リリース済み', '已全量', 'Rilasciata'), tone: 'success' },
  ARCHIVED: { words: words('已归档', 'Archived', 'アーカイブ済み', '已歸檔', 'Archiviata'), tone: 'neutral' },
});
export const bigVersionStatuses = bigVersionStatus.values;
export const releasePlatform = /* @__PURE__ */ defineEnum({
  WEB: { words: words('Web', 'Web', 'Web', 'Web', 'Web') },
  IOS: { words: words('iOS', 'iOS', 'iOS', 'iOS', 'iOS') },
  ANDROID: { words: words('Android', 'Android', 'Android', 'Android', 'Android') },
  H5: { words: words('H5', 'H5', 'H5', 'H5', 'H5') },
});
export const releasePlatforms = releasePlatform.values;

/** A big version of the product: the sprints it gathers, its gray and full release dates. */
export const bigVersionResource = defineResource({
  name: 'big-version',
  scope: 'global',
  schema: z.object({
    versionNo: versionCode,
    versionName: text(60),
    status: z.enum(bigVersionStatuses).default('PLANNING'),
    sprintCodes: z.array(code(32)).max(50).default([]),
    platforms: z.array(z.enum(releasePlatforms)).min(1).max(releasePlatforms.length),
    plannedReleaseDate: date,
    grayStartDate: date.optional(),
    fullReleaseDate: date.optional(),
    /** APP versions below it are asked (or forced) to upgrade. */
    minAppVersion: versionCode.optional(),
    forceUpgrade: z.boolean().default(false),
    highlights: text(4000),
    updateLogUrl: webAddress.optional(),
    ownerId: backendUserId,
  }),
  permissions: versionDeploy,
  title: 'versionName',
  keyword: ['versionNo', 'versionName', 'highlights'],
  filters: { status: 'in', ownerId: 'eq', plannedReleaseDate: 'range' },
  sortable: ['versionNo', 'plannedReleaseDate', 'fullReleaseDate'],
  unique: [['versionNo']],
  defaultSort: { field: 'plannedReleaseDate', direction: 'desc' },
  fields: {
    versionNo: codeField(words('版本号', 'Version', 'バージョン', '版本號', 'Versione')),
    versionName: field(words('版本名称', 'Name', '名称', '版本名稱', 'Nome')),
    status: field(statusLabel, { enum: bigVersionStatus.words }),
    sprintCodes: field(words('包含迭代', 'Sprints', 'スプリント', '包含迭代', 'Sprint'), {
      reference: sprintReference,
    }),
    platforms: field(words('发布平台', 'Platforms', 'プラットフォーム', '發布平台', 'Piattaforme'), {
      enum: releasePlatform.words,
    }),
    plannedReleaseDate: dateField(
      words('计划发布日期', 'Planned release', 'リリース予定日', '計畫發布日期', 'Rilascio previsto'),
    ),
    grayStartDate: dateField(
      words('灰度开始日期', 'Gray from', 'グレー開始日', '灰度開始日期', 'Rilascio graduale dal'),
    ),
    fullReleaseDate: dateField(
      words('全量发布日期', 'Full release', '全面リリース日', '全量發布日期', 'Rilascio completo'),
    ),
    minAppVersion: codeField(
      words(
        '最低 APP 版本',
        'Lowest app version',
        '最低アプリバージョン',
        '最低 APP 版本',
        "Versione minima dell'app",
      ),
    ),
    forceUpgrade: field(
      words('强制升级', 'Force upgrade', '強制アップグレード', '強制升級', 'Aggiornamento forzato'),
      {
        hint: words(
          '低于最低版本的 APP 必须升级后才能使用',
          'Older apps must upgrade before use',
          '最低バージョン未満のアプリは更新が必要',
          '低於最低版本的 APP 必須升級後才能使用',
          "Le app più vecchie vanno aggiornate prima dell'uso",
        ),
      },
    ),
    highlights: longText(words('版本亮点', 'Highlights', '主な内容', '版本亮點', 'Novità')),
    updateLogUrl: urlField(
      words('更新日志', 'Update log', '更新履歴', '更新日誌', 'Registro degli aggiornamenti'),
    ),
    ownerId: backendUser(words('版本负责人', 'Owner', '責任者', '版本負責人', 'Responsabile')),
  },
});

export const appWhiteListKind = /* @__PURE__ */ defineEnum({
  GRAY_VERSION: {
    words: words('灰度版本', 'Gray version', 'グレーバージョン', '灰度版本', 'Versione graduale'),
  },
  BETA_FEATURE: { words: words('内测功能', 'Beta feature', 'ベータ機能', '內測功能', 'Funzionalità beta') },
  DEBUG_LOG: { words: words('调试日志', 'Debug logging', 'デバッグログ', '除錯日誌', 'Log di debug') },
  SKIP_FORCE_UPGRADE: {
    words: words(
      '免强制升级',
      'Skip forced upgrade',
      '強制更新の免除',
      '免強制升級',
      'Niente aggiornamento forzato',
    ),
  },
});
export const appWhiteListKinds = appWhiteListKind.values;
export const appWhiteListPlatform = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部', 'All', 'すべて', '全部', 'Tutte') },
  IOS: { words: words('iOS', 'iOS', 'iOS', 'iOS', 'iOS') },
  ANDROID: { words: words('Android', 'Android', 'Android', 'Android', 'Android') },
});
export const appWhiteListPlatforms = appWhiteListPlatform.values;

/** A tenant (or one of its users) let into a gray version or beta feature of the APP ahead of others. */
export const appWhiteListResource = defineResource({
  name: 'app-white-list',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    kind: z.enum(appWhiteListKinds),
    platform: z.enum(appWhiteListPlatforms),
    appVersion: versionCode.optional(),
    featureCode: code(64).optional(),
    /** One user of the tenant; the whole tenant when absent. */
    userEmail: email.optional(),
    validFrom: date,
    validTo: date,
    reason: text(500),
    addedById: backendUserId,
    enabled,
  }),
  permissions: versionDeploy,
  title: 'kind',
  keyword: ['featureCode', 'userEmail', 'reason'],
  filters: { tenantId: 'eq', kind: 'eq', platform: 'eq', appVersion: 'eq', enabled: 'eq', validTo: 'range' },
  sortable: ['validFrom', 'validTo', 'kind'],
  defaultSort: { field: 'validTo', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    kind: field(words('白名单类型', 'Kind', '種別', '白名單類型', 'Tipo'), { enum: appWhiteListKind.words }),
    platform: field(platformLabel, { enum: appWhiteListPlatform.words }),
    appVersion: codeField(
      words('APP 版本', 'App version', 'アプリバージョン', 'APP 版本', "Versione dell'app"),
    ),
    featureCode: codeField(words('功能编码', 'Feature', '機能コード', '功能代碼', 'Funzionalità')),
    userEmail: emailField(
      words('指定用户邮箱', 'User e-mail', 'ユーザーのメール', '指定使用者信箱', "E-mail dell'utente"),
      {
        hint: words(
          '留空表示整个租户',
          'Empty for the whole tenant',
          '空欄ならテナント全体',
          '留空表示整個租戶',
          'Vuoto: tutto il tenant',
        ),
      },
    ),
    validFrom: dateField(words('生效日期', 'Valid from', '有効開始日', '生效日期', 'Valido dal')),
    validTo: dateField(words('失效日期', 'Valid until', '有効終了日', '失效日期', 'Valido fino al')),
    reason: longText(words('加入原因', 'Reason', '理由', '加入原因', 'Motivo')),
    addedById: backendUser(words('添加人', 'Added by', '登録者', '新增人', 'Aggiunto da')),
    enabled: described.enabled,
  },
});

export const deployPrivacyPolicyKind = /* @__PURE__ */ defineEnum({
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
  THIRD_PARTY_SDK: {
    words: words(
      '第三方 SDK 清单',
      'Third-party SDK list',
      '第三者 SDK 一覧',
      '第三方 SDK 清單',
      'Elenco degli SDK di terze parti',
    ),
  },
  PERSONAL_INFO_LIST: {
    words: words(
      '个人信息收集清单',
      'Personal information list',
      '個人情報収集一覧',
      '個人資料蒐集清單',
      'Elenco dei dati personali raccolti',
    ),
  },
});
export const deployPrivacyPolicyKinds = deployPrivacyPolicyKind.values;
export const deployPrivacyPolicyStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已生效', 'Published', '公開中', '已生效', 'In vigore'), tone: 'success' },
  RETIRED: { words: words('已废止', 'Retired', '廃止', '已廢止', 'Ritirata'), tone: 'neutral' },
});
export const deployPrivacyPolicyStatuses = deployPrivacyPolicyStatus.values;

/** A version of the privacy policy (or user agreement...) shipped with the product, and who it reaches. */
export const deployPrivacyPolicyResource = defineResource({
  name: 'deploy-privacy-policy',
  scope: 'global',
  schema: z.object({
    policyKind: z.enum(deployPrivacyPolicyKinds),
    title: text(100),
    policyVersion: versionCode,
    language: z.enum(appLanguages),
    platforms: z.array(z.enum(releasePlatforms)).min(1).max(releasePlatforms.length),
    effectiveDate: date,
    contentUrl: webAddress,
    changeSummary: text(2000),
    /** Users must agree again on their next login. */
    requireReconsent: z.boolean().default(false),
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    /** Tenants whose administrators have accepted it. */
    acceptedTenantCount: count,
    status: z.enum(deployPrivacyPolicyStatuses).default('DRAFT'),
    publisherId: backendUserId.optional(),
    publishedAt: instant.optional(),
  }),
  permissions: versionDeploy,
  title: 'title',
  keyword: ['title', 'policyVersion'],
  filters: { policyKind: 'eq', language: 'eq', status: 'in', tenantRange: 'eq', effectiveDate: 'range' },
  sortable: ['effectiveDate', 'policyVersion'],
  unique: [['policyKind', 'language', 'policyVersion']],
  defaultSort: { field: 'effectiveDate', direction: 'desc' },
  fields: {
    policyKind: field(words('政策类型', 'Kind', '種別', '政策類型', 'Tipo'), {
      enum: deployPrivacyPolicyKind.words,
    }),
    title: described.title,
    policyVersion: codeField(words('版本号', 'Version', 'バージョン', '版本號', 'Versione')),
    language: described.language,
    platforms: field(words('适用平台', 'Platforms', 'プラットフォーム', '適用平台', 'Piattaforme'), {
      enum: releasePlatform.words,
    }),
    effectiveDate: described.effectiveDate,
    contentUrl: urlField(words('正文地址', 'Text URL', '本文 URL', '內文網址', 'URL del testo')),
    changeSummary: longText(words('变更摘要', 'What changed', '変更概要', '變更摘要', 'Modifiche')),
    requireReconsent: field(
      words('需重新同意', 'Ask consent again', '再同意が必要', '需重新同意', 'Nuovo consenso'),
      {
        hint: words(
          '用户下次登录时需重新同意',
          'Users agree again at their next login',
          '次回ログイン時に再同意',
          '使用者下次登入時需重新同意',
          'Gli utenti accettano di nuovo al prossimo accesso',
        ),
      },
    ),
    tenantRange: tenantRange(words('租户范围', 'Tenants', 'テナント範囲', '租戶範圍', 'Tenant')),
    tenantIds: selectedTenants(),
    acceptedTenantCount: numberField(
      words(
        '已确认租户数',
        'Tenants accepted',
        '同意済みテナント数',
        '已確認租戶數',
        'Tenant che hanno accettato',
      ),
    ),
    status: field(statusLabel, { enum: deployPrivacyPolicyStatus.words }),
    publisherId: backendUser(words('发布人', 'Published by', '公開者', '發布人', 'Pubblicato da')),
    publishedAt: dateTime(words('发布时间', 'Published at', '公開日時', '發布時間', 'Pubblicato il')),
  },
});
