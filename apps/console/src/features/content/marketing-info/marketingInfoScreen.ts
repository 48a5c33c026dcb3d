import { marketingInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  counterField,
  imageInput,
  option,
  statusField,
  title,
} from '../options';

const marketingInfo = title('营销信息', 'Marketing message', 'マーケティング情報');

export const productLineOptions = [
  option('EXPENSE', '费用报销', 'Expenses', '経費精算'),
  option('TRAVEL', '商旅', 'Business travel', '出張手配'),
  option('INVOICE', '发票', 'Invoices', '請求書'),
  option('E_ARCHIVE', '电子档案', 'E-archive', '電子アーカイブ'),
  option('PAYMENT', '支付', 'Payments', '支払'),
] as const;

/**
 * Marketing info: the messages promoting a product line. The e-archive product has a detail route
 * of its own (`marketing-info-details-earchive`); both open from the one list.
 */
export function marketingInfoScreen(detail: 'marketing-info-details' | 'marketing-info-details-earchive') {
  return defineScreen({
    resource: marketingInfoResource,
    title: title('营销信息', 'Marketing messages', 'マーケティング情報'),
    recordName: marketingInfo,
    fields: {
      infoCode: { label: title('营销编号', 'Message code', '情報コード'), display: 'code', width: 130 },
      title: { label: title('标题', 'Title', 'タイトル') },
      productLine: {
        label: title('推广产品', 'Product line', '対象製品'),
        input: { type: 'select', options: productLineOptions },
      },
      infoType: {
        label: title('推送形式', 'Format', '配信形式'),
        input: {
          type: 'select',
          options: [
            option('POPUP', '弹窗', 'Pop-up', 'ポップアップ'),
            option('BANNER', '横幅', 'Banner', 'バナー'),
            option('IN_APP_MESSAGE', '站内信', 'In-app message', 'アプリ内通知'),
            option('EMAIL', '邮件', 'E-mail', 'メール'),
            option('SMS', '短信', 'SMS', 'SMS'),
          ],
        },
      },
      content: { label: title('内容', 'Content', '内容'), input: { type: 'richtext' } },
      imageOid: { label: title('配图', 'Image', '画像'), input: imageInput },
      linkUrl: { label: title('落地页地址', 'Landing page', 'ランディングページ'), display: 'link' },
      buttonText: { label: title('按钮文字', 'Button text', 'ボタン文言') },
      ...audienceFieldViews,
      startDate: { label: title('开始日期', 'Start date', '開始日'), input: { type: 'date' } },
      endDate: { label: title('结束日期', 'End date', '終了日'), input: { type: 'date' } },
      frequency: {
        label: title('触达频率', 'Frequency', '配信頻度'),
        input: {
          type: 'select',
          options: [
            option('ONCE', '仅一次', 'Once', '1 回のみ'),
            option('DAILY', '每天一次', 'Once a day', '1 日 1 回'),
            option('EVERY_LOGIN', '每次登录', 'Every login', 'ログインのたび'),
          ],
        },
      },
      ownerName: { label: title('负责人', 'Owner', '担当者') },
      impressionCount: counterField('曝光量', 'Impressions', '表示回数'),
      clickCount: counterField('点击量', 'Clicks', 'クリック数'),
      status: statusField([
        option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
        option('PENDING_REVIEW', '待审核', 'Pending review', '審査待ち', 'info'),
        option('PUBLISHED', '投放中', 'Live', '配信中', 'success'),
        option('OFFLINE', '已下线', 'Offline', '配信停止', 'warning'),
      ]),
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
      { title: title('内容', 'Content', '内容'), fields: ['content', 'imageOid', 'linkUrl', 'buttonText'] },
      { title: title('投放时间', 'Schedule', '配信期間'), fields: ['startDate', 'endDate', 'frequency'] },
      audienceSection,
    ],
    detail: [
      {
        key: 'message',
        title: marketingInfo,
        sections: [
          { fields: ['infoCode', 'title', 'productLine', 'infoType', 'ownerName', 'status'] },
          {
            title: title('内容', 'Content', '内容'),
            fields: ['content', 'imageOid', 'linkUrl', 'buttonText'],
          },
        ],
      },
      {
        key: 'delivery',
        title: title('投放与效果', 'Delivery and results', '配信と効果'),
        sections: [
          { fields: ['startDate', 'endDate', 'frequency', 'impressionCount', 'clickCount'] },
          audienceSection,
        ],
      },
    ],
    links: [
      {
        route: 'black-list-setting',
        label: { 'zh-CN': '黑名单设置', en: 'Black list', ja: 'ブラックリスト設定' },
      },
    ],
    routes: { list: 'marketing-info', detail },
    defaults: { frequency: 'ONCE', audience: 'ALL', status: 'DRAFT' },
    statusField: 'status',
    actions: [
      {
        key: 'submit',
        label: title('提交审核', 'Submit for review', '審査依頼'),
        set: { status: 'PENDING_REVIEW' },
        when: { status: ['DRAFT', 'OFFLINE'] },
        confirm: title('确定提交审核？', 'Submit it for review?', '審査を依頼しますか？'),
        tone: 'primary',
      },
      {
        key: 'approve',
        label: title('审核通过并投放', 'Approve and go live', '承認して配信'),
        set: { status: 'PUBLISHED' },
        when: { status: ['PENDING_REVIEW'] },
        confirm: title(
          '投放后将按投放范围触达用户（黑名单除外），确定？',
          'It reaches its audience (except the black list). Go live?',
          '対象ユーザー（ブラックリスト除く）に配信されます。よろしいですか？',
        ),
        tone: 'primary',
      },
      {
        key: 'reject',
        label: title('退回', 'Send back', '差し戻し'),
        set: { status: 'DRAFT' },
        when: { status: ['PENDING_REVIEW'] },
        confirm: title('确定退回修改？', 'Send it back for changes?', '差し戻しますか？'),
        tone: 'danger',
      },
      {
        key: 'offline',
        label: title('下线', 'Take offline', '配信停止'),
        set: { status: 'OFFLINE' },
        when: { status: ['PUBLISHED'] },
        confirm: title('确定停止投放？', 'Stop delivering it?', '配信を停止しますか？'),
        tone: 'danger',
      },
    ],
  });
}
