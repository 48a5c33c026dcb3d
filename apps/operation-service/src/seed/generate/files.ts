import type { ResourceDescriptor, RoleCode } from '@opsdesk/api';
import type { PlannedStep } from './plan';

// A record's image or attachment field holds an attachment's OID. Each area of the seed declares
// the fields it fills and what kind of file stands behind them; `attachments.ts` draws the files
// (a PNG, or a one-page PDF) and stores them under the OIDs the records hold.

interface FileFieldBase {
  readonly resource: string;
  readonly field: string;
  /**
   * Who uploaded the files: the demo account of this role, or no console account for files that
   * the customer's product uploads or the platform makes itself (print output, for one).
   */
  readonly uploadedBy: RoleCode | null;
  /** How the file names start (`<name>-<n>.png`); the resource's name when absent. */
  readonly fileName?: string;
}

/** An image field: the seed draws a PNG of this size with the caption and the record's number. */
export interface SeededImageField extends FileFieldBase {
  readonly kind: 'image';
  readonly width: number;
  readonly height: number;
  /** The word written on the generated image, before the record's number (A–Z, 0–9, '-', ' '). */
  readonly caption: string;
}

/** A document field: the seed writes a one-page PDF whose title line is this, with the record's number. */
export interface SeededPdfField extends FileFieldBase {
  readonly kind: 'pdf';
  /** Plain ASCII: the PDF's standard font has no Chinese glyphs. */
  readonly title: string;
}

export type SeededFileField = SeededImageField | SeededPdfField;

/** The fields of a resource that hold an attachment's OID, as its description says. */
export function describedFileFields(resource: ResourceDescriptor): string[] {
  return Object.entries(resource.fields)
    .filter(([, described]) => described?.kind === 'image' || described?.kind === 'attachment')
    .map(([field]) => field);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What is wrong with the file fields of an area's steps, one line per problem (empty when sound):
 * a field its resource describes as an image or an attachment that the area does not declare (or
 * declares as the other kind of file: an image field's file is an image, an attachment's a PDF),
 * a declared field that no record fills, a value that is no OID. `mayBeEmpty` names the fields
 * (`resource.field`) that a small scale may leave empty: an optional field of a handful of records.
 */
export function fileFieldProblems(
  steps: readonly PlannedStep[],
  declared: readonly SeededFileField[],
  mayBeEmpty: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const { resource, rows } of steps) {
    for (const field of describedFileFields(resource)) {
      const at = `${resource.name}.${field}`;
      const entry = declared.find(
        (candidate) => candidate.resource === resource.name && candidate.field === field,
      );
      const kind = resource.fields[field]?.kind === 'image' ? 'image' : 'pdf';
      if (!entry) problems.push(`${at}: not declared`);
      else if (entry.kind !== kind) problems.push(`${at}: declared as ${entry.kind}, described as ${kind}`);
      const values = rows
        .map((row) => (row.data as Record<string, unknown>)[field])
        .filter((value) => value !== undefined);
      if (values.length === 0 && !mayBeEmpty.includes(at)) problems.push(`${at}: filled on no record`);
      for (const value of values)
        if (typeof value !== 'string' || !UUID.test(value))
          problems.push(`${at}: ${String(value)} is no OID`);
    }
  }
  for (const entry of declared)
    if (!steps.some((candidate) => candidate.resource.name === entry.resource))
      problems.push(`${entry.resource}.${entry.field}: declared for a resource the area does not seed`);
  return problems;
}
