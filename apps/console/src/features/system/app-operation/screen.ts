import {
  appOperationResource,
  type appOperationPlatforms,
  type appOperationPositions,
  type appOperationStatuses,
} from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  attachmentField,
  basicTitle,
  cloudEnvsField,
  datetime,
  linkField,
  numberField,
  options,
  select,
  t,
  tenantRangeOptions,
  tenantsField,
  textarea,
  userField,
} from '../shared';

const positionOptions = options<(typeof appOperationPositions)[number]>({
  HOME_BANNER: ['首页轮播', 'Home banner', 'ホームバナー'],
  HOME_POPUP: ['首页弹窗', 'Home pop-up', 'ホームのポップアップ'],
  WORKBENCH_CARD: ['工作台卡片', 'Workbench card', 'ワークベンチカード'],
  MESSAGE_TOP: ['消息置顶', 'Pinned message', '固定メッセージ'],
  SPLASH_SCREEN: ['开屏页', 'Splash screen', 'スプラッシュ画面'],
});

const platformOptions = options<(typeof appOperationPlatforms)[number]>({
  ALL: ['全部', 'All', 'すべて'],
  IOS: ['iOS', 'iOS', 'iOS'],
  ANDROID: ['Android', 'Android', 'Android'],
  H5: ['H5', 'H5', 'H5'],
});

const statusOptions = options<(typeof appOperationStatuses)[number]>({
  DRAFT: ['草稿', 'Draft', '下書き', 'neutral'],
  PENDING_REVIEW: ['待主管审核', 'Awaiting supervisor', '責任者確認待ち', 'info'],
  ONLINE: ['已上线', 'Online', '公開中', 'success'],
  OFFLINE: ['已下线', 'Offline', '公開終了', 'neutral'],
  REJECTED: ['已驳回', 'Rejected', '却下', 'danger'],
});

/**
 * APP operation slots. The operations supervisor's button (operate-leader, a B node of the
 * function-permission tree under app-operations) is the approve/reject pair: it needs deploy:operate.
 */
export const screen = defineScreen({
  resource: appOperationResource,
  title: t('APP 运营位', 'App operations', 'アプリ運用枠'),
  recordName: t('运营位', 'Operation slot', '運用枠'),
  fields: {
    title: { label: t('标题', 'Title', 'タイトル') },
    position: select(t('运营位置', 'Position', '掲載位置'), positionOptions),
    platform: select(t('平台', 'Platform', 'プラットフォーム'), platformOptions),
    imageOid: attachmentField(t('图片', 'Image', '画像'), 'image/*'),
    linkUrl: linkField(t('跳转链接', 'Link', 'リンク先')),
    cloudEnvs: cloudEnvsField(),
    tenantRange: select(t('投放范围', 'Audience', '配信範囲'), tenantRangeOptions),
    tenantIds: tenantsField(),
    startAt: datetime(t('开始时间', 'Starts', '開始日時')),
    endAt: datetime(t('结束时间', 'Ends', '終了日時')),
    sortOrder: numberField(t('排序', 'Order', '並び順'), {
      help: t('同一位置内数字小的在前', 'Lower first within a position', '同じ位置では小さい順'),
    }),
    status: { ...select(t('状态', 'Status', 'ステータス'), statusOptions, 'status'), readOnly: true },
    reviewerId: userField(t('审核主管', 'Supervisor', '承認責任者'), true),
    description: textarea(t('说明', 'Description', '説明'), 3),
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
      label: { 'zh-CN': '运营位排序', en: 'Order operation slots', ja: '運用枠の並べ替え' },
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
