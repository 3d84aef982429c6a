/** The product's mark (the favicon's cap), drawn inline so it needs no request and follows the accent colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="logo-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
      <g fill="var(--color-on-accent)">
        <path d="M32 13 5 26l27 13 27-13z" />
        <path d="M16 33.5V43c0 4 7.2 8 16 8s16-4 16-8v-9.5L32 41.2z" />
      </g>
      <path
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        d="M54 28.5V42"
      />
    </svg>
  );
}
