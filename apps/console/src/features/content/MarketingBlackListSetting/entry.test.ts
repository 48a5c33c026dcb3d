import { marketingBlackListResource } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { entryFields, localDate } from './entry';

const context = { marketingInfoCode: 'MI-0001', addedBy: '赵内容 (Content Editor)', addedDate: '2026-01-05' };

describe('entryFields', () => {
  it('binds the entry to the message and keeps only the target field of its type', () => {
    const fields = entryFields(
      { targetType: 'MOBILE', mobile: ' 13912345678 ', email: 'left@over.example', reason: ' 投诉 ' },
      context,
    );
    expect(fields).toEqual({
      marketingInfoCode: 'MI-0001',
      targetType: 'MOBILE',
      mobile: '13912345678',
      reason: '投诉',
      addedBy: '赵内容 (Content Editor)',
      addedDate: '2026-01-05',
    });
    expect(marketingBlackListResource.schema.safeParse(fields).success).toBe(true);
  });

  it('keeps a tenant id as a number and leaves out an empty reason', () => {
    expect(entryFields({ targetType: 'TENANT', tenantId: 42, reason: '  ' }, context)).toEqual({
      marketingInfoCode: 'MI-0001',
      targetType: 'TENANT',
      tenantId: 42,
      addedBy: context.addedBy,
      addedDate: context.addedDate,
    });
  });

  it('leaves the target out when it is empty, for the schema to refuse', () => {
    expect(entryFields({ targetType: 'EMAIL', email: '' }, context)).not.toHaveProperty('email');
  });

  it('cuts the adder to the 50 characters the field takes', () => {
    expect(
      String(entryFields({ targetType: 'EMAIL' }, { ...context, addedBy: 'x'.repeat(80) }).addedBy),
    ).toHaveLength(50);
  });
});

describe('localDate', () => {
  it('writes the local calendar day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
