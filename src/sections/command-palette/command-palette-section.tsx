import { useCallback, type Ref } from "react";
import { CommandPalette, type PaletteItem } from "../../ui/command-palette/command-palette";
import { useTranslation } from "../../ui/i18n/use-translation";
import { searchConsole } from "./command-palette.model";
import type { PalettePlace, PaletteTarget } from "./command-palette.types";

export interface CommandPaletteSectionProps {
  /** The sections and settings the host offers, by their translated names. */
  places: readonly PalettePlace[];
  /** Opens what was chosen: a route in the console, a vdc-navigate event in a portal. */
  onNavigate: (target: PaletteTarget) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One box that finds pools, farms, machines, users and groups, sessions and the console's places by name. */
export function CommandPaletteSection({ places, onNavigate, inputRef }: CommandPaletteSectionProps) {
  const t = useTranslation();
  const search = useCallback(
    (text: string, signal: AbortSignal) => searchConsole(text, signal, t, places),
    [t, places],
  );
  return (
    <CommandPalette
      label={t("ui.commandPalette.label")}
      placeholder={t("ui.commandPalette.placeholder")}
      search={search}
      onChoose={(item: PaletteItem<PaletteTarget>) => onNavigate(item.target)}
      {...(inputRef ? { inputRef } : {})}
    />
  );
}
