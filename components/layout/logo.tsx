import { Link } from '@/components/ui/link';
import { site } from '@/content/site';

/** The workshop's mark: growth rings of an end-grain board. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#6b4226" />
      <g fill="none" stroke="#f3eadc" strokeWidth="1.6">
        <ellipse cx="16" cy="16" rx="10" ry="9" />
        <ellipse cx="16.5" cy="16.5" rx="6" ry="5.2" />
        <ellipse cx="17" cy="17" rx="2.2" ry="1.8" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    // The link's name is its visible text (WCAG 2.5.3); below 360 px only the mark shows, so a hidden name stands in.
    <Link href="/" className="flex items-center gap-2.5 rounded-md">
      <LogoMark className="size-8 shrink-0 sm:size-9" />
      <span className="sr-only min-[360px]:hidden">{site.name}</span>
      <span className="flex flex-col leading-tight max-[359px]:hidden">
        <span className="whitespace-nowrap font-serif text-lg font-bold text-bark">
          <span className="sm:hidden">{site.shortName}</span>
          <span className="hidden sm:inline">{site.name}</span>
        </span>
        {/* Left out where the main links join the bar and there is no room for it beside them (1024-1279 px). */}
        <span className="hidden text-xs text-muted sm:block lg:max-xl:hidden">{site.tagline}</span>
      </span>
    </Link>
  );
}
