import type { StoredRecord } from '@opsdesk/api';

/** The fields of a stored record without its identity and audit columns: what a write takes. */
export function fieldsOf(record: StoredRecord): Record<string, unknown> {
  const {
    id: _id,
    oid: _oid,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    createdBy: _createdBy,
    updatedBy: _updatedBy,
    ...fields
  } = record;
  return fields;
}
