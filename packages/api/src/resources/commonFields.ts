import type { shellLanguages } from '../constants/languages';
import { defineEnum, words, type FieldDescription, type Words } from './describe';

// Descriptions of the fields that resources of every area share, written once. A resource's
// `fields` map spreads or names them: `fields: { enabled: described.enabled, ... }`.

const field = (label: Words, more: Omit<FieldDescription, 'label'> = {}): FieldDescription => ({
  label,
  ...more,
});

/** The shell's languages as content and settings name them. */
export const shellLanguage = /* @__PURE__ */ defineEnum({
  zh_cn: {
    words: words('简体中文', 'Simplified Chinese', '簡体字中国語', '簡體中文', 'Cinese semplificato'),
  },
  en: { words: words('英语', 'English', '英語', '英語', 'Inglese') },
  ja: { words: words('日语', 'Japanese', '日本語', '日語', 'Giapponese') },
}) satisfies { values: readonly (typeof shellLanguages)[number][] };

export const described = {
  enabled: field(words('启用状态', 'Status', '状態', '啟用狀態', 'Stato'), { kind: 'switch' }),
  tenantId: field(words('租户', 'Tenant', 'テナント', '租戶', 'Tenant'), { reference: { lookup: 'tenant' } }),
  /** A tenant that may be left empty: the record then applies to every tenant. */
  optionalTenantId: field(words('租户', 'Tenant', 'テナント', '租戶', 'Tenant'), {
    reference: { lookup: 'tenant' },
    hint: words(
      '为空表示适用于所有租户',
      'Empty: every tenant',
      '空欄の場合は全テナント',
      '為空表示適用於所有租戶',
      'Vuoto: tutti i tenant',
    ),
  }),
  companyId: field(words('公司', 'Company', '会社', '公司', 'Azienda'), { reference: { lookup: 'company' } }),
  userOID: field(words('员工', 'Employee', '従業員', '員工', 'Dipendente'), {
    reference: { lookup: 'staff' },
  }),
  countryCode: field(words('国家/地区', 'Country or region', '国・地域', '國家/地區', 'Paese o regione'), {
    reference: { resource: 'country', valueField: 'code', labelField: 'name' },
  }),
  cityAdCode: field(words('城市', 'City', '都市', '城市', 'Città'), { reference: { lookup: 'city' } }),
  currencyCode: field(words('币种', 'Currency', '通貨', '幣別', 'Valuta'), {
    reference: { lookup: 'currency' },
  }),
  tenantGroupCode: field(words('租户组', 'Tenant group', 'テナントグループ', '租戶組', 'Gruppo di tenant'), {
    reference: { lookup: 'tenantGroup' },
  }),
  sortOrder: field(words('排序号', 'Order', '表示順', '排序號', 'Ordine'), {
    hint: words(
      '数字越小越靠前',
      'Lower numbers show first',
      '小さい順に表示',
      '數字越小越靠前',
      'I numeri più bassi vengono prima',
    ),
  }),
  remark: field(words('备注', 'Remark', '備考', '備註', 'Nota'), { kind: 'longText' }),
  description: field(words('描述', 'Description', '説明', '描述', 'Descrizione'), { kind: 'longText' }),
  title: field(words('标题', 'Title', 'タイトル', '標題', 'Titolo')),
  name: field(words('名称', 'Name', '名称', '名稱', 'Nome')),
  nameEn: field(words('英文名称', 'English name', '英語名', '英文名稱', 'Nome inglese')),
  startDate: field(words('开始日期', 'Start date', '開始日', '開始日期', 'Data di inizio'), { kind: 'date' }),
  endDate: field(words('结束日期', 'End date', '終了日', '結束日期', 'Data di fine'), { kind: 'date' }),
  effectiveDate: field(words('生效日期', 'Effective from', '適用開始日', '生效日期', 'In vigore dal'), {
    kind: 'date',
  }),
  expireDate: field(words('失效日期', 'Expires on', '適用終了日', '失效日期', 'Scade il'), { kind: 'date' }),
  contactName: field(words('联系人', 'Contact', '担当者', '聯絡人', 'Referente')),
  contactMobile: field(
    words('联系电话', 'Contact mobile', '連絡先電話', '聯絡電話', 'Cellulare del referente'),
    {
      kind: 'phone',
    },
  ),
  contactEmail: field(
    words('联系邮箱', 'Contact e-mail', '連絡先メール', '聯絡信箱', 'E-mail del referente'),
    {
      kind: 'email',
    },
  ),
  language: field(words('语言', 'Language', '言語', '語言', 'Lingua'), { enum: shellLanguage.words }),
  owner: field(words('负责人', 'Owner', '担当者', '負責人', 'Responsabile')),
  latitude: field(words('纬度', 'Latitude', '緯度', '緯度', 'Latitudine'), { kind: 'number' }),
  longitude: field(words('经度', 'Longitude', '経度', '經度', 'Longitudine'), { kind: 'number' }),
  timeZone: field(words('时区', 'Time zone', 'タイムゾーン', '時區', 'Fuso orario')),
} as const satisfies Record<string, FieldDescription>;
