import { describe, expect, it, vi } from 'vitest';
import { shellLocales } from '../catalogue/types';
import { createUiMessagesLoader, loadUiMessages } from './uiMessages';

const close = { 'zh-CN': '关闭', en: 'Close', ja: '閉じる' } as const;

describe('the texts of @opsdesk/ui', () => {
  it.each(shellLocales)('load @opsdesk/ui/messages/%s.json for that language', async (locale) => {
    const texts = await loadUiMessages(locale);
    expect(texts['ui.common.close']).toBe(close[locale]);
  });

  it('load a language once, then share it', async () => {
    const en = vi.fn(async () => ({ default: { 'ui.common.close': 'Close' } }));
    const load = createUiMessagesLoader({ 'zh-CN': en, en, ja: en });
    const first = load('en');
    expect(load('en')).toBe(first);
    await first;
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('load a language again after a failed load', async () => {
    const en = vi
      .fn<() => Promise<{ default: Record<string, string> }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: { 'ui.common.close': 'Close' } });
    const load = createUiMessagesLoader({ 'zh-CN': en, en, ja: en });
    await expect(load('en')).rejects.toThrow('network');
    await expect(load('en')).resolves.toEqual({ 'ui.common.close': 'Close' });
    expect(en).toHaveBeenCalledTimes(2);
  });
});
