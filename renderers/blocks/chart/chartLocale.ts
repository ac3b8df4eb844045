// ECharts' own texts (loading, legend paging) in the console's language: ZH and EN are built into
// ECharts, ES and JA are loaded when first needed.
import type { EChartsInitOpts } from 'echarts/core';

export type EchartsLocale = NonNullable<EChartsInitOpts['locale']>;

export async function echartsLocaleFor(language: string): Promise<EchartsLocale> {
  switch (language) {
    case 'zh':
      return 'ZH';
    case 'es':
      return (await import('echarts/lib/i18n/langES.js')).default;
    case 'ja':
      return (await import('echarts/lib/i18n/langJA.js')).default;
    default:
      return 'EN';
  }
}
