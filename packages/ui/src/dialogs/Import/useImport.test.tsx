// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createImportJobStore } from './importJob';
import { ImportProvider } from './ImportProvider';
import { useImport } from './useImport';

function Status({ name, jobKey }: { name: string; jobKey?: string }) {
  const { state } = useImport(jobKey);
  return <output aria-label={name}>{state.file?.name ?? 'none'}</output>;
}

const upload = async () => ({ successCount: 1, failureCount: 0, errors: [] });

describe('useImport', () => {
  it('shares one job between the components that ask with one key', () => {
    const store = createImportJobStore();
    render(
      <ImportProvider store={store}>
        <Status name="dialog" jobKey="tenants" />
        <Status name="toolbar" jobKey="tenants" />
      </ImportProvider>,
    );
    act(() => store.job('tenants').choose(new File(['a'], 'tenants.xlsx'), { upload }));
    expect(screen.getByRole('status', { name: 'toolbar' }).textContent).toBe('tenants.xlsx');
  });

  it('keeps jobs of different keys apart', () => {
    const store = createImportJobStore();
    render(
      <ImportProvider store={store}>
        <Status name="companies" jobKey="companies" />
      </ImportProvider>,
    );
    act(() => store.job('tenants').choose(new File(['a'], 'tenants.xlsx'), { upload }));
    expect(screen.getByRole('status', { name: 'companies' }).textContent).toBe('none');
  });

  it('gives each component a job of its own without a provider', () => {
    function Chooser() {
      const { state, job } = useImport('tenants');
      useEffect(() => job.choose(new File(['a'], 'tenants.xlsx'), { upload }), [job]);
      return <output aria-label="chooser">{state.file?.name ?? 'none'}</output>;
    }
    render(
      <>
        <Chooser />
        <Status name="other" jobKey="tenants" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'chooser' }).textContent).toBe('tenants.xlsx');
    expect(screen.getByRole('status', { name: 'other' }).textContent).toBe('none');
  });

  it('keeps the job of a key while the component that showed it unmounts', () => {
    const store = createImportJobStore();
    const view = render(
      <ImportProvider store={store}>
        <Status name="dialog" jobKey="tenants" />
      </ImportProvider>,
    );
    act(() => store.job('tenants').choose(new File(['a'], 'tenants.xlsx'), { upload }));
    view.unmount();
    render(
      <ImportProvider store={store}>
        <Status name="again" jobKey="tenants" />
      </ImportProvider>,
    );
    expect(screen.getByRole('status', { name: 'again' }).textContent).toBe('tenants.xlsx');
  });
});
