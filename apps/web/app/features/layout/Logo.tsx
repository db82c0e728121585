/**
 * The brand mark: a sun setting over two waves inside a compass ring. Drawn inline so it
 * never loads late or breaks, and scales from the 36 px header to the 120 px side menu.
 */
function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <circle cx="24" cy="24" r="22" fill="var(--color-primary)" />
      <circle cx="24" cy="22" r="8" fill="var(--color-accent)" />
      <path
        d="M8 28c4-3 8-3 12 0s8 3 12 0 6-2 8-1"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M11 35c3.5-2.5 7-2.5 10.5 0s7 2.5 10.5 0 5-2 6-1"
        stroke="#9fd3e8"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M24 5.5v4M24 38.5v4M5.5 24h4M38.5 24h4"
        stroke="#cfe3ec"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({
  siteName,
  size = 40,
  showName = true,
}: {
  siteName: string;
  size?: number;
  showName?: boolean;
}) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      {showName ? (
        <span className="logo__name">{siteName}</span>
      ) : (
        <span className="visually-hidden">{siteName}</span>
      )}
    </span>
  );
}
