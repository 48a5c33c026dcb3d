// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import type * as LazyModule from './lazyRichTextEditor';
import { lazyPart, type LazyPart } from './lazyRichTextEditor';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { RichTextEditorPanel, linkAddress } from './RichTextEditorPanel';
import { unsafeParts, xssCorpus } from './test/xssCorpus';

// Each test gets its own lazy editor, with a load it controls (held, failing); the real one is a
// module-wide singleton.
const served = vi.hoisted(() => ({ part: null as unknown }));
vi.mock('./lazyRichTextEditor', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyModule>();
  return {
    ...actual,
    get richTextEditorPanel() {
      return served.part;
    },
  };
});

function serveChunk({ held = false, failing = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const chunk = {
    loads: 0,
    failing,
    arrive: () => act(async () => release()),
  };
  const part: LazyPart<typeof RichTextEditorPanel> = lazyPart(async () => {
    chunk.loads += 1;
    await gate;
    if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return RichTextEditorPanel;
  });
  served.part = part;
  return chunk;
}

// What ProseMirror measures and jsdom lacks; a browser has them.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

function Controlled(props: Partial<RichTextEditorProps> & { readonly initial?: string }) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Announcement"
      {...rest}
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

/** The editor's text, once its module has arrived (the stand-in before it is a textarea). */
const textbox = () =>
  waitFor(() => {
    const box = screen.getByRole('textbox', { name: 'Announcement' });
    expect(box.tagName).toBe('DIV');
    return box;
  });
const tool = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor, loaded on first use', () => {
  it('shows a disabled stand-in, labelled, while the editor loads', async () => {
    const chunk = serveChunk({ held: true });
    renderInUi(<RichTextEditor label="Announcement" description="Shown on the home page" />);
    const standIn = screen.getByRole('textbox', { name: 'Announcement' });
    expect([
      standIn.tagName,
      (standIn as HTMLTextAreaElement).disabled,
      standIn.getAttribute('aria-busy'),
      chunk.loads,
    ]).toEqual(['TEXTAREA', true, 'true', 1]);
    await chunk.arrive();
  });

  it('says when the editor could not be loaded, and loads it on Try again', async () => {
    const chunk = serveChunk({ failing: true });
    const user = userEvent.setup();
    renderInUi(<RichTextEditor label="Announcement" defaultValue="<p>Hello</p>" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The editor could not be loaded.Try again');
    chunk.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await textbox()).getAttribute('contenteditable')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in the interface language', async () => {
    serveChunk({ failing: true });
    renderInUi(<RichTextEditor label="公告" />, 'zh-CN');
    expect((await screen.findByRole('alert')).textContent).toBe('编辑器加载失败。重试');
  });
});

describe('RichTextEditor', () => {
  it('is a labelled, described, multi-line textbox', async () => {
    serveChunk();
    renderInUi(
      <RichTextEditor label="Announcement" description="Shown on the home page" error="Required" required />,
    );
    const box = await textbox();
    expect([
      box.getAttribute('aria-multiline'),
      box.getAttribute('aria-invalid'),
      box.getAttribute('aria-required'),
      box
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ]).toEqual(['true', 'true', 'true', ['Shown on the home page', 'Required']]);
  });

  it('names every toolbar button; the formatting ones say whether they apply', async () => {
    serveChunk();
    renderInUi(
      <RichTextEditor label="Announcement" uploadImage={async () => '/api/attachment/download/1'} />,
    );
    await textbox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(
      buttons.map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Heading', 'false'],
      ['Subheading', 'false'],
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Bulleted list', 'false'],
      ['Numbered list', 'false'],
      ['Link', 'false'],
      ['Insert image', null],
      ['Undo', null],
      ['Redo', null],
    ]);
  });

  it('keeps the allowed formatting it is given', async () => {
    serveChunk();
    renderInUi(
      <RichTextEditor
        label="Announcement"
        value={
          '<h2>T</h2><h3>S</h3><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code>' +
          '<a href="https://example.com">l</a></p><ul><li>x</li></ul><ol><li>y</li></ol>' +
          '<blockquote><p>q</p></blockquote><pre><code>p</code></pre><img src="/api/attachment/download/1" alt="A">'
        }
      />,
    );
    const box = await textbox();
    const kept = [
      'h2',
      'h3',
      'strong',
      'em',
      'u',
      's',
      'p > code',
      'a[href="https://example.com"]',
      'ul > li',
      'ol > li',
    ];
    kept.push('blockquote', 'pre > code', 'img[src="/api/attachment/download/1"][alt="A"]');
    expect(kept.filter((selector) => !box.querySelector(selector))).toEqual([]);
  });

  it('has no image button without uploadImage', async () => {
    serveChunk();
    renderInUi(<RichTextEditor label="Announcement" />);
    await textbox();
    expect(screen.queryByRole('button', { name: 'Insert image' })).toBeNull();
  });

  it('toggles bold, then a bulleted list, from the keyboard', async () => {
    serveChunk();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="<p>Hello world</p>" onChange={onChange} />);
    const box = await textbox();
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    // Alt+F10 goes to the toolbar; the arrows move along it.
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(document.activeElement).toBe(tool('Heading'));
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello world</strong></p>'));
    expect(tool('Bold').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Alt>}{F10}{/Alt}');
    expect(document.activeElement).toBe(tool('Bold'));
    await user.keyboard('{ArrowRight}{ArrowRight} ');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Hello world</strong></p></li></ul>'),
    );
    expect(tool('Bulleted list').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps one toolbar button in the tab order, the arrows going round', async () => {
    serveChunk();
    const user = userEvent.setup();
    renderInUi(<RichTextEditor label="Announcement" />);
    await textbox();
    await user.tab();
    expect(document.activeElement).toBe(tool('Heading'));
    await user.keyboard('{ArrowLeft}');
    expect([document.activeElement, tool('Heading').tabIndex, tool('Redo').tabIndex]).toEqual([
      tool('Redo'),
      -1,
      0,
    ]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tool('Heading'));
  });

  it('sets a link from the address typed, completing the scheme', async () => {
    serveChunk();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="<p>Help</p>" onChange={onChange} />);
    const box = await textbox();
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Link'));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'help.example.com{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://help.example.com" rel="noopener noreferrer" target="_blank">Help</a></p>',
      ),
    );
  });

  it('refuses a javascript: link address, and says why', async () => {
    serveChunk();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="<p>Help</p>" onChange={onChange} />);
    await textbox();
    await user.click(tool('Link'));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect([address.getAttribute('aria-invalid'), onChange.mock.calls.length]).toEqual(['true', 0]);
    expect(screen.getByText('Enter an address starting with http://, https:// or mailto:')).toBeTruthy();
  });

  it('inserts an uploaded image', async () => {
    serveChunk();
    const onChange = vi.fn();
    const uploadImage = vi.fn(async () => '/api/attachment/download/7');
    renderInUi(<Controlled initial="<p>Menu</p>" onChange={onChange} uploadImage={uploadImage} />);
    await textbox();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(['png'], 'new-menu.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input as HTMLInputElement, { target: { files: [file] } }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain('<img src="/api/attachment/download/7" alt="new-menu">'),
    );
    expect(uploadImage).toHaveBeenCalledWith(file);
  });

  it('refuses an uploaded image whose address is not allowed', async () => {
    serveChunk();
    const onChange = vi.fn();
    renderInUi(
      <Controlled
        initial="<p>Menu</p>"
        onChange={onChange}
        uploadImage={async () => 'javascript:alert(1)'}
      />,
    );
    await textbox();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(['png'], 'x.png', { type: 'image/png' });
    await act(async () => fireEvent.change(input as HTMLInputElement, { target: { files: [file] } }));
    expect([(await screen.findByRole('alert')).textContent, onChange.mock.calls.length]).toEqual([
      'The image could not be uploaded.',
      0,
    ]);
  });

  it('takes a value set from outside without calling onChange', async () => {
    serveChunk();
    const onChange = vi.fn();
    const { rerender } = renderInUi(
      <RichTextEditor label="Announcement" value="<p>One</p>" onChange={onChange} />,
    );
    await textbox();
    rerender(<RichTextEditor label="Announcement" value="<p>Two</p>" onChange={onChange} />);
    await waitFor(async () => expect((await textbox()).textContent).toBe('Two'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is not editable when disabled', async () => {
    serveChunk();
    renderInUi(<RichTextEditor label="Announcement" value="<p>One</p>" disabled />);
    const box = await textbox();
    expect([
      box.getAttribute('contenteditable'),
      box.getAttribute('aria-disabled'),
      tool('Bold').hasAttribute('disabled'),
    ]).toEqual(['false', 'true', true]);
  });

  // Seven payloads a test, each test one editor, so that a loaded machine stays within the timeout.
  const groups = Array.from({ length: Math.ceil(xssCorpus.length / 7) }, (_, index) =>
    xssCorpus.slice(index * 7, index * 7 + 7),
  );
  it.each(groups.map((group, index) => [index + 1, group] as const))(
    'keeps XSS corpus payloads out of its text and out of the HTML it gives out (group %i)',
    async (_index, group) => {
      serveChunk();
      const given: string[] = [];
      const user = userEvent.setup();
      const { rerender } = renderInUi(
        <RichTextEditor label="Announcement" value="" onChange={(html) => given.push(html)} />,
      );
      const box = await textbox();
      const found: { payload: string; shown: string | null; given: string[] }[] = [];
      for (const payload of group) {
        given.length = 0;
        rerender(
          <RichTextEditor label="Announcement" value={payload} onChange={(html) => given.push(html)} />,
        );
        // Any change makes the editor give out its HTML: a new paragraph, typed.
        box.focus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(given).not.toHaveLength(0));
        const shown = box.querySelector(
          'script, iframe, svg, math, style, form, object, embed, [onerror], [onload], [href^="javascript" i]',
        );
        const unsafe = given.flatMap(unsafeParts);
        if (shown || unsafe.length > 0)
          found.push({ payload, shown: shown?.outerHTML ?? null, given: unsafe });
      }
      expect(found).toEqual([]);
    },
  );
});

describe('linkAddress', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['example.com', 'https://example.com'],
    ['ops@example.com', 'mailto:ops@example.com'],
    ['mailto:ops@example.com', 'mailto:ops@example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['not an address', null],
    ['', null],
  ])('%j gives %j', (typed, href) => {
    expect(linkAddress(typed)).toBe(href);
  });
});
