/** Inline icons: a few hundred bytes each, no icon library in the bundle. */
interface IconProps {
  className?: string;
}

export function MoonIcon({ className }: IconProps) {
  return (
    <svg
      data-icon="moon"
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </svg>
  );
}

export function SunIcon({ className }: IconProps) {
  return (
    <svg
      data-icon="sun"
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" className="logo">
      <circle cx="24" cy="24" r="23" fill="var(--accent)" />
      <path d="M12 29c0-7 5.4-12 12-12s12 5 12 12Z" fill="var(--accent-fg)" />
      <rect x="10" y="29" width="28" height="4" rx="2" fill="var(--accent-fg)" />
      <circle cx="24" cy="14.5" r="2.2" fill="var(--accent-fg)" />
      <path d="M17 37h14" stroke="var(--accent-fg)" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
