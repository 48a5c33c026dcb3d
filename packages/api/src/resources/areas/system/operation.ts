import { z } from 'zod';
import { ValidationMessage } from '../../../constants/validation';
import { described } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words } from '../../describe';
import { deployRequestStatuses } from '../../enums';
import { code, date, email, enabled, optionalText, tenantId, text, webAddress } from '../../fields';
import {
  attachmentOid,
  backendUser,
  backendUserId,
  bigVersionReference,
  cloudEnvCode,
  cloudEnvCodes,
  cloudEnvironment,
  cloudEnvironments,
  codeField,
  count,
  dateField,
  dateTime,
  emailField,
  field,
  instant,
  longText,
  numberField,
  operatorSteps,
  owner,
  platformLabel,
  productSections,
  request,
  section,
  selectedTenants,
  sprintReference,
  statusLabel,
  units,
  urlField,
  version,
  versionCode,
} from './common';

// The system area's error monitoring (sentry) and system operation (§2.15): cloud environments,
// sprints, release, SQL, middleware and data-search requests, middleware instances, log services,
// monitor reports and scheduled jobs.

/** A release as the error-monitoring SDKs name it: `package@version`. */
const sentryRelease = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@+-]*$/, ValidationMessage.CODE);

/** The deployment environments, derived from the console's host name (calls §9). */
export const deployEnv = /* @__PURE__ */ defineEnum({
  dev: { words: words('开发环境', 'Development', '開発環境', '開發環境', 'Sviluppo') },
  uat: { words: words('测试环境', 'UAT', 'テスト環境', '測試環境', 'UAT') },
  stage: { words: words('预发布环境', 'Staging', 'ステージング', '預發布環境', 'Staging') },
  release: { words: words('生产环境', 'Production', '本番環境', '正式環境', 'Produzione') },
});
export const deployEnvs = deployEnv.values;
export const middlewareType = /* @__PURE__ */ defineEnum({
  MYSQL: { words: words('MySQL', 'MySQL', 'MySQL', 'MySQL', 'MySQL') },
  POSTGRESQL: { words: words('PostgreSQL', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL', 'PostgreSQL') },
  REDIS: { words: words('Redis', 'Redis', 'Redis', 'Redis', 'Redis') },
  KAFKA: { words: words('Kafka', 'Kafka', 'Kafka', 'Kafka', 'Kafka') },
  ROCKETMQ: { words: words('RocketMQ', 'RocketMQ', 'RocketMQ', 'RocketMQ', 'RocketMQ') },
  ELASTICSEARCH: {
    words: words('Elasticsearch', 'Elasticsearch', 'Elasticsearch', 'Elasticsearch', 'Elasticsearch'),
  },
  MONGODB: { words: words('MongoDB', 'MongoDB', 'MongoDB', 'MongoDB', 'MongoDB') },
  NACOS: { words: words('Nacos', 'Nacos', 'Nacos', 'Nacos', 'Nacos') },
  ZOOKEEPER: { words: words('ZooKeeper', 'ZooKeeper', 'ZooKeeper', 'ZooKeeper', 'ZooKeeper') },
});
export const middlewareTypes = middlewareType.values;

const systemOperation = { read: 'deploy:read', write: 'deploy:request' } as const;
/** Records only the operators keep (inventories, jobs, reports). */
const systemOperationByOperators = { read: 'deploy:read', write: 'deploy:operate' } as const;
const alertEmail = emailField(
  words('告警邮箱', 'Alert e-mail', 'アラートメール', '告警信箱', 'E-mail di allerta'),
);

/**
 * The number of a request, application or run: the service makes it (`<prefix><yyyyMMdd><sequence>`)
 * when a create leaves it out, and nobody types it.
 */
const requestNo = (
  prefix: string,
  label = words('申请单号', 'Request no.', '申請番号', '申請單號', 'N. richiesta'),
) => codeField(label, { generated: { prefix } });

// ---------------------------------------------------------------------------------------------
// Error monitoring (§2.13 sentry). The menu has no write authority: resolving, ignoring and
// assigning issues is the operators' (deploy:operate).

export const sentryPlatform = /* @__PURE__ */ defineEnum({
  JAVASCRIPT_REACT: { words: words('React', 'React', 'React', 'React', 'React') },
  NODE: { words: words('Node.js', 'Node.js', 'Node.js', 'Node.js', 'Node.js') },
  JAVA_SPRING: { words: words('Java Spring', 'Java Spring', 'Java Spring', 'Java Spring', 'Java Spring') },
  IOS: { words: words('iOS', 'iOS', 'iOS', 'iOS', 'iOS') },
  ANDROID: { words: words('Android', 'Android', 'Android', 'Android', 'Android') },
  FLUTTER: { words: words('Flutter', 'Flutter', 'Flutter', 'Flutter', 'Flutter') },
  PYTHON: { words: words('Python', 'Python', 'Python', 'Python', 'Python') },
});
export const sentryPlatforms = sentryPlatform.values;
export const sentryLevel = /* @__PURE__ */ defineEnum({
  FATAL: { words: words('致命', 'Fatal', '致命的', '致命', 'Fatale'), tone: 'danger' },
  ERROR: { words: words('错误', 'Error', 'エラー', '錯誤', 'Errore'), tone: 'danger' },
  WARNING: { words: words('警告', 'Warning', '警告', '警告', 'Avviso'), tone: 'warning' },
  INFO: { words: words('信息', 'Info', '情報', '資訊', 'Info'), tone: 'info' },
  DEBUG: { words: words('调试', 'Debug', 'デバッグ', '除錯', 'Debug'), tone: 'neutral' },
});
export const sentryLevels = sentryLevel.values;
export const sentryIssueStatus = /* @__PURE__ */ defineEnum({
  UNRESOLVED: { words: words('未解决', 'Unresolved', '未解決', '未解決', 'Non risolto'), tone: 'warning' },
  RESOLVED: { words: words('已解决', 'Resolved', '解決済み', '已解決', 'Risolto'), tone: 'success' },
  IGNORED: { words: words('已忽略', 'Ignored', '無視', '已忽略', 'Ignorato'), tone: 'neutral' },
});
export const sentryIssueStatuses = sentryIssueStatus.values;
const sentryPermissions = { read: 'deploy:read', write: 'deploy:operate' } as const;

const sentryProject = field(words('项目', 'Project', 'プロジェクト', '專案', 'Progetto'), {
  reference: { resource: 'sentry-project', valueField: 'projectName', labelField: 'displayName' },
});
const sentryLevelField = field(words('级别', 'Level', 'レベル', '級別', 'Livello'), {
  enum: sentryLevel.words,
});
const environment = field(words('环境', 'Environment', '環境', '環境', 'Ambiente'), {
  enum: deployEnv.words,
});
const release = codeField(words('版本', 'Release', 'リリース', '版本', 'Release'));
const tags = field(words('标签', 'Tags', 'タグ', '標籤', 'Tag'));

/** A project reporting errors to the error-monitoring service: one per application. */
export const sentryProjectResource = defineResource({
  name: 'sentry-project',
  scope: 'global',
  schema: z.object({
    /** The project's slug, as in the issues-list route. */
    projectName: code(64),
    displayName: text(60),
    platform: z.enum(sentryPlatforms),
    team: text(40),
    ownerId: backendUserId,
    cloudEnv: cloudEnvCode,
    repositoryUrl: webAddress.optional(),
    unresolvedIssues: count,
    eventsLast24h: count,
    lastEventAt: instant.optional(),
    alertEmail: email.optional(),
    enabled,
  }),
  permissions: sentryPermissions,
  title: 'displayName',
  keyword: ['projectName', 'displayName', 'team'],
  filters: { platform: 'eq', team: 'eq', cloudEnv: 'eq', ownerId: 'eq', enabled: 'eq' },
  sortable: ['projectName', 'unresolvedIssues', 'eventsLast24h', 'lastEventAt'],
  unique: [['projectName']],
  defaultSort: { field: 'projectName', direction: 'asc' },
  fields: {
    projectName: codeField(words('项目标识', 'Project', 'プロジェクト', '專案標識', 'Progetto')),
    displayName: field(words('项目名称', 'Name', '名称', '專案名稱', 'Nome')),
    platform: field(platformLabel, { enum: sentryPlatform.words }),
    team: field(words('所属团队', 'Team', 'チーム', '所屬團隊', 'Team')),
    ownerId: owner,
    cloudEnv: cloudEnvironment(),
    repositoryUrl: urlField(words('代码仓库', 'Repository', 'リポジトリ', '程式碼倉庫', 'Repository')),
    unresolvedIssues: numberField(
      words('未解决问题', 'Unresolved issues', '未解決の問題', '未解決問題', 'Problemi non risolti'),
    ),
    eventsLast24h: numberField(
      words('24 小时事件数', 'Events (24 h)', '24 時間のイベント', '24 小時事件數', 'Eventi (24 h)'),
    ),
    lastEventAt: dateTime(words('最近事件', 'Last event', '最新イベント', '最近事件', 'Ultimo evento')),
    alertEmail,
    enabled: described.enabled,
  },
});

/** An issue: the events of one error grouped, with how often and for how many users it happens. */
export const sentryIssueResource = defineResource({
  name: 'sentry-issue',
  scope: 'global',
  schema: z.object({
    projectName: code(64),
    /** `OPSDESK-WEB-1A3`: the project's prefix and a sequence. */
    shortId: code(40),
    title: text(300),
    /** Where it happens: a function, a route or a transaction. */
    culprit: optionalText(300),
    level: z.enum(sentryLevels),
    status: z.enum(sentryIssueStatuses).default('UNRESOLVED'),
    count: z.number().int().min(1).max(1_000_000_000),
    userCount: count,
    firstSeen: instant,
    lastSeen: instant,
    environment: z.enum(deployEnvs),
    /** The release it was last seen in. */
    release: sentryRelease.optional(),
    assigneeId: backendUserId.optional(),
    tags: z.array(text(120)).max(50).default([]),
  }),
  permissions: sentryPermissions,
  title: 'title',
  keyword: ['shortId', 'title', 'culprit'],
  filters: {
    projectName: 'eq',
    level: 'in',
    status: 'in',
    environment: 'eq',
    release: 'eq',
    assigneeId: 'eq',
    firstSeen: 'range',
    lastSeen: 'range',
  },
  sortable: ['lastSeen', 'firstSeen', 'count', 'userCount', 'shortId'],
  unique: [['shortId']],
  defaultSort: { field: 'lastSeen', direction: 'desc' },
  fields: {
    projectName: sentryProject,
    shortId: codeField(words('问题编号', 'Issue', '問題番号', '問題編號', 'Problema')),
    title: field(words('问题', 'Title', 'タイトル', '問題', 'Titolo')),
    culprit: codeField(words('发生位置', 'Culprit', '発生箇所', '發生位置', 'Origine')),
    level: sentryLevelField,
    status: field(statusLabel, { enum: sentryIssueStatus.words }),
    count: numberField(words('事件数', 'Events', 'イベント数', '事件數', 'Eventi')),
    userCount: numberField(words('影响用户', 'Users', '影響ユーザー', '影響使用者', 'Utenti')),
    firstSeen: dateTime(words('首次出现', 'First seen', '初回発生', '首次出現', 'Prima occorrenza')),
    lastSeen: dateTime(words('最近出现', 'Last seen', '最終発生', '最近出現', 'Ultima occorrenza')),
    environment,
    release,
    assigneeId: backendUser(words('处理人', 'Assignee', '担当者', '處理人', 'Assegnatario')),
    tags,
  },
});

/** One occurrence of an issue, with what the SDK captured around it. */
export const sentryEventResource = defineResource({
  name: 'sentry-event',
  scope: 'global',
  schema: z.object({
    projectName: code(64),
    issueShortId: code(40),
    /** 32 hexadecimal digits. */
    eventId: code(32),
    timestamp: instant,
    level: z.enum(sentryLevels),
    message: text(1000),
    exceptionType: optionalText(200),
    exceptionValue: optionalText(1000),
    /** The frames, innermost last, one per line: `at function (file:line:column)`. */
    stackTrace: optionalText(20_000),
    /** What happened before, one per line: `time category message`. */
    breadcrumbs: optionalText(20_000),
    /** `key:value` pairs. */
    tags: z.array(text(200)).max(100).default([]),
    environment: z.enum(deployEnvs),
    release: sentryRelease.optional(),
    userId: optionalText(100),
    userEmail: email.optional(),
    userIp: z.ipv4().optional(),
    tenantCode: code(32).optional(),
    browser: optionalText(100),
    os: optionalText(100),
    url: webAddress.optional(),
  }),
  permissions: sentryPermissions,
  title: 'eventId',
  keyword: ['eventId', 'message', 'userEmail'],
  filters: {
    projectName: 'eq',
    issueShortId: 'eq',
    level: 'in',
    environment: 'eq',
    release: 'eq',
    tenantCode: 'eq',
    timestamp: 'range',
  },
  sortable: ['timestamp'],
  unique: [['eventId']],
  defaultSort: { field: 'timestamp', direction: 'desc' },
  fields: {
    projectName: sentryProject,
    issueShortId: field(words('问题编号', 'Issue', '問題番号', '問題編號', 'Problema'), {
      reference: { resource: 'sentry-issue', valueField: 'shortId', labelField: 'title' },
    }),
    eventId: codeField(words('事件 ID', 'Event id', 'イベント ID', '事件 ID', 'ID evento')),
    timestamp: dateTime(words('发生时间', 'Time', '発生日時', '發生時間', 'Ora')),
    level: sentryLevelField,
    message: longText(words('消息', 'Message', 'メッセージ', '訊息', 'Messaggio')),
    exceptionType: codeField(words('异常类型', 'Exception', '例外の種類', '例外類型', 'Eccezione')),
    exceptionValue: longText(
      words('异常信息', 'Exception message', '例外メッセージ', '例外訊息', "Messaggio dell'eccezione"),
    ),
    stackTrace: longText(words('堆栈', 'Stack trace', 'スタックトレース', '堆疊', 'Stack trace')),
    breadcrumbs: longText(words('面包屑', 'Breadcrumbs', 'ブレッドクラム', '麵包屑', 'Breadcrumb')),
    tags,
    environment,
    release,
    userId: field(words('用户 ID', 'User id', 'ユーザー ID', '使用者 ID', 'ID utente')),
    userEmail: emailField(
      words('用户邮箱', 'User e-mail', 'ユーザーのメール', '使用者信箱', "E-mail dell'utente"),
    ),
    userIp: codeField(words('IP 地址', 'IP address', 'IP アドレス', 'IP 位址', 'Indirizzo IP')),
    tenantCode: codeField(
      words('租户编码', 'Tenant code', 'テナントコード', '租戶代碼', 'Codice del tenant'),
    ),
    browser: field(words('浏览器', 'Browser', 'ブラウザ', '瀏覽器', 'Browser')),
    os: field(words('操作系统', 'Operating system', 'OS', '作業系統', 'Sistema operativo')),
    url: urlField(words('页面地址', 'URL', 'URL', '頁面網址', 'URL')),
  },
});

// ---------------------------------------------------------------------------------------------
// System operation (§2.15)

export const sprintStatus = /* @__PURE__ */ defineEnum({
  PLANNING: { words: words('规划中', 'Planning', '計画中', '規劃中', 'In pianificazione'), tone: 'neutral' },
  IN_PROGRESS: { words: words('开发中', 'In progress', '開発中', '開發中', 'In corso'), tone: 'info' },
  CODE_FREEZE: {
    words: words('已封版', 'Code freeze', 'コードフリーズ', '已封版', 'Codice congelato'),
    tone: 'warning',
  },
  RELEASED: { words: words('已发布', 'Released', 'リリース済み', '已發布', 'Rilasciato'), tone: 'success' },
  CLOSED: { words: words('已关闭', 'Closed', 'クローズ', '已關閉', 'Chiuso'), tone: 'neutral' },
});
export const sprintStatuses = sprintStatus.values;

/** A sprint (iteration) and what it releases: the overview page lists them with their requests. */
export const sprintResource = defineResource({
  name: 'sprint',
  scope: 'global',
  schema: z.object({
    sprintCode: code(32),
    sprintName: text(60),
    section: z.enum(productSections),
    startDate: date,
    endDate: date,
    releaseDate: date,
    status: z.enum(sprintStatuses).default('PLANNING'),
    ownerId: backendUserId,
    /** The big version it ships in. */
    bigVersionNo: versionCode.optional(),
    goal: optionalText(1000),
    requestCount: count,
    releasedCount: count,
    remark: optionalText(500),
  }),
  permissions: systemOperation,
  title: 'sprintName',
  keyword: ['sprintCode', 'sprintName', 'goal'],
  filters: { section: 'eq', status: 'in', ownerId: 'eq', bigVersionNo: 'eq', releaseDate: 'range' },
  sortable: ['sprintCode', 'startDate', 'releaseDate'],
  unique: [['sprintCode']],
  defaultSort: { field: 'startDate', direction: 'desc' },
  // Planners draft sprints; operators move them along.
  guards: [
    {
      field: 'status',
      values: ['IN_PROGRESS', 'CODE_FREEZE', 'RELEASED', 'CLOSED'],
      authority: 'deploy:operate',
    },
  ],
  fields: {
    sprintCode: codeField(words('迭代编号', 'Sprint', 'スプリント', '迭代編號', 'Sprint')),
    sprintName: field(words('迭代名称', 'Name', '名称', '迭代名稱', 'Nome')),
    section,
    startDate: dateField(words('开始日期', 'Starts', '開始日', '開始日期', 'Inizio')),
    endDate: dateField(words('结束日期', 'Ends', '終了日', '結束日期', 'Fine')),
    releaseDate: dateField(words('发布日期', 'Release date', 'リリース日', '發布日期', 'Data di rilascio')),
    status: field(statusLabel, { enum: sprintStatus.words }),
    ownerId: backendUser(words('迭代负责人', 'Owner', '責任者', '迭代負責人', 'Responsabile')),
    bigVersionNo: field(
      words('所属大版本', 'Big version', 'メジャーバージョン', '所屬大版本', 'Versione principale'),
      {
        reference: bigVersionReference,
      },
    ),
    goal: longText(words('迭代目标', 'Goal', '目標', '迭代目標', 'Obiettivo')),
    requestCount: numberField(words('发布申请数', 'Requests', '申請数', '發布申請數', 'Richieste')),
    releasedCount: numberField(words('已发布数', 'Released', 'リリース済み', '已發布數', 'Rilasciate')),
    remark: described.remark,
  },
});

export const serviceChangeType = /* @__PURE__ */ defineEnum({
  FEATURE: { words: words('新功能', 'Feature', '新機能', '新功能', 'Funzionalità') },
  BUGFIX: { words: words('缺陷修复', 'Bug fix', '不具合修正', '缺陷修復', 'Correzione di bug') },
  HOTFIX: { words: words('紧急修复', 'Hotfix', '緊急修正', '緊急修復', 'Hotfix') },
  CONFIG: { words: words('配置变更', 'Configuration', '設定変更', '設定變更', 'Configurazione') },
  OPTIMIZATION: { words: words('性能优化', 'Optimisation', '性能改善', '效能優化', 'Ottimizzazione') },
});
export const serviceChangeTypes = serviceChangeType.values;

/** A request to release one service (single-service-request), carried out by operators (-release). */
export const singleServiceRequestResource = defineResource({
  name: 'single-service-request',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    requestNo: code(40).optional(),
    title: text(100),
    serviceName: code(64),
    releaseVersion: versionCode,
    gitBranch: text(100),
    commitId: code(40),
    changeType: z.enum(serviceChangeTypes),
    deployEnv: z.enum(deployEnvs),
    cloudEnvs: cloudEnvCodes,
    sprintCode: code(32).optional(),
    plannedAt: instant,
    includesSql: z.boolean().default(false),
    /** The SQL service request released with it. */
    sqlRequestNo: code(40).optional(),
    description: text(2000),
    impactScope: optionalText(1000),
    rollbackPlan: text(1000),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    finishedAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'serviceName'],
  filters: {
    status: 'in',
    serviceName: 'eq',
    changeType: 'in',
    deployEnv: 'eq',
    sprintCode: 'eq',
    requesterId: 'eq',
    operatorId: 'eq',
    plannedAt: 'range',
  },
  sortable: ['requestNo', 'plannedAt', 'serviceName'],
  unique: [['requestNo']],
  defaultSort: { field: 'plannedAt', direction: 'desc' },
  guards: operatorSteps,
  fields: {
    requestNo: requestNo('SSR-'),
    title: request.title,
    serviceName: codeField(words('服务名', 'Service', 'サービス', '服務名', 'Servizio')),
    releaseVersion: codeField(words('发布版本', 'Version', 'バージョン', '發布版本', 'Versione')),
    gitBranch: codeField(words('代码分支', 'Branch', 'ブランチ', '程式碼分支', 'Branch')),
    commitId: codeField(words('提交号', 'Commit', 'コミット', '提交號', 'Commit')),
    changeType: field(words('变更类型', 'Change type', '変更種別', '變更類型', 'Tipo di modifica'), {
      enum: serviceChangeType.words,
    }),
    deployEnv: field(words('发布环境', 'Environment', '環境', '發布環境', 'Ambiente'), {
      enum: deployEnv.words,
      hint: words(
        '生产环境影响所有租户，请确认后再选',
        'Production reaches every tenant: choose it on purpose',
        '本番環境は全テナントに影響します。確認してから選んでください',
        '正式環境影響所有租戶，請確認後再選',
        'La produzione raggiunge tutti i tenant: sceglila consapevolmente',
      ),
    }),
    cloudEnvs: cloudEnvironments(words('发布云环境', 'Clouds', 'クラウド', '發布雲端環境', 'Cloud')),
    sprintCode: field(words('所属迭代', 'Sprint', 'スプリント', '所屬迭代', 'Sprint'), {
      reference: sprintReference,
    }),
    plannedAt: dateTime(words('计划发布时间', 'Planned for', '予定日時', '計畫發布時間', 'Pianificato per')),
    includesSql: field(words('包含 SQL', 'Includes SQL', 'SQL を含む', '包含 SQL', 'Include SQL')),
    sqlRequestNo: field(
      words('关联 SQL 申请', 'SQL request', '関連 SQL 申請', '關聯 SQL 申請', 'Richiesta SQL'),
      {
        reference: { resource: 'sql-service-request', valueField: 'requestNo', labelField: 'title' },
      },
    ),
    description: longText(
      words('发布内容', 'What it releases', 'リリース内容', '發布內容', 'Contenuto del rilascio'),
    ),
    impactScope: request.impactScope,
    rollbackPlan: request.rollbackPlan,
    requesterId: request.requesterId,
    approverId: request.approverId,
    operatorId: request.operatorId,
    status: request.status,
    executedAt: request.executedAt,
    finishedAt: request.finishedAt,
    resultNote: request.resultNote,
  },
});

export const releaseStrategy = /* @__PURE__ */ defineEnum({
  FULL: { words: words('全量发布', 'Full release', '全面リリース', '全量發布', 'Rilascio completo') },
  GRAY_BY_TENANT: {
    words: words('按租户灰度', 'Gray by tenant', 'テナント単位グレー', '按租戶灰度', 'Graduale per tenant'),
  },
  GRAY_BY_CLOUD: {
    words: words(
      '按云环境灰度',
      'Gray by cloud',
      'クラウド単位グレー',
      '按雲端環境灰度',
      'Graduale per cloud',
    ),
  },
  BLUE_GREEN: { words: words('蓝绿发布', 'Blue-green', 'ブルーグリーン', '藍綠發布', 'Blue-green') },
});
export const releaseStrategies = releaseStrategy.values;

/** The release plan of a sprint: which services go out where, how, and in which window. */
export const iterationReleasePlanResource = defineResource({
  name: 'iteration-release-plan',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    planNo: code(40).optional(),
    planName: text(100),
    sprintCode: code(32),
    bigVersionNo: versionCode.optional(),
    services: z.array(code(64)).min(1).max(200),
    cloudEnvs: cloudEnvCodes,
    strategy: z.enum(releaseStrategies),
    /** The tenants of the first wave of a gray release by tenant. */
    grayTenantIds: z.array(tenantId).max(500).default([]),
    windowStart: instant,
    windowEnd: instant,
    ownerId: backendUserId,
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    checklist: optionalText(2000),
    rollbackPlan: text(1000),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'planName',
  keyword: ['planNo', 'planName'],
  filters: {
    status: 'in',
    sprintCode: 'eq',
    strategy: 'eq',
    ownerId: 'eq',
    operatorId: 'eq',
    windowStart: 'range',
  },
  sortable: ['planNo', 'windowStart'],
  unique: [['planNo']],
  defaultSort: { field: 'windowStart', direction: 'desc' },
  guards: operatorSteps,
  fields: {
    planNo: codeField(words('计划编号', 'Plan no.', '計画番号', '計畫編號', 'N. piano'), {
      generated: { prefix: 'IRP-' },
    }),
    planName: field(words('计划名称', 'Name', '計画名', '計畫名稱', 'Nome')),
    sprintCode: field(words('迭代', 'Sprint', 'スプリント', '迭代', 'Sprint'), {
      reference: sprintReference,
    }),
    bigVersionNo: field(
      words('大版本', 'Big version', 'メジャーバージョン', '大版本', 'Versione principale'),
      {
        reference: bigVersionReference,
      },
    ),
    services: field(words('发布服务', 'Services', 'サービス', '發布服務', 'Servizi'), {
      hint: words(
        '服务名，每项一个',
        'One service name per item',
        'サービス名を 1 件ずつ',
        '服務名，每項一個',
        'Un nome di servizio per voce',
      ),
    }),
    cloudEnvs: cloudEnvironments(words('发布云环境', 'Clouds', 'クラウド', '發布雲端環境', 'Cloud')),
    strategy: field(words('发布策略', 'Strategy', 'リリース方式', '發布策略', 'Strategia'), {
      enum: releaseStrategy.words,
    }),
    grayTenantIds: selectedTenants(
      words(
        '首批灰度租户',
        'First-wave tenants',
        '第一陣のテナント',
        '首批灰度租戶',
        'Tenant della prima ondata',
      ),
    ),
    windowStart: dateTime(
      words('发布窗口开始', 'Window opens', 'ウィンドウ開始', '發布窗口開始', 'Apertura della finestra'),
    ),
    windowEnd: dateTime(
      words('发布窗口结束', 'Window closes', 'ウィンドウ終了', '發布窗口結束', 'Chiusura della finestra'),
    ),
    ownerId: backendUser(words('计划负责人', 'Owner', '責任者', '計畫負責人', 'Responsabile')),
    operatorId: request.operatorId,
    status: request.status,
    checklist: longText(words('发布检查清单', 'Checklist', 'チェックリスト', '發布檢查清單', 'Checklist')),
    rollbackPlan: request.rollbackPlan,
    resultNote: request.resultNote,
  },
});

export const sqlType = /* @__PURE__ */ defineEnum({
  QUERY: { words: words('查询', 'Query', '照会', '查詢', 'Interrogazione') },
  DML: {
    words: words(
      '数据变更（DML）',
      'Data change (DML)',
      'データ変更（DML）',
      '資料變更（DML）',
      'Modifica dei dati (DML)',
    ),
  },
  DDL: {
    words: words(
      '结构变更（DDL）',
      'Schema change (DDL)',
      'スキーマ変更（DDL）',
      '結構變更（DDL）',
      'Modifica dello schema (DDL)',
    ),
  },
  DATA_FIX: { words: words('数据修复', 'Data fix', 'データ修正', '資料修復', 'Correzione dei dati') },
});
export const sqlTypes = sqlType.values;

/** A request to run SQL on a production database (application), reviewed and run by a DBA (operation). */
export const sqlServiceRequestResource = defineResource({
  name: 'sql-service-request',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    requestNo: code(40).optional(),
    title: text(100),
    cloudEnv: cloudEnvCode,
    databaseName: code(64),
    sqlType: z.enum(sqlTypes),
    sqlText: z.string().trim().min(1).max(20_000),
    /** The tenant whose data it touches, when one. */
    targetTenantId: tenantId.optional(),
    estimatedRows: z.number().int().min(0).max(100_000_000).optional(),
    reason: text(1000),
    backupRequired: z.boolean().default(true),
    executeAfter: instant.optional(),
    requesterId: backendUserId,
    reviewerId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    actualRows: z.number().int().min(0).max(100_000_000).optional(),
    executionResult: optionalText(2000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'databaseName'],
  filters: {
    status: 'in',
    cloudEnv: 'eq',
    databaseName: 'eq',
    sqlType: 'in',
    targetTenantId: 'eq',
    requesterId: 'eq',
    reviewerId: 'eq',
    executeAfter: 'range',
  },
  sortable: ['requestNo', 'executeAfter', 'executedAt'],
  unique: [['requestNo']],
  guards: operatorSteps,
  fields: {
    requestNo: requestNo('SQL-'),
    title: request.title,
    cloudEnv: cloudEnvironment(),
    databaseName: codeField(words('数据库', 'Database', 'データベース', '資料庫', 'Database')),
    sqlType: field(words('SQL 类型', 'SQL type', 'SQL 種別', 'SQL 類型', 'Tipo di SQL'), {
      enum: sqlType.words,
    }),
    sqlText: codeField(words('SQL 语句', 'SQL', 'SQL 文', 'SQL 語句', 'SQL')),
    targetTenantId: field(
      words('涉及租户', 'Tenant concerned', '対象テナント', '涉及租戶', 'Tenant interessato'),
      {
        reference: { lookup: 'tenant' },
      },
    ),
    estimatedRows: numberField(
      words('预计影响行数', 'Expected rows', '想定影響行数', '預計影響列數', 'Righe previste'),
    ),
    reason: longText(words('申请原因', 'Reason', '理由', '申請原因', 'Motivo')),
    backupRequired: field(
      words('执行前备份', 'Back up first', '実行前バックアップ', '執行前備份', 'Backup prima'),
    ),
    executeAfter: dateTime(words('期望执行时间', 'Run after', '実行希望日時', '期望執行時間', 'Esegui dopo')),
    requesterId: request.requesterId,
    reviewerId: backendUser(
      words('DBA 审核人', 'DBA reviewer', 'DBA レビュー担当', 'DBA 審核人', 'Revisore DBA'),
    ),
    status: request.status,
    executedAt: request.executedAt,
    actualRows: numberField(
      words('实际影响行数', 'Rows affected', '実影響行数', '實際影響列數', 'Righe interessate'),
    ),
    executionResult: request.resultNote,
  },
});

export const middlewareApplicationKind = /* @__PURE__ */ defineEnum({
  NEW_RESOURCE: { words: words('新建资源', 'New resource', '新規リソース', '新建資源', 'Nuova risorsa') },
  EXPAND: { words: words('扩容', 'Expand', '拡張', '擴容', 'Espansione') },
  ACCOUNT: { words: words('账号权限', 'Account', 'アカウント権限', '帳號權限', 'Account') },
  CONFIG_CHANGE: {
    words: words('配置变更', 'Configuration change', '設定変更', '設定變更', 'Modifica della configurazione'),
  },
  RELEASE_RESOURCE: {
    words: words('释放资源', 'Release resource', 'リソース解放', '釋放資源', 'Rilascio della risorsa'),
  },
});
export const middlewareApplicationKinds = middlewareApplicationKind.values;

const middlewareTypeField = field(
  words('中间件类型', 'Middleware', 'ミドルウェア', '中介軟體類型', 'Middleware'),
  {
    enum: middlewareType.words,
  },
);
const middlewareInstance = field(words('中间件实例', 'Instance', 'インスタンス', '中介軟體實例', 'Istanza'), {
  reference: { resource: 'middleware-instance', valueField: 'instanceName', labelField: 'instanceName' },
});
const specification = field(words('规格', 'Specification', '仕様', '規格', 'Specifica'));

/**
 * A request for a middleware resource (a topic, a Redis database, an index, an account...) on an
 * instance (middleware-service-management), carried out by operators (middleware-service-operation).
 */
export const middlewareServiceApplicationResource = defineResource({
  name: 'middleware-service-application',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    applicationNo: code(40).optional(),
    title: text(100),
    middlewareType: z.enum(middlewareTypes),
    kind: z.enum(middlewareApplicationKinds),
    instanceName: code(64),
    cloudEnv: cloudEnvCode,
    /** The topic, database, index, group or account asked for. */
    resourceName: text(128),
    /** Partitions, memory, shards, retention... */
    specification: optionalText(300),
    serviceName: code(64),
    purpose: text(1000),
    neededBy: date.optional(),
    requesterId: backendUserId,
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    doneAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['applicationNo', 'title', 'resourceName', 'serviceName'],
  filters: {
    status: 'in',
    middlewareType: 'eq',
    kind: 'eq',
    instanceName: 'eq',
    cloudEnv: 'eq',
    requesterId: 'eq',
    operatorId: 'eq',
    neededBy: 'range',
  },
  sortable: ['applicationNo', 'neededBy', 'doneAt'],
  unique: [['applicationNo']],
  guards: operatorSteps,
  fields: {
    applicationNo: requestNo(
      'MWA-',
      words('申请单号', 'Application no.', '申請番号', '申請單號', 'N. domanda'),
    ),
    title: request.title,
    middlewareType: middlewareTypeField,
    kind: field(words('申请类型', 'Kind', '申請種別', '申請類型', 'Tipo'), {
      enum: middlewareApplicationKind.words,
    }),
    instanceName: middlewareInstance,
    cloudEnv: cloudEnvironment(),
    resourceName: codeField(words('资源名称', 'Resource', 'リソース名', '資源名稱', 'Risorsa'), {
      hint: words(
        'Topic、库名、索引、消费组或账号',
        'Topic, database, index, group or account',
        'トピック・DB・インデックス・グループ・アカウント',
        'Topic、庫名、索引、消費群組或帳號',
        'Topic, database, indice, gruppo o account',
      ),
    }),
    specification,
    serviceName: codeField(words('使用服务', 'Service', '利用サービス', '使用服務', 'Servizio')),
    purpose: longText(words('用途说明', 'Purpose', '用途', '用途說明', 'Scopo')),
    neededBy: dateField(
      words('期望完成日期', 'Needed by', '希望完了日', '期望完成日期', 'Richiesto entro il'),
    ),
    requesterId: request.requesterId,
    operatorId: request.operatorId,
    status: request.status,
    doneAt: request.finishedAt,
    resultNote: request.resultNote,
  },
});

export const middlewareChangeType = /* @__PURE__ */ defineEnum({
  UPGRADE: { words: words('版本升级', 'Upgrade', 'アップグレード', '版本升級', 'Aggiornamento') },
  PATCH: { words: words('补丁', 'Patch', 'パッチ', '修補程式', 'Patch') },
  CONFIG_CHANGE: {
    words: words('参数变更', 'Configuration change', '設定変更', '參數變更', 'Modifica della configurazione'),
  },
  SCALE_OUT: { words: words('扩容', 'Scale out', 'スケールアウト', '擴容', 'Scale out') },
  SCALE_IN: { words: words('缩容', 'Scale in', 'スケールイン', '縮容', 'Scale in') },
  MIGRATION: { words: words('迁移', 'Migration', '移行', '遷移', 'Migrazione') },
});
export const middlewareChangeTypes = middlewareChangeType.values;

/** A change to a middleware instance (middleware-service-request), released by operators (-release). */
export const middlewareReleaseRequestResource = defineResource({
  name: 'middleware-release-request',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    requestNo: code(40).optional(),
    title: text(100),
    middlewareType: z.enum(middlewareTypes),
    instanceName: code(64),
    cloudEnvs: cloudEnvCodes,
    changeType: z.enum(middlewareChangeTypes),
    fromVersion: versionCode.optional(),
    toVersion: versionCode.optional(),
    plannedAt: instant,
    expectedDowntimeMinutes: z.number().int().min(0).max(1440).default(0),
    impactScope: text(1000),
    rollbackPlan: text(1000),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    operatorId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    executedAt: instant.optional(),
    finishedAt: instant.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'instanceName'],
  filters: {
    status: 'in',
    middlewareType: 'eq',
    instanceName: 'eq',
    changeType: 'in',
    requesterId: 'eq',
    operatorId: 'eq',
    plannedAt: 'range',
  },
  sortable: ['requestNo', 'plannedAt'],
  unique: [['requestNo']],
  defaultSort: { field: 'plannedAt', direction: 'desc' },
  guards: operatorSteps,
  fields: {
    requestNo: requestNo('MWR-'),
    title: request.title,
    middlewareType: middlewareTypeField,
    instanceName: middlewareInstance,
    cloudEnvs: cloudEnvironments(),
    changeType: field(words('变更类型', 'Change type', '変更種別', '變更類型', 'Tipo di modifica'), {
      enum: middlewareChangeType.words,
    }),
    fromVersion: codeField(
      words('当前版本', 'From version', '現行バージョン', '目前版本', 'Versione di partenza'),
    ),
    toVersion: codeField(words('目标版本', 'To version', '目標バージョン', '目標版本', 'Versione di arrivo')),
    plannedAt: dateTime(words('计划执行时间', 'Planned for', '予定日時', '計畫執行時間', 'Pianificato per')),
    expectedDowntimeMinutes: numberField(
      words(
        '预计中断（分钟）',
        'Expected downtime (min)',
        '想定停止時間（分）',
        '預計中斷（分鐘）',
        'Fermo previsto (min)',
      ),
      { unit: units.minutes },
    ),
    impactScope: request.impactScope,
    rollbackPlan: request.rollbackPlan,
    requesterId: request.requesterId,
    approverId: request.approverId,
    operatorId: request.operatorId,
    status: request.status,
    executedAt: request.executedAt,
    finishedAt: request.finishedAt,
    resultNote: request.resultNote,
  },
});

export const middlewareDeployMode = /* @__PURE__ */ defineEnum({
  STANDALONE: { words: words('单机', 'Standalone', 'スタンドアロン', '單機', 'Nodo singolo') },
  MASTER_SLAVE: {
    words: words('主从', 'Primary-replica', 'プライマリ・レプリカ', '主從', 'Primario-replica'),
  },
  SENTINEL: { words: words('哨兵', 'Sentinel', 'センチネル', '哨兵', 'Sentinel') },
  CLUSTER: { words: words('集群', 'Cluster', 'クラスター', '叢集', 'Cluster') },
  MANAGED: { words: words('云托管', 'Managed service', 'マネージド', '雲端託管', 'Servizio gestito') },
});
export const middlewareDeployModes = middlewareDeployMode.values;
export const middlewareInstanceStatus = /* @__PURE__ */ defineEnum({
  RUNNING: { words: words('运行中', 'Running', '稼働中', '運行中', 'In esecuzione'), tone: 'success' },
  DEGRADED: { words: words('性能降级', 'Degraded', '性能低下', '效能降級', 'Degradato'), tone: 'warning' },
  MAINTENANCE: {
    words: words('维护中', 'Maintenance', 'メンテナンス中', '維護中', 'In manutenzione'),
    tone: 'info',
  },
  STOPPED: { words: words('已停止', 'Stopped', '停止', '已停止', 'Fermo'), tone: 'danger' },
  DECOMMISSIONED: { words: words('已下线', 'Decommissioned', '廃止', '已下線', 'Dismesso'), tone: 'neutral' },
});
export const middlewareInstanceStatuses = middlewareInstanceStatus.values;

/** A middleware instance the platform runs (middleware-manage): the operators' inventory. */
export const middlewareInstanceResource = defineResource({
  name: 'middleware-instance',
  scope: 'global',
  schema: z.object({
    instanceName: code(64),
    middlewareType: z.enum(middlewareTypes),
    releaseVersion: versionCode,
    cloudEnv: cloudEnvCode,
    deployMode: z.enum(middlewareDeployModes),
    /** `host:port`, or the managed service's address. */
    endpoint: text(200),
    specification: optionalText(200),
    nodeCount: z.number().int().min(1).max(200).default(1),
    ownerId: backendUserId,
    status: z.enum(middlewareInstanceStatuses).default('RUNNING'),
    monitorUrl: webAddress.optional(),
    backupPolicy: optionalText(200),
    remark: optionalText(500),
  }),
  permissions: systemOperationByOperators,
  title: 'instanceName',
  keyword: ['instanceName', 'endpoint'],
  filters: { middlewareType: 'eq', cloudEnv: 'eq', deployMode: 'eq', status: 'in', ownerId: 'eq' },
  sortable: ['instanceName', 'middlewareType', 'releaseVersion'],
  unique: [['instanceName']],
  defaultSort: { field: 'instanceName', direction: 'asc' },
  importable: true,
  fields: {
    instanceName: codeField(words('实例名称', 'Instance', 'インスタンス名', '實例名稱', 'Istanza')),
    middlewareType: field(words('类型', 'Type', '種類', '類型', 'Tipo'), { enum: middlewareType.words }),
    releaseVersion: version,
    cloudEnv: cloudEnvironment(),
    deployMode: field(words('部署模式', 'Deployment', '構成', '部署模式', 'Modalità di deployment'), {
      enum: middlewareDeployMode.words,
    }),
    endpoint: codeField(words('连接地址', 'Endpoint', '接続先', '連線位址', 'Endpoint')),
    specification,
    nodeCount: numberField(words('节点数', 'Nodes', 'ノード数', '節點數', 'Nodi')),
    ownerId: owner,
    status: field(statusLabel, { enum: middlewareInstanceStatus.words }),
    monitorUrl: urlField(words('监控面板', 'Monitoring', '監視ダッシュボード', '監控面板', 'Monitoraggio')),
    backupPolicy: field(
      words('备份策略', 'Backup policy', 'バックアップ方針', '備份策略', 'Criterio di backup'),
    ),
    remark: described.remark,
  },
});

export const logCollector = /* @__PURE__ */ defineEnum({
  LOGTAIL: { words: words('Logtail', 'Logtail', 'Logtail', 'Logtail', 'Logtail') },
  FILEBEAT: { words: words('Filebeat', 'Filebeat', 'Filebeat', 'Filebeat', 'Filebeat') },
  FLUENT_BIT: { words: words('Fluent Bit', 'Fluent Bit', 'Fluent Bit', 'Fluent Bit', 'Fluent Bit') },
});
export const logCollectors = logCollector.values;
export const logFormat = /* @__PURE__ */ defineEnum({
  JSON: { words: words('JSON', 'JSON', 'JSON', 'JSON', 'JSON') },
  TEXT: { words: words('纯文本', 'Plain text', 'テキスト', '純文字', 'Testo semplice') },
  NGINX: {
    words: words(
      'Nginx 访问日志',
      'Nginx access log',
      'Nginx アクセスログ',
      'Nginx 存取日誌',
      'Log di accesso Nginx',
    ),
  },
});
export const logFormats = logFormat.values;
export const logServiceStatus = /* @__PURE__ */ defineEnum({
  APPLIED: { words: words('已申请', 'Applied', '申請済み', '已申請', 'Richiesto'), tone: 'info' },
  ACTIVE: { words: words('采集中', 'Collecting', '収集中', '採集中', 'In raccolta'), tone: 'success' },
  PAUSED: { words: words('已暂停', 'Paused', '一時停止', '已暫停', 'In pausa'), tone: 'warning' },
  OFFLINE: { words: words('已下线', 'Offline', '停止', '已下線', 'Offline'), tone: 'neutral' },
});
export const logServiceStatuses = logServiceStatus.values;

/** A service's logs collected into a log store: where from, how parsed, how long kept. */
export const logServiceResource = defineResource({
  name: 'log-service',
  scope: 'global',
  schema: z.object({
    serviceName: code(64),
    cloudEnv: cloudEnvCode,
    logstore: code(64),
    logPath: text(300),
    collector: z.enum(logCollectors),
    format: z.enum(logFormats),
    retentionDays: z.number().int().min(1).max(3650).default(30),
    dailyVolumeGb: z.number().min(0).max(100_000).optional(),
    /** Fields indexed for search (traceId, spanId, tenantId...). */
    indexFields: z.array(code(64)).max(50).default([]),
    ownerId: backendUserId,
    alertEmail: email.optional(),
    status: z.enum(logServiceStatuses).default('APPLIED'),
    remark: optionalText(500),
  }),
  permissions: systemOperation,
  title: 'logstore',
  keyword: ['serviceName', 'logstore', 'logPath'],
  filters: { cloudEnv: 'eq', collector: 'eq', status: 'in', ownerId: 'eq', serviceName: 'eq' },
  sortable: ['serviceName', 'logstore', 'retentionDays'],
  unique: [['cloudEnv', 'logstore']],
  // Applying is the service owner's; collecting, pausing and stopping are the operators'.
  guards: [{ field: 'status', values: ['ACTIVE', 'PAUSED', 'OFFLINE'], authority: 'deploy:operate' }],
  fields: {
    serviceName: codeField(words('服务名', 'Service', 'サービス', '服務名', 'Servizio')),
    cloudEnv: cloudEnvironment(),
    logstore: codeField(words('日志库', 'Log store', 'ログストア', '日誌庫', 'Archivio dei log')),
    logPath: codeField(words('日志路径', 'Log path', 'ログパス', '日誌路徑', 'Percorso dei log')),
    collector: field(words('采集器', 'Collector', 'コレクター', '採集器', 'Raccoglitore'), {
      enum: logCollector.words,
    }),
    format: field(words('日志格式', 'Format', '形式', '日誌格式', 'Formato'), { enum: logFormat.words }),
    retentionDays: numberField(
      words('保存天数', 'Retention (days)', '保存日数', '保存天數', 'Conservazione (giorni)'),
      { unit: units.days },
    ),
    dailyVolumeGb: numberField(
      words('日均量（GB）', 'Daily volume (GB)', '1 日の量（GB）', '日均量（GB）', 'Volume giornaliero (GB)'),
      { unit: units.gigabytes },
    ),
    indexFields: field(
      words('索引字段', 'Indexed fields', 'インデックス項目', '索引欄位', 'Campi indicizzati'),
    ),
    ownerId: owner,
    alertEmail,
    status: field(statusLabel, { enum: logServiceStatus.words }),
    remark: described.remark,
  },
});

export const monitorReportPeriod = /* @__PURE__ */ defineEnum({
  DAILY: { words: words('日报', 'Daily', '日次', '日報', 'Giornaliero') },
  WEEKLY: { words: words('周报', 'Weekly', '週次', '週報', 'Settimanale') },
  MONTHLY: { words: words('月报', 'Monthly', '月次', '月報', 'Mensile') },
});
export const monitorReportPeriods = monitorReportPeriod.values;
export const monitorReportStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PUBLISHED: { words: words('已发布', 'Published', '公開済み', '已發布', 'Pubblicato'), tone: 'success' },
});
export const monitorReportStatuses = monitorReportStatus.values;

/** The operators' report of a cloud's health over a day, week or month. */
export const systemMonitorReportResource = defineResource({
  name: 'system-monitor-report',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    reportNo: code(40).optional(),
    title: text(100),
    period: z.enum(monitorReportPeriods),
    periodStart: date,
    periodEnd: date,
    cloudEnv: cloudEnvCode,
    /** Percent of time available, e.g. 99.95. */
    availability: z.number().min(0).max(100),
    p99LatencyMs: z.number().int().min(0).max(600_000),
    /** Percent of requests that failed. */
    errorRate: z.number().min(0).max(100),
    requestCount: count,
    incidentCount: count,
    alertCount: count,
    slowSqlCount: count,
    summary: optionalText(4000),
    authorId: backendUserId,
    status: z.enum(monitorReportStatuses).default('DRAFT'),
  }),
  permissions: systemOperationByOperators,
  title: 'title',
  keyword: ['reportNo', 'title'],
  filters: { period: 'eq', cloudEnv: 'eq', status: 'eq', periodStart: 'range' },
  sortable: ['periodStart', 'availability', 'errorRate', 'incidentCount'],
  unique: [['cloudEnv', 'period', 'periodStart']],
  defaultSort: { field: 'periodStart', direction: 'desc' },
  fields: {
    reportNo: codeField(words('报告编号', 'Report no.', 'レポート番号', '報告編號', 'N. rapporto'), {
      generated: { prefix: 'MR-' },
    }),
    title: field(words('报告标题', 'Title', 'タイトル', '報告標題', 'Titolo')),
    period: field(words('周期', 'Period', '期間', '週期', 'Periodo'), { enum: monitorReportPeriod.words }),
    periodStart: dateField(words('开始日期', 'From', '開始日', '開始日期', 'Dal')),
    periodEnd: dateField(words('结束日期', 'To', '終了日', '結束日期', 'Al')),
    cloudEnv: cloudEnvironment(),
    availability: numberField(
      words('可用率（%）', 'Availability (%)', '可用性（%）', '可用率（%）', 'Disponibilità (%)'),
      { unit: units.percent },
    ),
    p99LatencyMs: numberField(
      words(
        'P99 延迟（毫秒）',
        'P99 latency (ms)',
        'P99 レイテンシ（ms）',
        'P99 延遲（毫秒）',
        'Latenza P99 (ms)',
      ),
      { unit: units.milliseconds },
    ),
    errorRate: numberField(
      words('错误率（%）', 'Error rate (%)', 'エラー率（%）', '錯誤率（%）', 'Tasso di errore (%)'),
      { unit: units.percent },
    ),
    requestCount: numberField(words('请求量', 'Requests', 'リクエスト数', '請求量', 'Richieste')),
    incidentCount: numberField(words('故障数', 'Incidents', '障害数', '故障數', 'Incidenti')),
    alertCount: numberField(words('告警数', 'Alerts', 'アラート数', '告警數', 'Allerte')),
    slowSqlCount: numberField(words('慢 SQL 数', 'Slow SQL', 'スロー SQL', '慢 SQL 數', 'SQL lente')),
    summary: longText(
      words('总结与改进', 'Summary and actions', '総括と改善', '總結與改進', 'Sintesi e azioni'),
    ),
    authorId: backendUser(words('编写人', 'Author', '作成者', '撰寫人', 'Autore')),
    status: field(statusLabel, { enum: monitorReportStatus.words }),
  },
});

export const xxlJobRouteStrategy = /* @__PURE__ */ defineEnum({
  FIRST: { words: words('第一个', 'First', '先頭', '第一個', 'Primo') },
  LAST: { words: words('最后一个', 'Last', '末尾', '最後一個', 'Ultimo') },
  ROUND: { words: words('轮询', 'Round robin', 'ラウンドロビン', '輪詢', 'Round robin') },
  RANDOM: { words: words('随机', 'Random', 'ランダム', '隨機', 'Casuale') },
  CONSISTENT_HASH: {
    words: words('一致性哈希', 'Consistent hash', 'コンシステントハッシュ', '一致性雜湊', 'Hash coerente'),
  },
  LEAST_FREQUENTLY_USED: {
    words: words('最不经常使用', 'Least frequently used', '使用頻度最小', '最不常使用', 'Meno usato'),
  },
  FAILOVER: { words: words('故障转移', 'Failover', 'フェイルオーバー', '故障轉移', 'Failover') },
  SHARDING_BROADCAST: {
    words: words('分片广播', 'Sharding broadcast', 'シャーディング配信', '分片廣播', 'Broadcast a shard'),
  },
});
export const xxlJobRouteStrategies = xxlJobRouteStrategy.values;
export const xxlJobBlockStrategy = /* @__PURE__ */ defineEnum({
  SERIAL_EXECUTION: { words: words('单机串行', 'Serial', '直列実行', '單機串行', 'In serie') },
  DISCARD_LATER: {
    words: words('丢弃后续调度', 'Discard later', '後続を破棄', '捨棄後續排程', 'Scarta le successive'),
  },
  COVER_EARLY: {
    words: words(
      '覆盖之前调度',
      'Cover earlier',
      '先行を上書き',
      '覆蓋先前排程',
      'Sostituisci le precedenti',
    ),
  },
});
export const xxlJobBlockStrategies = xxlJobBlockStrategy.values;
export const xxlJobTriggerStatus = /* @__PURE__ */ defineEnum({
  RUNNING: { words: words('运行中', 'Running', '稼働中', '運行中', 'Attivo'), tone: 'success' },
  STOPPED: { words: words('已停止', 'Stopped', '停止', '已停止', 'Fermo'), tone: 'neutral' },
});
export const xxlJobTriggerStatuses = xxlJobTriggerStatus.values;
export const xxlJobRunResult = /* @__PURE__ */ defineEnum({
  SUCCESS: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
  RUNNING: { words: words('执行中', 'Running', '実行中', '執行中', 'In esecuzione'), tone: 'info' },
  TIMEOUT: { words: words('超时', 'Timed out', 'タイムアウト', '逾時', 'Scaduta'), tone: 'warning' },
});
export const xxlJobRunResults = xxlJobRunResult.values;

/** A scheduled job of the XXL-JOB scheduler: its executor, handler, cron and last run. */
export const xxlJobResource = defineResource({
  name: 'xxl-job',
  scope: 'global',
  schema: z.object({
    /** The executor (application) that runs it. */
    jobGroup: code(64),
    jobDesc: text(100),
    executorHandler: code(64),
    /** Quartz cron: seconds minutes hours day-of-month month day-of-week [year]. */
    cron: z
      .string()
      .trim()
      .regex(/^\S+(\s+\S+){5,6}$/),
    executorParam: optionalText(500),
    routeStrategy: z.enum(xxlJobRouteStrategies),
    blockStrategy: z.enum(xxlJobBlockStrategies),
    timeoutSeconds: z.number().int().min(0).max(86_400).default(0),
    retryCount: z.number().int().min(0).max(10).default(0),
    cloudEnv: cloudEnvCode,
    ownerId: backendUserId,
    alarmEmail: email.optional(),
    triggerStatus: z.enum(xxlJobTriggerStatuses).default('STOPPED'),
    lastTriggerAt: instant.optional(),
    lastResult: z.enum(xxlJobRunResults).optional(),
    lastDurationMs: z.number().int().min(0).max(86_400_000).optional(),
    nextTriggerAt: instant.optional(),
  }),
  permissions: systemOperationByOperators,
  title: 'jobDesc',
  keyword: ['jobDesc', 'executorHandler', 'jobGroup'],
  filters: {
    jobGroup: 'eq',
    cloudEnv: 'eq',
    triggerStatus: 'eq',
    lastResult: 'in',
    ownerId: 'eq',
    lastTriggerAt: 'range',
  },
  sortable: ['jobGroup', 'jobDesc', 'lastTriggerAt', 'nextTriggerAt'],
  unique: [['cloudEnv', 'jobGroup', 'executorHandler']],
  fields: {
    jobGroup: codeField(words('执行器', 'Executor', 'エグゼキューター', '執行器', 'Executor')),
    jobDesc: field(words('任务描述', 'Job', 'ジョブ', '任務描述', 'Job')),
    executorHandler: codeField(words('JobHandler', 'Handler', 'ハンドラー', 'JobHandler', 'Handler')),
    cron: codeField(words('Cron 表达式', 'Cron', 'Cron 式', 'Cron 表達式', 'Cron'), {
      hint: words(
        '秒 分 时 日 月 周 [年]',
        'seconds minutes hours day month weekday [year]',
        '秒 分 時 日 月 曜日 [年]',
        '秒 分 時 日 月 週 [年]',
        'secondi minuti ore giorno mese giorno-della-settimana [anno]',
      ),
    }),
    executorParam: longText(words('任务参数', 'Parameter', 'パラメーター', '任務參數', 'Parametro')),
    routeStrategy: field(words('路由策略', 'Routing', 'ルーティング', '路由策略', 'Instradamento'), {
      enum: xxlJobRouteStrategy.words,
    }),
    blockStrategy: field(words('阻塞处理', 'When busy', 'ブロック時', '阻塞處理', 'Se occupato'), {
      enum: xxlJobBlockStrategy.words,
    }),
    timeoutSeconds: numberField(
      words('超时（秒）', 'Timeout (s)', 'タイムアウト（秒）', '逾時（秒）', 'Timeout (s)'),
      {
        unit: units.seconds,
        hint: words('0 表示不限', '0 means none', '0 は無制限', '0 表示不限', '0 significa nessuno'),
      },
    ),
    retryCount: numberField(words('失败重试次数', 'Retries', 'リトライ回数', '失敗重試次數', 'Tentativi')),
    cloudEnv: cloudEnvironment(),
    ownerId: owner,
    alarmEmail: emailField(
      words('报警邮件', 'Alarm e-mail', 'アラームメール', '警報郵件', 'E-mail di allarme'),
    ),
    triggerStatus: field(words('调度状态', 'Schedule', 'スケジュール', '排程狀態', 'Pianificazione'), {
      enum: xxlJobTriggerStatus.words,
    }),
    lastTriggerAt: dateTime(words('最近调度', 'Last run', '前回実行', '最近排程', 'Ultima esecuzione')),
    lastResult: field(words('最近结果', 'Last result', '前回結果', '最近結果', 'Ultimo esito'), {
      enum: xxlJobRunResult.words,
    }),
    lastDurationMs: numberField(
      words(
        '最近耗时（毫秒）',
        'Last duration (ms)',
        '前回所要（ms）',
        '最近耗時（毫秒）',
        'Ultima durata (ms)',
      ),
      { unit: units.milliseconds },
    ),
    nextTriggerAt: dateTime(words('下次调度', 'Next run', '次回実行', '下次排程', 'Prossima esecuzione')),
  },
});

export const dataSensitivity = /* @__PURE__ */ defineEnum({
  NORMAL: { words: words('普通数据', 'Ordinary', '一般データ', '一般資料', 'Ordinari'), tone: 'neutral' },
  SENSITIVE: {
    words: words('敏感数据', 'Sensitive', '機微データ', '敏感資料', 'Sensibili'),
    tone: 'warning',
  },
  PERSONAL: {
    words: words('个人信息', 'Personal data', '個人情報', '個人資料', 'Dati personali'),
    tone: 'danger',
  },
});
export const dataSensitivities = dataSensitivity.values;

/**
 * A request to look up a tenant's production data, approved before anyone runs it. Bound to that
 * tenant: its records are the tenant's.
 */
export const dataSearchRequestResource = defineResource({
  name: 'data-search-request',
  scope: 'tenant',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    requestNo: code(40).optional(),
    title: text(100),
    /** The tenant whose data is looked up. */
    tenantId,
    cloudEnv: cloudEnvCode,
    purpose: text(1000),
    /** The records and fields wanted. */
    dataScope: text(1000),
    querySql: optionalText(10_000),
    sensitivity: z.enum(dataSensitivities),
    needExport: z.boolean().default(false),
    requesterId: backendUserId,
    approverId: backendUserId.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    /** Until when the result may be read. */
    expiresOn: date.optional(),
    resultRows: z.number().int().min(0).max(100_000_000).optional(),
    resultAttachmentOid: attachmentOid.optional(),
    resultNote: optionalText(1000),
  }),
  permissions: systemOperation,
  title: 'title',
  keyword: ['requestNo', 'title', 'purpose'],
  filters: {
    status: 'in',
    tenantId: 'eq',
    cloudEnv: 'eq',
    sensitivity: 'eq',
    requesterId: 'eq',
    approverId: 'eq',
    expiresOn: 'range',
  },
  sortable: ['requestNo', 'expiresOn'],
  unique: [['requestNo']],
  guards: operatorSteps,
  fields: {
    requestNo: requestNo('DSR-'),
    title: request.title,
    tenantId: field(words('查询租户', 'Tenant', '対象テナント', '查詢租戶', 'Tenant'), {
      reference: { lookup: 'tenant' },
    }),
    cloudEnv: cloudEnvironment(),
    purpose: longText(words('查询目的', 'Purpose', '目的', '查詢目的', 'Scopo')),
    dataScope: longText(words('数据范围', 'Data wanted', '対象データ', '資料範圍', 'Dati richiesti')),
    querySql: codeField(words('查询语句', 'Query', 'クエリ', '查詢語句', 'Query')),
    sensitivity: field(words('数据敏感级别', 'Sensitivity', '機微度', '資料敏感等級', 'Sensibilità'), {
      enum: dataSensitivity.words,
    }),
    needExport: field(
      words('需要导出', 'Export needed', 'エクスポート要', '需要匯出', 'Esportazione richiesta'),
    ),
    requesterId: request.requesterId,
    approverId: request.approverId,
    status: request.status,
    expiresOn: dateField(
      words(
        '结果有效期至',
        'Result readable until',
        '結果の閲覧期限',
        '結果有效期至',
        'Risultato leggibile fino al',
      ),
    ),
    resultRows: numberField(words('结果行数', 'Rows found', '結果行数', '結果列數', 'Righe trovate')),
    resultAttachmentOid: field(
      words('查询结果', 'Result file', '結果ファイル', '查詢結果', 'File del risultato'),
      {
        kind: 'attachment',
      },
    ),
    resultNote: request.resultNote,
  },
});

// ---------------------------------------------------------------------------------------------
// Cloud environments

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
