import {
  airlineCabinMappingResource,
  airportResource,
  covid19CityResource,
  locationHotKeywordResource,
  locationRecordResource,
  locationResource,
  locationTypeResource,
  locationVendorResource,
  nearAirportResource,
  nearRailwayStationResource,
  railwayStationResource,
  trainBlacklistResource,
  travelServiceSettingResource,
  travelVendors,
} from '@opsdesk/api';
import type { z } from 'zod';
import { airlines, vendorServices } from '../data/reference';
import { chineseCities, countries, internationalCities } from '../data/places';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import { drawName } from '../generate/people';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import { tenantKey, type TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter } from '../generate/values';
import type { SeedScale } from '../generate/world';
import { airportEntries, cabins, hotKeywords, nearAirports, nearStations, stations } from './location-data';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

const instant = (now: Date, days: number) => instantAfter(now, days).toISOString();
const cityByAdCode = new Map(chineseCities.map((city) => [city.adCode, city]));
const cityNameOf = (adCode: string) =>
  cityByAdCode.get(adCode)?.name ?? internationalCities.find(([code]) => code === adCode)?.[1] ?? adCode;

function locationSteps(area: AreaPlanning): PlannedStep[] {
  const { rng, size, now, customers } = area;
  const places: Rows<typeof locationResource> = [];
  const zones: Record<string, string> = {
    CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', MO: 'Asia/Macau', JP: 'Asia/Tokyo', KR: 'Asia/Seoul',
    SG: 'Asia/Singapore', US: 'America/New_York', GB: 'Europe/London', DE: 'Europe/Berlin', FR: 'Europe/Paris',
  }; // prettier-ignore
  for (const [code, , name, nameEn] of countries.filter(([code]) => code in zones)) {
    places.push({
      data: {
        locationCode: code,
        name,
        nameEn,
        level: 'COUNTRY',
        countryCode: code,
        typeCode: 'COUNTRY',
        timeZone: zones[code],
        enabled: true,
      },
    });
  }
  const provinces = new Map<string, string>();
  for (const city of chineseCities) {
    if (!city.countryCode) provinces.set(city.adCode.slice(0, 2), city.province);
  }
  for (const [prefix, province] of provinces) {
    places.push({
      data: {
        locationCode: `CN${prefix}`,
        name: province,
        level: 'STATE',
        parentCode: 'CN',
        countryCode: 'CN',
        typeCode: 'PROVINCE',
        timeZone: 'Asia/Shanghai',
        enabled: true,
      },
    });
  }
  const coordinates: Record<string, readonly [number, number]> = {
    '110000': [39.9042, 116.4074], '310000': [31.2304, 121.4737], '440100': [23.1291, 113.2644],
    '440300': [22.5431, 114.0579], '330100': [30.2741, 120.1551], '510100': [30.5728, 104.0668],
  }; // prettier-ignore
  for (const city of chineseCities) {
    const special = city.countryCode;
    const parentCity = `${city.adCode.slice(0, 4)}00`;
    const parent = special
      ? special
      : city.type === '市辖区' || city.type === '县级市'
        ? cityByAdCode.has(parentCity)
          ? `CN${parentCity}`
          : `CN${city.adCode.slice(0, 2)}0000`
        : `CN${city.adCode.slice(0, 2)}`;
    const point = coordinates[city.adCode];
    places.push({
      data: {
        locationCode: `CN${city.adCode}`,
        name: city.name,
        nameEn: city.nameEn,
        level: city.type === '市辖区' ? 'DISTRICT' : 'CITY',
        parentCode: parent,
        countryCode: special ?? 'CN',
        typeCode: city.type === '市辖区' ? 'DISTRICT' : 'CITY',
        timeZone: zones[special ?? 'CN'],
        ...(point && { latitude: point[0], longitude: point[1] }),
        enabled: true,
      },
    });
  }
  const usStates = [
    ['US-CA', '加利福尼亚州', 'California', 'America/Los_Angeles'],
    ['US-NY', '纽约州', 'New York', 'America/New_York'],
    ['US-WA', '华盛顿州', 'Washington', 'America/Los_Angeles'],
    ['JP-13', '东京都', 'Tokyo', 'Asia/Tokyo'],
    ['JP-27', '大阪府', 'Osaka', 'Asia/Tokyo'],
  ] as const;
  for (const [code, name, nameEn, timeZone] of usStates) {
    places.push({
      data: {
        locationCode: code,
        name,
        nameEn,
        level: 'STATE',
        parentCode: code.slice(0, 2),
        countryCode: code.slice(0, 2),
        typeCode: 'PROVINCE',
        timeZone,
        enabled: true,
      },
    });
  }
  for (const [locode, name, nameEn, country] of internationalCities.filter(
    ([, , , country]) => country in zones,
  )) {
    places.push({
      data: {
        locationCode: locode,
        name,
        nameEn,
        level: 'CITY',
        parentCode: country,
        countryCode: country,
        typeCode: 'CITY',
        timeZone: zones[country],
        enabled: true,
      },
    });
  }
  // The test scale keeps a country, a province, a city and a district of the tree.
  const locations =
    area.scale === 'demo'
      ? places.slice(0, 150)
      : places.filter((row) => ['CN', 'CN31', 'CN310000', 'CN310115'].includes(row.data.locationCode));

  const vendorNames = {
    CTRIP: '携程商旅', TONGCHENG: '同程商旅', MEITUAN: '美团企业版', FLIGGY: '飞猪企业版', DIDI: '滴滴企业版',
    CAOCAO: '曹操企业出行', RAILWAY_12306: '中国铁路12306', AMADEUS: 'Amadeus GDS', HUAZHU: '华住会企业', JINJIANG: '锦江企业直连',
  } as const satisfies Record<(typeof travelVendors)[number], string>; // prettier-ignore
  const vendorRows: Rows<typeof locationVendorResource> = travelVendors
    .slice(0, size(10, 3))
    .map((vendorCode, index) => {
      const result = index === 4 ? 'FAILED' : index === 7 ? 'PARTIAL' : 'SUCCESS';
      const person = drawName(rng, 'CN');
      return {
        data: {
          vendorCode,
          vendorName: vendorNames[vendorCode],
          serviceTypes: [...vendorServices[vendorCode]],
          apiBaseUrl: `https://api.${vendorCode.toLowerCase().replaceAll('_', '')}.example/corp/v2`,
          syncFrequency: vendorCode === 'RAILWAY_12306' ? 'HOURLY' : index % 4 === 3 ? 'WEEKLY' : 'DAILY',
          lastSyncAt: instant(now, -rng.next()),
          lastSyncResult: result,
          contactName: person.fullName,
          contactEmail: `${person.familyLatin}.${person.givenLatin}@${vendorCode.toLowerCase().replaceAll('_', '')}.example`,
          contractEndDate: dateAfter(now, rng.int(30, 720)),
          enabled: index !== 9,
        },
      };
    });

  const settings: Rows<typeof travelServiceSettingResource> = [];
  const services = ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR', 'MEAL'] as const;
  for (const tenant of customers.slice(0, size(30, 2))) {
    for (const serviceType of rng.sample(services, area.scale === 'demo' ? rng.int(2, 4) : 2)) {
      const vendorCode = rng.pick(
        travelVendors.filter((vendor) => (vendorServices[vendor] as readonly string[]).includes(serviceType)),
      );
      const settlementMode = rng.weighted([
        ['MONTHLY', 70],
        ['PREPAID', 15],
        ['PERSONAL_PAY', 15],
      ] as const);
      settings.push({
        refs: { tenantId: tenantKey(tenant.code) },
        data: {
          serviceType,
          vendorCode,
          channel: vendorCode === 'AMADEUS' ? 'API' : rng.chance(0.85) ? 'ONLINE' : 'OFFLINE',
          ...(rng.chance(0.6) && {
            agreementCode: `${vendorCode.slice(0, 2)}${tenant.code}${rng.digits(4)}`,
          }),
          settlementMode,
          serviceFee: serviceType === 'FLIGHT' || serviceType === 'TRAIN' ? rng.pick([0, 5, 10, 20]) : 0,
          feeMode: serviceType === 'HOTEL' ? 'PER_TICKET' : 'PER_ORDER',
          requisitionRequired: serviceType !== 'CAR' && serviceType !== 'MEAL',
          advanceDays: serviceType === 'FLIGHT' ? rng.pick([0, 3, 7]) : 0,
          effectiveDate: dateAfter(tenant.createdAt, rng.int(7, 60)),
          ...(rng.chance(0.1) && { expireDate: dateAfter(now, -rng.int(1, 60)) }),
          ...(tenant.contact && { contactName: tenant.contact.name }),
          enabled: true,
        },
      });
    }
  }

  const stationRows: Rows<typeof railwayStationResource> = stations
    .slice(0, size(stations.length, 4))
    .map(([stationCode, name, pinyin, adCode, railwayBureau, highSpeed]) => ({
      data: {
        stationCode,
        name,
        pinyin,
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        railwayBureau,
        highSpeed,
        enabled: true,
      },
    }));
  const stationNames = new Map(stationRows.map((row) => [row.data.stationCode, row.data.name]));
  // Near stations and blacklisted trains name stations the seed writes.
  const nearStationRows: Rows<typeof nearRailwayStationResource> = nearStations
    .filter(([, stationCode]) => stationNames.has(stationCode))
    .slice(0, size(nearStations.length, 3))
    .map(([adCode, stationCode, distanceKm, travelMinutes], index) => ({
      data: {
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        stationCode,
        stationName: stationNames.get(stationCode) ?? stationCode,
        distanceKm,
        travelMinutes,
        sequence: (index % 2) + 1,
        enabled: true,
      },
    }));

  const types = [
    ['COUNTRY', '国家/地区', 'Country or region', []],
    ['PROVINCE', '省/州', 'State or province', []],
    ['CITY', '城市', 'City', ['FLIGHT', 'HOTEL', 'TRAIN', 'CAR']],
    ['DISTRICT', '行政区', 'District', ['HOTEL', 'CAR']],
    ['AIRPORT', '机场', 'Airport', ['FLIGHT', 'CAR']],
    ['RAILWAY_STATION', '火车站', 'Railway station', ['TRAIN', 'CAR']],
    ['BUS_STATION', '汽车站', 'Bus station', ['CAR']],
    ['METRO_STATION', '地铁站', 'Metro station', ['HOTEL', 'CAR']],
    ['BUSINESS_DISTRICT', '商圈', 'Business district', ['HOTEL', 'CAR', 'MEAL']],
    ['SCENIC_SPOT', '景点', 'Scenic spot', ['HOTEL']],
    ['EXHIBITION_CENTER', '会展中心', 'Exhibition centre', ['HOTEL', 'CAR']],
    ['OFFICE_BUILDING', '写字楼', 'Office building', ['CAR', 'MEAL']],
    ['HOSPITAL', '医院', 'Hospital', ['CAR']],
    ['UNIVERSITY', '高校', 'University', ['HOTEL', 'CAR']],
    ['PORT', '港口码头', 'Port', ['CAR']],
  ] as const;
  // The test scale keeps the types of its locations: a country, a province, a city and a district.
  const typeRows: Rows<typeof locationTypeResource> = types
    .slice(0, size(types.length, 4))
    .map(([typeCode, name, nameEn, serviceTypes], index) => ({
      data: {
        typeCode,
        name,
        nameEn,
        serviceTypes: [...serviceTypes],
        sequence: (index + 1) * 10,
        enabled: typeCode !== 'PORT',
      },
    }));

  const airportRows: Rows<typeof airportResource> = airportEntries
    .slice(0, size(airportEntries.length, 4))
    .map(
      ([
        iataCode,
        icaoCode,
        name,
        nameEn,
        city,
        cityName,
        countryCode,
        terminals,
        international,
        timeZone,
      ]) => ({
        data: {
          iataCode,
          icaoCode,
          name,
          nameEn,
          cityAdCode: city,
          cityName,
          countryCode,
          terminals: [...terminals],
          international,
          timeZone,
          enabled: true,
        },
      }),
    );
  const airportNames = new Map(airportEntries.map(([iata, , name]) => [iata, name]));
  const nearAirportRows: Rows<typeof nearAirportResource> = nearAirports
    .slice(0, size(nearAirports.length, 3))
    .map(([adCode, iataCode, distanceKm, travelMinutes], index) => ({
      data: {
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        iataCode,
        airportName: airportNames.get(iataCode) ?? iataCode,
        distanceKm,
        travelMinutes,
        sequence: (index % 2) + 1,
        enabled: true,
      },
    }));

  const cabinRows: Rows<typeof airlineCabinMappingResource> = [];
  const effectiveDate = `${dateAfter(now, -400).slice(0, 4)}-01-01`;
  outerCabins: for (const [airlineCode] of airlines
    .filter(([, , , country]) => country === 'CN')
    .slice(0, 10)) {
    for (const [cabinCode, cabinClass, cabinName, discountPercent] of cabins) {
      if (cabinRows.length >= size(120, 4)) break outerCabins;
      // Spring Airlines and the other low-cost carriers sell no first class.
      if (airlineCode === '9C' && cabinClass !== 'ECONOMY') continue;
      cabinRows.push({
        data: {
          airlineCode,
          cabinCode,
          cabinClass,
          cabinName,
          discountPercent,
          domestic: true,
          effectiveDate,
          enabled: true,
        },
      });
    }
  }

  const covidRows: Rows<typeof covid19CityResource> = chineseCities
    .filter((city) => !city.countryCode)
    .slice(0, size(30, 3))
    .map((city, index) => {
      const riskLevel = index % 7 === 0 ? 'HIGH' : index % 3 === 0 ? 'MEDIUM' : 'LOW';
      return {
        data: {
          cityAdCode: city.adCode,
          cityName: city.name,
          riskLevel,
          travelPolicy:
            riskLevel === 'HIGH' ? 'BLOCKED' : riskLevel === 'MEDIUM' ? 'APPROVAL_REQUIRED' : 'REMIND',
          quarantineDays: riskLevel === 'HIGH' ? 7 : riskLevel === 'MEDIUM' ? 3 : 0,
          effectiveDate: dateAfter(now, -rng.int(900, 1100)),
          expireDate: dateAfter(now, -rng.int(700, 850)),
          source: `${city.province}卫生健康委员会通告`,
          // The epidemic rules ended: kept for the history of bookings made under them.
          enabled: false,
        },
      };
    });

  const trains = [
    ['K1234', 'K'], ['K528', 'K'], ['T110', 'T'], ['T8', 'T'], ['Z38', 'Z'], ['Z162', 'Z'], ['D3101', 'D'], ['D2281', 'D'],
    ['G1', 'G'], ['G7', 'G'], ['G1374', 'G'], ['C2201', 'C'], ['C7301', 'C'], ['Y501', 'OTHER'], ['K1516', 'K'], ['T179', 'T'],
    ['D721', 'D'], ['G8001', 'G'], ['Z95', 'Z'], ['K8362', 'K'], ['1461', 'OTHER'], ['G2803', 'G'], ['D6201', 'D'], ['T7785', 'T'],
    ['K4386', 'K'],
  ] as const; // prettier-ignore
  const stationCodes = stationRows.map((row) => row.data.stationCode);
  const blacklist: Rows<typeof trainBlacklistResource> = trains
    .slice(0, size(25, 3))
    .map(([trainNo, trainType], index) => {
      const tenant =
        index % 5 === 4 && customers.length > 0 ? customers[index % customers.length] : undefined;
      return {
        ...(tenant && { refs: { tenantId: tenantKey(tenant.code) } }),
        data: {
          trainNo,
          trainType,
          ...(index % 2 === 0 && {
            fromStationCode: rng.pick(stationCodes),
            toStationCode: rng.pick(stationCodes),
          }),
          reason: tenant
            ? 'POLICY'
            : trainType === 'K' || trainType === 'OTHER'
              ? 'VENDOR_UNSUPPORTED'
              : rng.pick(['FREQUENT_CANCELLATION', 'PRICE_ERROR', 'COMPLAINT'] as const),
          startDate: dateAfter(now, -rng.int(5, 300)),
          ...(index % 3 === 0 && { endDate: dateAfter(now, rng.int(-30, 90)) }),
          ...(tenant && { remark: '企业差旅政策不允许乘坐普速夜车' }),
          enabled: index % 6 !== 5,
        },
      };
    });

  const keywordRows: Rows<typeof locationHotKeywordResource> = hotKeywords
    .slice(0, size(hotKeywords.length, 3))
    .map(([adCode, serviceType, keyword], index) => ({
      data: {
        keyword,
        serviceType,
        cityAdCode: adCode,
        cityName: cityNameOf(adCode),
        sequence: (index % 6) + 1,
        searchCount: rng.logNormal(3000, 1.1, 20, 2_000_000),
        ...(index % 8 === 7 && { startDate: dateAfter(now, -30), endDate: dateAfter(now, 30) }),
        enabled: true,
      },
    }));

  const records: Rows<typeof locationRecordResource> = [];
  const recordCount = size(80, 4);
  const changes = [
    ['nameEn', '', ''],
    ['timeZone', 'Asia/Chongqing', 'Asia/Shanghai'],
    ['parentCode', 'CN32', 'CN320500'],
    ['name', '', ''],
  ] as const;
  for (let index = 0; index < recordCount; index += 1) {
    const city = chineseCities[index % chineseCities.length] as (typeof chineseCities)[number];
    const daysAgo = ((recordCount - index) * 200) / recordCount + rng.next();
    const source = rng.weighted([
      ['VENDOR_SYNC', 60],
      ['MANUAL', 25],
      ['IMPORT', 15],
    ] as const);
    const operation =
      index % 11 === 0 ? 'DISABLE' : index % 17 === 0 ? 'MERGE' : index % 5 === 0 ? 'CREATE' : 'UPDATE';
    const [field, oldValue, newValue] = rng.pick(changes);
    const reviewStatus = daysAgo < 4 ? 'PENDING_REVIEW' : rng.chance(0.9) ? 'APPLIED' : 'REJECTED';
    records.push({
      createdAt: instantAfter(now, -daysAgo),
      data: {
        locationCode: `CN${city.adCode}`,
        locationName: city.name,
        operation,
        source,
        ...(source === 'VENDOR_SYNC' && {
          vendorCode: rng.pick(['CTRIP', 'TONGCHENG', 'MEITUAN', 'AMADEUS'] as const),
        }),
        ...(operation === 'UPDATE' && {
          field,
          oldValue:
            field === 'nameEn' ? city.nameEn.toUpperCase() : field === 'name' ? `${city.name}市` : oldValue,
          newValue: field === 'nameEn' ? city.nameEn : field === 'name' ? city.name : newValue,
        }),
        operator:
          source === 'MANUAL'
            ? rng.pick(['位置运营 黄丽', '位置运营 马超'])
            : source === 'IMPORT'
              ? '批量导入'
              : 'vendor-sync',
        operatedAt: instantAfter(now, -daysAgo).toISOString(),
        reviewStatus,
        ...(reviewStatus === 'REJECTED' && { reviewRemark: '与国家行政区划代码不一致，驳回' }),
      },
    });
  }

  return [
    step(locationTypeResource, typeRows),
    step(locationResource, locations),
    step(locationVendorResource, vendorRows),
    step(travelServiceSettingResource, settings),
    step(railwayStationResource, stationRows),
    step(nearRailwayStationResource, nearStationRows),
    step(airportResource, airportRows),
    step(nearAirportResource, nearAirportRows),
    step(airlineCabinMappingResource, cabinRows),
    step(covid19CityResource, covidRows),
    step(trainBlacklistResource, blacklist),
    step(locationHotKeywordResource, keywordRows),
    step(locationRecordResource, records),
  ];
}

/**
 * The records of the location area's resources: the location service's places and their types,
 * vendors and the tenants' travel services, stations, airports, cabins, the epidemic's city rules,
 * blacklisted trains, hot keywords and the log of changes to the locations.
 */
export function planLocationArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  return locationSteps(areaPlanning(context, tenants, scale, 'location'));
}
