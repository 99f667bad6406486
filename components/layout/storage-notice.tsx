import { StorageNoticeLoader } from './storage-notice-loader';

/**
 * Told once, politely, when changes are kept in this tab only (storage refused, or stored data unreadable). The
 * live region is in the page's HTML from the start, empty, because a region that arrives with its words is often
 * not announced; a server component, so that it adds no JavaScript to every page.
 */
export function StorageNotice() {
  return (
    <div role="status">
      <StorageNoticeLoader />
    </div>
  );
}
