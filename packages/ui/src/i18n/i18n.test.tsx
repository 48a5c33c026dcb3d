// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uiMessageModules, uiMessages } from './catalogue';
import { OpsIntlProvider } from './intl';
import { useUiText } from './text';
import { uiLocales } from './locales';

function Text({ id }: { id: string }) {
  return <span>{useUiText()(id)}</span>;
}

describe('messages', () => {
  it('has every message id in every locale, none empty', () => {
    const ids = uiMessageModules.flatMap((module) => Object.keys(module));
    for (const locale of uiLocales) {
      for (const id of ids) expect(uiMessages[locale][id], `${locale} ${id}`).toMatch(/\S/);
    }
  });

  it('never declares one id in two modules', () => {
    const ids = uiMessageModules.flatMap((module) => Object.keys(module));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders a message in the chosen language', () => {
    render(
      <OpsIntlProvider locale="zh_cn">
        <Text id="ui.common.empty" />
      </OpsIntlProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('renders # for a message id that has no text', () => {
    render(
      <OpsIntlProvider locale="en">
        <Text id="ui.no.such.message" />
      </OpsIntlProvider>,
    );
    expect(screen.getByText('#')).toBeTruthy();
  });

  it("lets the app's messages override the package's", () => {
    render(
      <OpsIntlProvider locale="en" messages={{ 'ui.common.empty': 'Nothing here yet' }}>
        <Text id="ui.common.empty" />
      </OpsIntlProvider>,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });
});
