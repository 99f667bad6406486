import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

/**
 * One of Lucide's icons (imported from 'lucide' as its drawing: `<Icon node={ShoppingCart} />`) as an inline SVG,
 * 24 units square, drawn in the text's colour. Decorative unless given a label: hidden from assistive technology by
 * default. Lucide's React package would wrap each icon in its own component, which every page would pay for.
 */
export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}

export type { IconNode };
