import { describe, expect, it } from 'vitest';
import { clampEventIndex, groupFrames, parseBreadcrumbs, parseStackTrace, splitTag } from './eventText';

const javaTrace = [
  'java.lang.NullPointerException: report is null',
  '    at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:897)',
  '    at com.opsdesk.common.web.TenantFilter.doFilter(TenantFilter.java:58)',
  '    at com.opsdesk.expense.ReportService.submit(ReportService.java:120)',
].join('\n');

const jsTrace = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  '    at dispatch (https://static.opsdesk.example/assets/vendor.0a1b2c3d.js:2:41877)',
  '    at ReportList.render (https://static.opsdesk.example/assets/index.9f8e7d6c.js:1:5230)',
].join('\n');

describe('parseStackTrace', () => {
  it('keeps the exception line apart and reads each frame with its file, line and column', () => {
    const trace = parseStackTrace(jsTrace);
    expect(trace.header).toBe("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(trace.frames).toHaveLength(2);
    expect(trace.frames[1]).toMatchObject({
      functionName: 'ReportList.render',
      file: 'https://static.opsdesk.example/assets/index.9f8e7d6c.js',
      line: 1,
      column: 5230,
      inApp: true,
    });
  });

  it('tells framework and vendored frames from the application frames', () => {
    expect(parseStackTrace(javaTrace).frames.map((frame) => frame.inApp)).toEqual([false, true, true]);
    expect(parseStackTrace(jsTrace).frames.map((frame) => frame.inApp)).toEqual([false, true]);
  });

  it('reads a Java frame without a column', () => {
    const frame = parseStackTrace(javaTrace).frames[2];
    expect(frame).toMatchObject({ file: 'ReportService.java', line: 120 });
    expect(frame?.column).toBeUndefined();
  });

  it('gives no frames for an empty trace', () => {
    expect(parseStackTrace(undefined)).toEqual({ header: '', frames: [] });
  });
});

describe('groupFrames', () => {
  it('folds consecutive library frames together and keeps application frames one by one', () => {
    const frames = parseStackTrace(
      [
        'Error: x',
        'at a (node_modules/lib/a.js:1:1)',
        'at b (node_modules/lib/b.js:1:1)',
        'at mine (src/app.js:3:4)',
        'at c (node_modules/lib/c.js:1:1)',
      ].join('\n'),
    ).frames;
    const groups = groupFrames(frames);
    expect(groups.map((group) => (group.kind === 'app' ? 'app' : `lib×${group.frames.length}`))).toEqual([
      'lib×2',
      'app',
      'lib×1',
    ]);
    expect(groups[1]).toMatchObject({ kind: 'app', index: 2 });
  });
});

describe('parseBreadcrumbs', () => {
  it('reads time, category and message of each line', () => {
    expect(
      parseBreadcrumbs('10:15:02 xhr GET /api/expense/report/page [200]\n10:15:04 ui.click button#submit'),
    ).toEqual([
      { time: '10:15:02', category: 'xhr', message: 'GET /api/expense/report/page [200]' },
      { time: '10:15:04', category: 'ui.click', message: 'button#submit' },
    ]);
  });

  it('keeps a line without a time as its message', () => {
    expect(parseBreadcrumbs('app started')).toEqual([{ time: '', category: '', message: 'app started' }]);
  });
});

describe('splitTag and clampEventIndex', () => {
  it('splits a tag at its first colon', () => {
    expect(splitTag('browser:Chrome 124:beta')).toEqual({ key: 'browser', value: 'Chrome 124:beta' });
    expect(splitTag('flag')).toEqual({ key: 'flag', value: '' });
  });

  it('keeps the event index within the events', () => {
    expect(clampEventIndex(5, 3)).toBe(2);
    expect(clampEventIndex(-1, 3)).toBe(0);
    expect(clampEventIndex(4, 0)).toBe(0);
  });
});
