import { useEffect, useRef } from 'react';
import type { drawBarChart as DrawBarChart } from '../../charts/drawBarChart';
import { useI18n } from '../../i18n/translator';

interface BarChartProps {
  labels: readonly string[];
  values: readonly number[];
}

/** The drawing code, fetched once however many charts a screen shows. */
let drawing: Promise<{ drawBarChart: typeof DrawBarChart }> | undefined;
const loadDrawing = () => (drawing ??= import('../../charts/drawBarChart'));

/** The accent colour of the console's stylesheet, for the canvas that cannot read variables. */
function accentColour(): string {
  return (
    getComputedStyle(document.documentElement).getPropertyValue('--accent').trim() || '#0b5cad'
  );
}

/**
 * A bar chart whose drawing code (uPlot) is fetched when the chart is shown, not with the screen.
 * Hidden from assistive technology: the table beside it holds the same numbers.
 */
export function BarChart({ labels, values }: BarChartProps) {
  const { language } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  // By content: the screen makes new arrays on every render.
  const key = JSON.stringify([labels, values, language]);

  useEffect(() => {
    let current = true;
    let takeDown: (() => void) | undefined;
    const [chartLabels, chartValues] = JSON.parse(key) as [string[], number[]];
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    void loadDrawing().then(({ drawBarChart }) => {
      if (!current || !box.current) return;
      takeDown = drawBarChart(box.current, {
        labels: chartLabels,
        values: chartValues,
        colour: accentColour(),
        formatValue: (value) => numbers.format(value),
      });
    });
    return () => {
      current = false;
      takeDown?.();
    };
  }, [key, language]);

  return <div ref={box} className="bar-chart" aria-hidden="true" />;
}
