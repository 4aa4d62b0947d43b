import { useCallback } from "react";
import { ApiError } from "../../core/http/api-error";
import { isNotOfferedByPod } from "../../core/http/not-offered";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { type Resource, useResource } from "../../ui/resource/use-resource";
import { getApplicationIcons } from "./api/application-icons";
import type { ApplicationIcon } from "./application-pools.types";

/**
 * The icon's image as a data URL (ApplicationIconInfo's data is base64 PNG): shown in an <img>, never as
 * markup. The server's Content-Security-Policy allows `img-src 'self' data:`, in the console and the portal.
 */
export const iconUrl = (icon: Pick<ApplicationIcon, "data">) => `data:image/png;base64,${icon.data}`;

/** The application's custom icon: the first the pod lists for it, or null when it has none. */
export function useApplicationIcon(applicationId: string): Resource<ApplicationIcon | null> {
  const load = useCallback(
    async () => (await getApplicationIcons(applicationId))[0] ?? null,
    [applicationId],
  );
  return useResource(load);
}

/**
 * An application's icon in its states: loading, the image, none (the agent's icon shows), a pod without
 * the icon calls, no permission on the application's group, or a failure with Retry.
 */
export function ApplicationIconView({ icon, alt }: { icon: Resource<ApplicationIcon | null>; alt: string }) {
  const t = useTranslation();
  const errorText = useErrorText();
  const { state } = icon;
  if (state.status === "loading") return <span role="status">{t("appPools.icon.loading")}</span>;
  if (state.status === "ready")
    return state.data ? (
      <img src={iconUrl(state.data)} width={32} height={32} alt={alt} />
    ) : (
      <span>{t("appPools.icon.none")}</span>
    );
  if (isNotOfferedByPod(state.error)) return <span>{t("appPools.icon.notOffered")}</span>;
  if (state.error instanceof ApiError && state.error.status === 403)
    return <span>{t("appPools.icon.noPermission")}</span>;
  return (
    <span role="alert">
      {errorText(state.error)}{" "}
      <button type="button" className="vdc-link" onClick={icon.reload}>
        {t("appPools.icon.retry")}
      </button>
    </span>
  );
}
