/** How an event's answers are scored: NPS 0-10, stars 1-5, thumbs 0 (down) or 1 (up). */
export type ScoreType = 'NPS' | 'STAR' | 'THUMBS';

const scoreRanges: Readonly<Record<ScoreType, readonly [number, number]>> = {
  NPS: [0, 10],
  STAR: [1, 5],
  THUMBS: [0, 1],
};

export interface HistogramBar {
  readonly score: number;
  readonly count: number;
  /** Of the scored answers, 0 to 1. */
  readonly share: number;
}

export interface NpsBreakdown {
  /** Scores 9 and 10. */
  readonly promoters: number;
  /** Scores 7 and 8. */
  readonly passives: number;
  /** Scores 0 to 6. */
  readonly detractors: number;
  /** The share of promoters less the share of detractors, in points from -100 to 100. */
  readonly score: number;
}

export interface FeedbackStats {
  /** Every answer, scored or not. */
  readonly count: number;
  readonly scored: number;
  /** The mean score, rounded to two decimals; null without a scored answer. */
  readonly average: number | null;
  /** One bar per score of the type's range (widened to any score outside it). */
  readonly histogram: readonly HistogramBar[];
  /** For NPS events with scored answers. */
  readonly nps: NpsBreakdown | null;
}

/** The summary of an event's answers: count, average, the score histogram and, for NPS, the NPS. */
export function feedbackStats(
  scores: readonly (number | null | undefined)[],
  scoreType: ScoreType,
): FeedbackStats {
  const given = scores.filter(
    (score): score is number => typeof score === 'number' && Number.isFinite(score),
  );
  const [low, high] = scoreRanges[scoreType];
  const min = Math.min(low, ...given);
  const max = Math.max(high, ...given);
  const counts = new Map<number, number>();
  for (const score of given) counts.set(score, (counts.get(score) ?? 0) + 1);
  const histogram: HistogramBar[] = [];
  for (let score = min; score <= max; score += 1) {
    const count = counts.get(score) ?? 0;
    histogram.push({ score, count, share: given.length === 0 ? 0 : count / given.length });
  }
  const average =
    given.length === 0
      ? null
      : Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 100) / 100;
  let nps: NpsBreakdown | null = null;
  if (scoreType === 'NPS' && given.length > 0) {
    const promoters = given.filter((score) => score >= 9).length;
    const passives = given.filter((score) => score >= 7 && score <= 8).length;
    const detractors = given.filter((score) => score <= 6).length;
    nps = {
      promoters,
      passives,
      detractors,
      score: Math.round(((promoters - detractors) / given.length) * 100),
    };
  }
  return { count: scores.length, scored: given.length, average, histogram, nps };
}

/** Whether a value is one of the score types. */
export function isScoreType(value: unknown): value is ScoreType {
  return value === 'NPS' || value === 'STAR' || value === 'THUMBS';
}
