import {
  companyConfigurationDefaults,
  companyConfigurationFields,
  type CompanyConfiguration,
} from '@opsdesk/api';
import type { Queryable } from '../db';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A company's stored configuration over the defaults. A stored setting that is not valid (a hand
 * edit, an older format) gives way to its default instead of breaking every form that reads it.
 */
function configurationOf(stored: Record<string, unknown>): CompanyConfiguration['configuration'] {
  const configuration: Record<string, unknown> = { ...stored };
  for (const [key, schema] of Object.entries(companyConfigurationFields)) {
    const parsed = schema.safeParse(stored[key]);
    configuration[key] = parsed.success
      ? parsed.data
      : companyConfigurationDefaults[key as keyof typeof companyConfigurationDefaults];
  }
  const settings = configuration as CompanyConfiguration['configuration'];
  if (settings.passwordMinLength > settings.passwordMaxLength) {
    settings.passwordMinLength = companyConfigurationDefaults.passwordMinLength;
    settings.passwordMaxLength = companyConfigurationDefaults.passwordMaxLength;
  }
  return settings;
}

/**
 * The configuration of a company (upload limit, attachment count, password bounds...) over the
 * defaults; the defaults alone for an account without a company.
 */
export async function companyConfigurationOf(
  db: Queryable,
  companyId: number | null,
): Promise<CompanyConfiguration> {
  const stored =
    companyId === null
      ? undefined
      : (
          await db.query<{ configuration: unknown }>(
            'select configuration from company_configuration where company_id = $1',
            [companyId],
          )
        ).rows[0];
  return {
    companyId,
    customized: stored !== undefined,
    configuration: configurationOf(isPlainObject(stored?.configuration) ? stored.configuration : {}),
  };
}
