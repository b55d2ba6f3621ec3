/**
 * Series colours as CSS custom properties with light and dark values, each at least 3:1 against the page
 * background (WCAG 1.4.11 for graphics); set `chartPaletteClass` on an ancestor and use `seriesColor(i)`.
 */
export const chartPaletteClass = [
  '[--chart-1:oklch(0.45_0.16_264)] [--chart-2:oklch(0.55_0.15_150)] [--chart-3:oklch(0.55_0.19_40)]',
  '[--chart-4:oklch(0.5_0.2_330)] [--chart-5:oklch(0.5_0.1_220)]',
  'dark:[--chart-1:oklch(0.75_0.12_264)] dark:[--chart-2:oklch(0.78_0.15_150)] dark:[--chart-3:oklch(0.78_0.14_60)]',
  'dark:[--chart-4:oklch(0.75_0.15_330)] dark:[--chart-5:oklch(0.8_0.1_200)]',
].join(' ');

const SERIES_COLOURS = 5;

/** The colour of the `index`th series; more series than colours repeat them (the data table tells them apart). */
export const seriesColor = (index: number) => `var(--chart-${(index % SERIES_COLOURS) + 1})`;
