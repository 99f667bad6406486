import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-linen text-walnut-dark',
  danger: 'bg-ember text-white',
  success: 'bg-moss-light text-moss',
  dark: 'bg-bark text-white',
} as const;

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
