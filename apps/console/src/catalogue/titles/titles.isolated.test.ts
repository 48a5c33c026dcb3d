import { describe, expect, it, vi } from 'vitest';

// Each test starts with no dictionary loaded: the module keeps what it loaded.
async function freshTitles() {
  vi.resetModules();
  return import('./index');
}

describe('the route titles beyond zh-CN', () => {
  it('shows an entry in zh-CN in every language while no dictionary is loaded', async () => {
    const { catalogueTitle, catalogueTitleIn } = await freshTitles();
    const title = catalogueTitle('dashboard', '首页看板');
    expect([title['zh-CN'], title.en, title.ja]).toEqual(['首页看板', '首页看板', '首页看板']);
    expect(catalogueTitleIn('en', 'dashboard')).toBeUndefined();
  });

  it('reads a language from its dictionary once it is loaded, and only that language', async () => {
    const { catalogueTitle, loadCatalogueTitles } = await freshTitles();
    const title = catalogueTitle('dashboard', '首页看板');
    await loadCatalogueTitles('en');
    expect(title.en).toBe('Dashboard');
    expect(title.ja).toBe('首页看板');
  });

  it('loads each language once', async () => {
    const { loadCatalogueTitles } = await freshTitles();
    expect(loadCatalogueTitles('ja')).toBe(loadCatalogueTitles('ja'));
  });

  it('loads nothing for zh-CN, whose titles are in the route files', async () => {
    const { catalogueTitleIn, loadCatalogueTitles } = await freshTitles();
    await loadCatalogueTitles('zh-CN');
    expect([catalogueTitleIn('en', 'dashboard'), catalogueTitleIn('ja', 'dashboard')]).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('gives a key a dictionary lacks its zh-CN title', async () => {
    const { catalogueTitle, loadAllCatalogueTitles } = await freshTitles();
    await loadAllCatalogueTitles();
    expect(catalogueTitle('no-such-route', '无此页面').ja).toBe('无此页面');
  });

  it('binds the titles of route file entries by their keys, as plain data to JSON and spreads', async () => {
    const { loadAllCatalogueTitles, titledEntries } = await freshTitles();
    await loadAllCatalogueTitles();
    const [entry] = titledEntries([
      { kind: 'group', key: 'tenant-manage', title: '租户管理', menuKey: 'tenant-manage' },
    ]);
    const expected = { 'zh-CN': '租户管理', en: 'Tenant management', ja: 'テナント管理' };
    expect(JSON.parse(JSON.stringify(entry?.title))).toEqual(expected);
    expect({ ...entry?.title }).toEqual(expected);
  });
});
