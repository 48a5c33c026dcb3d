/**
 * The message ids the resource schemas give their own checks. A failed check carries the id, not a
 * text: the operation-service and the console each turn it into the user's language with
 * `translateValidationMessage`, so one schema speaks every interface language.
 */
export const ValidationMessage = {
  /** Codes: letters, digits, dash, underscore and dot, starting with a letter or digit. */
  CODE: 'validation.code',
  /** Money: at most 2 decimals. */
  MONEY: 'validation.money',
  /** A calendar date, YYYY-MM-DD. */
  DATE: 'validation.date',
  /** A time of day, HH:mm. */
  TIME: 'validation.time',
  /** A mobile number of 6 to 15 digits, with an optional leading +. */
  MOBILE: 'validation.mobile',
  /** An ISO 4217 currency code: 3 capital letters. */
  CURRENCY_CODE: 'validation.currencyCode',
  /** An ISO 3166 alpha-2 country code: 2 capital letters. */
  COUNTRY_CODE: 'validation.countryCode',
  /** A taxpayer number: 15 to 20 capital letters and digits. */
  TAX_NUMBER: 'validation.taxNumber',
  /** An airline code: 2 or 3 capital letters and digits. */
  AIRLINE_CODE: 'validation.airlineCode',
  /** A colour as #RRGGBB. */
  COLOR: 'validation.color',
  /** A host name: letters, digits, dots and dashes. */
  DOMAIN_NAME: 'validation.domainName',
  /** An IPv4 address: four dotted numbers, each 0 to 255 (spec §5). */
  IP_ADDRESS: 'validation.ipAddress',
  /** A range whose end comes before its start (spec §5: "end time is before start time"). */
  DATE_RANGE: 'validation.dateRange',
  /** The super administrator's role keeps role management, its sub-menus, and stays enabled (§6). */
  SUPER_ADMIN_ROLE_MANAGEMENT: 'validation.superAdminRoleManagement',
  /** A built-in role is one of the product's roles: it is not deleted and its code does not change. */
  BUILT_IN_ROLE: 'validation.builtInRole',
  /** A role assigned to an account must exist and be enabled. */
  ROLE_UNAVAILABLE: 'validation.roleUnavailable',
} as const;

export type ValidationMessageId = (typeof ValidationMessage)[keyof typeof ValidationMessage];

export function isValidationMessageId(message: string): message is ValidationMessageId {
  return (Object.values(ValidationMessage) as string[]).includes(message);
}
