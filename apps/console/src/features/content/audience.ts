import { t } from '../../resources/kit';

/**
 * Who sees a piece of content: everyone, a tenant group or some tenants. A form section of every
 * content screen that targets tenants, so that they all ask it in the same place and words.
 */
export const audienceSection = {
  title: t('投放范围', 'Audience', '配信対象'),
  fields: ['audience', 'tenantGroupCode', 'tenantCodes'],
} as const;
