import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';

function TenantSummary({ broken }: { readonly broken: boolean }) {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'contract')");
  return <p>Acme: 12 companies, contract until 2026-12-31.</p>;
}

interface ErrorBoundaryDemoProps {
  readonly broken: boolean;
  readonly fallback: ErrorBoundaryProps['fallback'];
}

/** A page with a part that fails to render: the rest stays, the failure is reported below. */
function ErrorBoundaryDemo({ broken, fallback }: ErrorBoundaryDemoProps) {
  const [report, setReport] = useState('Nothing reported');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <h2 style={{ margin: 0 }}>Tenant Acme</h2>
      <section aria-label="Summary" style={{ minHeight: 24 }}>
        <ErrorBoundary fallback={fallback} onError={(error) => setReport(`Reported: ${String(error)}`)}>
          <TenantSummary broken={broken} />
        </ErrorBoundary>
      </section>
      <output aria-label="Error report">{report}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Feedback/ErrorBoundary',
  tags: ['autodocs'],
  component: ErrorBoundaryDemo,
  args: { broken: false, fallback: undefined },
  parameters: {
    // The boundary's onError reports the failure; React's own console report would say it twice.
    react: { rootOptions: { onCaughtError: () => undefined } },
  },
} satisfies Meta<typeof ErrorBoundaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part renders: the boundary shows it as it is. */
export const Working: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme: 12 companies, contract until 2026-12-31.')).toBeTruthy();
    await expect(canvas.getByRole('status', { name: 'Error report' }).textContent).toBe('Nothing reported');
  },
};

/** The part throws: it shows nothing (spec §8), the page stays, and onError reports it. */
export const BrokenShowsNothing: Story = {
  args: { broken: true },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Error report' }).textContent).toContain('TypeError'),
    );
    await expect(canvas.getByRole('region', { name: 'Summary' }).textContent).toBe('');
    await expect(canvas.getByRole('heading', { name: 'Tenant Acme' })).toBeTruthy();
  },
};

/** With a fallback that offers a retry (`reset`). */
export const BrokenWithFallback: Story = {
  args: {
    broken: true,
    fallback: ({ reset }) => (
      <Alert
        variant="error"
        actions={
          <Button size="sm" onClick={reset}>
            Retry
          </Button>
        }
      >
        The summary could not be shown.
      </Alert>
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The summary could not be shown.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('The summary could not be shown.')).toBeTruthy();
  },
};
