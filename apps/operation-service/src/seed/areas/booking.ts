import { bookingStatuses, travelBookingResource } from '@opsdesk/api';
import type { z } from 'zod';
import { airlines } from '../data/reference';
import { chineseCities } from '../data/places';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter, money } from '../generate/values';
import type { SeedScale } from '../generate/world';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

function bookingSteps(area: AreaPlanning): PlannedStep[] {
  const { rng, size, now, customers } = area;
  const bookings: Rows<typeof travelBookingResource> = [];
  const domestic = chineseCities.filter((city) => !city.countryCode && city.tier <= 3);
  const hotels = [
    '全季酒店',
    '亚朵酒店',
    '汉庭酒店',
    '希尔顿欢朋',
    '万豪酒店',
    '洲际酒店',
    '锦江之星',
    '桔子水晶酒店',
  ];
  const cnAirlines = airlines.filter(([, , , country]) => country === 'CN').map(([code]) => code);
  const count = size(150, 5);
  for (let index = 0; index < count && customers.length > 0; index += 1) {
    const tenant = customers[index % Math.min(customers.length, size(15, 2))] as TenantSketch;
    const serviceType = rng.weighted([
      ['FLIGHT', 40],
      ['HOTEL', 30],
      ['TRAIN', 25],
      ['CAR', 5],
    ] as const);
    const from = rng.pick(domestic);
    let to = rng.pick(domestic);
    while (to.adCode === from.adCode) to = rng.pick(domestic);
    const startOffset = rng.int(-60, 30);
    const startDate = dateAfter(now, startOffset);
    const nights = rng.int(1, 4);
    const past = startOffset < 0;
    const status = past
      ? rng.weighted([
          ['BOOKED', 60],
          ['CHANGED', 8],
          ['REFUNDED', 10],
          ['DELETED', 5],
          ['REFUND_APPROVAL_REJECTED', 3],
          ['CHANGE_APPROVAL_REJECTED', 3],
          ['INFO_UNSUITABLE', 3],
        ] as const)
      : rng.pick(bookingStatuses.filter((status) => status !== 'DELETED' && status !== 'REFUNDED'));
    const traveller = drawName(rng, 'CN');
    const product =
      serviceType === 'FLIGHT'
        ? `${rng.pick(cnAirlines)}${rng.int(1000, 9999)}`
        : serviceType === 'TRAIN'
          ? `${rng.pick(['G', 'G', 'D'])}${rng.int(1, 2999)}`
          : serviceType === 'HOTEL'
            ? `${to.name}${rng.pick(hotels)}`
            : rng.pick(['舒适型', '商务型', '豪华型']);
    const cents =
      serviceType === 'FLIGHT'
        ? rng.logNormal(120_000, 0.4, 30_000, 800_000)
        : serviceType === 'HOTEL'
          ? rng.logNormal(45_000, 0.35, 15_000, 200_000) * nights
          : serviceType === 'TRAIN'
            ? rng.logNormal(40_000, 0.5, 2_000, 200_000)
            : rng.logNormal(8_000, 0.6, 1_500, 60_000);
    bookings.push({
      refs: { tenantId: tenantKey(tenant.code) },
      createdAt: instantAfter(now, Math.min(startOffset, 0) - rng.int(1, 10)),
      data: {
        bookingNo: `BK${dateAfter(now, Math.min(startOffset, 0) - 1).replaceAll('-', '')}${String(index + 1).padStart(4, '0')}`,
        serviceType,
        travellerName: traveller.fullName,
        travellerMobile: `1${rng.pick(['3', '5', '8'])}${rng.digits(9)}`,
        travellerStatus: rng.chance(0.95) ? 'ACTIVE' : 'LEAVING',
        bookerName: rng.chance(0.6) ? traveller.fullName : `差旅专员 ${drawName(rng, 'CN').fullName}`,
        ...(serviceType !== 'CAR' && {
          requisitionCode: `TA${startDate.replaceAll('-', '')}${rng.digits(4)}`,
        }),
        fromCity: serviceType === 'HOTEL' ? to.name : from.name,
        ...(serviceType !== 'HOTEL' && serviceType !== 'CAR' && { toCity: to.name }),
        product,
        startDate,
        ...(serviceType === 'HOTEL' && { endDate: dateAfter(now, startOffset + nights) }),
        vendorCode:
          serviceType === 'TRAIN'
            ? rng.pick(['RAILWAY_12306', 'CTRIP'] as const)
            : serviceType === 'CAR'
              ? rng.pick(['DIDI', 'CAOCAO'] as const)
              : serviceType === 'HOTEL'
                ? rng.pick(['CTRIP', 'MEITUAN', 'HUAZHU'] as const)
                : rng.pick(['CTRIP', 'TONGCHENG', 'FLIGGY'] as const),
        amount: money(cents),
        currencyCode: 'CNY',
        bookingStatus: status,
        ...(status === 'INFO_UNSUITABLE' && { remark: '出行人证件号与姓名不一致' }),
      },
    });
  }
  return [step(travelBookingResource, bookings)];
}

/** The records of the booking area's resource: the travel bookings of the paying customers. */
export function planBookingArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  return bookingSteps(areaPlanning(context, tenants, scale, 'booking'));
}
