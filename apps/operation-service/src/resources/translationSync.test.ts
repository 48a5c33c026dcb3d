import type { StoredRecord } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { must } from '../must';
import { fieldsOf } from './recordFields';

let service: TestService;
let token: string;

beforeAll(async () => {
  service = await startTestService();
  token = await service.login('content');
});
afterAll(async () => {
  await service.close();
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await service.call({ method, url, token, ...(payload && { payload }) });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? undefined : response.json();
}

const minorityOf = async (entry: StoredRecord, languageCode: string): Promise<StoredRecord | undefined> =>
  (
    await call(
      'GET',
      `/api/resources/minority-translation?keyword=${String(entry.messageKey)}&languageCode=${languageCode}&size=100`,
    )
  ).content.find(
    (record: StoredRecord) => record.messageKey === entry.messageKey && record.module === entry.module,
  );

/** A new entry of the content editor's, with a Portuguese and a Korean text. */
async function newEntry(key: string): Promise<StoredRecord> {
  return call('POST', '/api/resources/translation-entry', {
    messageKey: key,
    module: must((await call('GET', '/api/resources/translation-entry?size=1')).content[0], 'entry').module,
    zhCn: '保存',
    enUs: 'Save',
    pt: 'Salvar',
    ko: '저장',
  });
}

describe('translation entries and their minority-language records', () => {
  it('make a record of each minority language the entry has a text in, translated by the writer', async () => {
    const entry = await newEntry('sync.save.one');
    const portuguese = must(await minorityOf(entry, 'pt'), 'pt record');
    expect(portuguese).toMatchObject({
      sourceText: '保存',
      translation: 'Salvar',
      status: 'TRANSLATED',
      translator: expect.stringMatching(/\S/),
    });
    expect(await minorityOf(entry, 'ko')).toMatchObject({ translation: '저장' });
    expect(await minorityOf(entry, 'fr')).toBeUndefined();
  });

  it('carry a changed text to the record (its review cleared) and a changed source to every record', async () => {
    const entry = await newEntry('sync.save.two');
    const korean = must(await minorityOf(entry, 'ko'), 'ko record');
    await call('PUT', `/api/resources/minority-translation/${korean.id}`, {
      ...fieldsOf(korean),
      status: 'REVIEWED',
      reviewer: 'Reviewer',
      reviewedDate: '2026-12-01',
      version: korean.version,
    });
    const current = await call('GET', `/api/resources/translation-entry/${entry.id}`);
    await call('PUT', `/api/resources/translation-entry/${entry.id}`, {
      ...fieldsOf(current),
      zhCn: '保存修改',
      pt: 'Salvar alterações',
      version: current.version,
    });
    expect(await minorityOf(entry, 'pt')).toMatchObject({
      sourceText: '保存修改',
      translation: 'Salvar alterações',
      status: 'TRANSLATED',
    });
    const reviewed = must(await minorityOf(entry, 'ko'), 'ko record');
    // Its text did not follow the new source: to be translated again, the old review gone.
    expect(reviewed).toMatchObject({ sourceText: '保存修改', translation: '저장', status: 'UNTRANSLATED' });
    expect(reviewed.reviewer).toBeUndefined();
  });

  it("write a record's translation, as a reviewer corrects it, into the entry", async () => {
    const entry = await newEntry('sync.save.three');
    const portuguese = must(await minorityOf(entry, 'pt'), 'pt record');
    await call('PUT', `/api/resources/minority-translation/${portuguese.id}`, {
      ...fieldsOf(portuguese),
      translation: 'Gravar',
      status: 'REVIEWED',
      reviewer: 'Reviewer',
      version: portuguese.version,
    });
    expect((await call('GET', `/api/resources/translation-entry/${entry.id}`)).pt).toBe('Gravar');
    // The entry's write came back to the record unchanged: it stays reviewed.
    expect(await minorityOf(entry, 'pt')).toMatchObject({ translation: 'Gravar', status: 'REVIEWED' });
  });

  it('delete the records of a deleted entry, each with its history', async () => {
    const entry = await newEntry('sync.save.four');
    const portuguese = must(await minorityOf(entry, 'pt'), 'pt record');
    await call('DELETE', `/api/resources/translation-entry/${entry.id}`);
    expect(await minorityOf(entry, 'pt')).toBeUndefined();
    const { rows } = await service.db.query<{ action: string; actor: string }>(
      "select action, actor from resource_history where resource = 'minority-translation' and record_id = $1 order by id",
      [portuguese.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'DELETE']);
    expect(new Set(rows.map((row) => row.actor))).toEqual(new Set(['content']));
  });
});
