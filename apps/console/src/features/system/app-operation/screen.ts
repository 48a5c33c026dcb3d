import { appOperationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/**
 * APP operation slots. The operations supervisor's button (operate-leader, a B node of the
 * function-permission tree under app-operations) is the approve/reject pair: it needs deploy:operate.
 */
export const screen = defineScreen({
  resource: appOperationResource,
  title: t('APP 运营位', 'App operations', 'アプリ運用枠'),
  recordName: t('运营位', 'Operation slot', '運用枠'),
  fields: {
    imageOid: { input: { type: 'attachment', accept: 'image/*' } },
    status: readOnly,
    reviewerId: readOnly,
  },
  columns: ['title', 'position', 'platform', 'startAt', 'endAt', 'sortOrder', 'status', 'reviewerId'],
  filters: ['position', 'platform', 'status', 'startAt', 'endAt'],
  form: [
    {
      title: basicTitle,
      fields: ['title', 'position', 'platform', 'imageOid', 'linkUrl', 'sortOrder', 'description'],
    },
    {
      title: t('投放设置', 'Audience and period', '配信設定'),
      fields: ['cloudEnvs', 'tenantRange', 'tenantIds', 'startAt', 'endAt'],
    },
  ],
  detail: [
    {
      key: 'basic',
      title: basicTitle,
      sections: [
        { fields: ['title', 'position', 'platform', 'imageOid', 'linkUrl', 'sortOrder', 'description'] },
      ],
    },
    {
      key: 'audience',
      title: t('投放设置', 'Audience and period', '配信設定'),
      sections: [{ fields: ['cloudEnvs', 'tenantRange', 'tenantIds', 'startAt', 'endAt'] }],
    },
    {
      key: 'review',
      title: t('审核', 'Review', '承認'),
      sections: [{ fields: ['status', 'reviewerId'] }],
    },
  ],
  links: [
    {
      route: 'app-operations-sort',
      label: t('运营位排序', 'Order operation slots', '運用枠の並べ替え'),
    },
  ],
  routes: {
    list: 'app-operations',
    create: 'app-operations-add',
    edit: 'app-operations-edit',
    detail: 'app-operations-detail',
  },
  defaults: { platform: 'ALL', tenantRange: 'ALL', sortOrder: 0 },
  statusField: 'status',
  actions: [
    {
      key: 'submit-review',
      label: t('提交审核', 'Submit for review', '承認依頼'),
      set: { status: 'PENDING_REVIEW' },
      when: { status: ['DRAFT', 'REJECTED'] },
      confirm: t(
        '提交给运营主管审核？',
        'Send it to the operations supervisor?',
        '運用責任者に承認を依頼しますか？',
      ),
      tone: 'primary',
      authority: 'menu:write',
    },
    {
      key: 'operate-leader-approve',
      label: t('主管审核通过并上线', 'Supervisor: approve and go live', '責任者承認・公開'),
      set: { status: 'ONLINE' },
      when: { status: ['PENDING_REVIEW'] },
      confirm: t(
        '审核通过后将按投放时间上线，确定？',
        'It goes live in its period. Approve?',
        '承認すると期間中に公開されます。よろしいですか？',
      ),
      tone: 'primary',
      authority: 'deploy:operate',
    },
    {
      key: 'operate-leader-reject',
      label: t('主管驳回', 'Supervisor: reject', '責任者却下'),
      set: { status: 'REJECTED' },
      when: { status: ['PENDING_REVIEW'] },
      confirm: t('确定驳回该运营位？', 'Reject this slot?', 'この運用枠を却下しますか？'),
      tone: 'danger',
      authority: 'deploy:operate',
    },
    {
      key: 'take-offline',
      label: t('下线', 'Take offline', '公開終了'),
      set: { status: 'OFFLINE' },
      when: { status: ['ONLINE'] },
      confirm: t('确定立即下线？', 'Take it offline now?', 'すぐに公開を終了しますか？'),
      tone: 'danger',
      authority: 'menu:write',
    },
  ],
});
