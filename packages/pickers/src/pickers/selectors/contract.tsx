import { contractStatuses, searchContracts, type ContractLookup } from '@opsdesk/api';
import { Input, Select, useFormat, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

type ContractStatus = ContractLookup['contractStatus'];

/** The contract picker's own filters (GET /api/contract/info/page). */
export interface ContractPickerFilters {
  /** The tenant whose contracts are searched; the provider's scope when left out, every tenant without either. */
  readonly tenantId?: number | undefined;
  /** The statuses kept; every status when left out. */
  readonly contractStatus?: readonly ContractStatus[] | undefined;
  /** Items of the CRM_CONTRACT_TYPE enumeration. */
  readonly contractType?: readonly string[] | undefined;
  /** Part of the owner's name. */
  readonly owner?: string | undefined;
}

const statusTexts = {
  DRAFT: { 'zh-CN': '草稿', en: 'Draft', ja: '下書き', 'zh-TW': '草稿', it: 'Bozza' },
  ACTIVE: { 'zh-CN': '生效中', en: 'Active', ja: '有効', 'zh-TW': '生效中', it: 'Attivo' },
  EXPIRED: { 'zh-CN': '已到期', en: 'Expired', ja: '期限切れ', 'zh-TW': '已到期', it: 'Scaduto' },
  TERMINATED: { 'zh-CN': '已终止', en: 'Terminated', ja: '解約済み', 'zh-TW': '已終止', it: 'Risolto' },
} as const satisfies Record<ContractStatus, UiMessageTexts>;

const texts = {
  noun: { 'zh-CN': '合同', en: 'contract', ja: '契約', 'zh-TW': '合約', it: 'contratto' },
  code: {
    'zh-CN': '合同编号',
    en: 'Contract code',
    ja: '契約番号',
    'zh-TW': '合約編號',
    it: 'Codice contratto',
  },
  customer: {
    'zh-CN': '签约客户',
    en: 'Signing customer',
    ja: '契約顧客',
    'zh-TW': '簽約客戶',
    it: 'Cliente firmatario',
  },
  account: {
    'zh-CN': '实际使用账户',
    en: 'Account in use',
    ja: '実際の利用アカウント',
    'zh-TW': '實際使用帳戶',
    it: 'Account effettivo',
  },
  type: {
    'zh-CN': '合同类型',
    en: 'Contract type',
    ja: '契約種別',
    'zh-TW': '合約類型',
    it: 'Tipo di contratto',
  },
  amount: {
    'zh-CN': '合同总额',
    en: 'Total amount',
    ja: '契約総額',
    'zh-TW': '合約總額',
    it: 'Importo totale',
  },
  owner: { 'zh-CN': '负责人', en: 'Owner', ja: '担当者', 'zh-TW': '負責人', it: 'Responsabile' },
  status: { 'zh-CN': '合同状态', en: 'Status', ja: '契約状況', 'zh-TW': '合約狀態', it: 'Stato' },
} as const satisfies Record<string, UiMessageTexts>;

const tenantOf = (filters: ContractPickerFilters, scope: LookupScope) => filters.tenantId ?? scope.tenantId;

/** Money as spec §9 shows it: thousands separators and 2 decimals, in the interface language. */
function Money({ value }: { readonly value: number }) {
  const format = useFormat();
  return <>{format.money(value)}</>;
}

/** The contracts, searched by code, signing customer or account a page at a time. */
export const contractSource = defineSource<ContractLookup, ContractPickerFilters>({
  id: 'contract',
  noun: texts.noun,
  key: (contract) => contract.contractCode,
  label: (contract) => contract.contractCode,
  description: (contract) =>
    [contract.signContractCustomer, contract.contractTypeDesc, contract.contractStatusDesc].join(' · '),
  search: async ({ http, scope, query, filters, page, size, signal }) => {
    const answer = await searchContracts(
      http,
      {
        tenantId: tenantOf(filters, scope),
        contractStatus: filters.contractStatus?.length ? filters.contractStatus : undefined,
        contractType: filters.contractType?.length ? filters.contractType : undefined,
        owner: filters.owner || undefined,
        keyword: query || undefined,
        page,
        size,
      },
      { signal },
    );
    return { items: answer.content, total: answer.totalElements };
  },
  // The keyword matches the contract code: one search per code, keeping the exact match.
  resolve: async ({ http, scope, keys, filters, signal }) => {
    const pages = await Promise.all(
      keys.map((key) =>
        searchContracts(
          http,
          { tenantId: tenantOf(filters, scope), keyword: String(key), page: 0, size: 20 },
          { signal },
        ),
      ),
    );
    const wanted = new Set(keys.map(String));
    return pages.flatMap((answer) => answer.content).filter((contract) => wanted.has(contract.contractCode));
  },
  columns: [
    { id: 'contractCode', header: texts.code, value: (contract) => contract.contractCode, width: 130 },
    { id: 'signContractCustomer', header: texts.customer, value: (c) => c.signContractCustomer, width: 220 },
    { id: 'actualUseAccount', header: texts.account, value: (c) => c.actualUseAccount, width: 220 },
    { id: 'contractType', header: texts.type, value: (contract) => contract.contractTypeDesc, width: 150 },
    {
      id: 'totalAmount',
      header: texts.amount,
      value: (contract) => <Money value={contract.totalAmount} />,
      width: 130,
      align: 'end',
    },
    { id: 'owner', header: texts.owner, value: (contract) => contract.owner, width: 100 },
    {
      id: 'contractStatus',
      header: texts.status,
      value: (contract) => contract.contractStatusDesc,
      width: 110,
    },
  ],
});

/** The status and owner filters above the table of the contract picker's dialog. */
export const ContractFilterBar: DialogFilterBar<ContractPickerFilters> = ({ filters, onChange }) => (
  <ContractFilterFields filters={filters} onChange={onChange} />
);

function ContractFilterFields({
  filters,
  onChange,
}: {
  readonly filters: ContractPickerFilters;
  readonly onChange: (filters: ContractPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <Select<ContractStatus>
        label={inLocale(texts.status, locale)}
        clearable
        options={contractStatuses.map((status) => ({
          value: status,
          label: inLocale(statusTexts[status], locale),
        }))}
        value={filters.contractStatus?.[0] ?? null}
        onValueChange={(value) =>
          onChange({ ...filters, contractStatus: value === null ? undefined : [value] })
        }
      />
      <Input
        label={inLocale(texts.owner, locale)}
        value={filters.owner ?? ''}
        onChange={(event) => onChange({ ...filters, owner: event.target.value || undefined })}
      />
    </>
  );
}

/**
 * The contract picker (GET /api/contract/info/page): contracts by code, signing customer or account
 * in use; the value is the contract code. The tenant is the `tenantId` filter, else the provider's
 * scope, else every tenant. The dialog form filters by status and owner; the `contractType` filter
 * takes CRM_CONTRACT_TYPE items.
 */
export const ContractPicker = createPicker(contractSource, 'ContractPicker', {
  filterBar: ContractFilterBar,
});
