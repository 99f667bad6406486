import clsx from 'clsx';
import { Link } from './link';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-walnut text-white hover:bg-walnut-dark unavailable:bg-sand unavailable:text-ink',
  secondary: 'border border-walnut text-walnut bg-white hover:bg-linen unavailable:border-sand unavailable:text-muted',
  ghost: 'text-walnut hover:bg-linen',
  danger: 'bg-ember text-white hover:bg-red-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  icon: 'size-11 shrink-0',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors unavailable:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Its save is under way: the button looks and reads as unavailable but stays focusable, so whoever pressed it keeps
   * the keyboard's focus there (`disabled` would drop it to the page, and the next Tab would start again from the
   * top). A press still reaches the handler, which ignores it while saving (useOneSave, or the form's own guard).
   */
  busy?: boolean;
};

export function Button({ variant, size, className, type = 'button', busy, ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} aria-disabled={busy || undefined} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
