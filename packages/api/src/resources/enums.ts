// Value sets that resources of the catalogue and of the area modules share, and that schemas of
// lookups use. The area modules may not import the catalogue (the catalogue imports them), and a
// lookup's schema should not load every area: a set used in more than one place lives here, once.

/**
 * Whether a taxpayer is a general VAT taxpayer or a small-scale one (which changes the invoice and the
 * rate): receipt titles, finance customers and partners, invoices.
 */
export const taxpayerKinds = ['GENERAL', 'SMALL_SCALE'] as const;

/** What an order line sells: software subscriptions, services (implementation days...), resource packs. */
export const orderLargeCategories = ['SOFTWARE', 'SERVICE', 'RESOURCE'] as const;

/** The workplace-messaging platforms tenants buy and use the product through: DingTalk, WeCom, Lark. */
export const tenantMessagingPlatforms = ['DINGTALK', 'WECHAT', 'LARK'] as const;

/** The continents countries are grouped by. */
export const continents = [
  'ASIA',
  'EUROPE',
  'AFRICA',
  'NORTH_AMERICA',
  'SOUTH_AMERICA',
  'OCEANIA',
  'ANTARCTICA',
] as const;

/** The kinds of form a lookup of forms tells apart. */
export const formTypes = ['PROXY', 'LOAN_REFERENCE', 'FINANCE', 'CUSTOM'] as const;

/**
 * The workflow of release, SQL, middleware and data-search requests: a requester drafts and
 * submits (deploy:request); an operator approves or rejects, executes and marks it done or failed
 * (deploy:operate); the requester may cancel until execution starts.
 */
export const deployRequestStatuses = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'EXECUTING',
  'DONE',
  'FAILED',
  'CANCELLED',
] as const;
