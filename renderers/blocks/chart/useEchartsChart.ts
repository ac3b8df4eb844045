// One ECharts instance on a container: created when the runtime has loaded (and again when the
// language changes, since ECharts takes its locale at creation), given each new option whole,
// resized with its container (sidebar collapse, window resize), disposed on unmount.
// A container of no size (a kept-alive view hidden with display: none) is not drawn into: ECharts'
// map fails on an empty view rect. The latest option waits until the container has a size again.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import { echartsLocaleFor } from './chartLocale';
import type { ChartOption } from '../../../src/core/chart/chartOption';

export interface EchartsChartState {
  containerRef: RefObject<HTMLDivElement | null>;
  /** The runtime could not be loaded (the caller shows its table instead). */
  failed: boolean;
  /** The chart has drawn an option. */
  drawn: boolean;
}

let runtimeLoaded = false;

/** ECharts has been fetched in this page: a new chart is drawn live at once. */
export function echartsRuntimeLoaded(): boolean {
  return runtimeLoaded;
}

function hasSize(element: HTMLElement): boolean {
  return element.clientWidth > 0 && element.clientHeight > 0;
}

/** Gives the option, the chart first taking the container's size (it may have been created hidden). */
function draw(chart: EChartsType, container: HTMLElement, option: ChartOption): void {
  if (chart.getWidth() !== container.clientWidth || chart.getHeight() !== container.clientHeight) chart.resize();
  chart.setOption(option, { notMerge: true });
}

/** Resolves once the browser has painted the current frame: a chart's layout (tens of ms per
 * chart) then runs after the page's figures are on screen, not before them. */
function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** `option` null: nothing to draw yet (a map whose regions are still loading). `map`: the map
 * parts are installed before the instance is made (an instance knows only the parts installed
 * when it was made). Not `enabled`: ECharts is neither fetched nor made (a server-drawn chart). */
export function useEchartsChart(option: ChartOption | null, language: string, map = false, enabled = true): EchartsChartState {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  /** The option not yet given to the chart (it came while the container had no size). */
  const pendingOption = useRef<ChartOption | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !enabled) return;
    let cancelled = false;
    let created: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    Promise.all([import('./echartsRuntime'), echartsLocaleFor(language), map ? import('./echartsMapParts') : null, afterNextPaint()])
      .then(([runtime, locale]) => {
        runtimeLoaded = true;
        if (cancelled) return;
        created = runtime.init(container, null, { renderer: 'svg', locale });
        const instance = created;
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            if (instance.isDisposed() || !hasSize(container)) return;
            if (pendingOption.current) {
              draw(instance, container, pendingOption.current);
              pendingOption.current = null;
              setDrawn(true);
            } else {
              instance.resize();
            }
          });
          observer.observe(container);
        }
        setFailed(false);
        setChart(instance);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      created?.dispose();
      setChart(null);
      setDrawn(false);
    };
  }, [language, map, enabled]);

  useEffect(() => {
    const container = containerRef.current;
    // A language change disposes the instance in the same commit that brings a new option.
    if (!chart || !option || !container || chart.isDisposed()) return;
    if (hasSize(container)) {
      draw(chart, container, option);
      pendingOption.current = null;
      setDrawn(true);
    } else {
      pendingOption.current = option;
    }
  }, [chart, option]);

  return { containerRef, failed, drawn };
}
