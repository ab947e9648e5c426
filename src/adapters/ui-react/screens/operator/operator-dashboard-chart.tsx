import type { OperatorConsoleStrings } from '../../../i18n/catalogue.js';
import type { ChartView, FiguresRow } from './operator-dashboard.view.js';

/**
 * The last days as a chart drawn on the server (an image with its title and description, no
 * script), its legend, and the same numbers as a table under a disclosure for anyone who wants
 * them, screen readers first.
 */
export function OperatorDashboardChart({ chart, table, t }: { chart: ChartView; table: readonly FiguresRow[]; t: OperatorConsoleStrings }) {
  const { plot } = chart;
  return (
    <figure className="console-chart">
      <svg
        className="console-chart__image" role="img" aria-labelledby="console-chart-title console-chart-desc"
        viewBox={`0 0 ${chart.width} ${chart.height}`} preserveAspectRatio="xMidYMid meet"
      >
        <title id="console-chart-title">{chart.title}</title>
        <desc id="console-chart-desc">{chart.description}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.y} className="console-chart__tick">
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
            <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">{tick.label}</text>
          </g>
        ))}
        {chart.bars.map((bar) => <rect key={bar.x} className="console-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />)}
        <polyline className="console-chart__line console-chart__line--refunds" points={chart.refunds} />
        <polyline className="console-chart__line console-chart__line--returns" points={chart.returns} />
        {chart.dayLabels.map((day) => <text key={day.x} className="console-chart__day" x={day.x} y={plot.bottom + 20} textAnchor="middle">{day.label}</text>)}
      </svg>
      <figcaption>
        <ul className="console-chart__legend">
          <li><span className="console-chart__key console-chart__key--orders" aria-hidden="true" />{t.figureOrders}</li>
          <li><span className="console-chart__key console-chart__key--refunds" aria-hidden="true" />{t.figureRefunds}</li>
          <li><span className="console-chart__key console-chart__key--returns" aria-hidden="true" />{t.figureReturns}</li>
        </ul>
      </figcaption>
      <details className="console-chart__numbers">
        <summary>{t.chartTableSummary}</summary>
        <FiguresTable rows={table} caption={chart.title} t={t} />
      </details>
    </figure>
  );
}

/** Days and their figures, a row each (the days together in a row of their own). */
export function FiguresTable({ rows, caption, t }: { rows: readonly FiguresRow[]; caption: string; t: OperatorConsoleStrings }) {
  return (
    <table className="console-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columnDay}</th>
          <th scope="col">{t.figureOrders}</th>
          <th scope="col">{t.figureRevenue}</th>
          <th scope="col">{t.figureRefunds}</th>
          <th scope="col">{t.figureRefunded}</th>
          <th scope="col">{t.figureReturns}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.orders}</td>
            <td>{row.revenue}</td>
            <td>{row.refunds}</td>
            <td>{row.refunded}</td>
            <td>{row.returns}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
