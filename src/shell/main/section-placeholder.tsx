import { useTranslation } from "../../ui/i18n/use-translation";

export interface SectionPlaceholderProps {
  section: string;
  /** Why the section shows no content. */
  reason: "notBuilt" | "featureDisabled" | "notFound";
}

/** A translated page naming a section that has no content here yet, is turned off, or does not exist. */
export function SectionPlaceholder({ section, reason }: SectionPlaceholderProps) {
  const t = useTranslation();
  const name = reason === "notFound" ? section : t(`shell.section.${section}`);
  return (
    <section className="shell-placeholder" aria-labelledby="shell-placeholder-title">
      <h1 id="shell-placeholder-title">{name}</h1>
      <p>{t(`shell.placeholder.${reason}`, { section: name })}</p>
    </section>
  );
}
