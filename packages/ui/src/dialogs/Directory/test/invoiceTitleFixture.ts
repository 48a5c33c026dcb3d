import type { InvoiceTitle, SearchInvoiceTitles, TaxpayerKind } from '../invoiceTitles';

/**
 * Invoice titles of made-up Chinese companies, with unified social credit codes of the right shape
 * (18 characters) that belong to no one, answered like `listReceiptTitles` (`{ rows, total }`).
 */
export interface FixtureInvoiceTitle extends InvoiceTitle {
  readonly id: number;
  readonly address: string | null;
  readonly telephone: string | null;
  readonly bankName: string | null;
  readonly bankAccount: string | null;
}

const title = (
  id: number,
  titleName: string,
  taxNumber: string,
  taxpayerKind: TaxpayerKind,
  address: string | null,
  telephone: string | null,
  bankName: string | null,
  bankAccount: string | null,
): FixtureInvoiceTitle => ({
  key: `RT-${String(id).padStart(5, '0')}`,
  id,
  titleName,
  taxNumber,
  taxpayerKind,
  address,
  telephone,
  bankName,
  bankAccount,
});

export const invoiceTitles: readonly FixtureInvoiceTitle[] = [
  title(
    10001,
    '艾克米科技有限公司',
    '91310115MA1H7XK23P',
    'GENERAL',
    '上海市浦东新区张江路 368 号 5 幢 1201 室',
    '021-50801234',
    '招商银行上海张江支行',
    '1219 0876 5410 201',
  ),
  title(
    10002,
    '成都艾克米网络科技有限公司',
    '91510100MA6CQ8LR4J',
    'SMALL_SCALE',
    '成都市高新区天府大道北段 1700 号 3 栋 906 室',
    '028-85112233',
    '中国建设银行成都高新支行',
    '5105 0187 3608 0000 2214',
  ),
  title(
    10003,
    '杭州星澜信息技术有限公司',
    '91330106MA2GL5QX7E',
    'GENERAL',
    '杭州市西湖区文三路 478 号华星时代广场 A 座 1606 室',
    '0571-88223311',
    '中国工商银行杭州文三路支行',
    '1202 0212 0990 0123 456',
  ),
  title(
    10004,
    '深圳市云帆供应链管理有限公司',
    '91440300MA5FT2WN8K',
    'GENERAL',
    '深圳市南山区粤海街道科技南十二路 2 号金蝶软件园 B 栋 8 楼',
    '0755-26781234',
    '平安银行深圳科技园支行',
    '1501 2345 6789 01',
  ),
  title(
    10005,
    '北京青禾文化传媒工作室',
    '92110105MA01RK6D3U',
    'SMALL_SCALE',
    '北京市朝阳区建国路 93 号万达广场 9 号楼 1108',
    '010-85996677',
    null,
    null,
  ),
  title(
    10006,
    '广州南粤差旅服务有限公司',
    '91440101MA9Y3P7H2C',
    'GENERAL',
    '广州市天河区珠江新城华夏路 10 号富力中心 23 楼',
    '020-38881122',
    '中国银行广州珠江新城支行',
    '6402 7733 0122',
  ),
  title(
    10007,
    '南京知行会务策划有限公司',
    '91320102MA27UX1B5R',
    'SMALL_SCALE',
    '南京市玄武区中山路 18 号德基广场二期 30 楼',
    null,
    '交通银行南京新街口支行',
    '3200 6601 0018 1700 0456 7',
  ),
  title(
    10008,
    '苏州工业园区立达精密机械有限公司',
    '91320594MA1MX3CJ6W',
    'GENERAL',
    '苏州工业园区星湖街 328 号创意产业园 12 幢',
    '0512-62881234',
    '中国农业银行苏州工业园区支行',
    '1055 0101 0400 1234 5',
  ),
  title(10009, '武汉楚天餐饮管理有限公司', '91420106MA4KW9EF1T', 'SMALL_SCALE', null, null, null, null),
  title(
    10010,
    '上海浦江国际酒店管理有限公司',
    '91310101MA1FP4GL0Y',
    'GENERAL',
    '上海市黄浦区中山东一路 18 号',
    '021-63211888',
    '上海浦东发展银行外滩支行',
    '9801 0078 8010 0000 1234',
  ),
];

export interface InvoiceTitleFixtureOptions {
  readonly delayMs?: number;
  /** Searches never answer (the loading state). */
  readonly pending?: boolean;
  /** The first this many searches fail, then they answer. */
  readonly failures?: number;
  /** The service answers at most this many rows (with the whole count). */
  readonly limit?: number;
  /** No titles at all. */
  readonly empty?: boolean;
}

/** `searchTitles` over the fixture, with every query recorded. */
export function createInvoiceTitleFixture(options: InvoiceTitleFixtureOptions = {}) {
  const { delayMs = 0, limit = 50 } = options;
  const queries: { query: string; taxpayerKind: TaxpayerKind | undefined }[] = [];
  let failed = 0;
  const searchTitles: SearchInvoiceTitles<FixtureInvoiceTitle> = (query, { signal, taxpayerKind }) => {
    queries.push({ query, taxpayerKind });
    const fails = failed < (options.failures ?? 0);
    if (fails) failed += 1;
    const text = query.trim().toLocaleLowerCase();
    const found = (options.empty ? [] : invoiceTitles).filter(
      (row) =>
        (taxpayerKind === undefined || row.taxpayerKind === taxpayerKind) &&
        (row.titleName.toLocaleLowerCase().includes(text) ||
          row.taxNumber.toLocaleLowerCase().includes(text)),
    );
    return new Promise((resolve, reject) => {
      if (options.pending) return;
      const settle = () =>
        fails
          ? reject(
              Object.assign(new Error('The finance service timed out (504)'), { spanId: 'c41d8e7a90b2f356' }),
            )
          : resolve({ rows: found.slice(0, limit), total: found.length });
      const timer = delayMs > 0 ? setTimeout(settle, delayMs) : undefined;
      if (timer === undefined) settle();
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  };
  return { searchTitles, queries };
}
