/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"):
 * equals, plus, minus, at, tab and carriage return.
 */
const FORMULA_TRIGGERS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Makes a text cell inert: a text that a spreadsheet would run as a formula is prefixed with a
 * single quote, as OWASP recommends. Anything else is kept as it is.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/**
 * Undoes `neutraliseFormula`, so that an exported workbook imports back the texts it was made
 * from: a single quote followed by a formula trigger loses the quote.
 */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_TRIGGERS.has(text.charAt(1)) ? text.slice(1) : text;
}
