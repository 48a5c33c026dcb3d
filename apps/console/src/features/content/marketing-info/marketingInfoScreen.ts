import { marketingInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';

const marketingInfo = t('营销信息', 'Marketing message', 'マーケティング情報');

/**
 * Marketing info: the messages promoting a product line. The e-archive product has a detail route
 * of its own (`marketing-info-details-earchive`); both open from the one list.
 */
export function marketingInfoScreen(detail: 'marketing-info-details' | 'marketing-info-details-earchive') {
  return defineScreen({
    resource: marketingInfoResource,
    title: t('营销信息', 'Marketing messages', 'マーケティング情報'),
    recordName: marketingInfo,
    fields: {
      infoCode: { width: 130 },
      impressionCount: readOnly,
      clickCount: readOnly,
      status: readOnly,
    },
    columns: [
      'infoCode',
      'title',
      'productLine',
      'infoType',
      'startDate',
      'endDate',
      'clickCount',
      'ownerName',
      'status',
    ],
    filters: ['productLine', 'infoType', 'audience', 'status', 'ownerName', 'startDate'],
    form: [
      {
        title: marketingInfo,
        fields: ['infoCode', 'title', 'productLine', 'infoType', 'ownerName'],
      },
      { title: t('内容', 'Content', '内容'), fields: ['content', 'imageOid', 'linkUrl', 'buttonText'] },
      { title: t('投放时间', 'Schedule', '配信期間'), fields: ['startDate', 'endDate', 'frequency'] },
      audienceSection,
    ],
    detail: [
      {
        key: 'message',
        title: marketingInfo,
        sections: [
          { fields: ['infoCode', 'title', 'productLine', 'infoType', 'ownerName', 'status'] },
          {
            title: t('内容', 'Content', '内容'),
            fields: ['content', 'imageOid', 'linkUrl', 'buttonText'],
          },
        ],
      },
      {
        key: 'delivery',
        title: t('投放与效果', 'Delivery and results', '配信と効果'),
        sections: [
          { fields: ['startDate', 'endDate', 'frequency', 'impressionCount', 'clickCount'] },
          audienceSection,
        ],
      },
    ],
    links: [
      {
        route: 'black-list-setting',
        label: t('黑名单设置', 'Black list', 'ブラックリスト設定'),
      },
    ],
    routes: { list: 'marketing-info', detail },
    defaults: { frequency: 'ONCE', audience: 'ALL', status: 'DRAFT' },
    statusField: 'status',
    actions: [
      {
        key: 'submit',
        label: t('提交审核', 'Submit for review', '審査依頼'),
        set: { status: 'PENDING_REVIEW' },
        when: { status: ['DRAFT', 'OFFLINE'] },
        confirm: t('确定提交审核？', 'Submit it for review?', '審査を依頼しますか？'),
        tone: 'primary',
      },
      {
        key: 'approve',
        label: t('审核通过并投放', 'Approve and go live', '承認して配信'),
        set: { status: 'PUBLISHED' },
        when: { status: ['PENDING_REVIEW'] },
        confirm: t(
          '投放后将按投放范围触达用户（黑名单除外），确定？',
          'It reaches its audience (except the black list). Go live?',
          '対象ユーザー（ブラックリスト除く）に配信されます。よろしいですか？',
        ),
        tone: 'primary',
      },
      {
        key: 'reject',
        label: t('退回', 'Send back', '差し戻し'),
        set: { status: 'DRAFT' },
        when: { status: ['PENDING_REVIEW'] },
        confirm: t('确定退回修改？', 'Send it back for changes?', '差し戻しますか？'),
        tone: 'danger',
      },
      {
        key: 'offline',
        label: t('下线', 'Take offline', '配信停止'),
        set: { status: 'OFFLINE' },
        when: { status: ['PUBLISHED'] },
        confirm: t('确定停止投放？', 'Stop delivering it?', '配信を停止しますか？'),
        tone: 'danger',
      },
    ],
  });
}
