/**
 * Invoice titles (receipt titles, spec §3: identifier `key`): their shape as `listReceiptTitles`
 * answers them, and the pure parts of the dialog that picks one.
 */

/** General or small-scale taxpayer (spec §9). */
export const taxpayerKinds = ['GENERAL', 'SMALL_SCALE'] as const;
export type TaxpayerKind = (typeof taxpayerKinds)[number];

/** An invoice title with the fields printed on an invoice (`ReceiptTitleLookup` fits as it is). */
export interface InvoiceTitle {
  readonly key: string;
  readonly titleName: string;
  readonly taxNumber: string;
  readonly taxpayerKind: TaxpayerKind;
  readonly address?: string | null | undefined;
  readonly telephone?: string | null | undefined;
  readonly bankName?: string | null | undefined;
  readonly bankAccount?: string | null | undefined;
}

/** What a search answers: the titles under `rows` with the whole count (as `listReceiptTitles`), or a list. */
export type InvoiceTitleAnswer<T extends InvoiceTitle = InvoiceTitle> =
  readonly T[] | { readonly rows: readonly T[]; readonly total: number };

export interface InvoiceTitleSearchOptions {
  readonly signal: AbortSignal;
  /** Only the titles of this kind; every kind when undefined. */
  readonly taxpayerKind: TaxpayerKind | undefined;
}

/** Searches titles by name or tax number (the empty query lists them). */
export type SearchInvoiceTitles<T extends InvoiceTitle = InvoiceTitle> = (
  query: string,
  options: InvoiceTitleSearchOptions,
) => Promise<InvoiceTitleAnswer<T>>;

/** The rows of an answer and the whole count (at least the rows given). */
export function readAnswer<T extends InvoiceTitle>(
  answer: InvoiceTitleAnswer<T>,
): { readonly rows: readonly T[]; readonly total: number } {
  if (isRowList(answer)) return { rows: answer, total: answer.length };
  return { rows: answer.rows, total: Math.max(answer.total, answer.rows.length) };
}

function isRowList<T extends InvoiceTitle>(answer: InvoiceTitleAnswer<T>): answer is readonly T[] {
  return Array.isArray(answer);
}

/** The tone of the kind's badge: general taxpayers stand out (they issue special VAT invoices). */
export function taxpayerKindTone(kind: TaxpayerKind): 'info' | 'neutral' {
  return kind === 'GENERAL' ? 'info' : 'neutral';
}

/** The non-empty parts joined by a space: "address phone", "bank account", as an invoice prints them. */
export function joinField(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/** The fields of the detail panel, in the order an invoice prints them. */
export type InvoiceFieldName = 'titleName' | 'taxNumber' | 'addressPhone' | 'bankAccount';
export const invoiceFieldNames: readonly InvoiceFieldName[] = [
  'titleName',
  'taxNumber',
  'addressPhone',
  'bankAccount',
];

/** The text of each field of a title ('' when it is not given). */
export function invoiceFields(title: InvoiceTitle): Readonly<Record<InvoiceFieldName, string>> {
  return {
    titleName: title.titleName.trim(),
    taxNumber: title.taxNumber.trim(),
    addressPhone: joinField(title.address, title.telephone),
    bankAccount: joinField(title.bankName, title.bankAccount),
  };
}

/** Every given field as `label：value` lines, for "copy all" (labels in the interface language). */
export function invoiceFieldsText(
  title: InvoiceTitle,
  labelOf: (field: InvoiceFieldName) => string,
  separator = ': ',
): string {
  const fields = invoiceFields(title);
  return invoiceFieldNames
    .filter((field) => fields[field] !== '')
    .map((field) => `${labelOf(field)}${separator}${fields[field]}`)
    .join('\n');
}
