// A few line icons drawn here: the remote does not pull @ant-design/icons for four glyphs.
const base = { width: 14, height: 14, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, 'aria-hidden': true } as const;

export const CheckIcon = () => (
  <svg {...base}>
    <path d="M2.5 8.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const DoubleCheckIcon = () => (
  <svg {...base} width={18} viewBox="0 0 20 16">
    <path d="M1.5 8.5l3.5 3.5 7.5-8M8 11l1 1 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const ClockIcon = () => (
  <svg {...base}>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" />
  </svg>
);

export const SendIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M2 8l12-5.5L9.5 14 7.5 9z" strokeLinejoin="round" />
  </svg>
);

export const BackIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M10 3L5 8l5 5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
