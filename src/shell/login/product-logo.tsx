/** The product mark: decorative, the product name is always next to it as text. */
export function ProductLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="2" y="6" width="36" height="24" rx="3" fill="var(--_accent)" />
      <rect x="6" y="10" width="28" height="16" rx="1.5" fill="var(--_bg)" />
      <rect x="15" y="32" width="10" height="3" rx="1" fill="var(--_accent)" />
      <path d="M11 22l5-7 4 5 3-3 6 5z" fill="var(--_accent)" />
    </svg>
  );
}
