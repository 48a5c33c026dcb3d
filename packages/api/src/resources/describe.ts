import type { ApiLocale } from '../constants/messages';

// What a resource's fields mean to the people who read them: a label in every language, what kind of
// value each holds (an enum with the words of its values, money in a currency, a reference to another
// record, rich text, an image...), whether the server makes it, and a safe default. The service
// validates and words its answers from this, the console renders every generic screen from it.

/** A text in every interface language of the packages (zh-CN, en, ja, zh-TW, it). */
export type Words = Readonly<Record<ApiLocale, string>>;

/** Writes a text in the packages' five languages, in that order: zh-CN, en, ja, zh-TW, it. */
export const words = (zhCN: string, en: string, ja: string, zhTW: string, it: string): Words => ({
  'zh-CN': zhCN,
  en,
  ja,
  'zh-TW': zhTW,
  it,
});

/** The colour of a value shown as a badge. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** One value of an enum: its words, and its tone where the value is a state shown as a badge. */
export interface EnumValueDescription {
  readonly words: Words;
  readonly tone?: Tone;
}

/**
 * The words of each value of an enum, in the order the values are offered. A value that is a number
 * (a licence's 1 and 0, a tax rate, a document category) is keyed by its text (`'13'`): an object
 * lists such keys in ascending order, so a field of numbers takes its order from its schema's
 * literals or from `enumOrder` (see `enumOptionsOf`).
 */
export type EnumDescription<V extends string = string> = Readonly<Record<V, EnumValueDescription>>;

/**
 * An enum: its values (for `z.enum(values)`) and what each means. Define a value set once and use it
 * in the schema and in the fields' descriptions, so that filters, badges, details, dashboards,
 * history and exports all say the same words.
 */
export interface EnumDefinition<V extends string = string> {
  readonly values: readonly [V, ...V[]];
  readonly words: EnumDescription<V>;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineEnum<const V extends string>(
  described: Record<V, EnumValueDescription>,
): EnumDefinition<V> {
  const values = Object.keys(described) as V[];
  if (values.length === 0) throw new Error('An enum needs at least one value.');
  return { values: values as [V, ...V[]], words: described };
}

/**
 * What kind of value a field holds, beyond its zod type:
 * - `text`: one line; `longText`: several lines; `richText`: HTML written with the rich-text editor,
 *   shown through the sanitiser; `code`: an identifier shown in a fixed-width face;
 * - `enum`: one of the values of `enum` (a list of them when the schema is an array);
 * - `money`: an amount, in the currency of `currencyField` when there is one;
 * - `number`: a quantity, with `unit` when it has one;
 * - `date` (YYYY-MM-DD), `dateTime`, `time` (HH:mm);
 * - `reference`: points at a record of another resource or a lookup (`reference`), shown by its name;
 * - `attachment`, `image`: an uploaded file's OID (images shown as a thumbnail);
 * - `switch`: a yes/no; `email`, `url`, `phone`: contact values shown as links.
 */
export type FieldSemantic =
  | 'text'
  | 'longText'
  | 'richText'
  | 'code'
  | 'enum'
  | 'money'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'time'
  | 'reference'
  | 'attachment'
  | 'image'
  | 'switch'
  | 'email'
  | 'url'
  | 'phone';

/**
 * The lookups of `@opsdesk/pickers` a reference can point at, and what the field stores:
 * tenant → the tenant's id, company → the company's id, backendUser and users → the user's id,
 * staff → userOID, contract → contractCode, order → orderCode, crmCustomer → customerCode,
 * tenantGroup → tenantGroupCode, currency → currencyCode, airline → code, cloudEnvironment → code,
 * city → adCode, functionPackage → pkgCode, setOfBooks → setOfBooksCode, country → adCode.
 */
export type LookupName =
  | 'tenant'
  | 'company'
  | 'backendUser'
  | 'users'
  | 'staff'
  | 'contract'
  | 'order'
  | 'crmCustomer'
  | 'tenantGroup'
  | 'currency'
  | 'airline'
  | 'cloudEnvironment'
  | 'city'
  | 'functionPackage'
  | 'setOfBooks'
  | 'country';

/** What a reference field points at: a lookup of the pickers, or a record of another resource. */
export type FieldReference =
  | { readonly lookup: LookupName }
  | {
      /** The resource's name in the generic resource API. */
      readonly resource: string;
      /** The field of that resource the reference stores; `id` when absent. */
      readonly valueField?: string;
      /** The field that names a record of it; its title field when absent. */
      readonly labelField?: string;
    };

/** One field as people meet it. */
export interface FieldDescription {
  /** What the field is called, in every language. */
  readonly label: Words;
  /** What kind of value it holds; when absent, read from the zod type (string → text, enum → enum...). */
  readonly kind?: FieldSemantic;
  /** For an enum field (or a list of enum values): the words of each value. */
  readonly enum?: EnumDescription;
  /**
   * For an enum whose values are numbers, when they are offered in another order than their
   * schema lists them (or the schema lists none): the values in that order, each once. An object
   * keeps integer keys in ascending order, so `enum` cannot say it.
   */
  readonly enumOrder?: readonly (string | number)[];
  /** For a reference field: what it points at. */
  readonly reference?: FieldReference;
  /** For a money field: the field holding its ISO 4217 currency (CNY when absent). */
  readonly currencyField?: string;
  /** For a number: its unit ("days", "MB"...). */
  readonly unit?: Words;
  /**
   * The server makes it (request numbers, order numbers): never typed, shown once the record exists.
   * The service writes `<prefix><yyyyMMdd><4-digit sequence of the day>` when a create leaves it out.
   */
  readonly generated?: { readonly prefix: string };
  /** A line that helps fill it in. */
  readonly hint?: Words;
}

/** The description of each field of a resource, by field name. */
export type FieldDescriptions<F extends string = string> = Readonly<Partial<Record<F, FieldDescription>>>;
