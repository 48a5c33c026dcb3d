import { useId, useState } from 'react';
import { describeError, HttpError, httpLocales, type HttpResponse } from '../src/index';

const samples = {
  'Validation error with a field': {
    status: 400,
    data: {
      message: 'Validation failed',
      validationErrors: [{ field: 'tenantCode', message: 'already exists' }],
    },
  },
  'Response message': { status: 409, data: { message: 'The contract is closed and cannot be edited.' } },
  'OAuth error description': {
    status: 400,
    data: { error: 'invalid_grant', error_description: 'Bad credentials' },
  },
  'Binary body (export)': {
    status: 400,
    data: new TextEncoder().encode(JSON.stringify({ message: 'Export size cap reached' })).buffer,
  },
  'HTML from a gateway': { status: 502, data: '<html><body>Bad gateway</body></html>' },
} satisfies Record<string, { status: number; data: unknown }>;

type Sample = keyof typeof samples;

/** Shows which text `describeError` picks for typical failed answers, in each locale. */
export function DescribeErrorDemo() {
  const [sample, setSample] = useState<Sample>('Validation error with a field');
  const [language, setLanguage] = useState<string>('en');
  const [withSpan, setWithSpan] = useState(true);
  const ids = { sample: useId(), language: useId(), span: useId() };
  const { status, data } = samples[sample];
  const response: HttpResponse = {
    status,
    statusText: '',
    headers: withSpan ? { 'x-span-id': '7c1e0b5d2f9a4e31' } : {},
    data,
  };
  const description = describeError(
    new HttpError({ kind: 'status', method: 'post', url: '/api/tenant', response }),
    {
      language,
    },
  );

  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, border: '1px solid #d0d7de', borderRadius: 8 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={ids.sample}>Answer</label>
        <select id={ids.sample} value={sample} onChange={(event) => setSample(event.target.value as Sample)}>
          {Object.keys(samples).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <label htmlFor={ids.language}>Language</label>
        <select id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value)}>
          {httpLocales.map((locale) => (
            <option key={locale}>{locale}</option>
          ))}
        </select>
        <label htmlFor={ids.span}>
          <input
            id={ids.span}
            type="checkbox"
            checked={withSpan}
            onChange={(event) => setWithSpan(event.target.checked)}
          />{' '}
          span id header
        </label>
      </div>
      <output
        aria-live="polite"
        style={{ display: 'block', padding: 12, background: '#fff1f0', borderRadius: 6 }}
      >
        <strong>{description.message}</strong>
        {description.spanId && <div style={{ fontFamily: 'monospace' }}>spanId: {description.spanId}</div>}
        <div style={{ color: '#57606a' }}>
          rule: {description.source}, status {description.status}
        </div>
      </output>
    </div>
  );
}
