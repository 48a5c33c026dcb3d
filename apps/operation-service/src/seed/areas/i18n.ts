import {
  apiMessages,
  minorityTranslationLanguages,
  minorityTranslationResource,
  printTemplates,
  printTranslationResource,
  translationEntryResource,
  translationLanguageMessages,
  translationLanguageResource,
  translationLanguages,
  translationReleaseResource,
  translationTextFields,
} from '@opsdesk/api';
import type { z } from 'zod';
import { areaPlanning, type AreaPlanning } from '../generate/areaPlanning';
import type { SeedContext } from '../generate/context';
import { step, type PlannedRow, type PlannedStep, type SeedFields } from '../generate/plan';
import type { TenantSketch } from '../generate/tenants';
import { dateAfter, instantAfter } from '../generate/values';
import type { SeedScale } from '../generate/world';
import { minorityPhrases, modulePrefixes, phrases, printLabels } from './i18n-data';

type Rows<R extends { readonly schema: z.ZodObject }> = PlannedRow<SeedFields<R['schema']>>[];

function languageSteps(area: AreaPlanning): PlannedStep[] {
  const { rng, size, now } = area;
  const main = new Set(['zh-cn', 'en-us', 'ja', 'zh-tw', 'it']);
  const natives: Record<string, string> = {
    'zh-cn': '简体中文', 'en-us': 'English (US)', ja: '日本語', 'zh-tw': '繁體中文（台灣）', 'zh-hk': '繁體中文（香港）',
    it: 'Italiano', pt: 'Português', vi: 'Tiếng Việt', es: 'Español', ko: '한국어', id: 'Bahasa Indonesia',
    ar: 'العربية', de: 'Deutsch', th: 'ไทย', ms: 'Bahasa Melayu', ru: 'Русский', fr: 'Français',
  }; // prettier-ignore
  const maintainers = ['本地化组', '语言桥翻译', '译国译民', '传神语联'];
  const languages: Rows<typeof translationLanguageResource> = translationLanguages
    .slice(0, size(17, 6))
    .map((languageCode, index) => {
      const isMain = main.has(languageCode);
      return {
        data: {
          languageCode,
          name: apiMessages['zh-CN'][translationLanguageMessages[languageCode]],
          nameEn: apiMessages.en[translationLanguageMessages[languageCode]],
          nativeName: natives[languageCode] ?? languageCode,
          languageType: isMain ? 'MAIN' : 'MINORITY',
          rightToLeft: languageCode === 'ar',
          ...(languageCode !== 'zh-cn' && {
            fallbackLanguage: languageCode === 'zh-tw' || languageCode === 'zh-hk' ? 'zh-cn' : 'en-us',
          }),
          completionPercent: isMain ? 100 - rng.int(0, 3) : rng.int(35, 92),
          maintainer: isMain ? '本地化组' : rng.pick(maintainers),
          sequence: (index + 1) * 10,
          // Arabic waits for the right-to-left layout of the apps.
          enabled: languageCode !== 'ar',
        },
      };
    });

  const entries: Rows<typeof translationEntryResource> = [];
  const statusOf = () =>
    rng.weighted([
      ['RELEASED', 55],
      ['REVIEWED', 20],
      ['TRANSLATED', 15],
      ['NEW', 10],
    ] as const);
  const translators = ['李娜', '王磊', '佐藤 美咲', 'Giulia Rossi', '陈静'];
  outer: for (const [module, prefix] of modulePrefixes) {
    for (const [key, zhCn, enUs, ja, zhTw, it] of phrases) {
      if (entries.length >= size(150, 5)) break outer;
      const status = statusOf();
      entries.push({
        data: {
          messageKey: `${prefix}.${key}`,
          module,
          zhCn,
          ...(status !== 'NEW' && { enUs, ja, zhTw }),
          ...(status === 'RELEASED' && { it }),
          ...(key.startsWith('button.') && { context: '按钮文字', maxLength: 12 }),
          status,
          ...(status !== 'NEW' && { lastTranslator: rng.pick(translators) }),
        },
      });
    }
  }

  const minority: Rows<typeof minorityTranslationResource> = [];
  outerMinority: for (const [key, sourceText, texts] of minorityPhrases) {
    for (const [index, languageCode] of minorityTranslationLanguages.entries()) {
      if (minority.length >= size(144, 4)) break outerMinority;
      const status = rng.weighted([
        ['REVIEWED', 50],
        ['TRANSLATED', 20],
        ['MACHINE_TRANSLATED', 20],
        ['UNTRANSLATED', 10],
      ] as const);
      const translation = texts[index];
      minority.push({
        data: {
          messageKey: `web.${key}`,
          module: 'WEB_APP',
          languageCode,
          sourceText,
          ...(status !== 'UNTRANSLATED' && translation && { translation }),
          status,
          ...(status === 'TRANSLATED' || status === 'REVIEWED' ? { translator: '语言桥翻译' } : {}),
          ...(status === 'REVIEWED' && {
            reviewer: rng.pick(translators),
            reviewedDate: dateAfter(now, -rng.int(3, 240)),
          }),
        },
      });
    }
  }

  // The entry holds the text in use in every language: a minority language's translated text too.
  const entryAt = new Map(
    entries.map((entry, index) => [`${entry.data.module}:${entry.data.messageKey}`, index]),
  );
  for (const { data } of minority) {
    const index = entryAt.get(`${data.module}:${data.messageKey}`);
    const entry = index === undefined ? undefined : entries[index];
    if (!entry || index === undefined || !data.translation || entry.data.status === 'NEW') continue;
    entries[index] = {
      ...entry,
      data: { ...entry.data, [translationTextFields[data.languageCode]]: data.translation },
    };
  }

  const releases: Rows<typeof translationReleaseResource> = [];
  const releaseCount = size(24, 3);
  for (let index = 0; index < releaseCount; index += 1) {
    // Older requests are settled; the latest ones are still in the workflow.
    const daysAgo = Math.round(((releaseCount - index) * 300) / releaseCount);
    const status =
      index >= releaseCount - 3
        ? ((['DRAFT', 'SUBMITTED', 'APPROVED'] as const)[releaseCount - 1 - index] ?? 'SUBMITTED')
        : rng.weighted([
            ['RELEASED', 80],
            ['REJECTED', 10],
            ['FAILED', 10],
          ] as const);
    const planned = instantAfter(now, -daysAgo + 2);
    releases.push({
      createdAt: instantAfter(now, -daysAgo),
      data: {
        releaseNo: `LR-${dateAfter(now, -daysAgo).replaceAll('-', '')}-${String(index + 1).padStart(2, '0')}`,
        title: `${dateAfter(now, -daysAgo).slice(0, 7)} ${rng.pick(['报销', '差旅', '审批', '财务', '登录'])}模块译文上线`,
        modules: rng.sample(
          ['WEB_APP', 'MOBILE_WEB', 'TRAVEL_WEB', 'CENTRAL_CONTROL', 'SERVER_MESSAGES'] as const,
          rng.int(1, 3),
        ),
        languageCodes: rng.sample(translationLanguages, rng.int(1, 5)),
        entryCount: rng.int(8, 420),
        sourceEnv: rng.chance(0.7) ? 'UAT' : 'STAGE',
        requester: rng.pick(translators),
        ...(status !== 'DRAFT' && status !== 'SUBMITTED' && { reviewer: '周婷' }),
        plannedAt: planned.toISOString(),
        ...(status === 'RELEASED' && { releasedAt: instantAfter(planned, 0.05).toISOString() }),
        status,
        ...(status === 'REJECTED' && { remark: '部分日语译文未审校，请补充后重新提交' }),
        ...(status === 'FAILED' && { remark: '推送生产时配置中心超时，需重试' }),
      },
    });
  }

  const prints: Rows<typeof printTranslationResource> = [];
  outerPrint: for (const printTemplate of printTemplates) {
    for (const [key, zhCn, enUs, ja, zhTw, it, maxLength] of printLabels) {
      if (prints.length >= size(77, 4)) break outerPrint;
      prints.push({
        data: {
          messageKey: `print.${printTemplate.toLowerCase()}.${key}`,
          printTemplate,
          zhCn,
          enUs,
          ja,
          zhTw,
          ...(rng.chance(0.6) && { it }),
          maxLength,
          enabled: true,
        },
      });
    }
  }

  return [
    step(translationLanguageResource, languages),
    step(translationEntryResource, entries),
    step(minorityTranslationResource, minority),
    step(translationReleaseResource, releases),
    step(printTranslationResource, prints),
  ];
}

/**
 * The records of the i18n area's resources: the languages, the apps' messages in the main and the
 * minority languages, the requests to release translations, and the labels of printed documents.
 */
export function planI18nArea(
  context: SeedContext,
  tenants: readonly TenantSketch[],
  scale: SeedScale,
): PlannedStep[] {
  return languageSteps(areaPlanning(context, tenants, scale, 'languages'));
}
