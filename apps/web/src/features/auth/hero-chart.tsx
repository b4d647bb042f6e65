/** Candles climbing past a marked buy match: the auth page's artwork, drawn rather than downloaded. */
const CANDLES = [
  [40, 210, 240, 200, 250, false],
  [70, 205, 222, 196, 232, true],
  [100, 222, 198, 190, 230, true],
  [130, 198, 214, 192, 224, false],
  [160, 214, 186, 180, 220, true],
  [190, 186, 170, 162, 192, true],
  [220, 170, 182, 164, 190, false],
  [250, 182, 150, 144, 188, true],
  [280, 150, 132, 126, 158, true],
  [310, 132, 144, 124, 152, false],
  [340, 144, 112, 106, 150, true],
  [370, 112, 96, 88, 118, true],
  [400, 96, 104, 86, 110, false],
  [430, 104, 72, 64, 110, true],
] as const;

export const HeroChart = () => (
  <svg viewBox="0 0 470 270" className="w-full" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#2dd4bf" stopOpacity="0.28" />
        <stop offset="1" stopColor="#2dd4bf" stopOpacity="0" />
      </linearGradient>
    </defs>
    {[60, 120, 180, 240].map((y) => (
      <line key={y} x1="20" x2="460" y1={y} y2={y} stroke="#ffffff" strokeOpacity="0.06" />
    ))}
    <rect
      x="150"
      y="150"
      width="110"
      height="48"
      rx="6"
      fill="#2dd4bf"
      fillOpacity="0.08"
      stroke="#2dd4bf"
      strokeOpacity="0.35"
      strokeDasharray="4 4"
    />
    <path
      d="M40 240 L70 222 L100 198 L130 214 L160 186 L190 170 L220 182 L250 150 L280 132 L310 144 L340 112 L370 96 L400 104 L430 72 L430 270 L40 270 Z"
      fill="url(#hero-area)"
    />
    {CANDLES.map(([x, open, close, high, low, up]) => (
      <g key={x} stroke={up ? '#2dd4bf' : '#fb7185'} fill={up ? '#2dd4bf' : '#fb7185'}>
        <line x1={x} x2={x} y1={high} y2={low} strokeWidth="2" />
        <rect
          x={x - 7}
          y={Math.min(open, close)}
          width="14"
          height={Math.max(4, Math.abs(open - close))}
          rx="2"
        />
      </g>
    ))}
    <g>
      <circle cx="190" cy="192" r="15" fill="#2dd4bf" fillOpacity="0.18" />
      <circle cx="190" cy="192" r="6" fill="#2dd4bf" />
      <rect x="206" y="203" width="58" height="22" rx="11" fill="#2dd4bf" />
      <text
        x="235"
        y="218"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#04201d"
        fontFamily="system-ui, sans-serif"
      >
        BUY
      </text>
    </g>
  </svg>
);
