import { listCostCenterItems, type CostCenterItemLookup } from '@opsdesk/api';
import { tokens, useUiLocale, type FieldSize, type UiMessageTexts } from '@opsdesk/ui';
import { useMemo, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { defineSource } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';

/** A range of cost-center item numbers, both ends included; null leaves that end open. */
export interface CostCenterRange {
  readonly from: number | null;
  readonly to: number | null;
}

/** The filters of one end of the range (spec §7: cost center items {costCenterOID} all). */
export interface CostCenterItemNumberFilters {
  /** Required: the cost center whose items are listed. */
  readonly costCenterOID?: string | undefined;
  readonly fromItemNumber?: number | undefined;
  readonly toItemNumber?: number | undefined;
}

const texts = {
  noun: {
    'zh-CN': '成本中心项',
    en: 'cost center item',
    ja: 'コストセンター項目',
    'zh-TW': '成本中心項目',
    it: 'voce del centro di costo',
  },
  name: { 'zh-CN': '名称', en: 'Name', ja: '名前', 'zh-TW': '名稱', it: 'Nome' },
  itemNumber: {
    'zh-CN': '项目编号',
    en: 'Item number',
    ja: '項目番号',
    'zh-TW': '項目編號',
    it: 'Numero voce',
  },
  code: { 'zh-CN': '编码', en: 'Code', ja: 'コード', 'zh-TW': '代碼', it: 'Codice' },
  from: { 'zh-CN': '起始项', en: 'From', ja: '開始', 'zh-TW': '起始項', it: 'Da' },
  to: { 'zh-CN': '截止项', en: 'To', ja: '終了', 'zh-TW': '截止項', it: 'A' },
  costCenterRequired: {
    'zh-CN': '请先选择成本中心。',
    en: 'Choose a cost center first.',
    ja: '先にコストセンターを選択してください。',
    'zh-TW': '請先選擇成本中心。',
    it: 'Scegli prima un centro di costo.',
  },
  reversed: {
    'zh-CN': '起始项编号不能大于截止项编号，该范围内没有结果。',
    en: 'The “from” item number must not be greater than the “to” item number: this range has no results.',
    ja: '開始項目番号は終了項目番号以下にしてください。この範囲には結果がありません。',
    'zh-TW': '起始項編號不能大於截止項編號，此範圍內沒有結果。',
    it: 'Il numero di voce iniziale non può superare quello finale: questo intervallo non ha risultati.',
  },
} as const;

/**
 * Spec §5: the 'from' item number must be at most the 'to' item number, otherwise there is no
 * result. The message when it is greater, undefined when the range is valid or open at an end.
 */
export function costCenterRangeError(
  from: number | null | undefined,
  to: number | null | undefined,
): UiMessageTexts | undefined {
  if (from === null || from === undefined || to === null || to === undefined) return undefined;
  return from > to ? texts.reversed : undefined;
}

/** One item per item number: the number is the range's value, so two items sharing it are one end. */
function byItemNumber(items: readonly CostCenterItemLookup[]): CostCenterItemLookup[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.itemNumber) && Boolean(seen.add(item.itemNumber)));
}

/**
 * The enabled items of a cost center within a range of item numbers, listed whole by the call and
 * searched locally; keyed by item number, the value of each end of a `CostCenterRangePicker`.
 */
export const costCenterItemNumberSource = defineSource<CostCenterItemLookup, CostCenterItemNumberFilters>({
  id: 'costCenterItemNumber',
  noun: texts.noun,
  key: (item) => item.itemNumber,
  label: (item) => item.name,
  description: (item) => `${item.itemNumber} · ${item.code}`,
  paging: 'client',
  validate: (_query, filters) =>
    filters.costCenterOID
      ? costCenterRangeError(filters.fromItemNumber, filters.toItemNumber)
      : texts.costCenterRequired,
  search: async ({ http, filters, signal }) => {
    const { costCenterOID, fromItemNumber, toItemNumber } = filters;
    // Resolution skips `validate`: a reversed range has no result, so nothing is asked.
    if (!costCenterOID || costCenterRangeError(fromItemNumber, toItemNumber)) return { items: [], total: 0 };
    const items = byItemNumber(
      await listCostCenterItems(http, costCenterOID, { fromItemNumber, toItemNumber }, { signal }),
    );
    return { items, total: items.length };
  },
  // The value of an end may lie outside the other end's bound: it is looked up in the whole cost center.
  resolve: async ({ http, filters, signal }) =>
    filters.costCenterOID
      ? byItemNumber(await listCostCenterItems(http, filters.costCenterOID, {}, { signal }))
      : [],
  columns: [
    {
      id: 'itemNumber',
      header: texts.itemNumber,
      value: (item) => item.itemNumber,
      width: 120,
      align: 'end',
    },
    { id: 'name', header: texts.name, value: (item) => item.name, width: 220 },
    { id: 'code', header: texts.code, value: (item) => item.code, width: 160 },
  ],
});

/** One end of the range: a cost-center item picker whose value is the item number. */
const CostCenterItemNumberPicker = createPicker(costCenterItemNumberSource, 'CostCenterItemNumberPicker');

export interface CostCenterRangePickerProps {
  /** The cost center whose items are offered; until there is one, each end asks to choose it. */
  readonly costCenterOID: string | null | undefined;
  readonly value: CostCenterRange | null | undefined;
  readonly onChange: (value: CostCenterRange) => void;
  /** Called when either end loses the focus (react-hook-form's `field.onBlur`). */
  readonly onBlur?: () => void;
  /** The 'from' field, focused by react-hook-form on an error. */
  readonly ref?: Ref<HTMLElement>;
  readonly id?: string;
  readonly name?: string;
  /** Names the pair ("Cost center items"). */
  readonly label: ReactNode;
  /** Labels of the two ends; "From" and "To" by default. */
  readonly fromLabel?: ReactNode;
  readonly toLabel?: ReactNode;
  readonly description?: ReactNode;
  /** A message from the form; a reversed range shows its own. */
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly size?: FieldSize;
  readonly className?: string;
  readonly variant?: 'select' | 'dialog';
  readonly debounceMs?: number;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${tokens['space-1']};
  font-weight: ${tokens['font-weight-medium']};
  color: ${tokens['color-text']};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens['space-3']};
  & > * {
    flex: 1 1 180px;
  }
`;

const empty: CostCenterRange = { from: null, to: null };

/**
 * A range of cost-center items (GET /api/cost/center/items/{costCenterOID}/all): two item pickers,
 * 'from' and 'to', whose value is `{ from, to }` in item numbers. Spec §5: a 'from' above the 'to'
 * has no result, so each list offers only the items on its side of the other end; a reversed value
 * set from outside shows the error on the 'to' field and searches nothing. It takes react-hook-form's
 * field props (value, onChange, onBlur, ref) and `error`.
 */
export function CostCenterRangePicker({
  costCenterOID,
  value,
  onChange,
  onBlur,
  ref,
  id,
  name,
  label,
  fromLabel,
  toLabel,
  description,
  error,
  required,
  disabled,
  size,
  className,
  variant,
  debounceMs,
}: CostCenterRangePickerProps) {
  const locale = useUiLocale();
  const range = value ?? empty;
  const reversed = costCenterRangeError(range.from, range.to);
  const oid = costCenterOID ?? undefined;
  const { from, to } = range;
  const fromFilters = useMemo<CostCenterItemNumberFilters>(
    () => ({
      costCenterOID: oid,
      toItemNumber: to ?? undefined,
      ...(reversed ? { fromItemNumber: from ?? undefined } : {}),
    }),
    [oid, from, to, reversed],
  );
  const toFilters = useMemo<CostCenterItemNumberFilters>(
    () => ({
      costCenterOID: oid,
      fromItemNumber: from ?? undefined,
      ...(reversed ? { toItemNumber: to ?? undefined } : {}),
    }),
    [oid, from, to, reversed],
  );
  const common = {
    required,
    disabled,
    size,
    variant,
    debounceMs,
    onBlur,
    // Either end can always be cleared, so a reversed range can be put right.
    clearable: true,
    // Recent choices are kept per source, not per cost center: they could name another one's items.
    showRecent: false,
  } as const;

  return (
    <Fieldset className={className} disabled={disabled} data-state={reversed ? 'invalid' : 'valid'}>
      <Legend>{label}</Legend>
      <Fields>
        <CostCenterItemNumberPicker
          {...common}
          id={id}
          name={name ? `${name}.from` : undefined}
          ref={ref}
          label={fromLabel ?? inLocale(texts.from, locale)}
          description={description}
          filters={fromFilters}
          value={from}
          onChange={(_key, item) => onChange({ ...range, from: item?.itemNumber ?? null })}
        />
        <CostCenterItemNumberPicker
          {...common}
          name={name ? `${name}.to` : undefined}
          label={toLabel ?? inLocale(texts.to, locale)}
          error={reversed ? inLocale(reversed, locale) : (error ?? undefined)}
          filters={toFilters}
          value={to}
          onChange={(_key, item) => onChange({ ...range, to: item?.itemNumber ?? null })}
        />
      </Fields>
    </Fieldset>
  );
}
