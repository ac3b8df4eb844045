// Colours of a chart: the user's theme colour first (settings panel), then a fixed set that
// stays apart from it; text and lines per tone (dark: the wall-display big-data centre).

export type ChartTone = 'light' | 'dark';

/** ECharts' default palette without its blue, which the theme colour (blue by default) replaces. */
const FOLLOWING_COLOURS = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

export function seriesColours(primary: string): string[] {
  return [primary, ...FOLLOWING_COLOURS];
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `amount` of the way from `from` to `to` (both #rrggbb), as #rrggbb. */
export function mixColours(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((channel, index) => Math.round(channel + (b[index] - channel) * amount).toString(16).padStart(2, '0')).join('')}`;
}

export interface ToneColours {
  text: string;
  mutedText: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipText: string;
  /** Fill of a province without a figure and the lightest end of the map's scale. */
  emptyRegion: string;
  regionBorder: string;
}

export const TONES: Readonly<Record<ChartTone, ToneColours>> = {
  light: {
    text: '#303133',
    mutedText: '#606266',
    axisLine: '#c0c4cc',
    splitLine: '#ebeef5',
    tooltipBackground: '#ffffff',
    tooltipText: '#303133',
    emptyRegion: '#f2f4f7',
    regionBorder: '#c0c4cc',
  },
  dark: {
    text: '#e6f1ff',
    mutedText: '#9fb6d3',
    axisLine: '#3d5a80',
    splitLine: '#1e3354',
    tooltipBackground: '#0d1f3c',
    tooltipText: '#e6f1ff',
    emptyRegion: '#132b4d',
    regionBorder: '#3d6ea8',
  },
};

/** The map's scale: from the empty-region fill to the theme colour. */
export function mapScaleColours(primary: string, tone: ChartTone): [string, string] {
  return [mixColours(TONES[tone].emptyRegion, primary, 0.15), primary];
}
