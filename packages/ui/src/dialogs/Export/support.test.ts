import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { uiLocales } from '../../i18n/locales';
import { describeFailure } from './describeFailure';
import { exportMessages } from './ExportDialog.messages';
import { securityVerificationMessages } from './SecurityVerificationDialog.messages';
import type { OpenVerification } from './useSecurityVerification';
import { createVerificationBridge } from './verificationBridge';

const modules = [securityVerificationMessages, exportMessages];

describe('messages', () => {
  it('has every message in every locale, none empty', () => {
    for (const module of modules) {
      for (const [id, texts] of Object.entries(module)) {
        for (const locale of uiLocales) expect(texts[locale], `${locale} ${id}`).toMatch(/\S/);
      }
    }
  });

  it('names every id after its dialog', () => {
    expect(
      Object.keys(securityVerificationMessages).every((id) => id.startsWith('ui.securityVerification.')),
    ).toBe(true);
    expect(Object.keys(exportMessages).every((id) => id.startsWith('ui.export.'))).toBe(true);
  });

  it('defines every id the components use', () => {
    const known = new Set([...modules.flatMap((module) => Object.keys(module))]);
    const directory = fileURLToPath(new URL('.', import.meta.url));
    const used = readdirSync(directory)
      .filter((name) => name.endsWith('.tsx') && !name.includes('.test.') && !name.includes('.stories.'))
      .flatMap((name) => [
        ...readFileSync(`${directory}${name}`, 'utf8').matchAll(
          /'(ui\.(?:export|securityVerification)\.[\w.]+)'/g,
        ),
      ])
      .map((match) => match[1]);
    expect(used.filter((id) => id !== undefined && !known.has(id))).toEqual([]);
  });
});

describe('describeFailure', () => {
  it('takes the injected description first', () => {
    const described = describeFailure(
      new Error('raw'),
      () => ({ message: 'Friendly', spanId: 'span-1' }),
      true,
    );
    expect(described).toEqual({ message: 'Friendly', spanId: 'span-1' });
  });

  it("falls back to the error's message", () => {
    expect(describeFailure(new Error('Disk full'), undefined, true).message).toBe('Disk full');
  });

  it("leaves the message to the dialog when the error's own is not wanted", () => {
    expect(
      describeFailure(new Error('Request failed with status 400'), undefined, false).message,
    ).toBeUndefined();
  });

  it('reads the span id the error carries', () => {
    expect(describeFailure({ message: 'x', spanId: 'abc123' }, undefined, true).spanId).toBe('abc123');
  });

  it('survives a description that throws', () => {
    const throwing = () => {
      throw new Error('bug');
    };
    expect(describeFailure(new Error('raw'), throwing, true).message).toBe('raw');
  });
});

/** The shape of `@opsdesk/http`'s `VerifyIdentity` (the ui package does not depend on http). */
type VerifyIdentityShape = (request: {
  readonly url: string;
  readonly fields: object;
  readonly signal: AbortSignal | undefined;
}) => Promise<string | null | undefined>;

describe('createVerificationBridge', () => {
  it("has the type of @opsdesk/http's verifyIdentity", () => {
    const verifyIdentity: VerifyIdentityShape = createVerificationBridge().verifyIdentity;
    const fromHook: VerifyIdentityShape = null as unknown as OpenVerification;
    expect([typeof verifyIdentity, fromHook]).toEqual(['function', null]);
  });

  it('opens the connected provider', async () => {
    const bridge = createVerificationBridge();
    const open = vi.fn(async () => 'vt-1');
    bridge.connect(open);
    await expect(bridge.verifyIdentity({})).resolves.toBe('vt-1');
  });

  it('rejects when no provider is connected', async () => {
    await expect(createVerificationBridge().verifyIdentity()).rejects.toThrow(/SecurityVerificationProvider/);
  });

  it('stops opening a provider that disconnected', async () => {
    const bridge = createVerificationBridge();
    bridge.connect(async () => 'vt-1')();
    await expect(bridge.verifyIdentity()).rejects.toThrow();
  });

  it("is usable as @opsdesk/http's verifyIdentity", async () => {
    const bridge = createVerificationBridge();
    const open = vi.fn(async () => 'vt-1');
    bridge.connect(open);
    const signal = new AbortController().signal;
    // The request the http client passes: url, fields and signal.
    await bridge.verifyIdentity({ url: '/api/resources/tenants/export', fields: {}, signal } as never);
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ signal }));
  });
});
