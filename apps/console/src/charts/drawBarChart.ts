import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The chart's height in CSS pixels; its width follows its box. */
const CHART_HEIGHT = 220;
/** Names longer than this are cut in the chart (the table beside it has them whole). */
const LABEL_MAX_CHARS = 14;
const short = (label: string) =>
  label.length > LABEL_MAX_CHARS ? `${label.slice(0, LABEL_MAX_CHARS - 1)}…` : label;

/** A bar's share of its slot, and its widest in CSS pixels. */
const BAR_SIZE: [number, number] = [0.6, 72];

export interface BarChartData {
  labels: readonly string[];
  values: readonly number[];
  /** A colour the canvas can paint (CSS custom properties are read before). */
  colour: string;
  /** The numbers on the value axis as the user's language writes them. */
  formatValue: (value: number) => string;
}

/**
 * A bar per label, drawn with uPlot (MIT, ~50 KB, its own chunk loaded only by a screen that
 * shows a chart). The chart is a picture for the eye: the screen shows the same numbers in a
 * table, which is what assistive technology reads. Returns what takes it down again.
 */
/** 1, 2, 5, 10, 20, 50 … up to a billion. */
const WHOLE_STEPS = Array.from(
  { length: 27 },
  (_, index) => ([1, 2, 5][index % 3] ?? 1) * 10 ** Math.floor(index / 3),
);

export function drawBarChart(target: HTMLElement, chart: BarChartData): () => void {
  const positions = chart.labels.map((_, index) => index);
  const highest = Math.max(1, ...chart.values);
  const plot = new uPlot(
    {
      width: Math.max(200, target.clientWidth),
      height: CHART_HEIGHT,
      // Room on the right for the last slanted name.
      padding: [8, 32, 0, 0],
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, chart.labels.length - 0.5] },
        y: { range: [0, highest * 1.15] },
      },
      axes: [
        {
          splits: () => positions,
          values: (_plot, splits) => splits.map((at) => short(chart.labels[at] ?? '')),
          grid: { show: false },
          // Several long names side by side would overlap: slanted, they fit.
          ...(chart.labels.length > 2 ? { rotate: -40, size: 80 } : {}),
        },
        {
          // The bars count payments: whole steps only, never a tick between 0 and 1.
          incrs: WHOLE_STEPS,
          values: (_plot, splits) => splits.map(chart.formatValue),
        },
      ],
      series: [
        {},
        {
          fill: chart.colour,
          stroke: chart.colour,
          paths: uPlot.paths.bars?.({ size: BAR_SIZE }),
          points: { show: false },
        },
      ],
    },
    [positions, [...chart.values]],
    target,
  );
  const resize = new ResizeObserver(() =>
    plot.setSize({ width: Math.max(200, target.clientWidth), height: CHART_HEIGHT }),
  );
  resize.observe(target);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
