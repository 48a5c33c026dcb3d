// @vitest-environment jsdom
import type { StoredRecord } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../app/ConsoleContext';
import { RecordExpectationContext, useRecord, type RecordExpectation } from './useRecord';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const stored = (fields: Record<string, unknown>): StoredRecord => ({
  id: 12,
  oid: '2f1c7a52-61b4-4a57-9d0e-4c4f3b0a9e11',
  version: 1,
  createdAt: '2025-01-02T03:04:05Z',
  updatedAt: '2025-01-02T03:04:05Z',
  createdBy: null,
  updatedBy: null,
  ...fields,
});

let answer: StoredRecord = stored({});
vi.mock('@opsdesk/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  getRecord: () => Promise.resolve(answer),
}));

const console_ = { http: {} as HttpClient, language: 'en' } as ConsoleContextValue;

function load(resource: string, expectation: RecordExpectation | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleContext.Provider value={console_}>
      <RecordExpectationContext.Provider value={expectation}>{children}</RecordExpectationContext.Provider>
    </ConsoleContext.Provider>
  );
  return renderHook(() => useRecord(resource, 12), { wrapper });
}

const larkOnly: RecordExpectation = { resource: 'tenant-product-entry', fields: { product: 'LARK' } };

describe('useRecord under a route that expects field values', () => {
  it('loads a record that has them', async () => {
    answer = stored({ product: 'LARK', corpName: 'Acme' });
    const { result } = load('tenant-product-entry', larkOnly);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.record?.corpName).toBe('Acme');
    expect(result.current.error).toBeUndefined();
  });

  it('answers not found for a record without them', async () => {
    answer = stored({ product: 'DINGTALK' });
    const { result } = load('tenant-product-entry', larkOnly);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.record).toBeUndefined();
    expect(result.current.error?.notFound).toBe(true);
  });

  it('leaves the records of other resources alone', async () => {
    answer = stored({ product: 'DINGTALK' });
    const { result } = load('tenant', larkOnly);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.record?.product).toBe('DINGTALK');
  });
});
