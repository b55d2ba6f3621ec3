/** One measured value of a chart: the data key and what a person calls it. */
export interface ChartSeries {
  key: string;
  label: string;
  /** Which palette colour (0-based) when the series' meaning has one (green for conforming); else its position. */
  colour?: number;
}
