import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";

/** Where the popover opens relative to its button. */
export type PopoverPlacement = "right-bottom" | "bottom-left" | "bottom-right";

/** Beyond this left offset (px) a dynamically placed popover opens towards the left. */
export const DYNAMIC_PLACEMENT_LEFT_LIMIT_PX = 300;

/** The placement for a trigger at a given left offset: right-bottom, or bottom-left/right when dynamic. */
export function popoverPlacement(isDynamic: boolean, leftOffset: number): PopoverPlacement {
  if (!isDynamic) return "right-bottom";
  return leftOffset > DYNAMIC_PLACEMENT_LEFT_LIMIT_PX ? "bottom-left" : "bottom-right";
}

function positionFor(placement: PopoverPlacement, trigger: DOMRect): CSSProperties {
  const gap = 4;
  switch (placement) {
    case "bottom-left":
      return {
        top: trigger.bottom + gap,
        left: "auto",
        right: Math.max(0, window.innerWidth - trigger.right),
      };
    case "bottom-right":
      return { top: trigger.bottom + gap, left: trigger.left };
    default:
      return { top: trigger.top, left: trigger.right + gap };
  }
}

export interface MoreInfoPopoverProps {
  /** The explanation the popover shows (translated text). */
  children: ReactNode;
  /** Accessible name of the info button (translated); "More information" by default. */
  label?: string;
  /** Picks bottom-left or bottom-right from the button's left offset instead of right-bottom. */
  isDynamic?: boolean;
}

/**
 * An info button that opens a small popover of explanatory content. It uses the popover attribute
 * (top layer, light dismiss, Escape), which works inside a shadow root.
 */
export function MoreInfoPopover({ children, label, isDynamic = false }: MoreInfoPopoverProps) {
  const t = useTranslation();
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [placement, setPlacement] = useState<PopoverPlacement>("right-bottom");
  const [style, setStyle] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!popover || typeof popover.showPopover !== "function") return;
    const isShown = popover.matches(":popover-open");
    if (isOpen && !isShown) popover.showPopover();
    if (!isOpen && isShown) popover.hidePopover();
  }, [isOpen]);

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    // Light dismiss and Escape close the popover natively; follow them.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "closed") setIsOpen(false);
    };
    popover.addEventListener("toggle", onToggle);
    return () => popover.removeEventListener("toggle", onToggle);
  }, []);

  const open = () => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    const rect = trigger.getBoundingClientRect();
    const next = popoverPlacement(isDynamic, rect.left);
    setPlacement(next);
    setStyle(positionFor(next, rect));
    setIsOpen(true);
  };

  return (
    <span className="vdc-more-info" part="more-info">
      <button
        ref={triggerRef}
        type="button"
        className="vdc-more-info__button"
        aria-label={label ?? t("ui.popover.moreInfo")}
        aria-expanded={isOpen}
        aria-controls={`${id}-popover`}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
      >
        <Icon name="info" />
      </button>
      <div
        ref={popoverRef}
        id={`${id}-popover`}
        popover="auto"
        role="dialog"
        aria-label={label ?? t("ui.popover.moreInfo")}
        className="vdc-more-info__popover"
        data-placement={placement}
        style={style}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setIsOpen(false);
            triggerRef.current?.focus();
          }
        }}
      >
        {isOpen && children}
      </div>
    </span>
  );
}
