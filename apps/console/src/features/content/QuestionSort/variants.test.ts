import { describe, expect, it } from 'vitest';
import { contentBespokeRoutes } from '../../../catalogue/routes/content';
import { variantOfSortRoute } from './variants';

describe('variantOfSortRoute', () => {
  it('gives every question-sort route of the catalogue its list variant', () => {
    const sortRoutes = contentBespokeRoutes.filter((route) => route.screen === 'question-sort');
    expect(sortRoutes).toHaveLength(8);
    expect(Object.fromEntries(sortRoutes.map((route) => [route.key, variantOfSortRoute(route.key)]))).toEqual(
      {
        'guide-single-sort': 'GUIDE_SINGLE',
        'single-sort': 'SINGLE',
        'zhenxuan-single-sort': 'ZHENXUAN_SINGLE',
        'newcomer-single-sort': 'NEWCOMER_SINGLE',
        'website-single-sort': 'WEBSITE_SINGLE',
        'help-and-feedback-question-maintenance-sort': 'HELP_DEFAULT',
        'help-and-feedback-newcomer-question-maintenance-sort': 'HELP_NEWCOMER',
        'help-and-feedback-guide-question-maintenance-sort': 'HELP_GUIDE',
      },
    );
  });

  it('knows no variant for other routes', () => {
    expect(variantOfSortRoute('single')).toBeUndefined();
    expect(variantOfSortRoute('app-operations-sort')).toBeUndefined();
  });
});
