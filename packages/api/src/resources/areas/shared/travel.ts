import { defineEnum, words, type FieldDescription } from '../../describe';

// The travel suppliers and services that the reference area (suppliers' city codes), the location
// area and the booking area name, and the descriptions of their fields. Not an area: the reference
// area exports the value sets, the package does not export the descriptions.

/** The travel and expense suppliers whose codes the platform maps. */
export const travelVendor = /* @__PURE__ */ defineEnum({
  CTRIP: { words: words('携程', 'Trip.com (Ctrip)', 'Trip.com（携程）', '攜程', 'Trip.com (Ctrip)') },
  TONGCHENG: { words: words('同程', 'Tongcheng', '同程', '同程', 'Tongcheng') },
  MEITUAN: { words: words('美团', 'Meituan', '美団', '美團', 'Meituan') },
  FLIGGY: { words: words('飞猪', 'Fliggy', 'Fliggy', '飛豬', 'Fliggy') },
  DIDI: { words: words('滴滴', 'DiDi', 'DiDi', '滴滴', 'DiDi') },
  CAOCAO: { words: words('曹操出行', 'Caocao', '曹操出行', '曹操出行', 'Caocao') },
  RAILWAY_12306: {
    words: words('铁路12306', 'China Railway 12306', '中国鉄道12306', '鐵路12306', 'Ferrovie cinesi 12306'),
  },
  AMADEUS: { words: words('Amadeus', 'Amadeus', 'Amadeus', 'Amadeus', 'Amadeus') },
  HUAZHU: { words: words('华住', 'H World (Huazhu)', '華住', '華住', 'H World (Huazhu)') },
  JINJIANG: { words: words('锦江', 'Jin Jiang', '錦江', '錦江', 'Jin Jiang') },
});
export const travelVendors = travelVendor.values;

export const travelServiceType = /* @__PURE__ */ defineEnum({
  FLIGHT: { words: words('机票', 'Flight', '航空券', '機票', 'Volo') },
  HOTEL: { words: words('酒店', 'Hotel', 'ホテル', '飯店', 'Hotel') },
  TRAIN: { words: words('火车票', 'Train', '鉄道', '火車票', 'Treno') },
  CAR: { words: words('用车', 'Car', '配車', '用車', 'Auto') },
  MEAL: { words: words('用餐', 'Meal', '食事', '用餐', 'Pasti') },
});
export const travelServiceTypes = travelServiceType.values;

/** The travel fields many resources of these areas share. */
export const travel = {
  vendorCode: {
    label: words('供应商', 'Vendor', 'サプライヤー', '供應商', 'Fornitore'),
    enum: travelVendor.words,
  },
  serviceType: {
    label: words('服务类型', 'Service', 'サービス種別', '服務類型', 'Servizio'),
    enum: travelServiceType.words,
  },
  serviceTypes: {
    label: words('适用服务', 'Services', '対象サービス', '適用服務', 'Servizi'),
    enum: travelServiceType.words,
  },
} as const satisfies Record<string, FieldDescription>;
