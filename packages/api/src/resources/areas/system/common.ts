import { z } from 'zod';
import { defineEnum, words, type FieldDescription, type Words } from '../../describe';
import { deployRequestStatus, type deployRequestStatuses } from '../../enums';
import { code } from '../../fields';

// What the resources of the system area share: schemas, permissions and field descriptions (and
// the value sets several of its menus name).

/** An instant, ISO 8601 with its offset (`2025-03-01T10:00:00.000Z`). */
export const instant = z.iso.datetime({ offset: true });
/** The id of a back-office user (the backend-user picker stores it). */
export const backendUserId = z.number().int().positive();
/** The code of a cloud environment (`cloud-env`). */
export const cloudEnvCode = code(32);
export const cloudEnvCodes = z.array(cloudEnvCode).min(1).max(20);
export const count = z.number().int().min(0).max(1_000_000_000_000).default(0);
/** An attachment's OID. */
export const attachmentOid = z.string().uuid();
/** A release version (`5.12.0`, `V5.12.0-hotfix.1`). */
export const versionCode = code(32);
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
/** Who a notice or a policy reaches: every tenant, or the listed ones. */
export const deployTenantRange = /* @__PURE__ */ defineEnum({
  ALL: { words: words('全部租户', 'All tenants', '全テナント', '全部租戶', 'Tutti i tenant') },
  SELECTED: {
    words: words('指定租户', 'Selected tenants', '指定テナント', '指定租戶', 'Tenant selezionati'),
  },
});
export const deployTenantRanges = deployTenantRange.values;
/** The operator's steps of a request (approve or reject, execute, mark done or failed): deploy:operate. */
export const operatorSteps = [
  {
    field: 'status',
    values: ['APPROVED', 'REJECTED', 'EXECUTING', 'DONE', 'FAILED'],
    authority: 'deploy:operate',
  },
] as const;
export const menuControl = { read: 'menu:read', write: 'menu:write' } as const;

// ---------------------------------------------------------------------------------------------
// What the fields of the area mean to people (see `describe.ts`): the descriptions its resources share.

export const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});
type More = Omit<FieldDescription, 'label' | 'kind'>;
/** An identifier shown in a fixed-width face. */
export const codeField = (label: Words, more: More = {}) => field(label, { kind: 'code', ...more });
export const longText = (label: Words, more: More = {}) => field(label, { kind: 'longText', ...more });
export const numberField = (label: Words, more: More = {}) => field(label, { kind: 'number', ...more });
export const dateField = (label: Words) => field(label, { kind: 'date' });
/** An instant: edited with the date-time picker of the design system. */
export const dateTime = (label: Words) => field(label, { kind: 'dateTime' });
export const emailField = (label: Words, more: More = {}) => field(label, { kind: 'email', ...more });
export const urlField = (label: Words) => field(label, { kind: 'url' });

export const units = {
  percent: words('%', '%', '%', '%', '%'),
  days: words('天', 'days', '日', '天', 'giorni'),
  minutes: words('分钟', 'minutes', '分', '分鐘', 'minuti'),
  seconds: words('秒', 'seconds', '秒', '秒', 'secondi'),
  milliseconds: words('毫秒', 'ms', 'ミリ秒', '毫秒', 'ms'),
  gigabytes: words('GB', 'GB', 'GB', 'GB', 'GB'),
  tokens: words('tokens', 'tokens', 'トークン', 'tokens', 'token'),
} as const;

/** A back-office user (owner, operator, approver...): the backend-user picker stores the user's id. */
export const backendUser = (label: Words) => field(label, { reference: { lookup: 'backendUser' } });
/** A cloud environment, by code. */
export const cloudEnvironment = (
  label = words('云环境', 'Cloud environment', 'クラウド環境', '雲端環境', 'Ambiente cloud'),
) => field(label, { reference: { lookup: 'cloudEnvironment' } });
/** Cloud environments, by code. */
export const cloudEnvironments = (
  label = words('云环境', 'Cloud environments', 'クラウド環境', '雲端環境', 'Ambienti cloud'),
) => field(label, { reference: { lookup: 'cloudEnvironment' } });
export const functionPackage = (
  label = words('功能包', 'Function package', '機能パッケージ', '功能包', 'Pacchetto funzionale'),
) => field(label, { reference: { lookup: 'functionPackage' } });
/** The tenants a notice, an operation slot or a policy reaches when its range is SELECTED. */
export const selectedTenants = (
  label = words('指定租户', 'Selected tenants', '対象テナント', '指定租戶', 'Tenant selezionati'),
) => field(label, { reference: { lookup: 'tenant' } });
export const tenantRange = (label: Words) => field(label, { enum: deployTenantRange.words });
export const sprintReference = {
  resource: 'sprint',
  valueField: 'sprintCode',
  labelField: 'sprintName',
} as const;
export const bigVersionReference = {
  resource: 'big-version',
  valueField: 'versionNo',
  labelField: 'versionName',
} as const;

export const statusLabel = words('状态', 'Status', 'ステータス', '狀態', 'Stato');
export const platformLabel = words('平台', 'Platform', 'プラットフォーム', '平台', 'Piattaforma');
export const section = field(words('业务板块', 'Section', '業務セクション', '業務板塊', 'Sezione'), {
  enum: productSection.words,
});
export const owner = backendUser(words('负责人', 'Owner', '担当者', '負責人', 'Responsabile'));
export const sortOrder = numberField(words('排序', 'Order', '並び順', '排序', 'Ordine'));
export const explanation = longText(words('说明', 'Description', '説明', '說明', 'Descrizione'));
export const version = codeField(words('版本', 'Version', 'バージョン', '版本', 'Versione'));

/** The fields the release, SQL, middleware and data-search requests share. */
export const request = {
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
