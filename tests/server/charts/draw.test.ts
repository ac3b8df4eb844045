// POST /ntocc-basic-api/chart/draw: the server draws a page's chart as SVG with ECharts for a
// signed-in user, with the console's option (theme colour, escaped texts), and refuses a body
// outside the shared schema (src/core/chart/chartDrawing.ts) naming the field, or a caller
// without a session.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { CHART_DRAWING_PATH, DRAWING_LIMITS, type ChartDrawing } from '../../../src/core/chart/chartDrawing';
import { startFixture, type Fixture } from '../entities/support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); }, 60_000);
afterAll(() => fx.server.close());

const trend: ChartDrawing = {
  kind: 'line',
  data: { categories: ['11-01', '11-02', '11-03', '11-04'], series: [{ name: '运单数', values: [12, 30, null, 8] }] },
  valueFormat: 'count',
  primary: '#1d6fe0',
  tone: 'light',
  stacked: false,
  width: 640,
  height: 320,
};

async function draw(body: unknown, token: string | null = fx.tokens.staff, language = 'zh-CN') {
  const response = await fetch(`${fx.server.url}${CHART_DRAWING_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { type: response.headers.get('content-type') ?? '', text: await response.text() };
}

describe('a chart drawn as SVG', () => {
  test('a line of four days: an SVG of the asked size, a point per value in the theme colour, the categories on the axis', { timeout: 30_000 }, async () => {
    const { type, text } = await draw(trend);
    expect(type).toMatch(/^image\/svg\+xml/);
    expect(text).toMatch(/^<svg width="640" height="320"/);
    // ECharts' line symbols: one per non-null value, stroked in the series colour.
    expect(text.match(/<path d="M1 0A1 1 0 1 1[^"]*"[^>]*stroke="#1d6fe0"/g)).toHaveLength(3);
    for (const day of trend.data.categories) expect(text).toContain(`>${day}</text>`);
  });

  test('every user with a session may ask: a driver and a shipper too', async () => {
    for (const token of [fx.tokens.driver, fx.tokens.shipper]) expect((await draw(trend, token)).text).toMatch(/^<svg /);
  });

  test('a slice named with markup is drawn as text, escaped', async () => {
    const pie: ChartDrawing = { ...trend, kind: 'pie', data: { categories: ['<img src=x onerror=alert(1)>', '已签收'], series: [{ name: '运单数', values: [5, 7] }] } };
    const { text } = await draw(pie);
    expect(text).not.toContain('<img');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text).toContain('已签收');
  });

  test('stacked bars of two series: a legend with both names, bars in the theme colour', async () => {
    const bars: ChartDrawing = { ...trend, kind: 'bar', stacked: true, data: { categories: ['A', 'B'], series: [{ name: '已签收', values: [3, 4] }, { name: '运输中', values: [1, 2] }] } };
    const { text } = await draw(bars);
    expect(text).toContain('>已签收</text>');
    expect(text).toContain('>运输中</text>');
    expect(text.match(/<path d="M[^"]*Z"[^>]*fill="#1d6fe0"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('what the server refuses', () => {
  test('no session: the sign-in answer, no drawing', async () => {
    const answer = JSON.parse((await draw(trend, null)).text) as { status: number };
    expect(answer.status).toBe(Status.UNAUTHENTICATED);
  });

  test.each([
    ['a map (drawn live only)', { ...trend, kind: 'map' }, '/kind'],
    ['a colour that is not #rrggbb', { ...trend, primary: 'red" onload="x' }, '/primary'],
    ['a width past the limit', { ...trend, width: DRAWING_LIMITS.maxWidth + 1 }, '/width'],
    ['more categories than a block asks for', { ...trend, data: { ...trend.data, categories: Array.from({ length: DRAWING_LIMITS.categories + 1 }, (_, i) => String(i)) } }, '/data/categories'],
    ['a value that is text', { ...trend, data: { ...trend.data, series: [{ name: 'x', values: ['1'] }] } }, '/data/series/0/values/0'],
  ])('%s: 422 naming %s', async (_name, body, field) => {
    const answer = JSON.parse((await draw(body)).text) as { status: number; data: { errors: { field: string; message: string }[] } };
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors.map((error) => error.field)).toContain(field);
  });
});
