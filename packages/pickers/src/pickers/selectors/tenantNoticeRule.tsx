import { listTenantNoticeRules, type TenantNoticeRuleLookup, type TenantNoticeType } from '@opsdesk/api';
import { Select, StatusBadge, useUiLocale, type UiMessageTexts } from '@opsdesk/ui';
import { defineSource, type LookupScope } from '../../core/source';
import { inLocale } from '../../i18n/text';
import { createPicker } from '../../react/createPicker';
import type { DialogFilterBar } from '../../react/DialogPicker';

/** The tenant notice rule picker's own filters (GET /api/tenant/notice/rule/list/license/by/tenant). */
export interface TenantNoticeRulePickerFilters {
  /** The tenant whose licence the rules apply to; the provider's scope when left out. */
  readonly tenantId?: number | undefined;
  /** The notice types kept; every type when left out. */
  readonly noticeType?: readonly TenantNoticeType[] | undefined;
  /** `true` enabled rules only, `false` disabled ones only; every rule when left out. */
  readonly enabled?: boolean | undefined;
}

const noticeTypeTexts = {
  LICENCE_EXPIRY: {
    'zh-CN': '许可到期提醒',
    en: 'Licence expiry',
    ja: 'ライセンス期限の通知',
    'zh-TW': '授權到期提醒',
    it: 'Scadenza della licenza',
  },
  TRIAL_EXPIRY: {
    'zh-CN': '试用到期提醒',
    en: 'Trial expiry',
    ja: '試用期限の通知',
    'zh-TW': '試用到期提醒',
    it: 'Scadenza della prova',
  },
  USAGE: { 'zh-CN': '用量提醒', en: 'Usage', ja: '利用量の通知', 'zh-TW': '用量提醒', it: 'Utilizzo' },
  RELEASE: {
    'zh-CN': '版本发布通知',
    en: 'Release',
    ja: 'リリースの通知',
    'zh-TW': '版本發布通知',
    it: 'Rilascio',
  },
} as const satisfies Record<TenantNoticeType, UiMessageTexts>;

const noticeTypes = Object.keys(noticeTypeTexts) as TenantNoticeType[];

const texts = {
  noun: {
    'zh-CN': '通知规则',
    en: 'notice rule',
    ja: '通知ルール',
    'zh-TW': '通知規則',
    it: 'regola di notifica',
  },
  name: { 'zh-CN': '通知名称', en: 'Notice', ja: '通知名', 'zh-TW': '通知名稱', it: 'Notifica' },
  type: {
    'zh-CN': '通知类型',
    en: 'Notice type',
    ja: '通知種別',
    'zh-TW': '通知類型',
    it: 'Tipo di notifica',
  },
  sendTime: { 'zh-CN': '发送时间', en: 'Send time', ja: '送信時刻', 'zh-TW': '發送時間', it: 'Ora di invio' },
  ways: { 'zh-CN': '通知方式', en: 'Sent by', ja: '通知方法', 'zh-TW': '通知方式', it: 'Canali' },
  range: { 'zh-CN': '租户范围', en: 'Tenants', ja: '対象テナント', 'zh-TW': '租戶範圍', it: 'Tenant' },
  sendObject: { 'zh-CN': '发送对象', en: 'Recipients', ja: '送信先', 'zh-TW': '發送對象', it: 'Destinatari' },
  condition: { 'zh-CN': '发送条件', en: 'When', ja: '送信条件', 'zh-TW': '發送條件', it: 'Quando' },
  status: { 'zh-CN': '状态', en: 'Status', ja: 'ステータス', 'zh-TW': '狀態', it: 'Stato' },
  chooseTenant: {
    'zh-CN': '请先选择租户，再查找适用于它的通知规则。',
    en: 'Choose a tenant first to look up the notice rules that apply to it.',
    ja: '通知ルールを検索するには、先にテナントを選択してください。',
    'zh-TW': '請先選擇租戶，再查找適用於它的通知規則。',
    it: 'Scegli prima un tenant per cercare le regole di notifica che lo riguardano.',
  },
} as const satisfies Record<string, UiMessageTexts>;

const tenantOf = (filters: TenantNoticeRulePickerFilters, scope: LookupScope) =>
  filters.tenantId ?? scope.tenantId;

/** The notice rules that apply to a tenant's licence: the whole list, filtered and paged in the picker. */
export const tenantNoticeRuleSource = defineSource<TenantNoticeRuleLookup, TenantNoticeRulePickerFilters>({
  id: 'tenantNoticeRule',
  noun: texts.noun,
  key: (rule) => rule.id,
  label: (rule) => rule.noticeName,
  description: (rule) => [rule.noticeTypeDesc, rule.sendTime, rule.noticeWaysDesc].join(' · '),
  paging: 'client',
  search: async ({ http, scope, filters, signal }) => {
    const items = await listTenantNoticeRules(
      http,
      {
        tenantId: tenantOf(filters, scope),
        noticeType: filters.noticeType?.length ? filters.noticeType : undefined,
        enabled: filters.enabled,
      },
      { signal },
    );
    return { items, total: items.length };
  },
  // The call needs a tenant of the provider's staff. `scope` is the provider's when the picker core
  // passes it; without it the call is left to answer.
  validate: (_query, filters, scope?: LookupScope) =>
    scope === undefined || tenantOf(filters, scope) !== undefined ? undefined : texts.chooseTenant,
  columns: [
    { id: 'noticeName', header: texts.name, value: (rule) => rule.noticeName, width: 240 },
    { id: 'noticeType', header: texts.type, value: (rule) => rule.noticeTypeDesc, width: 130 },
    { id: 'sendTime', header: texts.sendTime, value: (rule) => rule.sendTime, width: 90 },
    { id: 'noticeWays', header: texts.ways, value: (rule) => rule.noticeWaysDesc, width: 200 },
    { id: 'tenantRange', header: texts.range, value: (rule) => rule.tenantRangeDesc, width: 120 },
    { id: 'sendObject', header: texts.sendObject, value: (rule) => rule.sendObjectDesc, width: 150 },
    { id: 'sendCondition', header: texts.condition, value: (rule) => rule.sendConditionDesc, width: 150 },
    {
      id: 'enabled',
      header: texts.status,
      value: (rule) => <StatusBadge enabled={rule.enabled} />,
      width: 100,
    },
  ],
});

/** The notice type filter above the table of the tenant notice rule picker's dialog. */
export const TenantNoticeRuleFilterBar: DialogFilterBar<TenantNoticeRulePickerFilters> = ({
  filters,
  onChange,
}) => <TenantNoticeRuleFilterFields filters={filters} onChange={onChange} />;

function TenantNoticeRuleFilterFields({
  filters,
  onChange,
}: {
  readonly filters: TenantNoticeRulePickerFilters;
  readonly onChange: (filters: TenantNoticeRulePickerFilters) => void;
}) {
  const locale = useUiLocale();
  return (
    <Select<TenantNoticeType>
      label={inLocale(texts.type, locale)}
      clearable
      options={noticeTypes.map((type) => ({ value: type, label: inLocale(noticeTypeTexts[type], locale) }))}
      value={filters.noticeType?.[0] ?? null}
      onValueChange={(value) => onChange({ ...filters, noticeType: value === null ? undefined : [value] })}
    />
  );
}

/**
 * The tenant notice rule picker (GET /api/tenant/notice/rule/list/license/by/tenant): the notice
 * rules that apply to a tenant's licence (every tenant's, and the paid or free tenants'), listed
 * once and searched in the picker by name, type, send time and ways; the value is the rule's id.
 * The tenant is the `tenantId` filter, else the provider's scope; without either it asks for a
 * tenant first. The dialog form filters by notice type.
 */
export const TenantNoticeRulePicker = createPicker(tenantNoticeRuleSource, 'TenantNoticeRulePicker', {
  filterBar: TenantNoticeRuleFilterBar,
});
