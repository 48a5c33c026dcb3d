import type { tenantFunctionConfigResource } from '@opsdesk/api';
import type { FieldSection, FieldView } from '../../../resources/types';
import {
  codeField,
  dateField,
  enabledFieldView,
  option,
  selectField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

type Field = keyof typeof tenantFunctionConfigResource.shape;

export const functionConfigFields: Readonly<Record<Field, FieldView>> = {
  tenantId: tenantIdField,
  configCategory: selectField(t('配置类别', 'Category', '設定区分'), [
    option('COMMON', t('通用功能', 'Common function', '共通機能')),
    option('EXTRA', t('额外功能', 'Extra function', '追加機能')),
    option('APP', t('APP 功能', 'APP function', 'アプリ機能')),
  ]),
  functionCode: codeField(t('功能编码', 'Function code', '機能コード'), { width: 180 }),
  functionName: { label: t('功能名称', 'Function', '機能名'), width: 180 },
  functionPackageCode: {
    label: t('所属功能包', 'Function package', '機能パッケージ'),
    input: { type: 'picker', picker: 'functionPackage' },
    width: 140,
  },
  configValue: { label: t('配置值', 'Setting', '設定値'), width: 180 },
  enabled: { ...enabledFieldView, label: t('启用', 'Enabled', '有効') },
  effectiveDate: dateField(t('生效日期', 'Effective from', '有効開始日')),
  expireDate: dateField(t('失效日期', 'Expires on', '失効日')),
  configuredBy: { label: t('配置人', 'Configured by', '設定者'), width: 100 },
  remark: textareaField(t('备注', 'Remarks', '備考'), 2),
};

export const functionConfigColumns = [
  'functionName',
  'functionCode',
  'functionPackageCode',
  'configValue',
  'effectiveDate',
  'expireDate',
  'configuredBy',
  'enabled',
] as const;

export const functionConfigFilters = ['tenantId', 'enabled', 'functionPackageCode'] as const;

export const functionConfigForm: readonly FieldSection[] = [
  { fields: ['tenantId', 'functionCode', 'functionName', 'functionPackageCode', 'configValue', 'enabled'] },
  {
    title: t('有效期', 'Validity', '有効期間'),
    fields: ['effectiveDate', 'expireDate', 'configuredBy', 'remark'],
  },
];
