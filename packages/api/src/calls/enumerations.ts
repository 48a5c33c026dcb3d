import type { HttpClient, RequestOptions } from '@opsdesk/http';
import { z } from 'zod';
import {
  cloudEnvironmentSchema,
  enumCodesSchema,
  enumerationByTypeSchema,
  enumItemSchema,
  standardCurrencySchema,
  type CloudEnvironment,
  type EnumerationByType,
  type EnumItem,
  type knownEnumerationCodes,
  type StandardCurrency,
} from '../schemas/enumerations';
import { getChecked } from './call';

/** A known enumeration code, or any other code the data holds. */
export type EnumerationCode = (typeof knownEnumerationCodes)[number] | (string & {});

/** The items of an enumeration in sequence; `enabled` keeps only enabled (or disabled) ones. */
export function listEnumerationItems(
  http: HttpClient,
  customEnumerationCode: EnumerationCode,
  filters: { readonly enabled?: boolean | undefined } = {},
  options?: RequestOptions,
): Promise<EnumItem[]> {
  return getChecked(
    http,
    'listEnumerationItems',
    '/api/enum/item/list',
    z.array(enumItemSchema),
    { customEnumerationCode, enabled: filters.enabled },
    options,
  );
}

/** The codes of the enumerations that exist. */
export function listEnumerationCodes(http: HttpClient, options?: RequestOptions): Promise<string[]> {
  return getChecked(
    http,
    'listEnumerationCodes',
    '/api/enum/item/codes',
    enumCodesSchema,
    undefined,
    options,
  );
}

/** The cloud environments; `enable` keeps only enabled (true) or disabled (false) ones. */
export function listCloudEnvironments(
  http: HttpClient,
  enable?: boolean,
  options?: RequestOptions,
): Promise<CloudEnvironment[]> {
  return getChecked(
    http,
    'listCloudEnvironments',
    '/api/cloud/env',
    z.array(cloudEnvironmentSchema),
    { enable },
    options,
  );
}

/** The custom enumeration templates of a type (above 2000). */
export function listEnumerationTemplatesByType(
  http: HttpClient,
  type: number,
  options?: RequestOptions,
): Promise<EnumerationByType[]> {
  return getChecked(
    http,
    'listEnumerationTemplatesByType',
    '/api/custom/enumerations/template/by/type',
    z.array(enumerationByTypeSchema),
    { type },
    options,
  );
}

/** The system enumerations of a type (0 to 2000). */
export function listSystemEnumerationsByType(
  http: HttpClient,
  systemCustomEnumerationType: number,
  options?: RequestOptions,
): Promise<EnumerationByType[]> {
  return getChecked(
    http,
    'listSystemEnumerationsByType',
    '/api/custom/enumeration/system/by/type',
    z.array(enumerationByTypeSchema),
    { systemCustomEnumerationType },
    options,
  );
}

/**
 * The standard currencies. `chineseName` answers the Chinese names as `currencyName` whatever the
 * interface language; otherwise the interface language decides.
 */
export function listStandardCurrencies(
  http: HttpClient,
  naming?: 'chineseName',
  options?: RequestOptions,
): Promise<StandardCurrency[]> {
  return getChecked(
    http,
    'listStandardCurrencies',
    '/api/company/standard/currency/getAll',
    z.array(standardCurrencySchema),
    naming ? { language: naming } : undefined,
    options,
  );
}
