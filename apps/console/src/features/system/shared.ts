import {
  deployEnv,
  productSection,
  subAppClientType,
  type Authority,
  type EnumDescription,
} from '@opsdesk/api';
import type { Title } from '../../catalogue/types';
import type { FieldOption, RecordAction, ScreenFieldView } from '../../resources/types';

// What the system area's screens share: the workflow of its requests, the titles of their tabs, and
// the options of the value sets the bespoke screens filter and badge by. The fields' labels, value
// words, pickers and kinds come from the resources' descriptions in @opsdesk/api.

export const t = (zh: string, en: string, ja: string): Title => ({ 'zh-CN': zh, en, ja });

/** The options of an enum, from the words (and tones) @opsdesk/api gives its values. */
export function enumOptions(described: EnumDescription): FieldOption[] {
  return Object.entries(described).map(([value, entry]) => ({
    value,
    label: entry.words,
    ...(entry.tone && { tone: entry.tone }),
  }));
}

export const productSectionOptions = enumOptions(productSection.words);
export const clientTypeOptions = enumOptions(subAppClientType.words);
export const deployEnvOptions = enumOptions(deployEnv.words);

/** A field shown but not edited on a screen (set by the workflow or by the service). */
export const readOnly: ScreenFieldView = { readOnly: true };

// ---------------------------------------------------------------------------------------------
// The request workflow (release, SQL, middleware, data-search requests)

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

/** The tab of a request's handling, shown on details. */
export const handlingTitle = t('处理信息', 'Handling', '処理情報');
export const basicTitle = t('基本信息', 'Basics', '基本情報');

/** The same screen views with some fields read-only: what operators see of what the requester wrote. */
export function readOnlyFields(
  fields: Readonly<Record<string, ScreenFieldView>>,
  keys: readonly string[],
): Record<string, ScreenFieldView> {
  const copy: Record<string, ScreenFieldView> = { ...fields };
  for (const key of keys) copy[key] = { ...fields[key], readOnly: true };
  return copy;
}
