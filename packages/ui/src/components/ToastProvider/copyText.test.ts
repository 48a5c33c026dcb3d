// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('writes through the Clipboard API in a secure page', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    await expect(copyText('a1b2')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('a1b2');
  });

  it('falls back to a selection and execCommand without the Clipboard API', async () => {
    vi.stubGlobal('navigator', {});
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(copyText('a1b2')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('answers false when neither way copies', async () => {
    vi.stubGlobal('navigator', {});
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('a1b2')).resolves.toBe(false);
  });
});
