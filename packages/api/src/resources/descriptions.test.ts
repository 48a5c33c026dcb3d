import { describe, expect, it } from 'vitest';
import { apiLocales } from '../constants/messages';
import { labelDocumentCategories } from '../constants/statuses';
import { resourcesByArea } from './areas';
import {
  financeCatalogueProductResource,
  financeInvoiceResource,
  financeProductResource,
  grossProfitCalculationResource,
  invoiceResource,
  orderLineResource,
  orderResource,
} from './areas/finance';
import {
  contractResource,
  tenantPrintTemplateComparisonResource,
  tenantPrintTemplateDocumentResource,
  tenantResource,
} from './areas/tenant';
import { cityResource } from './areas/reference';
import { menuRegisterResource } from './areas/system';
import { resourceCatalogue } from './catalogue';
import type { ResourceDescriptor } from './define';
import { enumOptionsOf, isListField, resourceProblems } from './semantics';

describe.each(Object.entries(resourcesByArea))('the %s area', (_area, resources) => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    'describes every field of %s: a label in five languages, the words of every enum value',
    (_name, resource) => {
      expect(resourceProblems(resource)).toEqual([]);
    },
  );
});

describe('the descriptions point at what exists', () => {
  it('names only resources of the catalogue in its references', () => {
    const unknown: string[] = [];
    for (const resource of Object.values(resourceCatalogue as Record<string, ResourceDescriptor>)) {
      for (const [field, described] of Object.entries(resource.fields)) {
        const reference = described?.reference;
        if (reference && 'resource' in reference) {
          const target = (resourceCatalogue as Record<string, ResourceDescriptor>)[reference.resource];
          if (!target) unknown.push(`${resource.name}.${field} → ${reference.resource}`);
          else
            for (const key of [reference.valueField, reference.labelField])
              if (key && key !== 'id' && !(key in target.shape))
                unknown.push(`${resource.name}.${field} → ${reference.resource}.${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

const catalogue = Object.values(resourceCatalogue as Record<string, ResourceDescriptor>);

describe('the enum words of the catalogue', () => {
  it('offer only values their field’s schema takes, as the field holds them (numbers as numbers)', () => {
    const refused: string[] = [];
    for (const resource of catalogue) {
      for (const field of Object.keys(resource.fields)) {
        const schema = resource.shape[field];
        for (const option of enumOptionsOf(resource, field) ?? []) {
          const value = isListField(resource, field) ? [option.value] : option.value;
          if (schema && !schema.safeParse(value).success)
            refused.push(`${resource.name}.${field}: ${JSON.stringify(option.value)}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  // The value sets the console's screens once wrote themselves: each defined once, here.
  const productLines = ['智能费控', '商旅管理', '发票云', '财务共享', '企业支付', '专业服务'];
  const vatRates = [0, 1, 3, 5, 6, 9, 13];
  const moved: readonly (readonly [ResourceDescriptor, string, readonly (string | number)[]])[] = [
    [financeCatalogueProductResource, 'productLine', productLines],
    [financeProductResource, 'productLine', productLines],
    [grossProfitCalculationResource, 'productLine', productLines],
    [financeCatalogueProductResource, 'taxRate', vatRates],
    [financeProductResource, 'taxRate', vatRates],
    [financeInvoiceResource, 'taxRate', vatRates],
    [invoiceResource, 'taxRate', vatRates],
    [orderLineResource, 'taxRate', vatRates],
    [
      contractResource,
      'contractType',
      ['STANDARD', 'FRAMEWORK', 'SUPPLEMENT', 'RENEWAL', 'TRIAL', 'CHANNEL'],
    ],
    [orderResource, 'businessType', ['NEW_PURCHASE', 'ADD_ON', 'RENEWAL']],
    [tenantPrintTemplateComparisonResource, 'documentCategory', labelDocumentCategories],
    [tenantPrintTemplateDocumentResource, 'documentCategory', labelDocumentCategories],
    [tenantResource, 'region', ['CN', 'HK', 'SG', 'JP', 'EU', 'US']],
    [tenantResource, 'licensed', [1, 0]],
    [cityResource, 'typeDescription', ['直辖市', '地级市', '县级市', '市辖区', '特别行政区', '国际城市']],
    [menuRegisterResource, 'operateType', [1, 2]],
  ];

  it.each(
    moved.map(([resource, field, values]) => [`${resource.name}.${field}`, resource, field, values] as const),
  )('%s offers its values in order, each worded in the five languages', (_name, resource, field, values) => {
    const options = enumOptionsOf(resource, field) ?? [];
    expect(options.map((option) => option.value)).toEqual(values);
    for (const option of options)
      for (const locale of apiLocales)
        expect(option.words[locale].trim(), `${option.value} in ${locale}`).not.toBe('');
  });

  it('words the VAT rates with their percent sign and the licence with badge tones', () => {
    expect(enumOptionsOf(invoiceResource, 'taxRate')?.at(-1)?.words.it).toBe('13%');
    expect(enumOptionsOf(tenantResource, 'licensed')?.map((option) => option.tone)).toEqual([
      'success',
      'neutral',
    ]);
  });
});
