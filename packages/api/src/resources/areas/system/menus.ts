import { z } from 'zod';
import { menuTypes, type MenuType, type OperateType } from '../../../permissions';
import { described, shellLanguage } from '../../commonFields';
import { defineResource } from '../../define';
import { defineEnum, words, type EnumDescription } from '../../describe';
import { deployRequestStatuses } from '../../enums';
import { code, enabled, optionalText, tenantId, text, webAddress } from '../../fields';
import {
  attachmentOid,
  backendUser,
  backendUserId,
  cloudEnvCode,
  cloudEnvCodes,
  cloudEnvironment,
  cloudEnvironments,
  codeField,
  count,
  dateTime,
  deployTenantRanges,
  explanation,
  field,
  functionPackage,
  instant,
  longText,
  menuControl,
  numberField,
  operatorSteps,
  owner,
  platformLabel,
  productSections,
  request,
  section,
  selectedTenants,
  sortOrder,
  statusLabel,
  tenantRange,
  units,
  urlField,
  version,
  versionCode,
} from './common';

// The system area's menu control (§2.11): menus, their sync runs and change log, sub-applications
// (batches, button priorities, versions, menu mappings), service and function packages, the APP's
// init configurations and operation slots.

/** The clients a sub-application or an APP configuration is built for. */
export const subAppClientType = /* @__PURE__ */ defineEnum({
  WEB: { words: words('Web 端', 'Web', 'Web', 'Web 端', 'Web') },
  APP: { words: words('移动 APP', 'Mobile app', 'モバイルアプリ', '行動 APP', 'App mobile') },
  H5: { words: words('H5', 'H5', 'H5', 'H5', 'H5') },
  MINI_PROGRAM: { words: words('小程序', 'Mini program', 'ミニプログラム', '小程式', 'Mini programma') },
});
export const subAppClientTypes = subAppClientType.values;

const subApplicationReference = {
  resource: 'sub-application',
  valueField: 'subAppCode',
  labelField: 'subAppName',
} as const;
const menuReference = { resource: 'menu-register', valueField: 'menuKey', labelField: 'menuName' } as const;
const subApplication = field(
  words('子应用', 'Sub-application', 'サブアプリ', '子應用', 'Sotto-applicazione'),
  {
    reference: subApplicationReference,
  },
);
const clientType = field(words('端类型', 'Client', 'クライアント', '端類型', 'Client'), {
  enum: subAppClientType.words,
});
const successCount = numberField(words('成功数', 'Succeeded', '成功数', '成功數', 'Riusciti'));
const failedCount = numberField(words('失败数', 'Failed', '失敗数', '失敗數', 'Non riusciti'));
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

/**
 * What a registered menu lets its holders do (`OperateType`, a number): 1 read and change, 2 only
 * read. Keyed by the number's text.
 */
export const menuOperateTypeWords = {
  1: { words: words('可编辑', 'Read and change', '編集可', '可編輯', 'Lettura e modifica') },
  2: { words: words('只读', 'Read only', '参照のみ', '唯讀', 'Sola lettura') },
} as const satisfies EnumDescription<`${OperateType}`>;

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
    operateType: field(words('操作类型', 'Operate type', '操作種別', '操作類型', 'Tipo di operazione'), {
      kind: 'enum',
      enum: menuOperateTypeWords,
    }),
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
    entryUrl: webAddress,
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
    bundleUrl: webAddress.optional(),
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
    linkUrl: webAddress.optional(),
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
// Function packages

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
