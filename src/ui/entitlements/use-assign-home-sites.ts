import { useCallback, useState } from "react";
import type { AdUser } from "../../core/directory/get-ad-users";
import { createHomeSitesCall, type HomeSiteEntitlement } from "../../core/federation/home-sites";
import { sendApiCall } from "../../core/http/api-call";
import { bulkItemRefusals } from "../../core/http/bulk-item-results";
import { directoryUserName } from "../../core/utils/user-name";
import { useErrorText } from "../i18n/error-text";
import { useTranslation } from "../i18n/use-translation";

export interface HomeSiteAssignment {
  /** What the last assignment could not do, naming each refused user or group; null when all went. */
  failure: string | null;
  /** Sets the chosen users' or groups' home site (for one entitlement, or their global one). Never rejects. */
  assign: (chosen: readonly AdUser[], siteId: string, entitlement?: HomeSiteEntitlement) => Promise<void>;
  /** Forgets the last failure (a new assignment begins). */
  dismissFailure: () => void;
}

/**
 * Home site assignment from a directory search: one call for all chosen, and a failure line that names
 * each user or group the pod refused with its message, or the whole call's error.
 */
export function useAssignHomeSites(): HomeSiteAssignment {
  const t = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useCallback(
    async (chosen: readonly AdUser[], siteId: string, entitlement?: HomeSiteEntitlement) => {
      try {
        const results = await sendApiCall(
          createHomeSitesCall(chosen.map((entry) => ({ userOrGroupId: entry.id, siteId, entitlement }))),
        );
        const refused = bulkItemRefusals(results).map(({ index, message }) => {
          const entry = chosen[index];
          return `${entry ? directoryUserName(entry) : ""}: ${message ?? t("UNABLE_PROCESS_REQUEST")}`;
        });
        setFailure(refused.length === 0 ? null : refused.join("; "));
      } catch (error) {
        setFailure(errorText(error));
      }
    },
    [t, errorText],
  );
  const dismissFailure = useCallback(() => setFailure(null), []);
  return { failure, assign, dismissFailure };
}
