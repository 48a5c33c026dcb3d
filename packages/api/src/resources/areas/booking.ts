import { z } from 'zod';
import {
  bookingStatuses,
  bookingStatusMessages,
  employeeStatuses,
  employeeStatusMessages,
  type BookingStatus,
} from '../../constants/statuses';
import { described } from '../commonFields';
import { defineResource, type ResourceDescriptor } from '../define';
import { words, type Tone } from '../describe';
import { code, currencyCode, date, mobile, money, optionalText, tenantId, text } from '../fields';
import { messageEnum, userOid } from './shared/fields';
import { travel, travelServiceTypes, travelVendors } from './shared/travel';

// The booking area: travel bookings handled by the booking agents.

// ---------------------------------------------------------------------------------------------
// Travel booking (/index-zhenxuan)

/** The tones of the booking statuses: waiting on the agents, done, or refused. */
const bookingStatusTones: Readonly<Record<BookingStatus, Tone>> = {
  TO_BOOK: 'warning',
  BOOKED: 'success',
  TO_REFUND: 'warning',
  REFUNDED: 'neutral',
  TO_CHANGE: 'warning',
  CHANGED: 'success',
  DELETED: 'neutral',
  AWAITING_PRICE_AUDIT: 'info',
  PRICE_AUDIT_DONE: 'info',
  AWAITING_INFO_CONFIRMATION: 'info',
  INFO_CONFIRMED: 'info',
  INFO_UNSUITABLE: 'danger',
  REFUND_APPROVAL_STARTED: 'info',
  REFUND_APPROVAL_REJECTED: 'danger',
  CHANGE_APPROVAL_STARTED: 'info',
  CHANGE_APPROVAL_REJECTED: 'danger',
};

/** A travel booking handled by the booking agents: one trip segment, with its booking status. */
export const travelBookingResource = defineResource({
  name: 'travel-booking',
  scope: 'tenant',
  schema: z.object({
    tenantId,
    /** Made by the server on create (BK + date + sequence). */
    bookingNo: code(32).optional(),
    serviceType: z.enum(travelServiceTypes),
    travellerName: text(60),
    travellerUserOID: userOid.optional(),
    travellerMobile: mobile.optional(),
    travellerStatus: z.enum(employeeStatuses).default('ACTIVE'),
    bookerName: text(60),
    /** The approved travel requisition it books against. */
    requisitionCode: code(40).optional(),
    /** Departure and arrival cities; the hotel's city only for a hotel. */
    fromCity: text(60),
    toCity: optionalText(60),
    /** Flight or train number, hotel name, car type. */
    product: text(100),
    startDate: date,
    endDate: date.optional(),
    vendorCode: z.enum(travelVendors),
    amount: money,
    currencyCode: currencyCode.default('CNY'),
    bookingStatus: z.enum(bookingStatuses).default('TO_BOOK'),
    remark: optionalText(500),
  }),
  permissions: { read: 'booking:read', write: 'booking:write' },
  title: 'bookingNo',
  keyword: ['bookingNo', 'travellerName', 'requisitionCode', 'product'],
  filters: {
    tenantId: 'eq',
    serviceType: 'in',
    bookingStatus: 'in',
    vendorCode: 'in',
    startDate: 'range',
    amount: 'range',
    travellerName: 'contains',
  },
  sortable: ['bookingNo', 'startDate', 'amount'],
  unique: [['bookingNo']],
  defaultSort: { field: 'startDate', direction: 'desc' },
  fields: {
    tenantId: described.tenantId,
    bookingNo: {
      label: words('预订单号', 'Booking no.', '予約番号', '預訂單號', 'N. prenotazione'),
      kind: 'code',
      generated: { prefix: 'BK' },
    },
    serviceType: travel.serviceType,
    travellerName: { label: words('出行人', 'Traveller', '出張者', '出行人', 'Viaggiatore') },
    travellerUserOID: {
      label: words(
        '出行人账号',
        'Traveller account',
        '出張者アカウント',
        '出行人帳號',
        'Account del viaggiatore',
      ),
      reference: { lookup: 'staff' },
    },
    travellerMobile: {
      label: words('出行人手机', 'Traveller mobile', '出張者携帯', '出行人手機', 'Cellulare del viaggiatore'),
      kind: 'phone',
    },
    travellerStatus: {
      label: words('员工状态', 'Employee status', '従業員状態', '員工狀態', 'Stato del dipendente'),
      enum: /* @__PURE__ */ messageEnum(employeeStatuses, employeeStatusMessages),
    },
    bookerName: { label: words('预订人', 'Booked by', '予約者', '預訂人', 'Prenotato da') },
    requisitionCode: {
      label: words(
        '出差申请单号',
        'Travel requisition',
        '出張申請番号',
        '出差申請單號',
        'Richiesta di trasferta',
      ),
      kind: 'code',
    },
    fromCity: { label: words('出发城市', 'From', '出発地', '出發城市', 'Da') },
    toCity: { label: words('到达城市', 'To', '到着地', '到達城市', 'A') },
    product: {
      label: words(
        '航班/车次/酒店',
        'Flight, train or hotel',
        '便・列車・ホテル',
        '航班/車次/飯店',
        'Volo, treno o hotel',
      ),
      hint: words(
        '航班号、车次、酒店名称或车型',
        'Flight or train number, hotel name, car type',
        '便名、列車番号、ホテル名、車種',
        '航班號、車次、飯店名稱或車型',
        "Numero di volo o di treno, nome dell'hotel, tipo di auto",
      ),
    },
    startDate: {
      label: words('出行日期', 'Travel date', '出発日', '出行日期', 'Data del viaggio'),
      kind: 'date',
    },
    endDate: {
      label: words(
        '返回/离店日期',
        'Return or check-out',
        '帰着・チェックアウト日',
        '返回/退房日期',
        'Ritorno o check-out',
      ),
      kind: 'date',
    },
    vendorCode: travel.vendorCode,
    amount: {
      label: words('金额', 'Amount', '金額', '金額', 'Importo'),
      kind: 'money',
      currencyField: 'currencyCode',
    },
    currencyCode: described.currencyCode,
    bookingStatus: {
      label: words('预订状态', 'Booking status', '予約状況', '預訂狀態', 'Stato della prenotazione'),
      enum: /* @__PURE__ */ messageEnum(bookingStatuses, bookingStatusMessages, bookingStatusTones),
    },
    remark: described.remark,
  },
});

/** The resources of this area of the console, by name (`resourcesByArea` in `./index.ts`). */
export const bookingAreaResources = {
  'travel-booking': travelBookingResource,
} as const satisfies Record<string, ResourceDescriptor>;
