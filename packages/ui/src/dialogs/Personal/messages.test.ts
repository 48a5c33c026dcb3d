import { describe, expect, it } from 'vitest';
import { uiMessageModules } from '../../i18n/catalogue';
import { uiLocales } from '../../i18n/locales';
import { personalMessageModules } from './test/personalMessageModules';

describe('personal dialog messages', () => {
  it('has every message in every locale, none empty', () => {
    for (const module of personalMessageModules) {
      for (const [id, texts] of Object.entries(module)) {
        for (const locale of uiLocales) expect(texts[locale], `${locale} ${id}`).toMatch(/\S/);
      }
    }
  });

  it('declares no id the package already has', () => {
    const taken = new Set(
      uiMessageModules.filter((module) => !personalMessageModules.includes(module)).flatMap(Object.keys),
    );
    const ours = personalMessageModules.flatMap((module) => Object.keys(module));
    expect(ours.filter((id) => taken.has(id))).toEqual([]);
  });

  it('names every id ui.<dialog>.<key>', () => {
    const ours = personalMessageModules.flatMap((module) => Object.keys(module));
    expect(ours.filter((id) => !/^ui\.(passwordReset|quickReplies|reminder)\./.test(id))).toEqual([]);
  });
});
