import { z } from 'zod';
import { menuTypes, type MenuType } from '../../permissions';
import { described, shellLanguage } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { defineEnum, words, type FieldDescription, type Words } from '../describe';
import { ValidationMessage } from '../../constants/validation';
import { code, currencyCode, date, email, enabled, money, optionalText, tenantId, text } from '../fields';
import { deployRequestStatus, deployRequestStatuses } from '../enums';

// The system area: cloud environments (the shared `cloud-env`), menu control, the product and service
// catalogue, error monitoring (sentry), system operation and version deployment.

/** An instant, ISO 8601 with its offset (`2025-03-01T10:00:00.000Z`). */
const instant = z.iso.datetime({ offset: true });
/** The id of a back-office user (the backend-user picker stores it). */
const backendUserId = z.number().int().positive();
/** The code of a cloud environment (`cloud-env`). */
const cloudEnvCode = code(32);
const cloudEnvCodes = z.array(cloudEnvCode).min(1).max(20);
const count = z.number().int().min(0).max(1_000_000_000_000).default(0);
const link = z.string().trim().url().max(500);
/** An attachment's OID. */
const attachmentOid = z.string().uuid();
/** A release version (`5.12.0`, `V5.12.0-hotfix.1`). */
const versionCode = code(32);
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

export { deployRequestStatus, deployRequestStatuses };
export type DeployRequestStatus = (typeof deployRequestStatuses)[number];

/** The business sections (板块) the product's modules, sub-applications and sprints belong to. */
export const productSection = /* @__PURE__ */ defineEnum({
  EXPENSE: { words: words('费控', 'Expense', '経費', '費控', 'Spese') },
  TRAVEL: { words: words('商旅', 'Travel', '出張', '商旅', 'Viaggi') },
  FINANCE: { words: words('财务共享', 'Finance', '財務', '財務共享', 'Finanza') },
  INVOICE: { words: words('发票', 'Invoice', '請求書', '發票', 'Fatture') },
  PLATFORM: { words: words('平台', 'Platform', 'プラットフォーム', '平台', 'Piattaforma') },
});
export const productSections = productSection.values;
/** The clients a sub-application or an APP configuration is built for. */
export const subAppClientType = /* @__PURE__ */ defineEnum({
  WEB: { words: words('Web 端', 'Web', 'Web', 'Web 端', 'Web') },
  APP: { words: words('移动 APP', 'Mobile app', 'モバイルアプリ', '行動 APP', 'App mobile') },
  H5: { words: words('H5', 'H5', 'H5', 'H5', 'H5') },
  MINI_PROGRAM: { words: words('小程序', 'Mini program', 'ミニプログラム', '小程式', 'Mini programma') },
});
export const subAppClientTypes = subAppClientType.values;
/** Who a notice or a policy reaches: every tenant, or the listed ones. */
export const deployTenantRange = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部租户', 'All tenants', '全テナント', '全部租戶', 'Tutti i tenant') },
  SELECTED: {
    words: words('指定租户', 'Selected tenants', '指定テナント', '指定租戶', 'Tenant selezionati'),
  },
});
export const deployTenantRanges = deployTenantRange.values;
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
/** The operator's steps of a request (approve or reject, execute, mark done or failed): deploy:operate. */
const operatorSteps = [
  {
    field: 'status',
    values: ['APPROVED', 'REJECTED', 'EXECUTING', 'DONE', 'FAILED'],
    authority: 'deploy:operate',
  },
] as const;
/** Records only the operators keep (inventories, jobs, reports). */
const systemOperationByOperators = { read: 'deploy:read', write: 'deploy:operate' } as const;
const versionDeploy = { read: 'deploy:read', write: 'deploy:operate' } as const;
const menuControl = { read: 'menu:read', write: 'menu:write' } as const;

// ---------------------------------------------------------------------------------------------
// What the fields of the area mean to people (see `describe.ts`): the descriptions its resources share.

const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});
type More = Omit<FieldDescription, 'label' | 'kind'>;
/** An identifier shown in a fixed-width face. */
const codeField = (label: Words, more: More = {}) => field(label, { kind: 'code', ...more });
const longText = (label: Words, more: More = {}) => field(label, { kind: 'longText', ...more });
const numberField = (label: Words, more: More = {}) => field(label, { kind: 'number', ...more });
const dateField = (label: Words) => field(label, { kind: 'date' });
/** An instant: edited with the date-time picker of the design system. */
const dateTime = (label: Words) => field(label, { kind: 'dateTime' });
const emailField = (label: Words, more: More = {}) => field(label, { kind: 'email', ...more });
const urlField = (label: Words) => field(label, { kind: 'url' });

const units = {
  percent: words('%', '%', '%', '%', '%'),
  days: words('天', 'days', '日', '天', 'giorni'),
  minutes: words('分钟', 'minutes', '分', '分鐘', 'minuti'),
  seconds: words('秒', 'seconds', '秒', '秒', 'secondi'),
  milliseconds: words('毫秒', 'ms', 'ミリ秒', '毫秒', 'ms'),
  gigabytes: words('GB', 'GB', 'GB', 'GB', 'GB'),
  tokens: words('tokens', 'tokens', 'トークン', 'tokens', 'token'),
} as const;

/** A back-office user (owner, operator, approver...): the backend-user picker stores the user's id. */
const backendUser = (label: Words) => field(label, { reference: { lookup: 'backendUser' } });
/** A cloud environment, by code. */
const cloudEnvironment = (
  label = words('云环境', 'Cloud environment', 'クラウド環境', '雲端環境', 'Ambiente cloud'),
) => field(label, { reference: { lookup: 'cloudEnvironment' } });
/** Cloud environments, by code. */
const cloudEnvironments = (
  label = words('云环境', 'Cloud environments', 'クラウド環境', '雲端環境', 'Ambienti cloud'),
) => field(label, { reference: { lookup: 'cloudEnvironment' } });
const functionPackage = (
  label = words('功能包', 'Function package', '機能パッケージ', '功能包', 'Pacchetto funzionale'),
) => field(label, { reference: { lookup: 'functionPackage' } });
/** The tenants a notice, an operation slot or a policy reaches when its range is SELECTED. */
const selectedTenants = (
  label = words('指定租户', 'Selected tenants', '対象テナント', '指定租戶', 'Tenant selezionati'),
) => field(label, { reference: { lookup: 'tenant' } });
const tenantRange = (label: Words) => field(label, { enum: deployTenantRange.words });
const noticeChannels = (label: Words) => field(label, { enum: deployNoticeChannel.words });

const subApplicationReference = {
  resource: 'sub-application',
  valueField: 'subAppCode',
  labelField: 'subAppName',
} as const;
const menuReference = { resource: 'menu-register', valueField: 'menuKey', labelField: 'menuName' } as const;
const serviceTypeReference = {
  resource: 'service-type',
  valueField: 'typeCode',
  labelField: 'typeName',
} as const;
const sprintReference = { resource: 'sprint', valueField: 'sprintCode', labelField: 'sprintName' } as const;
const bigVersionReference = {
  resource: 'big-version',
  valueField: 'versionNo',
  labelField: 'versionName',
} as const;

const statusLabel = words('状态', 'Status', 'ステータス', '狀態', 'Stato');
const platformLabel = words('平台', 'Platform', 'プラットフォーム', '平台', 'Piattaforma');
const subApplication = field(
  words('子应用', 'Sub-application', 'サブアプリ', '子應用', 'Sotto-applicazione'),
  {
    reference: subApplicationReference,
  },
);
const section = field(words('业务板块', 'Section', '業務セクション', '業務板塊', 'Sezione'), {
  enum: productSection.words,
});
const clientType = field(words('端类型', 'Client', 'クライアント', '端類型', 'Client'), {
  enum: subAppClientType.words,
});
const owner = backendUser(words('负责人', 'Owner', '担当者', '負責人', 'Responsabile'));
const sortOrder = numberField(words('排序', 'Order', '並び順', '排序', 'Ordine'));
const explanation = longText(words('说明', 'Description', '説明', '說明', 'Descrizione'));
const version = codeField(words('版本', 'Version', 'バージョン', '版本', 'Versione'));
const successCount = numberField(words('成功数', 'Succeeded', '成功数', '成功數', 'Riusciti'));
const failedCount = numberField(words('失败数', 'Failed', '失敗数', '失敗數', 'Non riusciti'));
const alertEmail = emailField(
  words('告警邮箱', 'Alert e-mail', 'アラートメール', '告警信箱', 'E-mail di allerta'),
);
const archived = field(words('已归档', 'Archived', 'アーカイブ済み', '已歸檔', 'Archiviato'));
const grayPercent = numberField(
  words('灰度比例（%）', 'Gray share (%)', 'グレー比率（%）', '灰度比例（%）', 'Quota graduale (%)'),
  {
    unit: units.percent,
    hint: words(
      '使用当前版本的用户比例',
      'Share of users on the current version',
      '現行バージョンを使う利用者の割合',
      '使用目前版本的使用者比例',
      'Quota di utenti sulla versione attuale',
    ),
  },
);

/**
 * The number of a request, application or run: the service makes it (`<prefix><yyyyMMdd><sequence>`)
 * when a create leaves it out, and nobody types it.
 */
const requestNo = (
  prefix: string,
  label = words('申请单号', 'Request no.', '申請番号', '申請單號', 'N. richiesta'),
) => codeField(label, { generated: { prefix } });

/** The fields the release, SQL, middleware and data-search requests share. */
const request = {
  title: field(words('申请标题', 'Title', '件名', '申請標題', 'Titolo')),
  status: field(statusLabel, { enum: deployRequestStatus.words }),
  requesterId: backendUser(words('申请人', 'Requester', '申請者', '申請人', 'Richiedente')),
  approverId: backendUser(words('审批人', 'Approver', '承認者', '審批人', 'Approvatore')),
  operatorId: backendUser(words('执行人', 'Operator', '実行者', '執行人', 'Esecutore')),
  executedAt: dateTime(words('执行时间', 'Executed at', '実行日時', '執行時間', 'Eseguita il')),
  finishedAt: dateTime(words('完成时间', 'Finished at', '完了日時', '完成時間', 'Completata il')),
  resultNote: longText(words('执行结果说明', 'Result', '実行結果', '執行結果說明', 'Esito')),
  rollbackPlan: longText(
    words('回滚方案', 'Rollback plan', 'ロールバック計画', '回滾方案', 'Piano di rollback'),
  ),
  impactScope: longText(words('影响范围', 'Impact', '影響範囲', '影響範圍', 'Impatto')),
} as const;

// ---------------------------------------------------------------------------------------------
// Menu control (§2.11)

/** The kinds of node of the function-permission tree (`menuTypes`): menu, function, tab, button. */
export const menuType = /* @__PURE__ */ defineEnum({
  M: { words: words('菜单', 'Menu', 'メニュー', '選單', 'Menu'), tone: 'info' },
  F: { words: words('功能', 'Function', '機能', '功能', 'Funzione'), tone: 'success' },
  T: { words: words('页签', 'Tab', 'タブ', '頁籤', 'Scheda'), tone: 'neutral' },
  B: { words: words('按钮', 'Button', 'ボタン', '按鈕', 'Pulsante'), tone: 'warning' },
}) satisfies { values: readonly MenuType[] };

/** Where a menu lives: this console, the customers' web admin, the mobile APP, H5 pages. */
export const menuPlatform = /* @__PURE__ */ defineEnum({
  OPERATION_PLATFORM: {
    words: words('运营平台', 'Operations console', '運用コンソール', '營運平台', 'Console operativa'),
  },
  WEB_ADMIN: { words: words('Web 管理端', 'Web admin', 'Web 管理画面', 'Web 管理端', 'Amministrazione web') },
  MOBILE_APP: { words: words('移动 APP', 'Mobile app', 'モバイルアプリ', '行動 APP', 'App mobile') },
  H5: { words: words('H5', 'H5', 'H5', 'H5', 'H5') },
});
export const menuPlatforms = menuPlatform.values;

/** A menu, function, tab or button registered in the function-permission tree of a platform. */
export const menuRegisterResource = defineResource({
  name: 'menu-register',
  scope: 'global',
  schema: z.object({
    menuKey: code(64),
    menuName: text(40),
    menuNameEn: optionalText(80),
    /** M menu, F function, T tab, B button. */
    menuType: z.enum(menuTypes),
    platform: z.enum(menuPlatforms),
    /** The menu key of the node above it; none for a first-level menu. */
    parentKey: code(64).optional(),
    /** The route of a menu (`/main/tenant-manage`); none for buttons. */
    url: optionalText(300),
    icon: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    /** The resource a function or button guards (spec: resourceName). */
    resourceName: optionalText(100),
    /** 1 may read and change, 2 read only. */
    operateType: z.union([z.literal(1), z.literal(2)]).default(1),
    /** The spec's menu entry flags: shown in admin mode, shown in tenant mode. */
    admin: z.boolean().default(false),
    tenant: z.boolean().default(false),
    enabled,
  }),
  permissions: menuControl,
  title: 'menuName',
  keyword: ['menuKey', 'menuName', 'url'],
  filters: { menuType: 'in', platform: 'eq', parentKey: 'eq', enabled: 'eq', menuKey: 'eq' },
  sortable: ['menuKey', 'menuName', 'sortOrder'],
  unique: [['platform', 'menuKey']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    menuKey: codeField(words('菜单编码', 'Menu key', 'メニューキー', '選單代碼', 'Chiave del menu')),
    menuName: field(words('菜单名称', 'Name', 'メニュー名', '選單名稱', 'Nome')),
    menuNameEn: described.nameEn,
    menuType: field(words('类型', 'Type', '種類', '類型', 'Tipo'), { enum: menuType.words }),
    platform: field(words('所属平台', 'Platform', 'プラットフォーム', '所屬平台', 'Piattaforma'), {
      enum: menuPlatform.words,
    }),
    parentKey: field(words('上级菜单', 'Parent', '親メニュー', '上層選單', 'Menu superiore'), {
      reference: menuReference,
    }),
    url: codeField(words('路由地址', 'Route', 'ルート', '路由位址', 'Percorso')),
    icon: codeField(words('图标', 'Icon', 'アイコン', '圖示', 'Icona')),
    sortOrder,
    resourceName: field(words('资源名称', 'Resource name', 'リソース名', '資源名稱', 'Nome della risorsa'), {
      hint: words(
        '功能或按钮所控制的资源',
        'The resource a function or button guards',
        '機能・ボタンが制御するリソース',
        '功能或按鈕所控制的資源',
        'La risorsa protetta da una funzione o da un pulsante',
      ),
    }),
    operateType: field(words('操作类型', 'Operate type', '操作種別', '操作類型', 'Tipo di operazione')),
    admin: field(words('管理员可见', 'Admin mode', '管理者モード', '管理員可見', 'Modalità amministratore')),
    tenant: field(words('租户模式可见', 'Tenant mode', 'テナントモード', '租戶模式可見', 'Modalità tenant')),
    enabled: described.enabled,
  },
});

export const menuSyncType = /* @__PURE__ */ defineEnum({
  MENU: { words: words('菜单同步', 'Menus', 'メニュー同期', '選單同步', 'Menu') },
  APP: {
    words: words('APP 配置同步', 'App configuration', 'アプリ設定同期', 'APP 設定同步', 'Configurazione app'),
  },
});
export const menuSyncTypes = menuSyncType.values;
export const menuSyncScope = /* @__PURE__ */ defineEnum({
  FULL: { words: words('全量', 'Full', '全量', '全量', 'Completa') },
  INCREMENTAL: { words: words('增量', 'Incremental', '差分', '增量', 'Incrementale') },
  SELECTED: { words: words('指定项', 'Selected items', '指定項目', '指定項目', 'Elementi selezionati') },
});
export const menuSyncScopes = menuSyncScope.values;
export const menuSyncStatus = /* @__PURE__ */ defineEnum({
  PENDING: { words: words('待执行', 'Pending', '待機中', '待執行', 'In attesa'), tone: 'neutral' },
  RUNNING: { words: words('同步中', 'Running', '同期中', '同步中', 'In corso'), tone: 'warning' },
  SUCCEEDED: { words: words('成功', 'Succeeded', '成功', '成功', 'Riuscita'), tone: 'success' },
  PARTIAL: {
    words: words('部分成功', 'Partly succeeded', '一部成功', '部分成功', 'Riuscita in parte'),
    tone: 'warning',
  },
  FAILED: { words: words('失败', 'Failed', '失敗', '失敗', 'Non riuscita'), tone: 'danger' },
  CANCELLED: { words: words('已取消', 'Cancelled', '取消', '已取消', 'Annullata'), tone: 'neutral' },
});
export const menuSyncStatuses = menuSyncStatus.values;

/** A run copying menus (menu-async) or APP configuration (app-synchronous) from one cloud to others. */
export const menuSyncRunResource = defineResource({
  name: 'menu-sync-run',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    runNo: code(40).optional(),
    syncType: z.enum(menuSyncTypes),
    sourceEnv: cloudEnvCode,
    targetEnvs: cloudEnvCodes,
    scope: z.enum(menuSyncScopes),
    platform: z.enum(menuPlatforms),
    /** The menu keys or sub-application codes of a SELECTED run. */
    itemKeys: z.array(code(64)).max(500).default([]),
    status: z.enum(menuSyncStatuses).default('PENDING'),
    startedAt: instant.optional(),
    finishedAt: instant.optional(),
    totalCount: count,
    successCount: count,
    failedCount: count,
    operatorId: backendUserId,
    errorMessage: optionalText(1000),
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'runNo',
  keyword: ['runNo', 'remark'],
  filters: {
    syncType: 'eq',
    status: 'in',
    sourceEnv: 'eq',
    platform: 'eq',
    operatorId: 'eq',
    startedAt: 'range',
  },
  sortable: ['runNo', 'startedAt', 'finishedAt'],
  unique: [['runNo']],
  fields: {
    runNo: codeField(words('同步单号', 'Run no.', '同期番号', '同步單號', 'N. sincronizzazione'), {
      generated: { prefix: 'SYNC-' },
    }),
    syncType: field(words('同步类型', 'Kind', '同期種別', '同步類型', 'Tipo'), { enum: menuSyncType.words }),
    sourceEnv: cloudEnvironment(words('源环境', 'Source', '同期元', '來源環境', 'Origine')),
    targetEnvs: cloudEnvironments(words('目标环境', 'Targets', '同期先', '目標環境', 'Destinazioni')),
    scope: field(words('同步范围', 'Scope', '範囲', '同步範圍', 'Ambito'), { enum: menuSyncScope.words }),
    platform: field(platformLabel, { enum: menuPlatform.words }),
    itemKeys: field(words('同步项', 'Items', '同期項目', '同步項目', 'Elementi'), {
      hint: words(
        '范围为“指定项”时填写菜单编码或子应用编码',
        'Menu keys or sub-application codes, for a run of selected items',
        '「指定項目」のときにメニューキーまたはサブアプリコードを入力',
        '範圍為「指定項目」時填寫選單代碼或子應用代碼',
        'Chiavi di menu o codici di sotto-applicazione, per una sincronizzazione di elementi selezionati',
      ),
    }),
    status: field(statusLabel, { enum: menuSyncStatus.words }),
    startedAt: dateTime(words('开始时间', 'Started', '開始日時', '開始時間', 'Iniziata il')),
    finishedAt: dateTime(words('结束时间', 'Finished', '終了日時', '結束時間', 'Terminata il')),
    totalCount: numberField(words('总数', 'Total', '総数', '總數', 'Totale')),
    successCount,
    failedCount,
    operatorId: backendUser(words('操作人', 'Operator', '実行者', '操作人', 'Operatore')),
    errorMessage: longText(words('错误信息', 'Errors', 'エラー', '錯誤訊息', 'Errori')),
    remark: described.remark,
  },
});

export const menuChangeType = /* @__PURE__ */ defineEnum({
  CREATE: { words: words('新增', 'Created', '追加', '新增', 'Creato'), tone: 'success' },
  UPDATE: { words: words('修改', 'Updated', '変更', '修改', 'Modificato'), tone: 'info' },
  DELETE: { words: words('删除', 'Deleted', '削除', '刪除', 'Eliminato'), tone: 'danger' },
  MOVE: { words: words('移动', 'Moved', '移動', '移動', 'Spostato'), tone: 'info' },
  ENABLE: { words: words('启用', 'Enabled', '有効化', '啟用', 'Attivato'), tone: 'success' },
  DISABLE: { words: words('禁用', 'Disabled', '無効化', '停用', 'Disattivato'), tone: 'warning' },
  SYNC: { words: words('同步', 'Synchronised', '同期', '同步', 'Sincronizzato'), tone: 'neutral' },
});
export const menuChangeTypes = menuChangeType.values;

/** One change to a registered menu: who changed what, where, from which value to which. */
export const menuChangeLogResource = defineResource({
  name: 'menu-change-log',
  scope: 'global',
  schema: z.object({
    menuKey: code(64),
    menuName: text(40),
    platform: z.enum(menuPlatforms),
    changeType: z.enum(menuChangeTypes),
    cloudEnv: cloudEnvCode,
    beforeValue: optionalText(2000),
    afterValue: optionalText(2000),
    /** The sync run that made the change, for SYNC changes. */
    syncRunNo: code(40).optional(),
    operatorId: backendUserId,
    operatedAt: instant,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'menuName',
  keyword: ['menuKey', 'menuName'],
  filters: {
    menuKey: 'eq',
    platform: 'eq',
    changeType: 'in',
    cloudEnv: 'eq',
    operatorId: 'eq',
    operatedAt: 'range',
  },
  sortable: ['operatedAt', 'menuKey'],
  defaultSort: { field: 'operatedAt', direction: 'desc' },
  fields: {
    menuKey: codeField(words('菜单编码', 'Menu key', 'メニューキー', '選單代碼', 'Chiave del menu')),
    menuName: field(words('菜单名称', 'Menu', 'メニュー名', '選單名稱', 'Menu')),
    platform: field(platformLabel, { enum: menuPlatform.words }),
    changeType: field(words('变更类型', 'Change', '変更種別', '變更類型', 'Modifica'), {
      enum: menuChangeType.words,
    }),
    cloudEnv: cloudEnvironment(),
    beforeValue: longText(words('变更前', 'Before', '変更前', '變更前', 'Prima')),
    afterValue: longText(words('变更后', 'After', '変更後', '變更後', 'Dopo')),
    syncRunNo: field(words('同步单号', 'Sync run', '同期番号', '同步單號', 'Sincronizzazione'), {
      reference: { resource: 'menu-sync-run', valueField: 'runNo', labelField: 'runNo' },
    }),
    operatorId: backendUser(words('操作人', 'Changed by', '変更者', '操作人', 'Modificato da')),
    operatedAt: dateTime(words('操作时间', 'Changed at', '変更日時', '操作時間', 'Modificato il')),
    remark: described.remark,
  },
});

/**
 * A sub-application (a front-end module mounted in the shell) of one section and client type in one
 * cloud: the console shows one tab per cloud and per section, and opens it by the three.
 */
export const subApplicationResource = defineResource({
  name: 'sub-application',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    subAppName: text(60),
    /** The cloud environment's code; named as the detail route's `:cloud/:section/:type` parameters. */
    cloud: cloudEnvCode,
    section: z.enum(productSections),
    /** The client type. */
    type: z.enum(subAppClientTypes),
    entryUrl: link,
    currentVersion: versionCode,
    /** The function package that switches it on for a tenant. */
    functionPackageCode: code(32).optional(),
    ownerId: backendUserId,
    /** The share of users on the current version while it is in gray release. */
    grayPercent: z.number().int().min(0).max(100).default(100),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'subAppName',
  keyword: ['subAppCode', 'subAppName'],
  filters: {
    cloud: 'eq',
    section: 'eq',
    type: 'eq',
    subAppCode: 'eq',
    functionPackageCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['subAppCode', 'subAppName', 'sortOrder', 'currentVersion'],
  unique: [['cloud', 'section', 'type']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  fields: {
    subAppCode: codeField(words('子应用编码', 'Code', 'サブアプリコード', '子應用代碼', 'Codice')),
    subAppName: field(words('子应用名称', 'Name', 'サブアプリ名', '子應用名稱', 'Nome')),
    cloud: cloudEnvironment(),
    section,
    type: clientType,
    entryUrl: urlField(words('入口地址', 'Entry URL', 'エントリー URL', '入口網址', 'URL di ingresso')),
    currentVersion: codeField(
      words('当前版本', 'Current version', '現行バージョン', '目前版本', 'Versione attuale'),
    ),
    functionPackageCode: functionPackage(),
    ownerId: owner,
    grayPercent,
    sortOrder,
    enabled: described.enabled,
    description: explanation,
  },
});

export const subAppBatchOperation = /* @__PURE__ */ defineEnum({
  PUBLISH: { words: words('批量发布', 'Publish', '一括公開', '批次發布', 'Pubblica') },
  OFFLINE: { words: words('批量下线', 'Take offline', '一括停止', '批次下線', 'Metti offline') },
  CONFIG_SYNC: {
    words: words('配置同步', 'Sync configuration', '設定同期', '設定同步', 'Sincronizza la configurazione'),
  },
  ROLLBACK: { words: words('批量回滚', 'Roll back', '一括ロールバック', '批次回滾', 'Ripristina') },
});
export const subAppBatchOperations = subAppBatchOperation.values;

/** One change applied to many sub-applications in many clouds at once, reviewed like a release. */
export const subApplicationBatchResource = defineResource({
  name: 'sub-application-batch',
  scope: 'global',
  schema: z.object({
    /** Made by the service on create (see the field's description). */
    batchNo: code(40).optional(),
    batchName: text(60),
    operation: z.enum(subAppBatchOperations),
    subAppCodes: z.array(code(64)).min(1).max(100),
    targetEnvs: cloudEnvCodes,
    clientTypes: z.array(z.enum(subAppClientTypes)).min(1).max(4),
    /** The version published or rolled back to. */
    releaseVersion: versionCode.optional(),
    plannedAt: instant.optional(),
    executedAt: instant.optional(),
    status: z.enum(deployRequestStatuses).default('DRAFT'),
    requesterId: backendUserId,
    operatorId: backendUserId.optional(),
    successCount: count,
    failedCount: count,
    remark: optionalText(500),
  }),
  permissions: menuControl,
  title: 'batchName',
  keyword: ['batchNo', 'batchName'],
  filters: { operation: 'eq', status: 'in', requesterId: 'eq', plannedAt: 'range' },
  sortable: ['batchNo', 'plannedAt', 'executedAt'],
  unique: [['batchNo']],
  guards: operatorSteps,
  fields: {
    batchNo: codeField(words('批次号', 'Batch no.', 'バッチ番号', '批次號', 'N. lotto'), {
      generated: { prefix: 'SAB-' },
    }),
    batchName: field(words('批次名称', 'Name', 'バッチ名', '批次名稱', 'Nome')),
    operation: field(words('操作', 'Operation', '操作', '操作', 'Operazione'), {
      enum: subAppBatchOperation.words,
    }),
    subAppCodes: field(words('子应用', 'Sub-applications', 'サブアプリ', '子應用', 'Sotto-applicazioni'), {
      reference: subApplicationReference,
    }),
    targetEnvs: cloudEnvironments(
      words('目标环境', 'Target clouds', '対象クラウド', '目標環境', 'Cloud di destinazione'),
    ),
    clientTypes: field(words('端类型', 'Clients', 'クライアント', '端類型', 'Client'), {
      enum: subAppClientType.words,
    }),
    releaseVersion: version,
    plannedAt: dateTime(words('计划执行时间', 'Planned for', '予定日時', '計畫執行時間', 'Pianificato per')),
    executedAt: request.executedAt,
    status: request.status,
    requesterId: request.requesterId,
    operatorId: request.operatorId,
    successCount,
    failedCount,
    remark: described.remark,
  },
});

export const subAppWidgetType = /* @__PURE__ */ defineEnum({
  CARD: { words: words('卡片', 'Card', 'カード', '卡片', 'Scheda') },
  LIST: { words: words('列表', 'List', 'リスト', '列表', 'Elenco') },
  FORM: { words: words('表单', 'Form', 'フォーム', '表單', 'Modulo') },
  DETAIL: { words: words('详情', 'Detail', '詳細', '詳情', 'Dettaglio') },
  TOOLBAR: { words: words('工具栏', 'Toolbar', 'ツールバー', '工具列', 'Barra degli strumenti') },
});
export const subAppWidgetTypes = subAppWidgetType.values;

/** The order in which a widget of a sub-application shows its buttons (the first comes first). */
export const subAppButtonPriorityResource = defineResource({
  name: 'sub-app-button-priority',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    widgetId: code(64),
    widgetName: text(60),
    widgetType: z.enum(subAppWidgetTypes),
    /** Button codes, highest priority first. */
    buttonCodes: z.array(code(64)).min(1).max(30),
    /** The button a tap on the widget triggers. */
    defaultButtonCode: code(64).optional(),
    /** Buttons beyond this many fold into "more". */
    maxVisible: z.number().int().min(1).max(10).default(3),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'widgetName',
  keyword: ['widgetId', 'widgetName', 'subAppCode'],
  filters: { subAppCode: 'eq', cloud: 'eq', type: 'eq', widgetType: 'eq', enabled: 'eq' },
  sortable: ['subAppCode', 'widgetId'],
  unique: [['cloud', 'subAppCode', 'type', 'widgetId']],
  fields: {
    subAppCode: subApplication,
    cloud: cloudEnvironment(),
    type: clientType,
    widgetId: codeField(words('组件 ID', 'Widget id', 'ウィジェット ID', '元件 ID', 'ID del widget')),
    widgetName: field(words('组件名称', 'Widget', 'ウィジェット名', '元件名稱', 'Widget')),
    widgetType: field(words('组件类型', 'Widget type', 'ウィジェット種別', '元件類型', 'Tipo di widget'), {
      enum: subAppWidgetType.words,
    }),
    buttonCodes: field(
      words(
        '按钮（按优先级）',
        'Buttons, by priority',
        'ボタン（優先順）',
        '按鈕（依優先順序）',
        'Pulsanti, per priorità',
      ),
      {
        hint: words(
          '排在前面的按钮优先展示',
          'The first button shows first',
          '先頭のボタンから表示されます',
          '排在前面的按鈕優先顯示',
          'Il primo pulsante compare per primo',
        ),
      },
    ),
    defaultButtonCode: codeField(
      words('默认按钮', 'Default button', '既定ボタン', '預設按鈕', 'Pulsante predefinito'),
    ),
    maxVisible: numberField(words('最多展示', 'Visible buttons', '表示数', '最多顯示', 'Pulsanti visibili'), {
      hint: words(
        '超出部分收进“更多”',
        'The rest fold into “More”',
        '超過分は「その他」に収納',
        '超出部分收進「更多」',
        'Gli altri finiscono in «Altro»',
      ),
    }),
    enabled: described.enabled,
    remark: described.remark,
  },
});

export const subAppReleaseType = /* @__PURE__ */ defineEnum({
  RELEASE: { words: words('常规发布', 'Release', '通常リリース', '一般發布', 'Rilascio') },
  HOTFIX: { words: words('热修复', 'Hotfix', 'ホットフィックス', '熱修復', 'Hotfix') },
  GRAY: { words: words('灰度发布', 'Gray release', 'グレーリリース', '灰度發布', 'Rilascio graduale') },
  ROLLBACK: { words: words('回滚', 'Rollback', 'ロールバック', '回滾', 'Rollback') },
});
export const subAppReleaseTypes = subAppReleaseType.values;
export const subAppVersionStatus = /* @__PURE__ */ defineEnum({
  GRAY: { words: words('灰度中', 'In gray', 'グレー中', '灰度中', 'In rilascio graduale'), tone: 'warning' },
  RELEASED: { words: words('已发布', 'Released', 'リリース済み', '已發布', 'Rilasciata'), tone: 'success' },
  ROLLED_BACK: {
    words: words('已回滚', 'Rolled back', 'ロールバック済み', '已回滾', 'Ripristinata'),
    tone: 'neutral',
  },
  FAILED: { words: words('发布失败', 'Failed', '失敗', '發布失敗', 'Non riuscita'), tone: 'danger' },
});
export const subAppVersionStatuses = subAppVersionStatus.values;

/** A version of a sub-application put live in a cloud. */
export const subAppVersionRecordResource = defineResource({
  name: 'sub-app-version-record',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    releaseVersion: versionCode,
    previousVersion: versionCode.optional(),
    releaseType: z.enum(subAppReleaseTypes),
    status: z.enum(subAppVersionStatuses),
    grayPercent: z.number().int().min(0).max(100).default(100),
    bundleUrl: link.optional(),
    releasedAt: instant,
    releasedById: backendUserId,
    changeLog: optionalText(2000),
  }),
  permissions: menuControl,
  title: 'releaseVersion',
  keyword: ['subAppCode', 'releaseVersion', 'changeLog'],
  filters: {
    subAppCode: 'eq',
    cloud: 'eq',
    type: 'eq',
    releaseType: 'in',
    status: 'in',
    releasedAt: 'range',
  },
  sortable: ['releasedAt', 'subAppCode', 'releaseVersion'],
  unique: [['cloud', 'subAppCode', 'type', 'releaseVersion']],
  defaultSort: { field: 'releasedAt', direction: 'desc' },
  fields: {
    subAppCode: subApplication,
    cloud: cloudEnvironment(),
    type: clientType,
    releaseVersion: codeField(words('版本号', 'Version', 'バージョン', '版本號', 'Versione')),
    previousVersion: codeField(
      words('上一版本', 'Previous version', '前バージョン', '上一版本', 'Versione precedente'),
    ),
    releaseType: field(words('发布类型', 'Release type', 'リリース種別', '發布類型', 'Tipo di rilascio'), {
      enum: subAppReleaseType.words,
    }),
    status: field(statusLabel, { enum: subAppVersionStatus.words }),
    grayPercent,
    bundleUrl: urlField(words('资源包地址', 'Bundle URL', 'バンドル URL', '資源包網址', 'URL del bundle')),
    releasedAt: dateTime(words('发布时间', 'Released at', 'リリース日時', '發布時間', 'Rilasciata il')),
    releasedById: backendUser(words('发布人', 'Released by', 'リリース担当', '發布人', 'Rilasciata da')),
    changeLog: longText(words('更新说明', 'Change log', '変更内容', '更新說明', 'Registro delle modifiche')),
  },
});

/** Which menu opens which route of a sub-application, and the function package behind it. */
export const subAppMappingRelationResource = defineResource({
  name: 'sub-app-mapping-relation',
  scope: 'global',
  schema: z.object({
    subAppCode: code(64),
    cloud: cloudEnvCode,
    type: z.enum(subAppClientTypes),
    section: z.enum(productSections),
    menuKey: code(64),
    routePath: text(200),
    functionPackageCode: code(32).optional(),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'menuKey',
  keyword: ['subAppCode', 'menuKey', 'routePath'],
  filters: {
    subAppCode: 'eq',
    cloud: 'eq',
    section: 'eq',
    menuKey: 'eq',
    functionPackageCode: 'eq',
    enabled: 'eq',
  },
  sortable: ['subAppCode', 'menuKey'],
  unique: [['cloud', 'subAppCode', 'type', 'menuKey']],
  fields: {
    subAppCode: subApplication,
    cloud: cloudEnvironment(),
    type: clientType,
    section,
    menuKey: field(words('菜单', 'Menu', 'メニュー', '選單', 'Menu'), { reference: menuReference }),
    routePath: codeField(words('子应用路由', 'Route', 'ルート', '子應用路由', 'Percorso')),
    functionPackageCode: functionPackage(),
    enabled: described.enabled,
    remark: described.remark,
  },
});

/**
 * A service package: the modules, functions and menus (nodes of the function-permission tree) that
 * a sold function package switches on. Its tree is edited on the service-package tree screen.
 */
export const servicePackageResource = defineResource({
  name: 'service-package',
  scope: 'global',
  schema: z.object({
    packageCode: code(32),
    packageName: text(60),
    packageNameEn: optionalText(100),
    functionPackageCode: code(32).optional(),
    platform: z.enum(menuPlatforms),
    /** The first-level modules (menu keys of type M) it includes. */
    modules: z.array(code(64)).max(100).default([]),
    /** Every included node of the tree: menus, functions, tabs, buttons. */
    nodeKeys: z.array(code(64)).max(2000).default([]),
    packageVersion: versionCode,
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'packageName',
  keyword: ['packageCode', 'packageName'],
  filters: { platform: 'eq', functionPackageCode: 'eq', enabled: 'eq' },
  sortable: ['packageCode', 'packageName'],
  unique: [['packageCode']],
  fields: {
    packageCode: codeField(words('服务包编码', 'Code', 'パッケージコード', '服務包代碼', 'Codice')),
    packageName: field(words('服务包名称', 'Name', 'パッケージ名', '服務包名稱', 'Nome')),
    packageNameEn: described.nameEn,
    functionPackageCode: functionPackage(
      words('对应功能包', 'Function package', '対応機能パッケージ', '對應功能包', 'Pacchetto funzionale'),
    ),
    platform: field(platformLabel, { enum: menuPlatform.words }),
    modules: field(words('包含模块', 'Modules', 'モジュール', '包含模組', 'Moduli'), {
      hint: words(
        '在服务包树中勾选',
        'Chosen in the service-package tree',
        'パッケージツリーで選択',
        '在服務包樹中勾選',
        "Si scelgono nell'albero del pacchetto di servizi",
      ),
    }),
    nodeKeys: field(words('包含节点', 'Included nodes', '含まれるノード', '包含節點', 'Nodi inclusi')),
    packageVersion: version,
    enabled: described.enabled,
    description: explanation,
  },
});

export const appLanguages = ['zh_cn', 'en', 'ja'] as const;

/** What the APP of a section starts with in a cloud: versions, home modules, tab bar, splash. */
export const appInitConfigResource = defineResource({
  name: 'app-init-config',
  scope: 'global',
  schema: z.object({
    /** The cloud environment's code; named as the detail route's `:cloud/:section/:type` parameters. */
    cloud: cloudEnvCode,
    section: z.enum(productSections),
    /** The client type. */
    type: z.enum(subAppClientTypes),
    initVersion: versionCode,
    /** Older clients must upgrade. */
    minSupportedVersion: versionCode,
    forceUpdate: z.boolean().default(false),
    defaultLanguage: z.enum(appLanguages).default('zh_cn'),
    homeModules: z.array(code(64)).max(30).default([]),
    tabBarItems: z.array(code(64)).max(5).default([]),
    splashImageOid: attachmentOid.optional(),
    /** Further switches, as JSON. */
    configJson: optionalText(4000),
    enabled,
    remark: optionalText(200),
  }),
  permissions: menuControl,
  title: 'initVersion',
  keyword: ['initVersion', 'remark'],
  filters: { cloud: 'eq', section: 'eq', type: 'eq', enabled: 'eq' },
  sortable: ['cloud', 'section', 'initVersion'],
  unique: [['cloud', 'section', 'type']],
  fields: {
    cloud: cloudEnvironment(),
    section,
    type: clientType,
    initVersion: codeField(words('初始化版本', 'Version', 'バージョン', '初始化版本', 'Versione')),
    minSupportedVersion: codeField(
      words(
        '最低支持版本',
        'Lowest supported version',
        '最低サポートバージョン',
        '最低支援版本',
        'Versione minima supportata',
      ),
    ),
    forceUpdate: field(
      words('强制更新', 'Force update', '強制アップデート', '強制更新', 'Aggiornamento forzato'),
      {
        hint: words(
          '低于最低支持版本的客户端必须更新',
          'Clients below the lowest supported version must update',
          '最低サポート未満のクライアントは更新必須',
          '低於最低支援版本的用戶端必須更新',
          'I client sotto la versione minima supportata devono aggiornarsi',
        ),
      },
    ),
    defaultLanguage: field(
      words('默认语言', 'Default language', '既定の言語', '預設語言', 'Lingua predefinita'),
      {
        enum: shellLanguage.words,
      },
    ),
    homeModules: field(
      words('首页模块', 'Home modules', 'ホームのモジュール', '首頁模組', 'Moduli della home'),
    ),
    tabBarItems: field(words('底部导航', 'Tab bar', 'タブバー', '底部導覽', 'Barra delle schede'), {
      hint: words('最多 5 项', 'At most 5', '最大 5 項目', '最多 5 項', 'Al massimo 5'),
    }),
    splashImageOid: field(words('启动图', 'Splash image', '起動画像', '啟動圖', 'Immagine di avvio'), {
      kind: 'image',
    }),
    configJson: longText(
      words(
        '扩展配置（JSON）',
        'Further settings (JSON)',
        '追加設定（JSON）',
        '擴充設定（JSON）',
        'Altre impostazioni (JSON)',
      ),
    ),
    enabled: described.enabled,
    remark: described.remark,
  },
});

export const appOperationPosition = /* @__PURE__ */ defineEnum({
  HOME_BANNER: { words: words('首页轮播', 'Home banner', 'ホームバナー', '首頁輪播', 'Banner della home') },
  HOME_POPUP: {
    words: words('首页弹窗', 'Home pop-up', 'ホームのポップアップ', '首頁彈窗', 'Pop-up della home'),
  },
  WORKBENCH_CARD: {
    words: words(
      '工作台卡片',
      'Workbench card',
      'ワークベンチカード',
      '工作台卡片',
      'Scheda della scrivania',
    ),
  },
  MESSAGE_TOP: {
    words: words('消息置顶', 'Pinned message', '固定メッセージ', '訊息置頂', 'Messaggio fissato'),
  },
  SPLASH_SCREEN: {
    words: words('开屏页', 'Splash screen', 'スプラッシュ画面', '開屏頁', 'Schermata iniziale'),
  },
});
export const appOperationPositions = appOperationPosition.values;
export const appOperationPlatform = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部', 'All', 'すべて', '全部', 'Tutte') },
  IOS: { words: words('iOS', 'iOS', 'iOS', 'iOS', 'iOS') },
  ANDROID: { words: words('Android', 'Android', 'Android', 'Android', 'Android') },
  H5: { words: words('H5', 'H5', 'H5', 'H5', 'H5') },
});
export const appOperationPlatforms = appOperationPlatform.values;
/** Drafted by operations staff, put online by the operations supervisor (the operate-leader button). */
export const appOperationStatus = /* @__PURE__ */ defineEnum({
  DRAFT: { words: words('草稿', 'Draft', '下書き', '草稿', 'Bozza'), tone: 'neutral' },
  PENDING_REVIEW: {
    words: words(
      '待主管审核',
      'Awaiting supervisor',
      '責任者確認待ち',
      '待主管審核',
      'In attesa del responsabile',
    ),
    tone: 'info',
  },
  ONLINE: { words: words('已上线', 'Online', '公開中', '已上線', 'Online'), tone: 'success' },
  OFFLINE: { words: words('已下线', 'Offline', '公開終了', '已下線', 'Offline'), tone: 'neutral' },
  REJECTED: { words: words('已驳回', 'Rejected', '却下', '已駁回', 'Respinta'), tone: 'danger' },
});
export const appOperationStatuses = appOperationStatus.values;

/** An operation slot of the APP (banner, pop-up, workbench card...), shown in a period to tenants. */
export const appOperationResource = defineResource({
  name: 'app-operation',
  scope: 'global',
  schema: z.object({
    title: text(60),
    position: z.enum(appOperationPositions),
    platform: z.enum(appOperationPlatforms),
    imageOid: attachmentOid.optional(),
    linkUrl: link.optional(),
    cloudEnvs: cloudEnvCodes,
    tenantRange: z.enum(deployTenantRanges).default('ALL'),
    tenantIds: z.array(tenantId).max(500).default([]),
    startAt: instant,
    endAt: instant,
    /** Order within its position: lower first. */
    sortOrder: z.number().int().min(0).max(9999).default(0),
    status: z.enum(appOperationStatuses).default('DRAFT'),
    reviewerId: backendUserId.optional(),
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'title',
  keyword: ['title', 'description'],
  filters: { position: 'eq', platform: 'eq', status: 'in', startAt: 'range', endAt: 'range' },
  sortable: ['sortOrder', 'startAt', 'endAt', 'title'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  // Drafting, submitting and taking offline are the editors'; the supervisor approves or rejects.
  guards: [{ field: 'status', values: ['ONLINE', 'REJECTED'], authority: 'deploy:operate' }],
  fields: {
    title: described.title,
    position: field(words('运营位置', 'Position', '掲載位置', '營運位置', 'Posizione'), {
      enum: appOperationPosition.words,
    }),
    platform: field(platformLabel, { enum: appOperationPlatform.words }),
    imageOid: field(words('图片', 'Image', '画像', '圖片', 'Immagine'), { kind: 'image' }),
    linkUrl: urlField(words('跳转链接', 'Link', 'リンク先', '跳轉連結', 'Link')),
    cloudEnvs: cloudEnvironments(),
    tenantRange: tenantRange(words('投放范围', 'Audience', '配信範囲', '投放範圍', 'Destinatari')),
    tenantIds: selectedTenants(),
    startAt: dateTime(words('开始时间', 'Starts', '開始日時', '開始時間', 'Inizio')),
    endAt: dateTime(words('结束时间', 'Ends', '終了日時', '結束時間', 'Fine')),
    sortOrder: numberField(words('排序', 'Order', '並び順', '排序', 'Ordine'), {
      hint: words(
        '同一位置内数字小的在前',
        'Lower first within a position',
        '同じ位置では小さい順',
        '同一位置內數字小的在前',
        'Nella stessa posizione, prima i numeri più bassi',
      ),
    }),
    status: field(statusLabel, { enum: appOperationStatus.words }),
    reviewerId: backendUser(words('审核主管', 'Supervisor', '承認責任者', '審核主管', 'Responsabile')),
    description: explanation,
  },
});

// ---------------------------------------------------------------------------------------------
// Product and service catalogue (§2.12)

export const serviceCategory = /* @__PURE__ */ defineEnum({
  TRAVEL: { words: words('商旅出行', 'Travel', '出張・移動', '商旅出行', 'Viaggi') },
  EXPENSE: { words: words('费用管控', 'Expense', '経費管理', '費用管控', 'Spese') },
  FINANCE: { words: words('财务服务', 'Finance', '財務サービス', '財務服務', 'Servizi finanziari') },
  VALUE_ADDED: {
    words: words('增值服务', 'Value-added', '付加価値サービス', '加值服務', 'Servizi a valore aggiunto'),
  },
  AI: { words: words('智能服务', 'AI', 'AI サービス', '智慧服務', 'IA') },
});
export const serviceCategories = serviceCategory.values;

/** A kind of service the platform offers (flights, hotels, invoice verification...). */
export const serviceTypeResource = defineResource({
  name: 'service-type',
  scope: 'global',
  schema: z.object({
    typeCode: code(32),
    typeName: text(40),
    typeNameEn: optionalText(80),
    category: z.enum(serviceCategories),
    parentTypeCode: code(32).optional(),
    icon: code(40).optional(),
    sortOrder: z.number().int().min(0).max(9999).default(0),
    enabled,
    description: optionalText(500),
  }),
  permissions: menuControl,
  title: 'typeName',
  keyword: ['typeCode', 'typeName', 'typeNameEn'],
  filters: { category: 'eq', parentTypeCode: 'eq', enabled: 'eq' },
  sortable: ['typeCode', 'typeName', 'sortOrder'],
  unique: [['typeCode']],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  importable: true,
  fields: {
    typeCode: codeField(words('类型编码', 'Code', '種別コード', '類型代碼', 'Codice')),
    typeName: field(words('类型名称', 'Name', '種別名', '類型名稱', 'Nome')),
    typeNameEn: described.nameEn,
    category: field(words('服务大类', 'Category', 'カテゴリ', '服務大類', 'Categoria'), {
      enum: serviceCategory.words,
    }),
    parentTypeCode: field(words('上级类型', 'Parent type', '上位種別', '上層類型', 'Tipo superiore'), {
      reference: serviceTypeReference,
    }),
    icon: codeField(words('图标', 'Icon', 'アイコン', '圖示', 'Icona')),
    sortOrder,
    enabled: described.enabled,
    description: explanation,
  },
});

export const serviceChargeMode = /* @__PURE__ */ defineEnum({
  FREE: { words: words('免费', 'Free', '無料', '免費', 'Gratuito') },
  PER_USE: { words: words('按次计费', 'Per use', '従量課金', '按次計費', 'A consumo') },
  PER_SEAT: { words: words('按账号计费', 'Per seat', 'アカウント課金', '按帳號計費', 'Per account') },
  PER_ORDER: { words: words('按订单计费', 'Per order', '注文ごと', '按訂單計費', 'Per ordine') },
  PACKAGE: { words: words('套餐', 'Package', 'パッケージ', '套餐', 'Pacchetto') },
});
export const serviceChargeModes = serviceChargeMode.values;
export const serviceInfoStatus = /* @__PURE__ */ defineEnum({
  DEVELOPING: { words: words('开发中', 'In development', '開発中', '開發中', 'In sviluppo'), tone: 'info' },
  ONLINE: { words: words('已上线', 'Online', '提供中', '已上線', 'Online'), tone: 'success' },
  OFFLINE: { words: words('已下线', 'Offline', '提供終了', '已下線', 'Offline'), tone: 'neutral' },
});
export const serviceInfoStatuses = serviceInfoStatus.values;

/** A service the platform sells or runs, of a service type, with its supplier and price. */
export const serviceInfoResource = defineResource({
  name: 'service-info',
  scope: 'global',
  schema: z.object({
    serviceCode: code(32),
    serviceName: text(60),
    serviceNameEn: optionalText(100),
    serviceTypeCode: code(32),
    supplierName: optionalText(100),
    chargeMode: z.enum(serviceChargeModes),
    unitPrice: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    functionPackageCode: code(32).optional(),
    cloudEnvs: cloudEnvCodes,
    ownerId: backendUserId,
    status: z.enum(serviceInfoStatuses).default('DEVELOPING'),
    launchDate: date.optional(),
    description: optionalText(1000),
  }),
  permissions: menuControl,
  title: 'serviceName',
  keyword: ['serviceCode', 'serviceName', 'supplierName'],
  filters: { serviceTypeCode: 'eq', chargeMode: 'eq', status: 'in', ownerId: 'eq', launchDate: 'range' },
  sortable: ['serviceCode', 'serviceName', 'launchDate', 'unitPrice'],
  unique: [['serviceCode']],
  importable: true,
  fields: {
    serviceCode: codeField(words('服务编码', 'Code', 'サービスコード', '服務代碼', 'Codice')),
    serviceName: field(words('服务名称', 'Name', 'サービス名', '服務名稱', 'Nome')),
    serviceNameEn: described.nameEn,
    serviceTypeCode: field(
      words('服务类型', 'Service type', 'サービス種別', '服務類型', 'Tipo di servizio'),
      {
        reference: serviceTypeReference,
      },
    ),
    supplierName: field(words('供应商', 'Supplier', '提供元', '供應商', 'Fornitore')),
    chargeMode: field(words('计费方式', 'Charging', '課金方式', '計費方式', 'Tariffazione'), {
      enum: serviceChargeMode.words,
    }),
    unitPrice: field(words('单价', 'Unit price', '単価', '單價', 'Prezzo unitario'), {
      kind: 'money',
      currencyField: 'currencyCode',
    }),
    currencyCode: described.currencyCode,
    functionPackageCode: functionPackage(),
    cloudEnvs: cloudEnvironments(
      words('可用云环境', 'Available in', '提供クラウド', '可用雲端環境', 'Disponibile in'),
    ),
    ownerId: backendUser(
      words('产品负责人', 'Product owner', '担当者', '產品負責人', 'Responsabile di prodotto'),
    ),
    status: field(statusLabel, { enum: serviceInfoStatus.words }),
    launchDate: dateField(words('上线日期', 'Launch date', '提供開始日', '上線日期', 'Data di lancio')),
    description: longText(words('服务说明', 'Description', '説明', '服務說明', 'Descrizione')),
  },
});

export const llmProvider = /* @__PURE__ */ defineEnum({
  OPENAI: { words: words('OpenAI', 'OpenAI', 'OpenAI', 'OpenAI', 'OpenAI') },
  AZURE_OPENAI: {
    words: words('Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI', 'Azure OpenAI'),
  },
  ALIBABA_QWEN: {
    words: words('阿里云通义千问', 'Alibaba Qwen', 'Alibaba Qwen', '阿里雲通義千問', 'Alibaba Qwen'),
  },
  BAIDU_ERNIE: { words: words('百度文心', 'Baidu ERNIE', 'Baidu ERNIE', '百度文心', 'Baidu ERNIE') },
  ZHIPU_GLM: { words: words('智谱 GLM', 'Zhipu GLM', 'Zhipu GLM', '智譜 GLM', 'Zhipu GLM') },
  DEEPSEEK: { words: words('DeepSeek', 'DeepSeek', 'DeepSeek', 'DeepSeek', 'DeepSeek') },
  MOONSHOT: {
    words: words('月之暗面 Kimi', 'Moonshot Kimi', 'Moonshot Kimi', '月之暗面 Kimi', 'Moonshot Kimi'),
  },
  TENCENT_HUNYUAN: {
    words: words('腾讯混元', 'Tencent Hunyuan', 'Tencent Hunyuan', '騰訊混元', 'Tencent Hunyuan'),
  },
});
export const llmProviders = llmProvider.values;
export const llmUsageScene = /* @__PURE__ */ defineEnum({
  INVOICE_OCR: {
    words: words('发票识别', 'Invoice recognition', '請求書認識', '發票辨識', 'Riconoscimento fatture'),
  },
  SMART_AUDIT: {
    words: words('智能审核', 'Smart audit', 'スマート審査', '智慧審核', 'Controllo intelligente'),
  },
  EXPENSE_ASSISTANT: {
    words: words('报销助手', 'Expense assistant', '経費アシスタント', '報銷助手', 'Assistente spese'),
  },
  CUSTOMER_SERVICE: {
    words: words('智能客服', 'Customer service', 'カスタマーサポート', '智慧客服', 'Assistenza clienti'),
  },
  TRANSLATION: { words: words('多语言翻译', 'Translation', '翻訳', '多語言翻譯', 'Traduzione') },
  DATA_INSIGHT: { words: words('数据洞察', 'Data insight', 'データ分析', '數據洞察', 'Analisi dei dati') },
});
export const llmUsageScenes = llmUsageScene.values;

/** A large language model the platform's AI features call, with its limits and prices. */
export const largeLanguageModelResource = defineResource({
  name: 'large-language-model',
  scope: 'global',
  schema: z.object({
    modelCode: code(64),
    modelName: text(60),
    provider: z.enum(llmProviders),
    /** The provider's model id and version (`qwen-max-2025-01-25`). */
    modelVersion: code(64),
    endpoint: link,
    /** The name of the secret holding the API key: keys are never stored here. */
    apiKeySecret: code(64),
    cloudEnv: cloudEnvCode,
    contextWindow: z.number().int().min(1024).max(10_000_000),
    maxOutputTokens: z.number().int().min(256).max(1_000_000),
    /** Prices per million tokens. */
    inputPricePerMillion: money.optional(),
    outputPricePerMillion: money.optional(),
    currencyCode: currencyCode.default('CNY'),
    usageScenes: z.array(z.enum(llmUsageScenes)).min(1).max(llmUsageScenes.length),
    /** Calls per minute allowed for the whole platform. */
    rateLimitPerMinute: z.number().int().min(1).max(1_000_000).optional(),
    isDefault: z.boolean().default(false),
    enabled,
    remark: optionalText(500),
  }),
  permissions: menuControl,
  title: 'modelName',
  keyword: ['modelCode', 'modelName', 'modelVersion'],
  filters: { provider: 'eq', cloudEnv: 'eq', enabled: 'eq', isDefault: 'eq' },
  sortable: ['modelCode', 'modelName', 'contextWindow'],
  unique: [['modelCode']],
  fields: {
    modelCode: codeField(words('模型编码', 'Code', 'モデルコード', '模型代碼', 'Codice')),
    modelName: field(words('模型名称', 'Name', 'モデル名', '模型名稱', 'Nome')),
    provider: field(words('供应商', 'Provider', '提供元', '供應商', 'Fornitore'), {
      enum: llmProvider.words,
    }),
    modelVersion: codeField(
      words('模型版本', 'Model version', 'モデルバージョン', '模型版本', 'Versione del modello'),
    ),
    endpoint: urlField(words('接口地址', 'Endpoint', 'エンドポイント', '介面位址', 'Endpoint')),
    apiKeySecret: codeField(
      words('密钥名称', 'API key secret', 'API キーのシークレット名', '金鑰名稱', 'Segreto della chiave API'),
      {
        hint: words(
          '密钥保存在密钥管理服务中，此处只填名称',
          'The key stays in the secret store: give its name',
          'キーはシークレット管理に保存し、ここには名前のみ',
          '金鑰保存在金鑰管理服務中，此處只填名稱',
          "La chiave resta nell'archivio dei segreti: indicane il nome",
        ),
      },
    ),
    cloudEnv: cloudEnvironment(
      words('部署云环境', 'Cloud environment', 'クラウド環境', '部署雲端環境', 'Ambiente cloud'),
    ),
    contextWindow: numberField(
      words(
        '上下文长度（tokens）',
        'Context window (tokens)',
        'コンテキスト長（トークン）',
        '上下文長度（tokens）',
        'Finestra di contesto (token)',
      ),
      { unit: units.tokens },
    ),
    maxOutputTokens: numberField(
      words(
        '最大输出（tokens）',
        'Max output (tokens)',
        '最大出力（トークン）',
        '最大輸出（tokens）',
        'Output massimo (token)',
      ),
      { unit: units.tokens },
    ),
    inputPricePerMillion: field(
      words(
        '输入单价（每百万 tokens）',
        'Input price per million tokens',
        '入力単価（100 万トークン）',
        '輸入單價（每百萬 tokens）',
        'Prezzo di input per milione di token',
      ),
      { kind: 'money', currencyField: 'currencyCode' },
    ),
    outputPricePerMillion: field(
      words(
        '输出单价（每百万 tokens）',
        'Output price per million tokens',
        '出力単価（100 万トークン）',
        '輸出單價（每百萬 tokens）',
        'Prezzo di output per milione di token',
      ),
      { kind: 'money', currencyField: 'currencyCode' },
    ),
    currencyCode: described.currencyCode,
    usageScenes: field(words('适用场景', 'Used for', '利用シーン', '適用場景', 'Usato per'), {
      enum: llmUsageScene.words,
    }),
    rateLimitPerMinute: numberField(
      words(
        '每分钟调用上限',
        'Calls per minute',
        '毎分の呼び出し上限',
        '每分鐘呼叫上限',
        'Chiamate al minuto',
      ),
    ),
    isDefault: field(words('默认模型', 'Default model', '既定モデル', '預設模型', 'Modello predefinito')),
    enabled: described.enabled,
    remark: described.remark,
  },
});

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
    repositoryUrl: link.optional(),
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
    url: link.optional(),
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
    monitorUrl: link.optional(),
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
    updateLogUrl: link.optional(),
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
    contentUrl: link,
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

/** The resources of this area of the console, by name. */
export const systemAreaResources = {
  'menu-register': menuRegisterResource,
  'menu-sync-run': menuSyncRunResource,
  'menu-change-log': menuChangeLogResource,
  'sub-application': subApplicationResource,
  'sub-application-batch': subApplicationBatchResource,
  'sub-app-button-priority': subAppButtonPriorityResource,
  'sub-app-version-record': subAppVersionRecordResource,
  'sub-app-mapping-relation': subAppMappingRelationResource,
  'service-package': servicePackageResource,
  'app-init-config': appInitConfigResource,
  'app-operation': appOperationResource,
  'service-type': serviceTypeResource,
  'service-info': serviceInfoResource,
  'large-language-model': largeLanguageModelResource,
  'sentry-project': sentryProjectResource,
  'sentry-issue': sentryIssueResource,
  'sentry-event': sentryEventResource,
  sprint: sprintResource,
  'single-service-request': singleServiceRequestResource,
  'iteration-release-plan': iterationReleasePlanResource,
  'sql-service-request': sqlServiceRequestResource,
  'middleware-service-application': middlewareServiceApplicationResource,
  'middleware-release-request': middlewareReleaseRequestResource,
  'middleware-instance': middlewareInstanceResource,
  'log-service': logServiceResource,
  'system-monitor-report': systemMonitorReportResource,
  'xxl-job': xxlJobResource,
  'data-search-request': dataSearchRequestResource,
  'stop-machine-notice': stopMachineNoticeResource,
  'operation-announcement': operationAnnouncementResource,
  'big-version': bigVersionResource,
  'app-white-list': appWhiteListResource,
  'deploy-privacy-policy': deployPrivacyPolicyResource,
} as const satisfies Record<string, ResourceDescriptor>;
