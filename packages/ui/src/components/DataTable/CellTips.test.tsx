// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cutText } from './CellTips';

/** An element from HTML, with the widths a browser would measure (jsdom lays nothing out). */
function element(html: string, widths: { scroll: number; client: number }, selector?: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const root = template.content.firstElementChild as HTMLElement;
  const measured = selector ? (root.querySelector<HTMLElement>(selector) ?? root) : root;
  Object.defineProperty(measured, 'scrollWidth', { value: widths.scroll });
  Object.defineProperty(measured, 'clientWidth', { value: widths.client });
  return root;
}

const table = (cell: string) => `<table><tbody><tr>${cell}</tr></tbody></table>`;
const td = (html: string, widths: { scroll: number; client: number }) => {
  const root = element(table(html), { scroll: 0, client: 0 });
  const cell = root.querySelector<HTMLElement>('td') as HTMLElement;
  Object.defineProperty(cell, 'scrollWidth', { value: widths.scroll });
  Object.defineProperty(cell, 'clientWidth', { value: widths.client });
  return cell;
};

describe('cutText', () => {
  it('is null for a text that fits', () => {
    expect(
      cutText(td('<td class="ops-dt-td" data-c="1">Li Wei</td>', { scroll: 80, client: 136 })),
    ).toBeNull();
  });

  it("gives a cut cell's whole text, its parts apart and its spaces collapsed", () => {
    const cell = td('<td class="ops-dt-td" data-c="1"><b>Globex</b>\n  <i>Trading</i> Company</td>', {
      scroll: 240,
      client: 136,
    });
    expect(cutText(cell)).toBe('Globex Trading Company');
  });

  it("measures a sortable header's label, not the header", () => {
    const header = element(
      '<th class="ops-dt-th" data-c="2"><button class="ops-dt-sort"><span class="ops-dt-sort-label">Unified social credit identifier</span><span class="ops-dt-sort-icon"></span></button></th>',
      { scroll: 220, client: 120 },
      '.ops-dt-sort-label',
    );
    expect(cutText(header)).toBe('Unified social credit identifier');
  });

  it('leaves alone the checkbox cell, a message spanning the row and a cell of controls', () => {
    const wide = { scroll: 300, client: 100 };
    expect(cutText(td('<td class="ops-dt-td ops-dt-select" data-c="0">x</td>', wide))).toBeNull();
    expect(cutText(td('<td class="ops-dt-td ops-dt-message">No data</td>', wide))).toBeNull();
    expect(
      cutText(td('<td class="ops-dt-td" data-c="9"><button>View</button><button>Edit</button></td>', wide)),
    ).toBeNull();
    expect(cutText(td('<td class="ops-dt-td" data-c="9"> </td>', wide))).toBeNull();
  });
});
