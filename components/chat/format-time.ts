const time = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric' });

/** "3:05 p.m." today, "Mar 1" before; the full date is in the <time> element's dateTime. */
export function formatChatTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? time.format(date) : day.format(date);
}
