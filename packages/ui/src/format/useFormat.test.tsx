// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { OpsIntlProvider } from '../i18n/intl';
import { useDayjsLocale } from './useDayjsLocale';
import { useFormat } from './useFormat';

function Amount() {
  const format = useFormat();
  return <span>{format.money(1234567.891)}</span>;
}

function DateLocale({ global = false }: { global?: boolean }) {
  return <span>{useDayjsLocale({ global, regional: '' })}</span>;
}

afterEach(() => {
  dayjs.locale('en');
});

describe('useFormat', () => {
  it('formats money in the interface language', () => {
    render(
      <OpsIntlProvider locale="it">
        <Amount />
      </OpsIntlProvider>,
    );
    expect(screen.getByText('1.234.567,89')).toBeTruthy();
  });
});

describe('useDayjsLocale', () => {
  it('follows the interface language', () => {
    const { rerender } = render(
      <OpsIntlProvider locale="zh_cn">
        <DateLocale />
      </OpsIntlProvider>,
    );
    rerender(
      <OpsIntlProvider locale="ja">
        <DateLocale />
      </OpsIntlProvider>,
    );
    expect(screen.getByText('ja')).toBeTruthy();
  });

  it("sets dayjs's global locale when asked, so that the app's dates follow", () => {
    render(
      <OpsIntlProvider locale="zh-TW">
        <DateLocale global />
      </OpsIntlProvider>,
    );
    expect(dayjs.locale()).toBe('zh-tw');
  });

  it("leaves dayjs's global locale alone by default", () => {
    render(
      <OpsIntlProvider locale="ja">
        <DateLocale />
      </OpsIntlProvider>,
    );
    expect(dayjs.locale()).toBe('en');
  });
});
