// A chart drawn by the server (POST /ntocc-basic-api/chart/draw): what the console sends, and the
// schema the server checks it with. A page's chart shows first as the server's SVG, so a dashboard
// does not fetch ECharts' ~190 KB gz before its figures are read; the chart turns live (tooltips,
// legend) in the browser when the user first points at or touches it. Maps are always drawn live.
import type { JSONSchemaType } from 'ajv';
import type { ChartData } from './chartOption';
import type { ChartTone } from './chartPalette';
import type { ChartValueFormat } from './chartValueFormat';

export const CHART_DRAWING_PATH = '/ntocc-basic-api/chart/draw';

export type ServerDrawnKind = 'line' | 'bar' | 'pie';

export interface ChartDrawing {
  kind: ServerDrawnKind;
  data: ChartData;
  valueFormat: ChartValueFormat;
  /** The user's theme colour. */
  primary: string;
  tone: ChartTone;
  stacked: boolean;
  /** The container's size in CSS pixels. */
  width: number;
  height: number;
}

/** Bounds of a drawing: a chart block asks for at most 500 groups (ChartBlock.tsx), a day trend
 * over a year has 366; the measures of a block are a handful. */
export const DRAWING_LIMITS = { categories: 500, series: 12, text: 200, minSide: 40, maxWidth: 4000, maxHeight: 2000 } as const;

export const chartDrawingSchema: JSONSchemaType<ChartDrawing> = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'data', 'valueFormat', 'primary', 'tone', 'stacked', 'width', 'height'],
  properties: {
    kind: { type: 'string', enum: ['line', 'bar', 'pie'] },
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['categories', 'series'],
      properties: {
        categories: { type: 'array', maxItems: DRAWING_LIMITS.categories, items: { type: 'string', maxLength: DRAWING_LIMITS.text } },
        series: {
          type: 'array',
          maxItems: DRAWING_LIMITS.series,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'values'],
            properties: {
              name: { type: 'string', maxLength: DRAWING_LIMITS.text },
              values: { type: 'array', maxItems: DRAWING_LIMITS.categories, items: { type: 'number', nullable: true } as never },
            },
          },
        },
      },
    },
    valueFormat: { type: 'string', enum: ['money', 'count', 'weight', 'percent'] },
    // Written into the SVG's attributes: a colour and nothing else.
    primary: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    tone: { type: 'string', enum: ['light', 'dark'] },
    stacked: { type: 'boolean' },
    width: { type: 'integer', minimum: DRAWING_LIMITS.minSide, maximum: DRAWING_LIMITS.maxWidth },
    height: { type: 'integer', minimum: DRAWING_LIMITS.minSide, maximum: DRAWING_LIMITS.maxHeight },
  },
};
