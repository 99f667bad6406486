import { Fragment, type ReactNode } from 'react';
import { addressLines } from '@/lib/util/postal-address';
import type { Address } from '@/types/shop';

/**
 * A postal address, a line each (lib/util/postal-address.ts), optionally under the addressee's name. A postal code is
 * never split across two lines ("T9V" and "0W8"): its spaces do not break.
 */
export function PostalAddress({ address, name, className, testId }: { address: Address; name?: ReactNode; className?: string; testId?: string }) {
  const parcelLines = addressLines({ ...address, zipCode: address.zipCode.replace(/ /g, '\u00a0') });
  const lines: ReactNode[] = name ? [name, ...parcelLines] : parcelLines;
  return (
    <address className={className} data-testid={testId}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
