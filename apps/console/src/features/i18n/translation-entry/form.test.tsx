// @vitest-environment jsdom
import {
  apiMessages,
  translationLanguageMessages,
  translationLanguages,
  translationTextFields,
  translationTextMaxLength,
  type StoredRecord,
} from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { OpsIntlProvider, ToastProvider } from '@opsdesk/ui';
import { render, screen as page, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../../../app/ConsoleContext';
import type { ShellLocale } from '../../../catalogue/types';
import { messagesIn } from '../../../i18n/signedIn';
import { EditableForm } from '../../../resources/ResourceForm';
// Its cleanup after each test and the browser parts jsdom lacks.
import '../../../resources/test/renderInConsole';
import { screen } from './screen';

/** The name of each language in the shell's languages, as the api's message catalogue has it. */
const apiLocaleOf = { en: 'en', 'zh-CN': 'zh-CN', ja: 'ja' } as const satisfies Record<ShellLocale, string>;
const nameOf = (language: (typeof translationLanguages)[number], locale: ShellLocale) =>
  apiMessages[apiLocaleOf[locale]][translationLanguageMessages[language]];
/** The text input of a language (its field's textarea). */
const inputOf = (language: (typeof translationLanguages)[number]) => {
  const input = document.querySelector<HTMLTextAreaElement>(
    `textarea[name="${translationTextFields[language]}"]`,
  );
  if (!input) throw new Error(`No input for ${language}`);
  return input;
};
/** What a label says, without the required mark after it. */
const labelOf = (input: HTMLTextAreaElement) => input.labels[0]?.textContent?.replace(/\s*\*$/, '').trim();

const stored = (fields: Record<string, unknown>, version = 1): StoredRecord => ({
  ...fields,
  id: 7,
  oid: '6f1c2a4e-0d3b-4c5a-9e7f-1a2b3c4d5e6f',
  version,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
  updatedBy: 'admin',
});

const entry = stored({ messageKey: 'web.button.save', module: 'WEB_APP', zhCn: '保存', status: 'NEW' });

/** The generic form of translation management, in a drawer's place, with an http client that records its writes. */
function renderForm(mode: 'create' | 'edit', record?: StoredRecord, locale: ShellLocale = 'en') {
  const post = vi.fn((_url: string, body: Record<string, unknown>) => Promise.resolve(stored(body)));
  const put = vi.fn((_url: string, body: Record<string, unknown>) => Promise.resolve(stored(body, 2)));
  const onSaved = vi.fn();
  const http = { post, put } as unknown as HttpClient;
  const console = { http, language: locale === 'ja' ? 'ja' : 'en' } as ConsoleContextValue;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <EditableForm
            screen={screen}
            mode={mode}
            record={record}
            inDrawer={{ onSaved, onCancel: () => undefined }}
          />
        ),
      },
    ],
    { initialEntries: ['/main/i18n-language/language-management'] },
  );
  render(
    <ConsoleContext.Provider value={console}>
      <OpsIntlProvider locale={locale} messages={messagesIn(locale)}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </OpsIntlProvider>
    </ConsoleContext.Provider>,
  );
  return { put, onSaved };
}

/** The card of the entry's texts. */
const textsCard = (title = 'Texts') =>
  page.getByRole('heading', { name: title }).closest('section') ?? document.body;

// Seventeen inputs in one form: slow in jsdom on a loaded machine.
describe('translation management edits the 17 languages of an entry in one form', { timeout: 40_000 }, () => {
  it('shows one input per language, named by the language in the shell language, in the spec order', () => {
    renderForm('create');
    const inputs = within(textsCard()).getAllByRole('textbox');
    expect(inputs).toHaveLength(17);
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual(
      translationLanguages.map((language) => translationTextFields[language]),
    );
    expect(inputs.map((input) => labelOf(input as HTMLTextAreaElement))).toEqual(
      translationLanguages.map((language) => nameOf(language, 'en')),
    );
    // The accessible name is the language's name too.
    expect(page.getByRole('textbox', { name: /^Arabic/ })).toBe(inputOf('ar'));
  });

  it(`counts each text's characters up to ${translationTextMaxLength}, the count tied to its input`, async () => {
    renderForm('edit', { ...entry, enUs: 'Save' });
    const countOf = (input: HTMLTextAreaElement) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const count = ids
        .map((id) => document.getElementById(id))
        .find((element) => element?.id.endsWith('-count'));
      return count?.querySelector('[aria-hidden="true"]')?.textContent;
    };
    expect(translationLanguages.map((language) => countOf(inputOf(language)))).toEqual(
      translationLanguages.map((language) =>
        language === 'zh-cn' ? '2/500' : language === 'en-us' ? '4/500' : '0/500',
      ),
    );
    await userEvent.type(inputOf('fr'), 'Enregistrer.');
    expect(countOf(inputOf('fr'))).toBe('12/500');
  });

  it('stops typing at the limit', async () => {
    renderForm('edit', { ...entry, de: 'x'.repeat(translationTextMaxLength - 1) });
    await userEvent.type(inputOf('de'), 'abc');
    expect(inputOf('de').value).toHaveLength(translationTextMaxLength);
  });

  it('writes Arabic right to left, and only Arabic', () => {
    renderForm('create');
    expect(
      translationLanguages.filter((language) => inputOf(language).getAttribute('dir') === 'rtl'),
    ).toEqual(['ar']);
  });

  it('names the languages in Japanese when the shell speaks Japanese', () => {
    renderForm('create', undefined, 'ja');
    expect(translationLanguages.map((language) => labelOf(inputOf(language)))).toEqual(
      translationLanguages.map((language) => nameOf(language, 'ja')),
    );
  });

  it('saves the texts of all 17 languages in one request', async () => {
    const { put, onSaved } = renderForm('edit', entry);
    const user = userEvent.setup();
    // The Simplified Chinese text is there already; the other 16 are written now.
    const texts: Record<string, string> = { zhCn: '保存' };
    for (const language of translationLanguages.filter((code) => code !== 'zh-cn')) {
      const field = translationTextFields[language];
      texts[field] = `${language} text`;
      await user.click(inputOf(language));
      await user.paste(texts[field]);
    }
    expect(Object.keys(texts)).toHaveLength(17);
    await user.click(page.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0]?.[0]).toBe('/api/resources/translation-entry/7');
    expect(put.mock.calls[0]?.[1]).toMatchObject({
      messageKey: 'web.button.save',
      module: 'WEB_APP',
      ...texts,
      version: 1,
    });
  });

  it(`refuses a text over ${translationTextMaxLength} characters, naming its language`, async () => {
    const { put } = renderForm('edit', { ...entry, ar: 'ع'.repeat(translationTextMaxLength + 1) });
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    const arabic = inputOf('ar');
    expect(
      await page.findByText(`Arabic can be at most ${translationTextMaxLength} characters`),
    ).toBeTruthy();
    expect(arabic.getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();
  });

  it('says so in the shell language', async () => {
    renderForm('edit', { ...entry, ind: 'x'.repeat(translationTextMaxLength + 1) }, 'ja');
    await userEvent.click(page.getByRole('button', { name: '保存' }));
    expect(await page.findByText(/インドネシア語.*500/)).toBeTruthy();
  });
});
