import { listCostCenterItems, type CostCenterItemLookup } from '@opsdesk/api';
import { NumberInput, useUiLocale } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';
import { joinParts, recentPerFilters, sharedTexts } from './common';

/** The cost-center item picker's filters (GET /api/cost/center/items/{costCenterOID}/all). */
export interface CostCenterItemPickerFilters {
  /** The cost center whose items are listed: required. */
  readonly costCenterOID?: string | undefined;
  /** The lowest item number listed. */
  readonly fromItemNumber?: number | undefined;
  /** The highest item number listed; not below `fromItemNumber` (spec §5). */
  readonly toItemNumber?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '成本中心项',
    en: 'cost-center item',
    ja: 'コストセンター項目',
    'zh-TW': '成本中心項',
    it: 'voce del centro di costo',
  },
  itemNumber: { 'zh-CN': '序号', en: 'Item number', ja: '項目番号', 'zh-TW': '序號', it: 'Numero voce' },
  from: {
    'zh-CN': '序号从',
    en: 'From item number',
    ja: '項目番号（から）',
    'zh-TW': '序號從',
    it: 'Dal numero',
  },
  to: { 'zh-CN': '序号至', en: 'To item number', ja: '項目番号（まで）', 'zh-TW': '序號至', it: 'Al numero' },
  chooseCostCenter: {
    'zh-CN': '请先选择成本中心。',
    en: 'Choose a cost center first.',
    ja: '先にコストセンターを選択してください。',
    'zh-TW': '請先選擇成本中心。',
    it: 'Scegli prima un centro di costo.',
  },
  rangeReversed: {
    'zh-CN': '起始序号不能大于结束序号。',
    en: "The 'from' item number must not be above the 'to' item number.",
    ja: '開始の項目番号は終了の項目番号以下にしてください。',
    'zh-TW': '起始序號不能大於結束序號。',
    it: 'Il numero iniziale non può superare quello finale.',
  },
} as const;

/** The enabled items of one cost center, in item-number order, within the range of the filters. */
export const costCenterItemSource = defineSource<CostCenterItemLookup, CostCenterItemPickerFilters>({
  id: 'costCenterItem',
  noun: texts.noun,
  key: (item) => item.id,
  recentKey: recentPerFilters,
  label: (item) => item.name,
  description: (item) => joinParts(item.itemNumber, item.code),
  paging: 'client',
  search: async ({ http, filters, signal }) => {
    // Resolving a value does not validate: without a cost center there is nothing to list.
    if (!filters.costCenterOID) return { items: [], total: 0 };
    const items = await listCostCenterItems(
      http,
      filters.costCenterOID,
      { fromItemNumber: filters.fromItemNumber, toItemNumber: filters.toItemNumber },
      { signal },
    );
    return { items, total: items.length };
  },
  validate: (_query, { costCenterOID, fromItemNumber, toItemNumber }) => {
    if (!costCenterOID) return texts.chooseCostCenter;
    // Spec §5: a 'from' above the 'to' finds nothing; say why instead of showing an empty list.
    if (fromItemNumber !== undefined && toItemNumber !== undefined && fromItemNumber > toItemNumber)
      return texts.rangeReversed;
    return undefined;
  },
  columns: [
    {
      id: 'itemNumber',
      header: texts.itemNumber,
      value: (item) => item.itemNumber,
      width: 110,
      align: 'end',
    },
    { id: 'name', header: sharedTexts.name, value: (item) => item.name, width: 240 },
    { id: 'code', header: sharedTexts.code, value: (item) => item.code, width: 160 },
  ],
});

/** The filters above the table of the cost-center item picker's dialog: the range of item numbers. */
export const CostCenterItemFilterBar: DialogFilterBar<CostCenterItemPickerFilters> = ({
  filters,
  onChange,
}) => <CostCenterItemFilterFields filters={filters} onChange={onChange} />;

function CostCenterItemFilterFields({
  filters,
  onChange,
}: {
  readonly filters: CostCenterItemPickerFilters;
  readonly onChange: (filters: CostCenterItemPickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <>
      <NumberInput
        label={inLocale(texts.from, locale)}
        min={0}
        decimals={0}
        grouping={false}
        value={filters.fromItemNumber ?? null}
        onValueChange={(value) => onChange({ ...filters, fromItemNumber: value ?? undefined })}
      />
      <NumberInput
        label={inLocale(texts.to, locale)}
        min={0}
        decimals={0}
        grouping={false}
        value={filters.toItemNumber ?? null}
        onValueChange={(value) => onChange({ ...filters, toItemNumber: value ?? undefined })}
      />
    </>
  );
}

/**
 * The cost-center item picker (GET /api/cost/center/items/{costCenterOID}/all): the enabled items of
 * the `costCenterOID` filter's cost center in item-number order, by name or code as you type; the
 * dialog form adds the range of item numbers. It needs the cost center, and a 'from' item number
 * above the 'to' one is refused before any call (spec §5).
 */
export const CostCenterItemPicker = createPicker(costCenterItemSource, 'CostCenterItemPicker', {
  filterBar: CostCenterItemFilterBar,
});
