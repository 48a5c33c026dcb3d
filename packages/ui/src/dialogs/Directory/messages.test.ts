import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locales';
import { addressBookMessages } from './AddressBookDialog.messages';
import { invoiceTitleMessages } from './InvoiceTitleDialog.messages';

const modules = { addressBook: addressBookMessages, invoiceTitle: invoiceTitleMessages };
const values = {
  count: 2,
  max: 5,
  shown: 20,
  total: 26,
  query: 'x',
  department: 'D',
  name: 'N',
  id: 'A1',
  label: 'L',
  spanId: 's',
};

describe('the messages of the directory dialogs', () => {
  for (const [dialog, messages] of Object.entries(modules)) {
    it(`names every id of ${dialog} ui.${dialog}.<key>`, () => {
      for (const id of Object.keys(messages)) expect(id.startsWith(`ui.${dialog}.`)).toBe(true);
    });

    it(`formats every message of ${dialog} in every locale`, () => {
      for (const locale of uiLocales) {
        const intl = createIntl({
          locale,
          messages: Object.fromEntries(Object.entries(messages).map(([id, texts]) => [id, texts[locale]])),
          onError: (error) => {
            throw error;
          },
        });
        for (const id of Object.keys(messages)) {
          const text = intl.formatMessage({ id }, values);
          expect(text.trim(), `${id} in ${locale}`).not.toBe('');
          expect(text, `${id} in ${locale}`).not.toMatch(/[{}]/);
        }
      }
    });
  }
});
