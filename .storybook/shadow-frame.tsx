import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { VdcRoot, type Theme } from "../src/ui/root/vdc-root";

/**
 * Renders a story inside an open shadow root under <VdcRoot>, as every element and the standalone console
 * do, so stories exercise the same style adoption, dialogs and focus rules.
 */
export function ShadowFrame({ theme, children }: { theme: Theme; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host) setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: "open" }));
  }, []);
  return (
    <div ref={hostRef} data-testid="story-host">
      {shadowRoot && createPortal(<VdcRoot theme={theme}>{children}</VdcRoot>, shadowRoot)}
    </div>
  );
}
