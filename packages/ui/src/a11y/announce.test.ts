// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, announcerRegion } from './announce';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('announce', () => {
  it('puts the message into one polite live region at the end of the body', () => {
    vi.useFakeTimers();
    announce('Saving');
    vi.runAllTimers();
    const region = announcerRegion();
    expect([region?.parentElement, region?.getAttribute('aria-live'), region?.textContent]).toEqual([
      document.body,
      'polite',
      'Saving',
    ]);
  });

  it('reuses the region, so the page holds one per politeness', () => {
    vi.useFakeTimers();
    announce('one');
    announce('two');
    vi.runAllTimers();
    expect(document.querySelectorAll('[data-ops-announcer="polite"]')).toHaveLength(1);
  });

  it('says only the latest of messages given in quick succession', () => {
    vi.useFakeTimers();
    announce('one');
    announce('two');
    vi.runAllTimers();
    expect(announcerRegion()?.textContent).toBe('two');
  });

  it('keeps assertive messages in their own alert region', () => {
    vi.useFakeTimers();
    announce('Failed', 'assertive');
    vi.runAllTimers();
    expect(announcerRegion('assertive')?.getAttribute('role')).toBe('alert');
  });
});
