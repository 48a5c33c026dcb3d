import { loginFailureCodes } from '@opsdesk/api';
import { httpLocales } from '@opsdesk/http';
import { describe, expect, it } from 'vitest';
import { loginFailureMessageIds, loginMessageIds, loginMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('login messages', () => {
  it.each(httpLocales)('has a text for every message id in %s', (locale) => {
    const missing = loginMessageIds.filter((id) => !loginMessages[locale][id]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(httpLocales)('keeps the placeholders of every English text in %s', (locale) => {
    const differing = loginMessageIds.filter(
      (id) => placeholders(loginMessages[locale][id]).join() !== placeholders(loginMessages.en[id]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('gives every failure code of the server a message', () => {
    expect(
      loginFailureCodes.filter((code) => !loginMessageIds.includes(loginFailureMessageIds[code])),
    ).toEqual([]);
  });
});
