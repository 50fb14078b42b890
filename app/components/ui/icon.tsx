import type { ReactNode, SVGProps } from "react";

/**
 * The site's one icon set: a typed map of 24×24 drawings. Line icons (`line`) are stroked in
 * the text colour, the others filled with it; every icon is decorative (aria-hidden), so the
 * control or text beside it carries the name.
 */
const WHATSAPP =
  "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z";
const HEART = "M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z";

interface IconDrawing {
  body: ReactNode;
  /** Drawn with lines (stroke) rather than filled. */
  line?: boolean;
}

const ICONS = {
  // Line icons
  close: { line: true, body: <path d="M6 6l12 12M18 6L6 18" /> },
  menu: { line: true, body: <path d="M4 7h16M4 12h16M4 17h16" /> },
  check: { line: true, body: <path d="M5 12l5 5L20 7" /> },
  plus: { line: true, body: <path d="M12 5v14M5 12h14" /> },
  "chevron-left": { line: true, body: <path d="M15 18l-6-6 6-6" /> },
  "chevron-up": { line: true, body: <path d="M6 15l6-6 6 6" /> },
  "chevron-down": { line: true, body: <path d="M6 9l6 6 6-6" /> },
  "arrow-down": { line: true, body: <path d="M12 5v14M6 13l6 6 6-6" /> },
  "arrow-right": { line: true, body: <path d="M5 12h14M13 6l6 6-6 6" /> },
  download: { line: true, body: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" /> },
  filters: { line: true, body: <path d="M4 6h16M7 12h10M10 18h4" /> },
  pencil: { line: true, body: <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" /> },
  trash: { line: true, body: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" /> },
  search: { line: true, body: <path d="M18 11a7 7 0 1 1-14 0 7 7 0 1 1 14 0zM20 20l-3.5-3.5" /> },
  share: {
    line: true,
    body: (
      <path d="M21 5a3 3 0 1 1-6 0 3 3 0 1 1 6 0zM9 12a3 3 0 1 1-6 0 3 3 0 1 1 6 0zM21 19a3 3 0 1 1-6 0 3 3 0 1 1 6 0zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    ),
  },
  envelope: { line: true, body: <path d="M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6" /> },
  "shield-check": { line: true, body: <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3zM9 12l2 2 4-4" /> },
  // Filled icons
  heart: { body: <path d={HEART} /> },
  "map-pin": { body: <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" /> },
  tick: { body: <path d="M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" /> },
  star: { body: <path d="M12 17.3l-6.2 3.7 1.6-7L2 9.2l7.1-.6L12 2l2.9 6.6 7.1.6-5.4 4.8 1.6 7z" /> },
  "shield-solid": {
    body: <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1.2 13.6l5.6-5.6-1.4-1.4-4.2 4.2-2.2-2.2-1.4 1.4 3.6 3.6z" />,
  },
  columns: { body: <path d="M3 4h8v16H3V4zm10 0h8v16h-8V4zm-8 3v2h4V7H5zm10 0v2h4V7h-4zM5 11v2h4v-2H5zm10 0v2h4v-2h-4z" /> },
  clock: { body: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.4l3.6 2.1-1 1.7L11 13.6V7h2z" /> },
  whatsapp: { body: <path d={WHATSAPP} /> },
  "email-solid": { body: <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7v1.9l8 5 8-5V7z" /> },
  "instagram-solid": {
    body: (
      <path d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM17.5 5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
    ),
  },
  instagram: {
    body: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.3" />
      </>
    ),
  },
  youtube: {
    body: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="M10 9l5 3-5 3z" fill="#0f172a" />
      </>
    ),
  },
  linkedin: {
    body: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path
          d="M7 10v7M7 7v.01M11 17v-7M11 13c0-2 1.2-3 2.7-3S16 11 16 13v4"
          fill="none"
          stroke="#0f172a"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </>
    ),
  },
  facebook: {
    body: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path
          d="M13 21v-7h2.5l.5-3H13V9.5c0-.9.4-1.5 1.6-1.5H16V5.3c-.5-.1-1.3-.2-2.2-.2-2.3 0-3.8 1.4-3.8 3.9V11H7.5v3H10v7z"
          fill="#0f172a"
        />
      </>
    ),
  },
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICONS;

interface IconProps extends Pick<SVGProps<SVGSVGElement>, "className" | "fill" | "stroke" | "strokeWidth"> {
  name: IconName;
  /** Width and height in pixels. */
  size?: number;
}

export function Icon({ name, size = 16, className, fill, stroke, strokeWidth }: IconProps) {
  const icon: IconDrawing = ICONS[name];
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill ?? (icon.line ? "none" : "currentColor")}
      stroke={stroke ?? (icon.line ? "currentColor" : undefined)}
      strokeWidth={strokeWidth ?? (icon.line ? 2 : undefined)}
    >
      {icon.body}
    </svg>
  );
}
