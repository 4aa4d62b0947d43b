import { useId, useState } from "react";
import { Dialog } from "../../ui/dialog/dialog";
import { useErrorText } from "../../ui/i18n/error-text";
import { useTranslation } from "../../ui/i18n/use-translation";
import { removeCustomIcon, setCustomIcon } from "./api/application-icons";
import { ApplicationIconView, useApplicationIcon } from "./application-icon-view";
import type { ApplicationIcon, ApplicationPoolRow } from "./application-pools.types";

/** Icon sizes the server accepts (spec 000 §9): 16 to 256 pixels a side. */
export const ICON_MIN_PX = 16;
export const ICON_MAX_PX = 256;
/** ApplicationIconCreateSpec takes PNG data only. */
const IMAGE_TYPES = "image/png";
/**
 * The most image data the emulator keeps (256 KiB: a 256 × 256 icon as 32-bit pixels, more than any PNG
 * of that size needs); checked here so the administrator learns it before the upload.
 */
export const ICON_MAX_BYTES = 256 * 1024;

/** A chosen image: base64 data (no data URL prefix), its size, and the data URL it is previewed from. */
interface ChosenIcon extends Omit<ApplicationIcon, "id"> {
  url: string;
}

function readImage(file: File): Promise<ChosenIcon> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : "";
      const image = new Image();
      image.onerror = () => reject(new Error("not an image"));
      image.onload = () =>
        resolve({
          url,
          data: url.slice(url.indexOf(",") + 1),
          width: image.naturalWidth,
          height: image.naturalHeight,
        });
      image.src = url;
    };
    reader.readAsDataURL(file);
  });
}

const isIconSize = (size: number) => size >= ICON_MIN_PX && size <= ICON_MAX_PX;

export interface ApplicationIconDialogProps {
  application: ApplicationPoolRow;
  onChanged: () => void;
  onClose: () => void;
}

/** Sets or removes an application's custom icon (an image of 16 to 256 pixels a side). */
export function ApplicationIconDialog({ application, onChanged, onClose }: ApplicationIconDialogProps) {
  const t = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const icon = useApplicationIcon(application.id);
  const current = icon.state.status === "ready" ? icon.state.data : null;
  const [chosen, setChosen] = useState<ChosenIcon | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setChosen(null);
    if (!file) return;
    if (file.type !== "image/png") {
      setProblem(t("appPools.icon.notPng"));
      return;
    }
    if (file.size > ICON_MAX_BYTES) {
      setProblem(t("appPools.icon.tooLarge", { size: ICON_MAX_BYTES / 1024 }));
      return;
    }
    try {
      const image = await readImage(file);
      if (!isIconSize(image.width) || !isIconSize(image.height)) {
        setProblem(
          t("appPools.icon.size", {
            min: ICON_MIN_PX,
            max: ICON_MAX_PX,
            width: image.width,
            height: image.height,
          }),
        );
        return;
      }
      setChosen(image);
    } catch {
      setProblem(t("appPools.icon.notImage"));
    }
  };

  const run = async (change: () => Promise<void>) => {
    setIsBusy(true);
    setProblem(null);
    try {
      await change();
      onChanged();
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={t("appPools.icon.title", { name: application.name })}
      onDismiss={onClose}
      footer={
        <>
          <button type="button" className="vdc-button" onClick={onClose} disabled={isBusy}>
            {t("ui.action.cancel")}
          </button>
          {current && (
            <button
              type="button"
              className="vdc-button"
              data-variant="danger"
              disabled={isBusy}
              onClick={() => void run(() => removeCustomIcon(application.id))}
            >
              {t("appPools.icon.remove")}
            </button>
          )}
          <button
            type="button"
            className="vdc-button"
            data-variant="primary"
            disabled={!chosen || isBusy}
            aria-busy={isBusy}
            onClick={() => {
              if (chosen) {
                const { url: _url, ...icon } = chosen;
                void run(() => setCustomIcon(application.id, icon));
              }
            }}
          >
            {t("appPools.icon.save")}
          </button>
        </>
      }
    >
      <div className="vdc-form">
        <div className="vdc-apppools__icon">
          <span>{t("appPools.icon.current")}</span>
          <ApplicationIconView icon={icon} alt={t("appPools.icon.currentAlt")} />
        </div>
        <div className="vdc-field">
          <label htmlFor={inputId}>{t("appPools.icon.file", { min: ICON_MIN_PX, max: ICON_MAX_PX })}</label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {chosen && (
          <div className="vdc-apppools__icon">
            <span>{t("appPools.icon.preview")}</span>
            <img src={chosen.url} width={32} height={32} alt={t("appPools.icon.previewAlt")} />
          </div>
        )}
        {problem && (
          <p className="vdc-error-text" role="alert">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
