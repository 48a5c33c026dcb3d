import { travelBookingResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: travelBookingResource,
  title: t('甄选预订管理', 'Travel booking management', '出張予約管理'),
  recordName: t('预订', 'Booking', '予約'),
  fields: { bookingStatus: readOnly },
  columns: [
    'bookingNo',
    'tenantId',
    'serviceType',
    'travellerName',
    'fromCity',
    'toCity',
    'product',
    'startDate',
    'amount',
    'vendorCode',
    'bookingStatus',
  ],
  filters: ['tenantId', 'bookingStatus', 'serviceType', 'vendorCode', 'startDate', 'amount', 'travellerName'],
  form: [
    {
      title: t('出行人', 'Traveller', '出張者'),
      fields: [
        'tenantId',
        'travellerName',
        'travellerUserOID',
        'travellerMobile',
        'travellerStatus',
        'bookerName',
        'requisitionCode',
      ],
    },
    {
      title: t('行程', 'Trip', '行程'),
      fields: ['bookingNo', 'serviceType', 'fromCity', 'toCity', 'product', 'startDate', 'endDate'],
    },
    { title: t('费用', 'Cost', '費用'), fields: ['vendorCode', 'amount', 'currencyCode', 'remark'] },
  ],
  detail: [
    {
      key: 'booking',
      title: t('预订信息', 'Booking', '予約情報'),
      sections: [
        {
          fields: [
            'bookingNo',
            'bookingStatus',
            'serviceType',
            'fromCity',
            'toCity',
            'product',
            'startDate',
            'endDate',
          ],
        },
        { title: t('费用', 'Cost', '費用'), fields: ['vendorCode', 'amount', 'currencyCode', 'remark'] },
      ],
    },
    {
      key: 'traveller',
      title: t('出行人', 'Traveller', '出張者'),
      sections: [
        {
          fields: [
            'tenantId',
            'travellerName',
            'travellerUserOID',
            'travellerMobile',
            'travellerStatus',
            'bookerName',
            'requisitionCode',
          ],
        },
      ],
    },
  ],
  routes: { list: 'index-zhenxuan' },
  defaults: { bookingStatus: 'TO_BOOK', currencyCode: 'CNY', travellerStatus: 'ACTIVE' },
  statusField: 'bookingStatus',
  actions: [
    {
      key: 'confirm-info',
      label: t('信息确认', 'Confirm details', '情報確認'),
      set: { bookingStatus: 'INFO_CONFIRMED' },
      when: { bookingStatus: ['AWAITING_INFO_CONFIRMATION'] },
      tone: 'primary',
    },
    {
      key: 'info-unsuitable',
      label: t('信息不符', 'Details unsuitable', '情報不適合'),
      set: { bookingStatus: 'INFO_UNSUITABLE' },
      when: { bookingStatus: ['AWAITING_INFO_CONFIRMATION'] },
      tone: 'danger',
      confirm: t(
        '确定出行信息不符，退回预订人？',
        'Mark the details unsuitable and send back to the booker?',
        '情報不適合として予約者へ戻しますか？',
      ),
    },
    {
      key: 'price-audit',
      label: t('核价完成', 'Price audit done', '価格審査完了'),
      set: { bookingStatus: 'PRICE_AUDIT_DONE' },
      when: { bookingStatus: ['AWAITING_PRICE_AUDIT'] },
      tone: 'primary',
    },
    {
      key: 'book',
      label: t('出票/确认预订', 'Book', '予約確定'),
      set: { bookingStatus: 'BOOKED' },
      when: { bookingStatus: ['TO_BOOK', 'INFO_CONFIRMED', 'PRICE_AUDIT_DONE'] },
      tone: 'primary',
      confirm: t(
        '确认已在供应商处完成预订？',
        'Has the vendor confirmed the booking?',
        'サプライヤーで予約が確定しましたか？',
      ),
    },
    {
      key: 'start-refund-approval',
      label: t('发起退订审批', 'Start refund approval', '払戻承認を開始'),
      set: { bookingStatus: 'REFUND_APPROVAL_STARTED' },
      when: { bookingStatus: ['BOOKED', 'CHANGED', 'REFUND_APPROVAL_REJECTED'] },
    },
    {
      key: 'approve-refund',
      label: t('退订审批通过', 'Approve refund', '払戻承認'),
      set: { bookingStatus: 'TO_REFUND' },
      when: { bookingStatus: ['REFUND_APPROVAL_STARTED'] },
      tone: 'primary',
    },
    {
      key: 'reject-refund',
      label: t('退订审批驳回', 'Reject refund', '払戻却下'),
      set: { bookingStatus: 'REFUND_APPROVAL_REJECTED' },
      when: { bookingStatus: ['REFUND_APPROVAL_STARTED'] },
      tone: 'danger',
    },
    {
      key: 'refunded',
      label: t('完成退订', 'Mark refunded', '払戻完了'),
      set: { bookingStatus: 'REFUNDED' },
      when: { bookingStatus: ['TO_REFUND'] },
      confirm: t('确认供应商已退款？', 'Has the vendor refunded?', 'サプライヤーの払戻は完了しましたか？'),
    },
    {
      key: 'start-change-approval',
      label: t('发起改签审批', 'Start change approval', '変更承認を開始'),
      set: { bookingStatus: 'CHANGE_APPROVAL_STARTED' },
      when: { bookingStatus: ['BOOKED', 'CHANGED', 'CHANGE_APPROVAL_REJECTED'] },
    },
    {
      key: 'approve-change',
      label: t('改签审批通过', 'Approve change', '変更承認'),
      set: { bookingStatus: 'TO_CHANGE' },
      when: { bookingStatus: ['CHANGE_APPROVAL_STARTED'] },
      tone: 'primary',
    },
    {
      key: 'reject-change',
      label: t('改签审批驳回', 'Reject change', '変更却下'),
      set: { bookingStatus: 'CHANGE_APPROVAL_REJECTED' },
      when: { bookingStatus: ['CHANGE_APPROVAL_STARTED'] },
      tone: 'danger',
    },
    {
      key: 'changed',
      label: t('完成改签', 'Mark changed', '変更完了'),
      set: { bookingStatus: 'CHANGED' },
      when: { bookingStatus: ['TO_CHANGE'] },
    },
    {
      key: 'delete-booking',
      label: t('作废', 'Void', '無効化'),
      set: { bookingStatus: 'DELETED' },
      when: {
        bookingStatus: ['TO_BOOK', 'INFO_UNSUITABLE', 'AWAITING_INFO_CONFIRMATION', 'AWAITING_PRICE_AUDIT'],
      },
      tone: 'danger',
      confirm: t('确定作废这笔预订？', 'Void this booking?', 'この予約を無効にしますか？'),
    },
  ],
});
