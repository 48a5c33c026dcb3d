import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { InvoiceTitleDialog, type InvoiceTitleDialogProps } from './InvoiceTitleDialog';
import { withDirectoryMessages } from './test/DirectoryIntl';
import {
  createInvoiceTitleFixture,
  invoiceTitles,
  type FixtureInvoiceTitle,
  type InvoiceTitleFixtureOptions,
} from './test/invoiceTitleFixture';

type StoryArgs = Pick<InvoiceTitleDialogProps<FixtureInvoiceTitle>, 'value' | 'title' | 'copy'>;

interface StoryParameters {
  /** How the simulated service answers. */
  readonly titles?: InvoiceTitleFixtureOptions;
}

const REALISTIC: InvoiceTitleFixtureOptions = { delayMs: 250 };

/** The dialog open in its story (closed behind its trigger on the docs page); OK's title shows beside. */
function Demo({
  args,
  docs,
  titles,
}: {
  args: StoryArgs;
  docs: boolean;
  titles?: InvoiceTitleFixtureOptions;
}) {
  const options = titles ?? REALISTIC;
  const { searchTitles } = useMemo(() => createInvoiceTitleFixture(options), [options]);
  const [chosen, setChosen] = useState('');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <InvoiceTitleDialog<FixtureInvoiceTitle>
        {...args}
        searchTitles={searchTitles}
        defaultOpen={!docs}
        trigger={<Button variant="primary">Choose an invoice title</Button>}
        onConfirm={(title) => setChosen(`${title.titleName} (${title.taxNumber})`)}
      />
      <output aria-label="Invoice title chosen">{chosen}</output>
    </div>
  );
}

const usage = `
Picks the title an invoice is made out to (a **receipt title** of spec §3, identified by \`key\`): a
search by name or tax number, a filter by **taxpayer kind**, the titles with their tax number and a
badge for **general taxpayer** or **small-scale taxpayer**, and, for the one selected, the fields
printed on an invoice: name, tax number, **address and phone**, **bank and account**. Each field has
a copy button that says **Copied** or **Copy failed** (the Clipboard API, with a fallback that works
inside the modal on plain http); **Copy all** copies every field as labelled lines.

Keyboard: **Down** from the search box enters the list; **Up/Down**, **Home/End** select (the fields
follow); **Enter** chooses, as OK and a double click do. Escape in the search box clears it, then
closes.

Transport-free: \`searchTitles(query, { signal, taxpayerKind })\` answers \`{ rows, total }\` as
\`listReceiptTitles\` of \`@opsdesk/api\` does (a plain list works too), so it plugs in as it is:

\`\`\`tsx
import { listReceiptTitles, type ReceiptTitleLookup } from '@opsdesk/api';
import { describeError } from '@opsdesk/http';
import { InvoiceTitleDialog } from '@opsdesk/ui';

<InvoiceTitleDialog<ReceiptTitleLookup>
  searchTitles={(keyword, { signal, taxpayerKind }) =>
    listReceiptTitles(http, { keyword, taxpayerKind, tenantId }, { signal })
  }
  value={form.receiptTitleKey}
  onConfirm={(title) => form.setValue('receiptTitleKey', title.key)}
  describeError={(error) => describeError(error)}
  trigger={<Button>Choose a title…</Button>}
/>;
\`\`\`

When the service answers fewer rows than its \`total\`, the list says so and asks for a narrower
search. A failed search shows what \`describeError\` says, with the span id, and **Retry**.
`;

const meta = {
  title: 'Packages/ui/Dialogs/InvoiceTitleDialog',
  component: InvoiceTitleDialog as (props: StoryArgs) => ReturnType<typeof InvoiceTitleDialog>,
  tags: ['autodocs'],
  decorators: [withDirectoryMessages],
  args: {},
  render: (args, { viewMode, parameters }) => (
    <Demo args={args} docs={viewMode === 'docs'} titles={(parameters as StoryParameters).titles} />
  ),
  parameters: {
    layout: 'padded',
    docs: { description: { component: usage } },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Types in the search box by keyboard, once the dialog has put the focus there. */
async function search(text: string) {
  const box = await body().findByRole('searchbox');
  await waitFor(() => expect(document.activeElement).toBe(box));
  await userEvent.keyboard(text);
}
const row = (name: string) => body().findByRole('option', { name: new RegExp(name) }, { timeout: 4000 });
const fields = () => body().getByRole('region', { name: 'Invoice fields' });
const [acme, chengdu] = invoiceTitles as [FixtureInvoiceTitle, FixtureInvoiceTitle, ...FixtureInvoiceTitle[]];

/** Browsing: the tenant's titles; the one selected shows its invoice fields. */
export const Browsing: Story = {
  play: async () => {
    await userEvent.click(await row(acme.titleName));
    await expect(fields()).toHaveTextContent('招商银行上海张江支行');
    await expect(body().getByRole('button', { name: 'OK' })).toBeEnabled();
  },
};

/** Loading: the titles have not answered yet. */
export const Loading: Story = {
  parameters: { titles: { pending: true } },
  play: async () => {
    await expect(await body().findByText('Loading the invoice titles…')).toBeTruthy();
  },
};

/** Searching by part of a name: the list narrows. */
export const Searching: Story = {
  play: async () => {
    await row(acme.titleName);
    await search('科技');
    await waitFor(
      () =>
        expect(
          within(body().getByRole('listbox', { name: 'Invoice titles' })).getAllByRole('option'),
        ).toHaveLength(2),
      { timeout: 4000 },
    );
  },
};

/** Nothing found. */
export const NothingFound: Story = {
  play: async () => {
    await search('不存在的公司');
    await expect(
      await body().findByText('No invoice title matches “不存在的公司”', {}, { timeout: 4000 }),
    ).toBeTruthy();
  },
};

/** No titles at all for the tenant. */
export const Empty: Story = {
  parameters: { titles: { delayMs: 150, empty: true } },
  play: async () => {
    await expect(await body().findByText('No invoice titles yet', {}, { timeout: 4000 })).toBeTruthy();
  },
};

/** Load error: the search fails (with the span id); Retry is beside the message. */
export const LoadError: Story = {
  parameters: { titles: { delayMs: 150, failures: Number.POSITIVE_INFINITY } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('spanId: c41d8e7a90b2f356');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  },
};

/** Load error, then Retry: the titles come. */
export const LoadErrorRetried: Story = {
  parameters: { titles: { delayMs: 150, failures: 1 } },
  play: async () => {
    const alert = await body().findByRole('alert', {}, { timeout: 4000 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await row(acme.titleName);
  },
};

/** Preselected: the title chosen before is selected and its fields show. */
export const Preselected: Story = {
  args: { value: chengdu.key },
  play: async () => {
    await expect(await row(chengdu.titleName)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fields()).toHaveTextContent('Small-scale taxpayer'));
  },
};

/** Fields not given show as such, without a copy button. */
export const MissingFields: Story = {
  play: async () => {
    await userEvent.click(await row('武汉楚天餐饮管理有限公司'));
    await expect(within(fields()).getAllByText('Not given')).toHaveLength(2);
  },
};

/** Only small-scale taxpayers. */
export const FilteredByKind: Story = {
  play: async () => {
    await row(acme.titleName);
    await userEvent.selectOptions(body().getByRole('combobox', { name: 'Taxpayer kind' }), 'SMALL_SCALE');
    await waitFor(
      () =>
        expect(
          within(body().getByRole('listbox', { name: 'Invoice titles' })).getAllByRole('option'),
        ).toHaveLength(4),
      { timeout: 4000 },
    );
  },
};

/** The service answers part of the titles: the list says so. */
export const PartialResults: Story = {
  parameters: { titles: { delayMs: 150, limit: 6 } },
  play: async () => {
    await expect(
      await body().findByText('Showing 6 of 10: type to narrow the search', {}, { timeout: 4000 }),
    ).toBeTruthy();
  },
};

/** Copy a field: "Copied" shows beside it. */
export const CopySucceeds: Story = {
  args: { value: acme.key, copy: async () => true },
  play: async () => {
    await row(acme.titleName);
    await userEvent.click(await body().findByRole('button', { name: 'Copy Tax number' }));
    await expect(await within(fields()).findByText('Copied')).toBeTruthy();
  },
};

/** The browser refuses the copy: "Copy failed" shows beside the field. */
export const CopyFails: Story = {
  args: { value: acme.key, copy: async () => false },
  play: async () => {
    await row(acme.titleName);
    await userEvent.click(await body().findByRole('button', { name: 'Copy Bank and account' }));
    await expect(await within(fields()).findByText('Copy failed')).toBeTruthy();
  },
};

/** Keyboard only: Down enters the list, the arrows select, Enter chooses. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    await row(acme.titleName);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(fields()).toHaveTextContent(chengdu.taxNumber);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Invoice title chosen' })).toHaveTextContent(
        chengdu.titleName,
      ),
    );
  },
};

/** Simplified Chinese, dark theme. */
export const DarkChinese: Story = {
  args: { value: acme.key },
  globals: { theme: 'dark', locale: 'zh-CN' },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: '选择发票抬头' })).toBeTruthy();
    await expect(await row(acme.titleName)).toHaveTextContent('一般纳税人');
  },
};
