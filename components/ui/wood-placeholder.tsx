import clsx from 'clsx';

/** Shown where a product photo is missing or cannot load: a wood-grain tile with the product's name. */
export function WoodPlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={clsx('relative flex items-center justify-center overflow-hidden bg-maple', className)}
    >
      <svg aria-hidden="true" className="absolute inset-0 size-full" viewBox="0 0 200 150" preserveAspectRatio="none">
        <defs>
          <linearGradient id="wood-tone" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#e2c29b" />
            <stop offset="1" stopColor="#c99a68" />
          </linearGradient>
        </defs>
        <rect width="200" height="150" fill="url(#wood-tone)" />
        <g fill="none" stroke="#a0703f" strokeOpacity="0.35" strokeWidth="1.2">
          <path d="M-5 18 C40 8, 80 30, 120 16 S190 10, 205 20" />
          <path d="M-5 38 C30 30, 90 52, 130 36 S180 30, 205 42" />
          <path d="M-5 62 C50 50, 70 80, 110 66 S170 56, 205 68" />
          <ellipse cx="140" cy="84" rx="18" ry="7" />
          <ellipse cx="140" cy="84" rx="9" ry="3" />
          <path d="M-5 96 C40 84, 100 110, 125 98 S180 88, 205 100" />
          <path d="M-5 120 C30 110, 80 136, 120 122 S185 114, 205 126" />
          <path d="M-5 142 C50 134, 90 150, 140 140 S190 136, 205 146" />
        </g>
      </svg>
      <span
        aria-hidden="true"
        className="relative mx-4 rounded-md bg-cream/85 px-3 py-1.5 text-center font-serif text-sm font-semibold text-walnut-dark"
      >
        {label}
      </span>
    </div>
  );
}
