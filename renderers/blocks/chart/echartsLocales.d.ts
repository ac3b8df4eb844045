// ECharts ships its locale objects as plain ES modules without type declarations.
declare module 'echarts/lib/i18n/langES.js' {
  import type { EChartsInitOpts } from 'echarts/core';
  const locale: Exclude<NonNullable<EChartsInitOpts['locale']>, string>;
  export default locale;
}
declare module 'echarts/lib/i18n/langJA.js' {
  import type { EChartsInitOpts } from 'echarts/core';
  const locale: Exclude<NonNullable<EChartsInitOpts['locale']>, string>;
  export default locale;
}
