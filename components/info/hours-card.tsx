import { Clock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { businessHours } from '@/content/pages/shared';

/** The workshop's opening hours, day by day, in a card with its own heading. */
export function HoursCard({ headingId, heading, note }: { headingId: string; heading: string; note: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-card bg-white p-6 shadow-card">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <Icon node={Clock} className="size-5 text-walnut" />
        {heading}
      </h2>
      <dl className="mt-4 divide-y divide-sand">
        {businessHours.map((h) => (
          <div key={h.days} className="flex justify-between gap-4 py-2">
            <dt className="text-ink">{h.days}</dt>
            <dd className="font-semibold text-bark">{h.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{note}</p>
    </section>
  );
}
