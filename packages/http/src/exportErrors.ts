import { decodeBodySync } from './errors';

/** One failing row of an import or export: its line number in the file and what was wrong. */
export interface ExportErrorRow {
  readonly line: number;
  readonly message: string;
}

function lineNumberOf(value: unknown): number | undefined {
  const line = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof line === 'number' && Number.isInteger(line) && line >= 0 ? line : undefined;
}

function rowsFromDetails(list: readonly unknown[]): ExportErrorRow[] {
  const rows: ExportErrorRow[] = [];
  for (const entry of list) {
    if (entry === null || typeof entry !== 'object') continue;
    const { lineNumber, errorMessage } = entry as { lineNumber?: unknown; errorMessage?: unknown };
    const line = lineNumberOf(lineNumber);
    if (line === undefined || typeof errorMessage !== 'string') continue;
    rows.push({ line, message: errorMessage });
  }
  return rows;
}

function rowsFromMap(map: Record<string, unknown>): ExportErrorRow[] {
  const rows: ExportErrorRow[] = [];
  for (const [message, lines] of Object.entries(map)) {
    const list = Array.isArray(lines) ? lines : typeof lines === 'string' ? lines.split(',') : [lines];
    for (const value of list) {
      const line = lineNumberOf(value);
      if (line !== undefined) rows.push({ line, message });
    }
  }
  return rows;
}

/**
 * Turns the error list of an import or export into rows of line number plus error text, sorted by
 * line. Reads both shapes the services answer: a detail page of `{ lineNumber, errorMessage }`
 * (as an array, or as `content` of a page), or `{ errors: { "<message>": [<line>, ...] } }`.
 * Binary bodies are decoded first; anything else gives no rows.
 */
export function exportErrorRows(body: unknown): ExportErrorRow[] {
  const decoded = decodeBodySync(body);
  let rows: ExportErrorRow[] = [];
  if (Array.isArray(decoded)) {
    rows = rowsFromDetails(decoded);
  } else if (decoded !== null && typeof decoded === 'object') {
    const { content, errors } = decoded as { content?: unknown; errors?: unknown };
    if (Array.isArray(content)) rows = rowsFromDetails(content);
    else if (errors !== null && typeof errors === 'object' && !Array.isArray(errors)) {
      rows = rowsFromMap(errors as Record<string, unknown>);
    }
  }
  return rows.sort((a, b) => a.line - b.line || a.message.localeCompare(b.message));
}
