'use client';

import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { customRequestsCopy as copy } from '@/content/admin';
import { budgets, projectTypes, quantities, timelines, woodTypes } from '@/content/pages/custom';
import type { FormOption } from '@/content/pages/types';
import { formatDateTime } from '@/lib/admin/dates';
import { ADMIN_PAGE_SIZE, filterByStatus, paginate, statusFilter, withChanged } from '@/lib/admin/lists';
import { nextStatuses, type EstimateForm } from '@/lib/support/custom-request-status';
import { formatPrice } from '@/lib/pricing/money';
import { setRequestEstimate, setRequestStatus } from '@/lib/shop/custom-requests';
import { useCustomOrders } from '@/lib/store/custom-orders';
import { CUSTOM_REQUEST_STATUSES, type CustomOrderRequest, type CustomRequestStatus } from '@/types/shop';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Pagination } from './pagination';
import { TabStatus, type TabMessage } from './tab-status';

/** The admin lists' one page size. */
type Filter = 'all' | CustomRequestStatus;
const FILTERS: readonly Filter[] = ['all', ...CUSTOM_REQUEST_STATUSES];
const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

const labelOf = (options: readonly FormOption[], value: string) => options.find((o) => o.value === value)?.label ?? value;
const ESTIMATE_FIELDS: readonly (keyof EstimateForm)[] = ['price', 'timeline'];

const statusTone = (status: CustomRequestStatus) =>
  status === 'declined' ? 'danger' : status === 'completed' || status === 'accepted' ? 'success' : 'neutral';

/** The owner's Custom Requests tab: newest first, a filter by status, and one request open to quote and move along. */
export function CustomRequestsTab() {
  const requests = useCustomOrders((s) => s.requests);
  const [filter, setFilter] = useState(() => statusFilter<CustomRequestStatus>('all'));
  const [openId, setOpenId] = useState<string | null>(null);
  const [pageNumber, setPageNumber] = useState(1);

  const newestFirst = useMemo(() => [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [requests]);
  const counts = useMemo(() => {
    const all: Record<Filter, number> = { all: requests.length, pending: 0, quoted: 0, accepted: 0, declined: 0, completed: 0 };
    for (const r of requests) all[r.status] += 1;
    return all;
  }, [requests]);
  const shown = filterByStatus(newestFirst, filter);
  const open = requests.find((r) => r.id === openId);
  const page = paginate(shown, pageNumber, ADMIN_PAGE_SIZE);

  return (
    <div>
      <SelectField
        label="Show requests"
        className="mb-4 sm:w-64"
        value={filter.status}
        onChange={(e) => {
          if (!isFilter(e.target.value)) return;
          setFilter(statusFilter(e.target.value));
          setPageNumber(1);
        }}
      >
        {FILTERS.map((value) => (
          <option key={value} value={value}>
            {value === 'all' ? 'All statuses' : copy.statusLabels[value]} ({counts[value]})
          </option>
        ))}
      </SelectField>
      {shown.length === 0 ? (
        <p className="rounded-card bg-white p-8 text-center text-muted shadow-card ring-1 ring-sand/60">
          {requests.length === 0 ? copy.empty : copy.noneWithStatus}
        </p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 wrap-anywhere lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <ul aria-label="Custom requests, newest first" className="grid gap-2">
              {page.items.map((request) => (
                <li key={request.id}>
                  <button
                    type="button"
                    aria-current={request.id === openId || undefined}
                    onClick={() => setOpenId(request.id)}
                    className={clsx(
                      'grid w-full gap-1 rounded-card bg-white p-3 text-left shadow-card ring-1 hover:bg-linen',
                      request.id === openId ? 'ring-2 ring-walnut' : 'ring-sand/60',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-semibold text-ink">{request.name}</span>
                      <Badge tone={statusTone(request.status)}>{copy.statusLabels[request.status]}</Badge>
                    </span>
                    <span className="text-sm text-ink">{labelOf(projectTypes, request.projectType)}</span>
                    <span className="text-xs text-muted">{formatDateTime(request.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} label="Custom request pages" noun="custom requests" onPage={setPageNumber} />
          </div>
          {open ? <RequestDetail key={open.id} request={open} onMove={() => setFilter((f) => withChanged(f, open.id))} /> : <p className="p-4 text-sm text-muted">Choose a request to read it.</p>}
        </div>
      )}
    </div>
  );
}

function RequestDetail({ request, onMove }: { request: CustomOrderRequest; onMove: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [estimate, setEstimate] = useState<EstimateForm>({
    price: request.estimatedPrice === null ? '' : String(request.estimatedPrice),
    timeline: request.estimatedTimeline ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof EstimateForm, string>>>({});
  const [message, setMessage] = useState<TabMessage | null>(null);
  const quotable = request.status === 'pending' || request.status === 'quoted';

  useEffect(() => heading.current?.focus(), []);

  async function saveEstimate(event: FormEvent) {
    event.preventDefault();
    const saved = await setRequestEstimate(request.id, estimate);
    if (!saved.ok) {
      // An invalid estimate is told at its fields; the line no longer says an earlier one was saved.
      const fields = saved.failure.kind === 'invalid' ? saved.failure.fields : {};
      setErrors(fields);
      setMessage(saved.failure.kind === 'invalid' ? null : { text: saved.failure.message, refused: true });
      focusFirstInvalid(form.current, ESTIMATE_FIELDS, fields);
      return;
    }
    setErrors({});
    setMessage({ text: `Estimate saved: ${formatPrice(saved.value.estimatedPrice ?? 0)}, ${saved.value.estimatedTimeline}.` });
  }

  async function move(status: CustomRequestStatus, pressed: HTMLElement) {
    onMove();
    const moved = await setRequestStatus(request.id, status);
    if (!moved.ok) return setMessage({ text: moved.failure.message, refused: true });
    setMessage({ text: `Request from ${request.name} is now ${copy.statusLabels[status].toLowerCase()}.` });
    // The pressed button goes with the old status, and the browser drops its focus to <body>: focus goes to the
    // request instead. Focus the owner moved elsewhere meanwhile (the price field, say) is left where it is.
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === pressed) heading.current?.focus();
  }

  const facts: [string, string][] = [
    ['Email', request.email],
    ['Phone', request.phone],
    ['Project type', labelOf(projectTypes, request.projectType)],
    ['Wood type', labelOf(woodTypes, request.woodType)],
    ['Dimensions', request.dimensions],
    ['Quantity', labelOf(quantities, request.quantity)],
    ['Budget', labelOf(budgets, request.budget)],
    ['Timeline', labelOf(timelines, request.timeline)],
    ['Engraving', request.engraving],
    ['Inspiration', request.inspiration],
    ['Estimate', request.estimatedPrice === null ? '' : `${formatPrice(request.estimatedPrice)}, ${request.estimatedTimeline ?? ''}`],
  ];

  return (
    <section aria-labelledby={`request-${request.id}-heading`} className="rounded-card bg-white p-4 shadow-card ring-1 ring-sand/60 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`request-${request.id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          Request from {request.name}
        </h3>
        <Badge tone={statusTone(request.status)}>{copy.statusLabels[request.status]}</Badge>
      </div>
      <p className="text-sm text-muted">Sent {formatDateTime(request.createdAt)}</p>
      <h4 className="mt-4 font-sans text-xs font-semibold uppercase tracking-wide text-muted">Description</h4>
      <p className="mt-1 whitespace-pre-line text-ink">{request.description}</p>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="text-ink">{detail || <span className="text-muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>

      {quotable && (
        <form method="post" ref={form} noValidate onSubmit={(event) => void saveEstimate(event)} className="mt-5 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Estimated price (CAD)"
            name="price"
            inputMode="decimal"
            value={estimate.price}
            error={errors.price}
            onChange={(e) => setEstimate((current) => ({ ...current, price: e.target.value }))}
          />
          <TextField
            label="Estimated timeline"
            name="timeline"
            value={estimate.timeline}
            error={errors.timeline}
            onChange={(e) => setEstimate((current) => ({ ...current, timeline: e.target.value }))}
          />
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary">
              Save estimate
            </Button>
          </div>
        </form>
      )}

      {nextStatuses(request.status).length > 0 && (
        <div role="group" aria-label="Move this request along" className="mt-5 flex flex-wrap gap-2">
          {nextStatuses(request.status).map((status) => (
            <Button key={status} onClick={(event) => void move(status, event.currentTarget)}>
              Mark as {copy.statusLabels[status].toLowerCase()}
            </Button>
          ))}
        </div>
      )}
      <TabStatus message={message} className="mt-3" />
    </section>
  );
}
