import {
  apiMessage,
  employeeStatuses,
  employeeStatusMessages,
  isStaffContactKeyword,
  queryUserInfo,
  searchStaffByContact,
  searchStaffByKeyword,
  searchStaffOfTenant,
  type EmployeeStatus,
  type StaffLookup,
} from '@opsdesk/api';
import { Select, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupPage, type LookupRequest } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/**
 * How the staff picker searches:
 * - `contact` (default, spec §5): the staff with exactly this e-mail address or mobile number
 *   (GET /api/user/search/mobile/email); the keyword must be one of them.
 * - `keyword`: staff who have not left, by part of the name, employee ID, e-mail or mobile
 *   (GET /api/user/search/by/tenantId/keyword with a tenant, GET /api/user/search/by/keyword without).
 * - `userInfo`: customer service's data query, left staff included, filtered by status
 *   (GET /api/tenant/common/query?queryType=USER_INFO).
 */
export type StaffSearchMode = 'contact' | 'keyword' | 'userInfo';

/** The staff picker's own filters. */
export interface StaffPickerFilters {
  /** Default `contact`. */
  readonly by?: StaffSearchMode | undefined;
  /** The tenant whose staff are searched; the provider's scope when left out, every tenant without either. */
  readonly tenantId?: number | undefined;
  /** The statuses kept by the `userInfo` search; every status when left out. */
  readonly status?: readonly EmployeeStatus[] | undefined;
}

const texts = {
  noun: { 'zh-CN': '员工', en: 'employee', ja: '従業員', 'zh-TW': '員工', it: 'dipendente' },
  contactNeeded: {
    'zh-CN': '请输入完整的邮箱地址或手机号码后再搜索。',
    en: 'Enter a full e-mail address or mobile number to search.',
    ja: '検索するには、メールアドレスまたは携帯電話番号を最後まで入力してください。',
    'zh-TW': '請輸入完整的電子郵件地址或手機號碼後再搜尋。',
    it: 'Inserisci un indirizzo e-mail o un numero di cellulare completo per cercare.',
  },
  fullName: { 'zh-CN': '姓名', en: 'Name', ja: '氏名', 'zh-TW': '姓名', it: 'Nome' },
  employeeID: { 'zh-CN': '工号', en: 'Employee ID', ja: '社員番号', 'zh-TW': '員工編號', it: 'Matricola' },
  email: { 'zh-CN': '邮箱', en: 'E-mail', ja: 'メール', 'zh-TW': '電子郵件', it: 'E-mail' },
  mobile: { 'zh-CN': '手机号', en: 'Mobile', ja: '携帯電話', 'zh-TW': '手機號碼', it: 'Cellulare' },
  department: { 'zh-CN': '部门', en: 'Department', ja: '部署', 'zh-TW': '部門', it: 'Reparto' },
  position: { 'zh-CN': '职位', en: 'Position', ja: '役職', 'zh-TW': '職位', it: 'Posizione' },
  company: { 'zh-CN': '公司', en: 'Company', ja: '会社', 'zh-TW': '公司', it: 'Azienda' },
  tenant: { 'zh-CN': '租户', en: 'Tenant', ja: 'テナント', 'zh-TW': '租戶', it: 'Tenant' },
  env: { 'zh-CN': '环境', en: 'Environment', ja: '環境', 'zh-TW': '環境', it: 'Ambiente' },
  searchBy: { 'zh-CN': '搜索方式', en: 'Search by', ja: '検索方法', 'zh-TW': '搜尋方式', it: 'Cerca per' },
  byContact: {
    'zh-CN': '邮箱或手机号（精确）',
    en: 'E-mail or mobile (exact)',
    ja: 'メールまたは携帯電話（完全一致）',
    'zh-TW': '電子郵件或手機號碼（精確）',
    it: 'E-mail o cellulare (esatto)',
  },
  byKeyword: {
    'zh-CN': '姓名、工号、邮箱或手机号',
    en: 'Name, employee ID, e-mail or mobile',
    ja: '氏名・社員番号・メール・携帯電話',
    'zh-TW': '姓名、員工編號、電子郵件或手機號碼',
    it: 'Nome, matricola, e-mail o cellulare',
  },
  byUserInfo: {
    'zh-CN': '员工数据查询（含已离职）',
    en: 'Staff data query (left staff included)',
    ja: '従業員データ照会（退職者を含む）',
    'zh-TW': '員工資料查詢（含已離職）',
    it: 'Interrogazione dati (ex dipendenti inclusi)',
  },
  status: { 'zh-CN': '员工状态', en: 'Status', ja: '在籍状況', 'zh-TW': '員工狀態', it: 'Stato' },
} as const satisfies Record<string, UiMessageTexts>;

const modeOf = (filters: StaffPickerFilters): StaffSearchMode => filters.by ?? 'contact';

async function searchStaff({
  http,
  scope,
  query,
  filters,
  page,
  size,
  signal,
}: LookupRequest<StaffPickerFilters>): Promise<LookupPage<StaffLookup>> {
  const tenantId = filters.tenantId ?? scope.tenantId;
  const keyword = query || undefined;
  switch (modeOf(filters)) {
    case 'contact': {
      // An exact match answers a short list, not a page.
      const items = await searchStaffByContact(http, query, { tenantId }, { signal });
      return { items, total: items.length, hasMore: false };
    }
    case 'keyword': {
      const answer =
        tenantId === undefined
          ? await searchStaffByKeyword(http, { keyword, page, size }, { signal })
          : await searchStaffOfTenant(http, { tenantId, keyword, page, size }, { signal });
      return { items: answer.content, total: answer.totalElements };
    }
    case 'userInfo': {
      const answer = await queryUserInfo(
        http,
        { tenantId, status: filters.status, keyword, page, size },
        { signal },
      );
      return { items: answer.content, total: answer.totalElements };
    }
  }
}

/** The employees of the customer tenants: by e-mail or mobile unless the `by` filter says otherwise. */
export const staffSource = defineSource<StaffLookup, StaffPickerFilters>({
  id: 'staff',
  noun: texts.noun,
  key: (staff) => staff.userOID,
  label: (staff) => staff.fullName,
  description: (staff) =>
    [staff.employeeID, staff.email ?? staff.mobile, staff.departmentName, staff.tenantName]
      .filter(Boolean)
      .join(' · '),
  search: searchStaff,
  // No call finds staff by userOID: a value shows from `knownItems`, the options loaded or the
  // recent choices, and reads as not found otherwise (rather than sending the oid as a contact).
  resolve: async () => [],
  // Spec §5: the contact search needs a whole e-mail address or mobile number before any call.
  validate: (query, filters) =>
    modeOf(filters) === 'contact' && query !== '' && !isStaffContactKeyword(query)
      ? texts.contactNeeded
      : undefined,
  searchEmpty: false,
  columns: [
    { id: 'fullName', header: texts.fullName, value: (staff) => staff.fullName, width: 120 },
    { id: 'employeeID', header: texts.employeeID, value: (staff) => staff.employeeID, width: 110 },
    { id: 'email', header: texts.email, value: (staff) => staff.email, width: 220 },
    { id: 'mobile', header: texts.mobile, value: (staff) => staff.mobile, width: 140 },
    { id: 'departmentName', header: texts.department, value: (staff) => staff.departmentName, width: 140 },
    { id: 'position', header: texts.position, value: (staff) => staff.position, width: 140 },
    { id: 'companyName', header: texts.company, value: (staff) => staff.companyName, width: 200 },
    { id: 'tenantName', header: texts.tenant, value: (staff) => staff.tenantName, width: 200 },
    { id: 'env', header: texts.env, value: (staff) => staff.env, width: 90 },
  ],
});

/** The search mode, and the status of the data query, above the table of the staff picker's dialog. */
export const StaffFilterBar: DialogFilterBar<StaffPickerFilters> = ({ filters, onChange }) => (
  <StaffFilterFields filters={filters} onChange={onChange} />
);

function StaffFilterFields({
  filters,
  onChange,
}: {
  readonly filters: StaffPickerFilters;
  readonly onChange: (filters: StaffPickerFilters) => void;
}) {
  const locale = useUiLocale();
  const text = (key: keyof typeof texts) => inLocale(texts[key], locale);
  const mode = modeOf(filters);
  return (
    <>
      <Select<StaffSearchMode>
        label={text('searchBy')}
        options={[
          { value: 'contact', label: text('byContact') },
          { value: 'keyword', label: text('byKeyword') },
          { value: 'userInfo', label: text('byUserInfo') },
        ]}
        value={mode}
        onValueChange={(value) => onChange({ ...filters, by: value ?? 'contact' })}
      />
      {mode === 'userInfo' ? (
        <Select<EmployeeStatus>
          label={text('status')}
          clearable
          options={employeeStatuses.map((status) => ({
            value: status,
            label: apiMessage(employeeStatusMessages[status], locale),
          }))}
          value={filters.status?.[0] ?? null}
          onValueChange={(value) => onChange({ ...filters, status: value === null ? undefined : [value] })}
        />
      ) : null}
    </>
  );
}

/**
 * The staff picker: employees of the customer tenants; the value is the userOID. By default
 * (spec §5) it searches GET /api/user/search/mobile/email and only once the text is a whole e-mail
 * address or mobile number, saying so otherwise. The `by` filter (also in the dialog form) searches
 * by name, employee ID, e-mail or mobile instead (GET /api/user/search/by/keyword, or
 * /by/tenantId/keyword with a tenant), or runs the data query with left staff
 * (GET /api/tenant/common/query?queryType=USER_INFO). The tenant is the `tenantId` filter, else the
 * provider's scope, else every tenant. Nothing is searched before something is typed.
 */
export const StaffPicker = createPicker(staffSource, 'StaffPicker', {
  defaultFilters: { by: 'contact' },
  filterBar: StaffFilterBar,
});
