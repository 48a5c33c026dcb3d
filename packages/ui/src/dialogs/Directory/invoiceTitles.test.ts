import { describe, expect, it } from 'vitest';
import {
  invoiceFields,
  invoiceFieldsText,
  joinField,
  readAnswer,
  taxpayerKindTone,
  type InvoiceTitle,
} from './invoiceTitles';

const title: InvoiceTitle = {
  key: 'RT-1',
  titleName: '艾克米科技有限公司',
  taxNumber: '91310115MA1H7XK23P',
  taxpayerKind: 'GENERAL',
  address: '上海市浦东新区张江路 368 号',
  telephone: '021-50801234',
  bankName: '招商银行上海张江支行',
  bankAccount: '121908765410201',
};

describe('readAnswer', () => {
  it('reads the rows and the whole count of a `rows` answer', () => {
    expect(readAnswer({ rows: [title], total: 7 })).toEqual({ rows: [title], total: 7 });
  });

  it('reads a plain list as its own count', () => {
    expect(readAnswer([title, title])).toMatchObject({ total: 2 });
  });

  it('never counts fewer than the rows given', () => {
    expect(readAnswer({ rows: [title, title], total: 1 }).total).toBe(2);
  });
});

describe('taxpayerKindTone', () => {
  it('sets general taxpayers apart from small-scale ones', () => {
    expect(taxpayerKindTone('GENERAL')).toBe('info');
    expect(taxpayerKindTone('SMALL_SCALE')).toBe('neutral');
  });
});

describe('invoice fields', () => {
  it('joins address and phone, bank and account, as an invoice prints them', () => {
    expect(invoiceFields(title)).toEqual({
      titleName: '艾克米科技有限公司',
      taxNumber: '91310115MA1H7XK23P',
      addressPhone: '上海市浦东新区张江路 368 号 021-50801234',
      bankAccount: '招商银行上海张江支行 121908765410201',
    });
  });

  it('leaves out the parts not given', () => {
    expect(joinField(null, ' 021-1 ', undefined, '')).toBe('021-1');
    expect(invoiceFields({ ...title, bankName: null, bankAccount: null }).bankAccount).toBe('');
  });

  it('writes every given field as a labelled line for "copy all"', () => {
    const text = invoiceFieldsText({ ...title, address: null, telephone: null }, (field) => field, '：');
    expect(text.split('\n')).toEqual([
      'titleName：艾克米科技有限公司',
      'taxNumber：91310115MA1H7XK23P',
      'bankAccount：招商银行上海张江支行 121908765410201',
    ]);
  });
});
