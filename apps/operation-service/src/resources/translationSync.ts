import {
  minorityTranslationLanguages,
  minorityTranslationResource,
  translationEntryResource,
  translationTextFields,
  type StoredRecord,
} from '@opsdesk/api';
import type { Queryable } from '../db';
import { createRecord, deleteRecord, onRecordWrite, updateRecord, type WriteContext } from './engine';
import { fieldsOf } from './recordFields';

// A translation entry holds its text in all 17 languages; a minority language's text is also
// reviewed language by language in its `minority-translation` record. The two are one text, kept
// in step on every write of either, in the write's transaction and in the writer's name (so the
// history of both says who changed what):
// - an entry's text in a minority language is its record's translation: a new or changed text makes
//   or updates the record (Translated, by the writer, its review cleared); a changed Chinese source
//   goes to every record of the entry, and a record whose text did not change with it is to be
//   translated again (Untranslated);
// - a record's translation is the entry's text in that language;
// - deleting an entry deletes its records.
// Each side writes only what differs, so a write of one side ends at the other.

type Data = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The records of a resource for one message key of a module (an entry, or its minority records). */
async function recordsOfKey(db: Queryable, resource: string, module: unknown, messageKey: unknown) {
  const { rows } = await db.query<{ id: number; version: number; data: Data }>(
    `select id, version, data from resource_record
      where resource = $1 and data->>'module' = $2 and data->>'messageKey' = $3`,
    [resource, String(module), String(messageKey)],
  );
  return rows;
}

async function entryOf(
  db: Queryable,
  module: unknown,
  messageKey: unknown,
): Promise<StoredRecord | undefined> {
  const row = (await recordsOfKey(db, translationEntryResource.name, module, messageKey))[0];
  return row && ({ ...row.data, id: row.id, version: row.version } as StoredRecord);
}

async function minorityRecordsOf(db: Queryable, module: unknown, messageKey: unknown) {
  const rows = await recordsOfKey(db, minorityTranslationResource.name, module, messageKey);
  return new Map(rows.map((row) => [String(row.data.languageCode), row]));
}

async function entryWritten(
  db: Queryable,
  recordId: number,
  action: string,
  before: Data,
  context: WriteContext,
) {
  if (action === 'DELETE') {
    for (const record of (await minorityRecordsOf(db, before.module, before.messageKey)).values())
      await deleteRecord(db, minorityTranslationResource, record.id, context);
    return;
  }
  const { rows } = await db.query<{ data: Data }>('select data from resource_record where id = $1', [
    recordId,
  ]);
  const entry = rows[0]?.data;
  if (!entry) return;
  const records = await minorityRecordsOf(db, entry.module, entry.messageKey);
  for (const languageCode of minorityTranslationLanguages) {
    const translation = text(entry[translationTextFields[languageCode]]);
    const record = records.get(languageCode);
    if (!record) {
      if (!translation) continue;
      await createRecord(
        db,
        minorityTranslationResource,
        {
          messageKey: entry.messageKey,
          module: entry.module,
          languageCode,
          sourceText: entry.zhCn,
          translation,
          status: 'TRANSLATED',
          translator: context.principal.name,
        },
        context,
      );
      continue;
    }
    const sourceChanged = record.data.sourceText !== entry.zhCn;
    const translationChanged = text(record.data.translation) !== translation;
    if (!sourceChanged && !translationChanged) continue;
    const { reviewer: _reviewer, reviewedDate: _reviewedDate, ...kept } = record.data;
    const next: Data = { ...kept, sourceText: entry.zhCn };
    if (translationChanged) {
      if (translation) next.translation = translation;
      else delete next.translation;
      next.status = translation ? 'TRANSLATED' : 'UNTRANSLATED';
      next.translator = context.principal.name;
    } else {
      // The source changed under an unchanged text: it is to be translated again.
      next.status = 'UNTRANSLATED';
    }
    await updateRecord(db, minorityTranslationResource, record.id, record.version, next, context);
  }
}

async function minorityWritten(db: Queryable, recordId: number, action: string, context: WriteContext) {
  if (action === 'DELETE') return;
  const { rows } = await db.query<{ data: Data }>('select data from resource_record where id = $1', [
    recordId,
  ]);
  const record = rows[0]?.data;
  if (!record) return;
  const entry = await entryOf(db, record.module, record.messageKey);
  const language = record.languageCode as (typeof minorityTranslationLanguages)[number];
  const field = translationTextFields[language];
  if (!entry || !field || text(entry[field]) === text(record.translation)) return;
  // The entry's other fields as they are; this language's text as the record's (none when it has none).
  const translation = text(record.translation);
  const next: Data = Object.fromEntries(Object.entries(fieldsOf(entry)).filter(([name]) => name !== field));
  if (translation) next[field] = translation;
  await updateRecord(db, translationEntryResource, entry.id, entry.version, next, context);
}

/** Keeps translation entries and their minority-language records in step (see above). */
export function keepTranslationsInStep(): void {
  onRecordWrite(translationEntryResource.name, (db, write) =>
    entryWritten(db, write.recordId, write.action, (write.changes ?? {}) as Data, write.context),
  );
  onRecordWrite(minorityTranslationResource.name, (db, write) =>
    minorityWritten(db, write.recordId, write.action, write.context),
  );
}
