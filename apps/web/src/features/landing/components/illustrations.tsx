// Our own drawings: shapes only (no text), so they read the same in both directions; the
// directional ones mirror in right-to-left through `rtl:-scale-x-100`.
const base = 'h-auto w-full max-w-md';

export function HeroArt() {
  return (
    <svg viewBox="0 0 360 320" aria-hidden="true" className={base}>
      <circle cx="180" cy="160" r="150" fill="#ccfbf1" />
      <rect x="110" y="20" width="140" height="280" rx="24" fill="#0f172a" />
      <rect x="118" y="32" width="124" height="256" rx="18" fill="#f8fafc" />
      <rect x="132" y="50" width="70" height="10" rx="5" fill="#0f766e" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(0 ${i * 48})`}>
          <rect x="130" y="74" width="100" height="38" rx="10" fill="#ffffff" stroke="#e2e8f0" />
          <circle
            cx="146"
            cy="93"
            r="7"
            fill={i < 2 ? '#0f766e' : '#ffffff'}
            stroke="#0f766e"
            strokeWidth="2"
          />
          <rect x="160" y="86" width={i % 2 ? 44 : 58} height="6" rx="3" fill="#334155" />
          <rect x="160" y="97" width="34" height="5" rx="2.5" fill="#94a3b8" />
        </g>
      ))}
      <g>
        <rect x="24" y="70" width="92" height="70" rx="14" fill="#ffffff" stroke="#e2e8f0" />
        <rect x="36" y="84" width="40" height="8" rx="4" fill="#f59e0b" />
        {[0, 1, 2].map((r) =>
          [0, 1, 2, 3].map((c) => (
            <rect
              key={`${r}${c}`}
              x={36 + c * 18}
              y={100 + r * 12}
              width="12"
              height="8"
              rx="2"
              fill={r === 1 && c === 2 ? '#0f766e' : '#e2e8f0'}
            />
          )),
        )}
      </g>
      <g>
        <rect x="246" y="180" width="96" height="70" rx="14" fill="#ffffff" stroke="#e2e8f0" />
        <circle cx="272" cy="206" r="12" fill="#fde68a" />
        <circle cx="300" cy="206" r="12" fill="#bfdbfe" />
        <circle cx="286" cy="226" r="12" fill="#fecaca" />
        <rect x="258" y="234" width="70" height="6" rx="3" fill="#e2e8f0" />
      </g>
    </svg>
  );
}

export function GaugeArt({ score }: { score: number }) {
  const angle = Math.PI * (1 - score / 100);
  const x = 120 + 80 * Math.cos(angle);
  const y = 130 - 80 * Math.sin(angle);
  return (
    <svg viewBox="0 0 240 150" aria-hidden="true" className={base}>
      <path
        d="M40 130a80 80 0 0 1 160 0"
        fill="none"
        stroke="#e2e8f0"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <path
        d={`M40 130A80 80 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)}`}
        fill="none"
        stroke="#0f766e"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <circle
        cx={x.toFixed(1)}
        cy={y.toFixed(1)}
        r="6"
        fill="#ffffff"
        stroke="#0f766e"
        strokeWidth="4"
      />
    </svg>
  );
}

export function CarArt() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden="true" className={`${base} rtl:-scale-x-100`}>
      <rect x="0" y="170" width="320" height="8" rx="4" fill="#e2e8f0" />
      <path
        d="M40 140v-26c0-8 5-14 13-16l30-8 28-30c6-6 13-9 21-9h76c9 0 17 4 22 11l22 28 30 6c9 2 16 10 16 19v25z"
        fill="#0f766e"
      />
      <path d="M124 68h48v34h-76zM182 68h22c5 0 9 2 12 6l20 28h-54z" fill="#ccfbf1" />
      <circle cx="92" cy="146" r="24" fill="#0f172a" />
      <circle cx="92" cy="146" r="10" fill="#cbd5e1" />
      <circle cx="246" cy="146" r="24" fill="#0f172a" />
      <circle cx="246" cy="146" r="10" fill="#cbd5e1" />
      <g transform="translate(238 14)">
        <circle cx="28" cy="28" r="28" fill="#fef3c7" />
        <path
          d="M38 16a10 10 0 0 0-13 12L14 39l5 5 11-11a10 10 0 0 0 12-13l-6 6-5-1-1-5z"
          fill="#b45309"
        />
      </g>
    </svg>
  );
}

export function HomeArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className={base}>
      <path
        d="M40 100 150 20l110 80"
        fill="none"
        stroke="#0f766e"
        strokeWidth="12"
        strokeLinejoin="round"
      />
      <rect
        x="62"
        y="96"
        width="176"
        height="114"
        rx="8"
        fill="#ffffff"
        stroke="#e2e8f0"
        strokeWidth="2"
      />
      <rect x="128" y="140" width="44" height="70" rx="6" fill="#0f766e" />
      <rect x="82" y="118" width="32" height="28" rx="4" fill="#bfdbfe" />
      <rect x="186" y="118" width="32" height="28" rx="4" fill="#bfdbfe" />
      <g transform="translate(220 40)">
        <rect width="92" height="104" rx="12" fill="#ffffff" stroke="#e2e8f0" strokeWidth="2" />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(12 ${16 + i * 28})`}>
            <rect width="16" height="16" rx="4" fill={i === 2 ? '#fee2e2' : '#ccfbf1'} />
            <path
              d={i === 2 ? 'M5 5l6 6M11 5l-6 6' : 'M4 8l3 3 5-6'}
              stroke={i === 2 ? '#b91c1c' : '#0f766e'}
              strokeWidth="2"
              fill="none"
            />
            <rect x="24" y="5" width="44" height="6" rx="3" fill="#94a3b8" />
          </g>
        ))}
      </g>
    </svg>
  );
}

export function DocumentsArt() {
  return (
    <svg viewBox="0 0 300 220" aria-hidden="true" className={base}>
      <rect
        x="70"
        y="40"
        width="130"
        height="160"
        rx="12"
        fill="#e2e8f0"
        transform="rotate(-8 135 120)"
      />
      <rect
        x="90"
        y="30"
        width="130"
        height="160"
        rx="12"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <rect x="108" y="54" width="60" height="10" rx="5" fill="#0f766e" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="108"
          y={78 + i * 18}
          width={i === 4 ? 54 : 94}
          height="7"
          rx="3.5"
          fill="#cbd5e1"
        />
      ))}
      <g transform="translate(196 118)">
        <circle cx="32" cy="32" r="32" fill="#fef3c7" />
        <path
          d="M32 16c-8 0-13 6-13 14v9l-4 6h34l-4-6v-9c0-8-5-14-13-14zm-5 33a5 5 0 0 0 10 0z"
          fill="#b45309"
        />
      </g>
    </svg>
  );
}
