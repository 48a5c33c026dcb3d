import type { Authority } from '@opsdesk/api';
import type {
  appLanguages,
  deployEnvs,
  deployNoticeChannels,
  deployRequestStatuses,
  deployTenantRanges,
  menuPlatforms,
  middlewareTypes,
  productSections,
  releasePlatforms,
  subAppClientTypes,
} from '@opsdesk/api';
import type { Title } from '../../catalogue/types';
import type { FieldOption, FieldView, RecordAction } from '../../resources/types';

// What the system area's screens share: labels of its value sets, the picker fields, the workflow.

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

type Tone = NonNullable<FieldOption['tone']>;
type Labels<V extends string> = Readonly<Record<V, readonly [string, string, string, Tone?]>>;

/** The options of a value set, from a label per value (a missing value fails the type check). */
export function options<V extends string>(labels: Labels<V>): FieldOption[] {
  return (Object.entries(labels) as [V, readonly [string, string, string, Tone?]][]).map(
    ([value, [zh, en, ja, tone]]) => ({ value, label: t(zh, en, ja), ...(tone && { tone }) }),
  );
}

/** A select field over a value set. */
export function select(
  label: Title,
  choices: readonly FieldOption[],
  display?: FieldView['display'],
): FieldView {
  return { label, input: { type: 'select', options: choices }, ...(display && { display }) };
}

export function multiSelect(label: Title, choices: readonly FieldOption[]): FieldView {
  return { label, input: { type: 'multi-select', options: choices }, display: 'tags' };
}

export const cloudEnvField = (label = t('云环境', 'Cloud environment', 'クラウド環境')): FieldView => ({
  label,
  input: { type: 'picker', picker: 'cloudEnvironment' },
  display: 'code',
});

export const cloudEnvsField = (label = t('云环境', 'Cloud environments', 'クラウド環境')): FieldView => ({
  label,
  input: { type: 'picker', picker: 'cloudEnvironment', multiple: true },
  display: 'tags',
});

/** A back-office user (assignee, approver, owner): stores the user's id. */
export const userField = (label: Title, readOnly = false): FieldView => ({
  label,
  input: { type: 'picker', picker: 'backendUser' },
  ...(readOnly && { readOnly }),
});

export const tenantField = (label = t('租户', 'Tenant', 'テナント')): FieldView => ({
  label,
  input: { type: 'picker', picker: 'tenant' },
});

export const tenantsField = (label = t('指定租户', 'Selected tenants', '対象テナント')): FieldView => ({
  label,
  input: { type: 'picker', picker: 'tenant', multiple: true },
  display: 'tags',
});

export const functionPackageField = (
  label = t('功能包', 'Function package', '機能パッケージ'),
): FieldView => ({
  label,
  input: { type: 'picker', picker: 'functionPackage' },
  display: 'code',
});

export const text = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({ label, ...extra });
export const textarea = (label: Title, rows = 4, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'textarea', rows },
  display: 'multiline',
  ...extra,
});
export const codeText = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  display: 'code',
  ...extra,
});
export const datetime = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'datetime' },
  display: 'datetime',
  ...extra,
});
export const dateField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'date' },
  display: 'date',
  ...extra,
});
export const tags = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'tags' },
  display: 'tags',
  ...extra,
});
export const numberField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'number' },
  display: 'number',
  ...extra,
});
export const switchField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  input: { type: 'switch' },
  display: 'boolean',
  ...extra,
});
export const enabledField: FieldView = {
  label: t('状态', 'Status', '状態'),
  input: { type: 'switch' },
  display: 'enabled',
};
export const linkField = (label: Title, extra: Partial<FieldView> = {}): FieldView => ({
  label,
  display: 'link',
  ...extra,
});
export const attachmentField = (label: Title, accept?: string): FieldView => ({
  label,
  input: { type: 'attachment', ...(accept && { accept }), maxMb: 3 },
});
export const remarkField: FieldView = textarea(t('备注', 'Remarks', '備考'), 2);

// ---------------------------------------------------------------------------------------------
// Value sets

export const productSectionOptions = options<(typeof productSections)[number]>({
  EXPENSE: ['费控', 'Expense', '経費'],
  TRAVEL: ['商旅', 'Travel', '出張'],
  FINANCE: ['财务共享', 'Finance', '財務'],
  INVOICE: ['发票', 'Invoice', '請求書'],
  PLATFORM: ['平台', 'Platform', 'プラットフォーム'],
});

export const clientTypeOptions = options<(typeof subAppClientTypes)[number]>({
  WEB: ['Web 端', 'Web', 'Web'],
  APP: ['移动 APP', 'Mobile app', 'モバイルアプリ'],
  H5: ['H5', 'H5', 'H5'],
  MINI_PROGRAM: ['小程序', 'Mini program', 'ミニプログラム'],
});

export const menuPlatformOptions = options<(typeof menuPlatforms)[number]>({
  OPERATION_PLATFORM: ['运营平台', 'Operations console', '運用コンソール'],
  WEB_ADMIN: ['Web 管理端', 'Web admin', 'Web 管理画面'],
  MOBILE_APP: ['移动 APP', 'Mobile app', 'モバイルアプリ'],
  H5: ['H5', 'H5', 'H5'],
});

export const deployEnvOptions = options<(typeof deployEnvs)[number]>({
  dev: ['开发环境', 'Development', '開発環境'],
  uat: ['测试环境', 'UAT', 'テスト環境'],
  stage: ['预发布环境', 'Staging', 'ステージング'],
  release: ['生产环境', 'Production', '本番環境'],
});

export const middlewareTypeOptions = options<(typeof middlewareTypes)[number]>({
  MYSQL: ['MySQL', 'MySQL', 'MySQL'],
  POSTGRESQL: ['PostgreSQL', 'PostgreSQL', 'PostgreSQL'],
  REDIS: ['Redis', 'Redis', 'Redis'],
  KAFKA: ['Kafka', 'Kafka', 'Kafka'],
  ROCKETMQ: ['RocketMQ', 'RocketMQ', 'RocketMQ'],
  ELASTICSEARCH: ['Elasticsearch', 'Elasticsearch', 'Elasticsearch'],
  MONGODB: ['MongoDB', 'MongoDB', 'MongoDB'],
  NACOS: ['Nacos', 'Nacos', 'Nacos'],
  ZOOKEEPER: ['ZooKeeper', 'ZooKeeper', 'ZooKeeper'],
});

export const tenantRangeOptions = options<(typeof deployTenantRanges)[number]>({
  ALL: ['全部租户', 'All tenants', '全テナント'],
  SELECTED: ['指定租户', 'Selected tenants', '指定テナント'],
});

export const noticeChannelOptions = options<(typeof deployNoticeChannels)[number]>({
  LOGIN_PAGE: ['登录页', 'Login page', 'ログイン画面'],
  WEB_BANNER: ['Web 横幅', 'Web banner', 'Web バナー'],
  APP_POPUP: ['APP 弹窗', 'App pop-up', 'アプリのポップアップ'],
  EMAIL: ['邮件', 'E-mail', 'メール'],
  SMS: ['短信', 'SMS', 'SMS'],
});

export const releasePlatformOptions = options<(typeof releasePlatforms)[number]>({
  WEB: ['Web', 'Web', 'Web'],
  IOS: ['iOS', 'iOS', 'iOS'],
  ANDROID: ['Android', 'Android', 'Android'],
  H5: ['H5', 'H5', 'H5'],
});

export const languageOptions = options<(typeof appLanguages)[number]>({
  zh_cn: ['简体中文', 'Simplified Chinese', '簡体字中国語'],
  en: ['英文', 'English', '英語'],
  ja: ['日文', 'Japanese', '日本語'],
});

// ---------------------------------------------------------------------------------------------
// The request workflow (release, SQL, middleware, data-search requests)

export const requestStatusOptions = options<(typeof deployRequestStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  SUBMITTED: ['待审批', 'Submitted', '承認待ち', 'info'],
  APPROVED: ['已审批', 'Approved', '承認済み', 'info'],
  REJECTED: ['已驳回', 'Rejected', '却下', 'danger'],
  EXECUTING: ['执行中', 'Executing', '実行中', 'warning'],
  DONE: ['已完成', 'Done', '完了', 'success'],
  FAILED: ['执行失败', 'Failed', '失敗', 'danger'],
  CANCELLED: ['已取消', 'Cancelled', '取消', 'neutral'],
});

export const requestStatusField: FieldView = {
  ...select(t('状态', 'Status', 'ステータス'), requestStatusOptions, 'status'),
  readOnly: true,
};

interface WorkflowAuthorities {
  /** Who submits and cancels. */
  readonly request: Authority;
  /** Who approves, rejects, executes and closes. */
  readonly operate: Authority;
}

const deployWorkflow: WorkflowAuthorities = { request: 'deploy:request', operate: 'deploy:operate' };

/** The requester's steps: submit a draft (or a rejected request, once fixed), cancel before execution. */
export function requesterActions(authorities: WorkflowAuthorities = deployWorkflow): RecordAction[] {
  return [
    {
      key: 'submit',
      label: t('提交', 'Submit', '提出'),
      set: { status: 'SUBMITTED' },
      when: { status: ['DRAFT', 'REJECTED'] },
      confirm: t('提交后将进入审批，确定提交？', 'Submit it for approval?', '承認に回しますか？'),
      tone: 'primary',
      authority: authorities.request,
    },
    {
      key: 'cancel',
      label: t('取消申请', 'Cancel', '取り下げ'),
      set: { status: 'CANCELLED' },
      when: { status: ['DRAFT', 'SUBMITTED', 'APPROVED'] },
      confirm: t('确定取消该申请？', 'Cancel this request?', 'この申請を取り下げますか？'),
      tone: 'danger',
      authority: authorities.request,
    },
  ];
}

/** The operator's steps: approve or reject, execute, then mark done or failed (and execute again). */
export function operatorActions(authorities: WorkflowAuthorities = deployWorkflow): RecordAction[] {
  return [
    {
      key: 'approve',
      label: t('审批通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['SUBMITTED'] },
      confirm: t('确定审批通过？', 'Approve this request?', 'この申請を承認しますか？'),
      tone: 'primary',
      authority: authorities.operate,
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['SUBMITTED'] },
      confirm: t(
        '确定驳回？申请人可修改后重新提交。',
        'Reject it? The requester may fix and resubmit it.',
        '却下しますか？申請者は修正して再提出できます。',
      ),
      tone: 'danger',
      authority: authorities.operate,
    },
    {
      key: 'execute',
      label: t('开始执行', 'Execute', '実行開始'),
      set: { status: 'EXECUTING' },
      when: { status: ['APPROVED', 'FAILED'] },
      confirm: t('确定开始执行？', 'Start executing it now?', '実行を開始しますか？'),
      tone: 'primary',
      authority: authorities.operate,
    },
    {
      key: 'mark-done',
      label: t('标记完成', 'Mark done', '完了にする'),
      set: { status: 'DONE' },
      when: { status: ['EXECUTING'] },
      confirm: t('确认已执行完成？', 'Mark it as done?', '完了にしますか？'),
      tone: 'primary',
      authority: authorities.operate,
    },
    {
      key: 'mark-failed',
      label: t('标记失败', 'Mark failed', '失敗にする'),
      set: { status: 'FAILED' },
      when: { status: ['EXECUTING'] },
      confirm: t(
        '确认执行失败？请在结果说明中记录原因。',
        'Mark it as failed? Note the cause in the result.',
        '失敗にしますか？結果欄に原因を記録してください。',
      ),
      tone: 'danger',
      authority: authorities.operate,
    },
  ];
}

/** The labels of the fields every request shares. */
export const requestLabels = {
  requester: t('申请人', 'Requester', '申請者'),
  approver: t('审批人', 'Approver', '承認者'),
  operator: t('执行人', 'Operator', '実行者'),
  executedAt: t('执行时间', 'Executed at', '実行日時'),
  finishedAt: t('完成时间', 'Finished at', '完了日時'),
  resultNote: t('执行结果说明', 'Result', '実行結果'),
  rollbackPlan: t('回滚方案', 'Rollback plan', 'ロールバック計画'),
  impactScope: t('影响范围', 'Impact', '影響範囲'),
} as const;

/** The tab of a request's handling, shown on details. */
export const handlingTitle = t('处理信息', 'Handling', '処理情報');
export const basicTitle = t('基本信息', 'Basics', '基本情報');

/** The same field views, read-only: what operators see of what the requester wrote. */
export function readOnlyFields<F extends Readonly<Record<string, FieldView>>>(
  fields: F,
  keys: readonly (keyof F & string)[],
): F {
  const copy: Record<string, FieldView> = { ...fields };
  for (const key of keys) copy[key] = { ...fields[key], readOnly: true } as FieldView;
  return copy as F;
}
