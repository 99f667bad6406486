import type { DailyRevenue } from '@/lib/admin/stats';
import { formatShortDay } from '@/lib/admin/dates';
import { formatPrice, toCents, toDollars } from '@/lib/pricing/money';

const WIDTH = 600;
const HEIGHT = 160;
const PAD_TOP = 12;
const PAD_BOTTOM = 22;
const PLOT = HEIGHT - PAD_TOP - PAD_BOTTOM;


/**
 * Revenue by day as inline SVG bars (no chart library for one chart). The SVG is one image with a summary as
 * its name; the numbers themselves are in a table anyone can open.
 */
export function RevenueChart({ series }: { series: DailyRevenue[] }) {
  const totalCents = series.reduce((sum, d) => sum + toCents(d.revenue), 0);
  const best = series.reduce<DailyRevenue | null>((top, d) => (d.revenue > (top?.revenue ?? 0) ? d : top), null);
  const max = best?.revenue ?? 0;
  const slot = WIDTH / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.7);
  const first = series[0];
  const last = series[series.length - 1];
  const summary =
    series.length === 0
      ? 'No days to show.'
      : `Daily revenue from ${formatShortDay(first.day)} to ${formatShortDay(last.day)}: ${formatPrice(toDollars(totalCents))} in total` +
        (best ? `, highest on ${formatShortDay(best.day)} at ${formatPrice(best.revenue)}.` : ', no sales in this period.');

  return (
    <figure className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand/60 sm:p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">Revenue, last {series.length} days</h2>
        <p className="text-sm text-muted">
          <span className="font-semibold tabular-nums text-bark">{formatPrice(toDollars(totalCents))}</span> excluding
          cancelled orders
        </p>
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-40 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" x2={WIDTH} y1={PAD_TOP + PLOT} y2={PAD_TOP + PLOT} className="stroke-muted" strokeWidth="1" />
        {series.map((d, i) => {
          const height = max > 0 ? (d.revenue / max) * PLOT : 0;
          return (
            <rect
              key={d.day}
              data-day={d.day}
              x={i * slot + (slot - barWidth) / 2}
              y={PAD_TOP + PLOT - height}
              width={barWidth}
              height={height}
              rx="2"
              className="fill-walnut"
            >
              <title>{`${formatShortDay(d.day)}: ${formatPrice(d.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      {series.length > 0 && (
        <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{formatShortDay(first.day)}</span>
          <span>{max > 0 ? `Highest day ${formatPrice(max)}` : 'No sales yet'}</span>
          <span>{formatShortDay(last.day)}</span>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-walnut hover:text-walnut-dark">Show revenue by day</summary>
        <div className="mt-2 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label="Revenue by day">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Revenue by day, oldest first</caption>
            <thead>
              <tr className="border-b border-sand">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  Orders
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day} className="border-b border-linen">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatShortDay(d.day)}
                  </th>
                  <td className="py-1 pr-4">{d.orders}</td>
                  <td className="py-1">{formatPrice(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
