// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is one busy status read as "Loading…"', () => {
    renderInUi(<Skeleton.Text />);
    const status = screen.getByRole('status');
    expect([status.getAttribute('aria-busy'), status.textContent]).toEqual(['true', 'Loading…']);
  });

  it('is read as the given label', () => {
    renderInUi(<Skeleton.Block label="Loading the chart" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the chart');
  });

  it('is read in the current language', () => {
    renderInUi(<Skeleton.TableRows />, 'ja');
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
  });

  it('draws the given number of text lines, hidden from assistive technology', () => {
    renderInUi(<Skeleton.Text lines={4} />);
    const shapes = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(shapes?.children).toHaveLength(4);
  });

  it('draws a header and the given rows of the given columns', () => {
    renderInUi(<Skeleton.TableRows rows={3} columns={5} />);
    const rows = screen.getByRole('status').querySelector('[aria-hidden="true"]')?.children ?? [];
    expect([rows.length, rows[1]?.children.length]).toEqual([4, 5]);
  });

  it('draws no header row when told', () => {
    renderInUi(<Skeleton.TableRows rows={3} header={false} />);
    expect(screen.getByRole('status').querySelector('[data-header]')).toBeNull();
  });

  it('sizes a block as given', () => {
    renderInUi(<Skeleton.Block width={48} height={48} shape="circle" />);
    const block = screen.getByRole('status').querySelector<HTMLElement>('[data-shape="circle"]');
    expect([block?.style.width, block?.style.height]).toEqual(['48px', '48px']);
  });
});
