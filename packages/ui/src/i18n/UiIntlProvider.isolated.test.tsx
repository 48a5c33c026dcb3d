// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import japanese from '../../messages/ja.json';
import { useUiLocale, useUiText } from './text';
import { UiIntlProvider } from './UiIntlProvider';

// The light provider must not bring the five-language catalogue into an app's bundle.
vi.mock('./catalogue', () => {
  throw new Error('UiIntlProvider loaded the catalogue');
});

function Text({ id }: { id: string }) {
  return <span>{useUiText()(id)}</span>;
}

function Locale() {
  return <span>{useUiLocale()}</span>;
}

describe('UiIntlProvider', () => {
  it('renders the texts of a published locale file, in that locale', () => {
    render(
      <UiIntlProvider locale="ja" uiTexts={japanese}>
        <Text id="ui.common.close" />
        <Locale />
      </UiIntlProvider>,
    );
    expect(screen.getByText('閉じる')).toBeTruthy();
    expect(screen.getByText('ja')).toBeTruthy();
  });

  it("lets the app's messages override the package's", () => {
    render(
      <UiIntlProvider locale="ja" uiTexts={japanese} messages={{ 'ui.common.close': 'とじる' }}>
        <Text id="ui.common.close" />
      </UiIntlProvider>,
    );
    expect(screen.getByText('とじる')).toBeTruthy();
  });

  it('renders # for a message id the texts lack', () => {
    render(
      <UiIntlProvider locale="zh_cn" uiTexts={{}}>
        <Text id="ui.common.close" />
      </UiIntlProvider>,
    );
    expect(screen.getByText('#')).toBeTruthy();
  });
});
