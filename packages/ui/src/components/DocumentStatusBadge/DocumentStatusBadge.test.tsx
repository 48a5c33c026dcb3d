// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uiLocales } from '../../i18n/locales';
import { renderInUi } from '../../test/renderInUi';
import { documentOperateCategories, DocumentStatusBadge } from './DocumentStatusBadge';

function AllCategories() {
  return (
    <>
      {documentOperateCategories.map((category) => (
        <DocumentStatusBadge key={category} category={category} />
      ))}
    </>
  );
}
const badgeOf = (category: string) => document.querySelector<HTMLElement>(`[data-variant='${category}']`);

describe('DocumentStatusBadge', () => {
  it('has the five operate categories of the spec', () => {
    expect([...documentOperateCategories].sort()).toEqual(['billing', 'edit', 'finish', 'pay', 'processing']);
  });

  it('shows the name of its operate category without a label', () => {
    renderInUi(<DocumentStatusBadge category="processing" />);
    expect(screen.getByText('Processing').dataset.variant).toBe('processing');
  });

  it("shows the status's own name when given one", () => {
    renderInUi(<DocumentStatusBadge category="processing" label="In approval" />);
    expect(screen.getByText('In approval')).toBeTruthy();
  });

  it('gives each of the five categories its own colour', () => {
    renderInUi(<AllCategories />);
    const tones = documentOperateCategories.map((category) => badgeOf(category)?.dataset.tone);
    expect(new Set(tones).size).toBe(5);
  });

  it.each(uiLocales)('names every category in %s', (locale) => {
    renderInUi(<AllCategories />, locale);
    const names = documentOperateCategories.map((category) => badgeOf(category)?.textContent);
    expect(names.every((name) => name != null && name !== '#' && name !== '')).toBe(true);
  });

  it('names the categories in Japanese', () => {
    renderInUi(<AllCategories />, 'ja');
    expect(documentOperateCategories.map((category) => badgeOf(category)?.textContent)).toEqual([
      '編集待ち',
      '処理中',
      '支払',
      '請求',
      '完了',
    ]);
  });
});
