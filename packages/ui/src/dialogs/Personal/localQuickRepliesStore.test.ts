import { describe, expect, it } from 'vitest';
import { createLocalQuickRepliesStore } from './localQuickRepliesStore';
import { QuickReplyStoreError } from './quickReplies';
import { MemoryStorage } from './test/MemoryStorage';

function storeWith(storage = new MemoryStorage()) {
  let next = 0;
  return createLocalQuickRepliesStore(storage, { createId: () => `r${++next}` });
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error instanceof QuickReplyStoreError ? error.code : error;
  }
  return 'resolved';
}

describe('local quick replies store', () => {
  it('lists nothing at first', async () => {
    expect(await storeWith().list('signOff')).toEqual([]);
  });

  it('adds a reply at the end with a new id and its text trimmed', async () => {
    const store = storeWith();
    await store.save({ kind: 'signOff', text: 'Approved.' });
    expect(await store.save({ kind: 'signOff', text: ' Rejected. ' })).toEqual({
      id: 'r2',
      kind: 'signOff',
      text: 'Rejected.',
    });
    expect((await store.list('signOff')).map((reply) => reply.text)).toEqual(['Approved.', 'Rejected.']);
  });

  it('lists only the replies of the kind asked for', async () => {
    const store = storeWith();
    await store.save({ kind: 'signOff', text: 'Approved.' });
    await store.save({ kind: 'reply', text: 'Noted.' });
    expect((await store.list('reply')).map((reply) => reply.text)).toEqual(['Noted.']);
  });

  it('changes the text of a reply in its place', async () => {
    const store = storeWith();
    await store.save({ kind: 'reply', text: 'One' });
    await store.save({ kind: 'reply', text: 'Two' });
    await store.save({ id: 'r1', kind: 'reply', text: 'First' });
    expect((await store.list('reply')).map((reply) => reply.text)).toEqual(['First', 'Two']);
  });

  it('keeps the replies in the storage, for the next page load', async () => {
    const storage = new MemoryStorage();
    await storeWith(storage).save({ kind: 'reply', text: 'Noted.' });
    expect(await createLocalQuickRepliesStore(storage).list('reply')).toEqual([
      { id: 'r1', kind: 'reply', text: 'Noted.' },
    ]);
  });

  it('refuses a duplicate', async () => {
    const store = storeWith();
    await store.save({ kind: 'reply', text: 'Noted.' });
    expect(await rejection(store.save({ kind: 'reply', text: 'noted.' }))).toBe('duplicate');
  });

  it('refuses an empty reply', async () => {
    expect(await rejection(storeWith().save({ kind: 'reply', text: '  ' }))).toBe('required');
  });

  it('refuses a reply over the limit of its kind', async () => {
    expect(await rejection(storeWith().save({ kind: 'reply', text: 'x'.repeat(201) }))).toBe('tooLong');
  });

  it('refuses to change a reply that is gone', async () => {
    expect(await rejection(storeWith().save({ id: 'gone', kind: 'reply', text: 'x' }))).toBe('notFound');
  });

  it('says the storage is full when the browser refuses to write', async () => {
    expect(await rejection(storeWith(new MemoryStorage(10)).save({ kind: 'reply', text: 'Noted.' }))).toBe(
      'quota',
    );
  });

  it('removes a reply', async () => {
    const store = storeWith();
    await store.save({ kind: 'reply', text: 'One' });
    await store.save({ kind: 'reply', text: 'Two' });
    await store.remove('r1');
    expect((await store.list('reply')).map((reply) => reply.id)).toEqual(['r2']);
  });

  it('reorders the replies of one kind and leaves the other kind alone', async () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    await store.save({ kind: 'reply', text: 'A' });
    await store.save({ kind: 'signOff', text: 'S' });
    await store.save({ kind: 'reply', text: 'B' });
    await store.save({ kind: 'reply', text: 'C' });
    await store.reorder(['r4', 'r1', 'r3']);
    expect((await store.list('reply')).map((reply) => reply.text)).toEqual(['C', 'A', 'B']);
    expect((await store.list('signOff')).map((reply) => reply.text)).toEqual(['S']);
  });

  it('reads unreadable storage as no replies', async () => {
    const storage = new MemoryStorage();
    storage.setItem('opsdesk.quickReplies', '{not json');
    expect(await createLocalQuickRepliesStore(storage).list('reply')).toEqual([]);
  });

  it('keeps replies apart under different keys', async () => {
    const storage = new MemoryStorage();
    await createLocalQuickRepliesStore(storage, { key: 'u1' }).save({ kind: 'reply', text: 'Mine' });
    expect(await createLocalQuickRepliesStore(storage, { key: 'u2' }).list('reply')).toEqual([]);
  });
});
