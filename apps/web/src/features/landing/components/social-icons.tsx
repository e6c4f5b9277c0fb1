// Our own simplified marks (no icon font or image from another host).
const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className: 'size-5' } as const;

export function XMark() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M3 3h5.2l4.3 6 5-6h2.6l-6.4 7.6L21 21h-5.2l-4.6-6.4L5.8 21H3.2l6.9-8.1L3 3Zm3.6 1.6 10 14.8h1.5L8.2 4.6H6.6Z" />
    </svg>
  );
}

export function InstagramMark() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function YoutubeMark() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M21.6 7.2a2.8 2.8 0 0 0-2-2C17.9 4.8 12 4.8 12 4.8s-5.9 0-7.6.4a2.8 2.8 0 0 0-2 2C2 8.9 2 12 2 12s0 3.1.4 4.8a2.8 2.8 0 0 0 2 2c1.7.4 7.6.4 7.6.4s5.9 0 7.6-.4a2.8 2.8 0 0 0 2-2c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15.2V8.8l5.2 3.2-5.2 3.2Z" />
    </svg>
  );
}
