import { describe, expect, test } from 'vitest';
import { documentStatuses, operateCategoryMessages } from './documentStatus';
import { translationLanguageMessages } from './languages';
import { apiLocales, apiMessages, type ApiMessageId } from './messages';
import {
  bookingStatusMessages,
  documentCategoryMessages,
  employeeStatusMessages,
  expenseApplicationStatusMessages,
  furtherDocumentStatusMessages,
  historyEventMessages,
  orderStatusMessages,
  orderTypeMessages,
  receiptMailingStatusMessages,
  receiptStatusMessages,
} from './statuses';
import { apiMessage, statusLabel, translateValidationMessage } from './translate';
import { ValidationMessage } from './validation';

const ids = Object.keys(apiMessages.en) as ApiMessageId[];

/** Every message id a constant of the package points at. */
const referencedIds: readonly string[] = [
  ...documentStatuses.map((status) => status.meaning),
  ...[
    operateCategoryMessages,
    expenseApplicationStatusMessages,
    furtherDocumentStatusMessages,
    orderStatusMessages,
    orderTypeMessages,
    receiptStatusMessages,
    receiptMailingStatusMessages,
    bookingStatusMessages,
    employeeStatusMessages,
    historyEventMessages,
    documentCategoryMessages,
    translationLanguageMessages,
    ValidationMessage,
  ].flatMap((messages) => Object.values(messages)),
];

describe('apiMessages', () => {
  test.each(apiLocales)('has a text for every message id in %s', (locale) => {
    const missing = ids.filter((id) => !apiMessages[locale][id]?.trim());
    expect(missing).toEqual([]);
  });

  test.each(apiLocales)('has no message id in %s that English lacks', (locale) => {
    expect(Object.keys(apiMessages[locale]).filter((id) => !(id in apiMessages.en))).toEqual([]);
  });

  test('has a text for every message id the constants point at', () => {
    expect(referencedIds.filter((id) => !(id in apiMessages.en))).toEqual([]);
  });

  test('holds no message id that no constant points at', () => {
    const referenced = new Set(referencedIds);
    expect(ids.filter((id) => !referenced.has(id))).toEqual([]);
  });
});

describe('statusLabel', () => {
  test('gives the meaning of a document status in the locale asked', () => {
    expect(apiLocales.map((locale) => statusLabel(1007, locale))).toEqual([
      '待付款',
      'Awaiting payment',
      '支払待ち',
      '待付款',
      'In attesa di pagamento',
    ]);
  });

  test('reads a code given as a string', () => {
    expect(statusLabel('10011002', 'en')).toBe('Rejected');
  });

  test('shows an unknown code as it is', () => {
    expect(statusLabel(4711, 'ja')).toBe('4711');
  });
});

describe('apiMessage', () => {
  test('gives the text of an id in the locale asked', () => {
    expect(apiMessage(orderTypeMessages.RENEWAL, 'zh-TW')).toBe('續費');
  });

  test('shows # for an id the catalogue lacks', () => {
    expect(apiMessage('orderType.barter' as ApiMessageId, 'en')).toBe('#');
  });
});

describe('translateValidationMessage', () => {
  test('turns a validation message id into its text', () => {
    expect(translateValidationMessage('validation.date', 'zh-CN')).toBe('请按 YYYY-MM-DD 格式填写日期');
  });

  test.each([
    [ValidationMessage.IP_ADDRESS, 'Enter an IP address: four numbers from 0 to 255 separated by dots.'],
    [ValidationMessage.DATE_RANGE, 'The end time is before the start time.'],
    [
      ValidationMessage.SUPER_ADMIN_ROLE_MANAGEMENT,
      'The super administrator keeps role management and its sub-menus, and stays enabled.',
    ],
  ])('turns %s into its text', (id, text) => {
    expect(translateValidationMessage(id, 'en')).toBe(text);
  });

  test("leaves zod's own messages as they are", () => {
    expect(translateValidationMessage('Too small: expected string to have >=1 characters', 'it')).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });

  test('leaves a message id that is not a validation message as it is', () => {
    expect(translateValidationMessage('orderStatus.paid', 'en')).toBe('orderStatus.paid');
  });
});
