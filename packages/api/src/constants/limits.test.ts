import { describe, expect, test } from 'vitest';
import { ATTACHMENT_LIMIT_BYTES, imageConversionQuality, UPLOAD_LIMIT_BYTES } from './limits';

describe('imageConversionQuality', () => {
  test('converts an image above 1,024,000 bytes at quality 0.3', () => {
    expect(imageConversionQuality(1_024_001)).toBe(0.3);
  });

  test('converts an image of 1,024,000 bytes or less at quality 0.7', () => {
    expect([imageConversionQuality(1_024_000), imageConversionQuality(0)]).toEqual([0.7, 0.7]);
  });
});

describe('upload limits', () => {
  test('count megabytes as 1,048,576 bytes', () => {
    expect([UPLOAD_LIMIT_BYTES, ATTACHMENT_LIMIT_BYTES]).toEqual([3_145_728, 10_485_760]);
  });
});
