import { useTranslation } from "../../ui/i18n/use-translation";
import { SectionPage } from "../../ui/section-page/section-page";

/**
 * User disk shares (spec 000's hz_user_disk_smb_shares). The public REST API 2212 has no call for them and
 * no later version is known to add one, so the console sends none: a pod does not offer them through the
 * API the console speaks, which the page says.
 */
export function UserDiskSharesSection() {
  const t = useTranslation();
  return (
    <SectionPage
      title={t("userDiskShares.title")}
      part="user-disk-shares"
      status={{ kind: "notOffered", message: t("userDiskShares.state.notOffered") }}
    />
  );
}
