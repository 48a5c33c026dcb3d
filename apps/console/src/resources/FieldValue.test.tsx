// @vitest-environment jsdom
import { carouselResource, fullScreenAdResource, type StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../app/ConsoleContext';
import { screen as carouselScreen } from '../features/content/carousel/screen';
import { FieldValue } from './FieldValue';
import { renderInConsole } from './test/renderInConsole';

const oid = '6f1c2a9e-1b2c-4d3e-8f40-1234567890ab';

function renderValue(props: Parameters<typeof FieldValue>[0], get = vi.fn()) {
  const console = { http: { get } as unknown as HttpClient, language: 'en' } as ConsoleContextValue;
  renderInConsole(<FieldValue {...props} />, (children) => (
    <ConsoleContext.Provider value={console}>{children}</ConsoleContext.Provider>
  ));
  return get;
}

const record = (fields: Partial<StoredRecord>): StoredRecord =>
  ({ id: 1, version: 1, createdAt: '', updatedAt: '', ...fields }) as StoredRecord;

describe('an image field', () => {
  it("shows the file its record's answer names as a thumbnail that opens the preview, never the OID", async () => {
    const get = renderValue({
      resource: carouselResource,
      field: 'imageOid',
      view: carouselScreen.fields.imageOid,
      value: oid,
      compact: true,
      record: record({
        imageOid: oid,
        attachments: {
          imageOid: {
            attachmentOID: oid,
            fileName: 'banner.png',
            contentType: 'image/png',
            size: 1200,
            link: { url: `/api/attachment/file/${oid}?expires=1&signature=s`, expiresAt: '' },
          },
        },
      }),
    });
    const button = await screen.findByRole('button', { name: 'Preview banner.png' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(
      `/api/attachment/file/${oid}?expires=1&signature=s`,
    );
    expect(document.body.textContent).not.toContain(oid);
    expect(get).not.toHaveBeenCalled();
  });

  it('says the file is missing when the answer names none for a value', async () => {
    renderValue({
      resource: carouselResource,
      field: 'imageOid',
      view: carouselScreen.fields.imageOid,
      value: oid,
      record: record({ imageOid: oid, attachments: {} }),
    });
    expect(await screen.findByText('File missing or deleted')).toBeTruthy();
    expect(document.body.textContent).not.toContain(oid);
  });

  it('looks the file up when the value came without its record (a bespoke screen)', async () => {
    const get = vi.fn(async () => ({
      attachmentOID: oid,
      fileName: 'banner.png',
      contentType: 'image/png',
      size: 1200,
      tenantId: null,
      createdBy: null,
      createdAt: '2026-12-01T00:00:00.000Z',
      downloadPath: `/api/attachment/download/${oid}`,
      link: { url: `/api/attachment/file/${oid}?expires=2&signature=t`, expiresAt: '' },
    }));
    renderValue(
      { resource: carouselResource, field: 'imageOid', view: carouselScreen.fields.imageOid, value: oid },
      get,
    );
    await screen.findByRole('button', { name: 'Preview banner.png' });
    expect(get).toHaveBeenCalledWith('/api/attachment/search', { attachmentOID: oid }, expect.anything());
  });
});

describe('a number with a unit', () => {
  it('shows the unit its description gives', () => {
    renderValue({
      resource: fullScreenAdResource,
      field: 'displaySeconds',
      view: { label: { 'zh-CN': '展示时长', en: 'Display time', ja: '表示時間' } },
      value: 5,
    });
    expect(document.body.textContent).toBe('5 seconds');
  });

  it('leaves it out when the label says it already', () => {
    renderValue({
      resource: fullScreenAdResource,
      field: 'displaySeconds',
      view: { label: { 'zh-CN': '展示秒数', en: 'Seconds shown', ja: '表示秒数' } },
      value: 5,
    });
    expect(document.body.textContent).toBe('5');
  });
});

describe('a link field', () => {
  const linkView = { label: { 'zh-CN': '链接', en: 'Link', ja: 'リンク' }, display: 'link' } as const;

  it('opens a web address in a new tab', () => {
    renderValue({
      resource: carouselResource,
      field: 'linkUrl',
      view: linkView,
      value: 'https://example.com/a',
    });
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'shows %s as text, never as a link that would run it',
    (value) => {
      renderValue({ resource: carouselResource, field: 'linkUrl', view: linkView, value });
      expect(screen.queryByRole('link')).toBeNull();
      expect(document.body.textContent).toContain(value.trim());
    },
  );
});
