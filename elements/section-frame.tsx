import { useSignals } from "@preact/signals-react/runtime";
import { useCallback, useEffect, useLayoutEffect, useMemo, type ReactNode } from "react";
import { isLoggedIn } from "../src/core/session/session.model";
import { GridHostConfigContext } from "../src/ui/grid-host/grid-host-context";
import { useTranslation } from "../src/ui/i18n/use-translation";
import { gridHostConfigOf } from "./grid-attributes";
import { hostOf } from "./create-element";
import { ElementFrame } from "./element-frame";
import { VdcNavigateEvent } from "./element-events";
import { releaseHost, updateHost } from "./hosted-session";
import { navigationDetail, navigationTarget, type SectionLink } from "./section-routes";

/** The attributes every section element shares, as r2wc hands them to the component. */
export interface SectionElementProps {
  container?: HTMLElement | ShadowRoot;
  accessToken?: string;
  refreshToken?: string;
  proxyBase?: string;
  locale?: string;
  theme?: string;
  /** The grid attributes (GRID_ATTRIBUTES) of elements that show grids. */
  pageSize?: number;
  page?: number;
  selected?: string;
  expanded?: string;
  paginationText?: string;
}

export interface SectionFrameProps extends SectionElementProps {
  styles?: readonly string[];
  children: ReactNode;
}

/** The callback a section's onNavigate gets: the link becomes a vdc-navigate event on the host. */
export function useHostNavigate(
  container: HTMLElement | ShadowRoot | undefined,
): (link: SectionLink) => void {
  return useCallback(
    (link: SectionLink) => hostOf(container)?.dispatchEvent(new VdcNavigateEvent(navigationDetail(link))),
    [container],
  );
}

/** Turns clicks on links into another section into vdc-navigate events on the host. */
function useNavigationEvents(container: HTMLElement | ShadowRoot | undefined): void {
  useEffect(() => {
    const host = hostOf(container);
    if (!container || !host) return;
    const onClick = (event: Event) => {
      if (!(event instanceof MouseEvent) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      const target = anchor ? navigationTarget(anchor.getAttribute("href") ?? "") : null;
      if (!target) return;
      // The portal owns the page's address: the element never changes location.hash itself.
      event.preventDefault();
      host.dispatchEvent(new VdcNavigateEvent(target));
    };
    container.addEventListener("click", onClick);
    return () => container.removeEventListener("click", onClick);
  }, [container]);
}

/**
 * What every section element renders: the hosted session fed from the attributes, navigation and session
 * events on the host, theme and locale, and the section once the page's shared session is signed in.
 */
export function SectionFrame({
  container,
  accessToken,
  refreshToken,
  proxyBase,
  locale,
  theme,
  styles,
  children,
  ...gridAttributes
}: SectionFrameProps) {
  useSignals();
  const t = useTranslation();
  useLayoutEffect(() => {
    const host = hostOf(container);
    if (host) updateHost(host, { accessToken, refreshToken, proxyBase });
  }, [container, accessToken, refreshToken, proxyBase]);
  useLayoutEffect(() => {
    const host = hostOf(container);
    return () => {
      if (host) releaseHost(host);
    };
  }, [container]);
  useNavigationEvents(container);
  const { pageSize, page, selected, expanded, paginationText } = gridAttributes;
  const gridConfig = useMemo(
    () => gridHostConfigOf({ pageSize, page, selected, expanded, paginationText }),
    [pageSize, page, selected, expanded, paginationText],
  );

  return (
    <ElementFrame locale={locale} theme={theme} {...(styles ? { styles } : {})}>
      {isLoggedIn.value ? (
        <GridHostConfigContext value={gridConfig}>{children}</GridHostConfigContext>
      ) : (
        <p className="vdc-element-waiting" part="waiting" role="status">
          {t("elements.session.waiting")}
        </p>
      )}
    </ElementFrame>
  );
}
