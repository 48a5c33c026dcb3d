import type { Authority } from '@opsdesk/api';
import { t } from '../../resources/kit';
import type { RecordAction } from '../../resources/types';

// The workflow of the system area's requests (release, SQL, middleware, data-search requests): the
// requester submits and cancels, an operator approves or rejects, executes, and marks the outcome.
// The status field's words and badge tones come from each request's description in @opsdesk/api.

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
