import { Dialog } from "../../ui/dialog/dialog";
import { useTranslation } from "../../ui/i18n/use-translation";

export interface PreLoginBannerDialogProps {
  /** Admin-entered header and message: shown as text, never as HTML. */
  header: string;
  message: string;
  onAccept: () => void;
  /** Cancel, the close button and Escape all decline: the login becomes non-compliant. */
  onDecline: () => void;
}

/** The pre-login banner: it cannot be closed without a choice. */
export function PreLoginBannerDialog({ header, message, onAccept, onDecline }: PreLoginBannerDialogProps) {
  const t = useTranslation();
  return (
    <Dialog
      isOpen
      size="small"
      title={header.trim() === "" ? t("login.banner.title") : header}
      onDismiss={onDecline}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onDecline}>
            {t("login.banner.cancel")}
          </button>
          <button type="button" className="vdc-button" data-variant="primary" onClick={onAccept}>
            {t("login.banner.agree")}
          </button>
        </>
      }
    >
      <p className="login-banner-message">{message}</p>
    </Dialog>
  );
}
