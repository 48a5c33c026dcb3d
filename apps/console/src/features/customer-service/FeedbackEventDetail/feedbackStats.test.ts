import { describe, expect, it } from 'vitest';
import { feedbackStats } from './feedbackStats';

describe('feedback event statistics', () => {
  it('counts NPS promoters, passives and detractors and works out the NPS', () => {
    const stats = feedbackStats([10, 9, 9, 8, 7, 6, 0, undefined], 'NPS');
    expect(stats.count).toBe(8);
    expect(stats.scored).toBe(7);
    expect(stats.average).toBe(7);
    expect(stats.nps).toEqual({ promoters: 3, passives: 2, detractors: 2, score: 14 });
  });

  it('draws one bar per score of the range, empty ones included', () => {
    const stats = feedbackStats([5, 5, 4], 'STAR');
    expect(stats.histogram.map((bar) => [bar.score, bar.count])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 2],
    ]);
    expect(stats.histogram[4]?.share).toBeCloseTo(2 / 3);
    expect(stats.nps).toBeNull();
  });

  it('widens the range to a score outside it', () => {
    const stats = feedbackStats([1, 7], 'THUMBS');
    expect(stats.histogram.map((bar) => bar.score)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no average and no NPS without scored answers', () => {
    const stats = feedbackStats([null, undefined], 'NPS');
    expect(stats).toMatchObject({ count: 2, scored: 0, average: null, nps: null });
    expect(stats.histogram.every((bar) => bar.count === 0 && bar.share === 0)).toBe(true);
  });
});
