/** The Tradescope mark: a rising line with a sell dot, as in favicon.svg. */
export const LogoMark = ({ size = 28 }: { size?: number }) => (
  <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
    <rect
      x="0.5"
      y="0.5"
      width="31"
      height="31"
      rx="7.5"
      fill="#0f172a"
      stroke="#ffffff"
      strokeOpacity="0.12"
    />
    <path
      d="M6 22l6-7 5 4 9-11"
      fill="none"
      stroke="#2dd4bf"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="26" cy="8" r="2.5" fill="#fb7185" />
  </svg>
);
