import { useRef } from "react";
import { HELP_TOPIC_TITLE_KEYS, helpUrl, type HelpTopic } from "../../core/help/help-links";
import { currentLocale } from "../../core/i18n/i18n";
import { useTranslation } from "../i18n/use-translation";
import { useStyleSheets } from "../styles/use-style-sheets";
import { helpLinkStyles } from "./help-link.styles";

const STYLES = [helpLinkStyles];

export interface HelpLinkProps {
  /** The documentation topic; its page and link text come from the help links table. */
  topic: HelpTopic;
}

/**
 * A link to a topic's help page in the administrator's language. It opens in a new tab, without handing
 * the console's window to the documentation site (noopener noreferrer), and names its topic and the new
 * tab for assistive technology.
 */
export function HelpLink({ topic }: HelpLinkProps) {
  const t = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  useStyleSheets(ref, STYLES);
  const title = t(HELP_TOPIC_TITLE_KEYS[topic]);
  return (
    <a
      ref={ref}
      className="vdc-help-link"
      href={helpUrl(topic, currentLocale.value)}
      target="_blank"
      rel="noopener noreferrer"
      // The visible word starts the name, which adds the topic and the new tab (label in name).
      aria-label={t("help.link.label", { topic: title })}
      part="help-link"
    >
      <svg
        className="vdc-help-link__icon"
        viewBox="0 0 16 16"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Zm-.8 8h1.6V12H7.2v-1.5ZM8 4a2.5 2.5 0 0 1 1.2 4.7c-.3.2-.4.4-.4.7v.1H7.2v-.1c0-.9.4-1.6 1.2-2.1A1 1 0 1 0 7 6.5H5.5A2.5 2.5 0 0 1 8 4Z"
        />
      </svg>
      <span>{t("help.link.text")}</span>
    </a>
  );
}
