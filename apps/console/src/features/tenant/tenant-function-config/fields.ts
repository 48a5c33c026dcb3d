import type { tenantFunctionConfigResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { FieldSection, ScreenFieldView } from '../../../resources/types';

type Field = keyof typeof tenantFunctionConfigResource.shape;

export const functionConfigFields: Readonly<Partial<Record<Field, ScreenFieldView>>> = {
  functionCode: { width: 180 },
  functionName: { width: 180 },
  functionPackageCode: { width: 140 },
  configValue: { width: 180 },
  effectiveDate: { width: 120 },
  expireDate: { width: 120 },
  configuredBy: { width: 100 },
  enabled: { width: 90 },
  remark: { input: { type: 'textarea', rows: 2 } },
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
