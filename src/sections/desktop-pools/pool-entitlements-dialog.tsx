import { Dialog } from "../../ui/dialog/dialog";
import { LazyEntitlementsPanel } from "../../ui/entitlements/lazy-entitlements-panel";
import { useTranslation } from "../../ui/i18n/use-translation";
import type { DesktopPoolRow } from "./desktop-pools.types";

export interface PoolEntitlementsDialogProps {
  pool: DesktopPoolRow;
  onClose: () => void;
}

/** A pool's entitlements from the pool list: the entitlements panel in a dialog. */
export function PoolEntitlementsDialog({ pool, onClose }: PoolEntitlementsDialogProps) {
  const t = useTranslation();
  return (
    <Dialog
      isOpen
      title={t("desktopPools.entitlements.dialogTitle", { name: pool.name })}
      size="large"
      onDismiss={onClose}
      footer={
        <button type="button" className="vdc-button" onClick={onClose}>
          {t("ui.action.close")}
        </button>
      }
    >
      <LazyEntitlementsPanel resource="desktop-pools" pool={pool} gridId="desktop-pool-entitlements" />
    </Dialog>
  );
}
