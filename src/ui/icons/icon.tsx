/** 16 x 16 outlines of the console's icons; each is one path so an icon costs a few bytes. */
const ICON_PATHS = {
  "sort-ascending": "M8 3 13 9H3L8 3Z",
  "sort-descending": "M8 13 3 7h10L8 13Z",
  "sort-unsorted": "M8 1.5 12 6H4l4-4.5Zm0 13L4 10h8l-4 4.5Z",
  filter: "M1.5 2.5h13L9.5 8.5V14l-3-1.5V8.5l-5-6Z",
  "chevron-right": "M6 3.5 10.5 8 6 12.5 4.9 11.4 8.3 8 4.9 4.6 6 3.5Z",
  "chevron-down": "M3.5 6 8 10.5 12.5 6 11.4 4.9 8 8.3 4.6 4.9 3.5 6Z",
  "chevron-left": "M10 3.5 5.5 8l4.5 4.5 1.1-1.1L7.7 8l3.4-3.4L10 3.5Z",
  "chevrons-left":
    "M8 3.5 3.5 8 8 12.5l1.1-1.1L5.7 8l3.4-3.4L8 3.5Zm4 0L7.5 8l4.5 4.5 1.1-1.1L9.7 8l3.4-3.4L12 3.5Z",
  "chevrons-right":
    "M8 3.5 12.5 8 8 12.5l-1.1-1.1L10.3 8 6.9 4.6 8 3.5Zm-4 0L8.5 8 4 12.5l-1.1-1.1L6.3 8 2.9 4.6 4 3.5Z",
  columns: "M1.5 2.5h13v11h-13v-11Zm1.5 1.5v8h2.5V4H3Zm4 0v8h2V4H7Zm3.5 0v8H13V4h-2.5Z",
  close: "M3.6 2.5 8 6.9l4.4-4.4 1.1 1.1L9.1 8l4.4 4.4-1.1 1.1L8 9.1l-4.4 4.4-1.1-1.1L6.9 8 2.5 3.6l1.1-1.1Z",
  refresh: "M8 2.5a5.5 5.5 0 0 1 4.6 2.5V2.5h1.5v5h-5V6h2.4A4 4 0 1 0 12 8h1.5A5.5 5.5 0 1 1 8 2.5Z",
  download: "M7.2 1.5h1.6v7.1l2.5-2.5 1.1 1.1L8 11.6 3.6 7.2l1.1-1.1 2.5 2.5V1.5ZM2 13h12v1.5H2V13Z",
  info: "M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM7.2 7h1.6v4.5H7.2V7Zm0-2.5h1.6V6H7.2V4.5Z",
} as const;

/** The names of the icons in the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon's name, in the set's order (the Storybook gallery lists them). */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export interface IconProps {
  name: IconName;
  /** Extra class, e.g. to size or colour the icon; it is 1em square in the text's colour otherwise. */
  className?: string;
}

/**
 * A decorative inline-SVG icon: hidden from assistive technology (the control it sits in carries the
 * accessible name), drawn in currentColor and sized with the surrounding text, so no icon font is needed.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className ? `vdc-icon ${className}` : "vdc-icon"}
      data-icon={name}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
