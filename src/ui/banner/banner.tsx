import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { banner, dismissBanner, type BannerLevel } from "../../core/http/http-status.model";
import { ErrorDetails } from "./error-details";
import { Icon } from "../icons/icon";
import { useTranslation } from "../i18n/use-translation";
import { StatusIcon, type StatusValue } from "../status-icon/status-icon";

const ICONS: Record<BannerLevel, StatusValue> = { error: "ERROR", warning: "WARN", info: "UNKNOWN" };

export interface BannerProps {
  /** error (an alert), warning or info (status messages); picks the icon and colours. */
  level: BannerLevel;
  /** The message (translated text). */
  children: ReactNode;
  /** Shows a dismiss button that calls it. */
  onDismiss?: () => void;
  /** The server's own sentence about an error, behind "Details". */
  details?: string | undefined;
}

/** A page-wide message strip; errors are announced assertively, the others politely. */
export function Banner({ level, children, onDismiss, details }: BannerProps) {
  const t = useTranslation();
  const levelText = t(
    level === "error" ? "ui.banner.error" : level === "warning" ? "ui.banner.warning" : "ui.banner.info",
  );
  return (
    <div
      className="vdc-banner"
      data-level={level}
      role={level === "error" ? "alert" : "status"}
      part="banner"
    >
      {level === "info" ? (
        <Icon name="info" className="vdc-banner__info" />
      ) : (
        <StatusIcon status={ICONS[level]} />
      )}
      <span className="vdc-visually-hidden">{levelText}: </span>
      <span className="vdc-banner__text">
        {children}
        <ErrorDetails details={details} />
      </span>
      {onDismiss && (
        <button
          type="button"
          className="vdc-banner__dismiss"
          aria-label={t("ui.banner.dismiss")}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}

/** The console's current banner (one at a time: a new one replaces the previous), translated. */
export function ConsoleBanner() {
  useSignals();
  const t = useTranslation();
  const current = banner.value;
  if (!current) return null;
  return (
    <Banner key={current.id} level={current.level} onDismiss={dismissBanner}>
      {t(current.key, current.values ?? {})}
    </Banner>
  );
}
