import { Fragment, type ReactNode } from 'react';
import { addressLines } from '@/lib/postal-address';
import type { Address } from '@/types/shop';

/** A postal address, a line each (lib/postal-address.ts), optionally under the addressee's name. */
export function PostalAddress({ address, name, className, testId }: { address: Address; name?: ReactNode; className?: string; testId?: string }) {
  const lines: ReactNode[] = name ? [name, ...addressLines(address)] : addressLines(address);
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
