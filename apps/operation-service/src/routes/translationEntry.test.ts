import { translationLanguages, translationTextFields, translationTextMaxLength } from '@opsdesk/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

// Translation management edits the texts of all 17 languages of an entry in one form: one record,
// saved in one request.

let service: TestService;
let editor: string;

beforeAll(async () => {
  service = await startTestService();
  editor = await service.tokenOf('CONTENT_EDITOR');
});

afterAll(() => service.close());

const texts = {
  zhCn: '保存',
  enUs: 'Save',
  ja: '保存',
  zhTw: '儲存',
  zhHk: '儲存',
  it: 'Salva',
  pt: 'Salvar',
  vi: 'Lưu',
  es: 'Guardar',
  ko: '저장',
  ind: 'Simpan',
  ar: 'حفظ',
  de: 'Speichern',
  th: 'บันทึก',
  ms: 'Simpan',
  ru: 'Сохранить',
  fr: 'Enregistrer',
} as const;

describe('a translation entry in all 17 languages', () => {
  it('has a text for every language of the spec in this sample', () => {
    expect(Object.keys(texts).sort()).toEqual(
      translationLanguages.map((language) => translationTextFields[language]).sort(),
    );
  });

  it('keeps the 17 texts it is created with, and the changes of one update', async () => {
    const created = await service.call({
      method: 'POST',
      url: '/api/resources/translation-entry',
      token: editor,
      payload: { messageKey: 'web.button.save17', module: 'WEB_APP', ...texts },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    const read = await service.call({
      method: 'GET',
      url: `/api/resources/translation-entry/${id}`,
      token: editor,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject(texts);

    const changed = { ...texts, ar: 'احفظ', ind: 'Simpan data', fr: 'Sauvegarder' };
    const updated = await service.call({
      method: 'PUT',
      url: `/api/resources/translation-entry/${id}`,
      token: editor,
      payload: { messageKey: 'web.button.save17', module: 'WEB_APP', ...changed, version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    const again = await service.call({
      method: 'GET',
      url: `/api/resources/translation-entry/${id}`,
      token: editor,
    });
    expect(again.json()).toMatchObject({ ...changed, version: 2 });
  });

  it('refuses a text over the limit, naming its language', async () => {
    const response = await service.call({
      method: 'POST',
      url: '/api/resources/translation-entry',
      token: editor,
      payload: {
        messageKey: 'web.button.tooLong',
        module: 'WEB_APP',
        ...texts,
        th: 'ก'.repeat(translationTextMaxLength + 1),
      },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ validationErrors: { field: string; message: string }[] }>()
      .validationErrors;
    expect(errors.map((error) => error.field)).toEqual(['th']);
    expect(errors[0]?.message).toContain('Thai');
  });
});
