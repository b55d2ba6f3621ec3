/** One measured value of a chart: the data key and what a person calls it. */
export interface ChartSeries {
  key: string;
  label: string;
}
