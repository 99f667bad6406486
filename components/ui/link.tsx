import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link. It does not prefetch: Next would fetch every visible link's route (its JavaScript, and from a
 * plain static host its whole HTML) on first visit, multiplying what a shopper downloads. Pages load on click.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
