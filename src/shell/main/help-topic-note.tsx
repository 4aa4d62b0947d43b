import { useId, useRef } from "react";
import { HELP_TOPIC_TITLE_KEYS, type HelpTopic } from "../../core/help/help-links";
import { HelpLink } from "../../ui/help-link/help-link";
import { useTranslation } from "../../ui/i18n/use-translation";
import { useStyleSheets } from "../../ui/styles/use-style-sheets";
import { helpTopicNoteStyles } from "./help-topic-note.styles";

const STYLES = [helpTopicNoteStyles];

export interface HelpTopicNoteProps {
  topic: HelpTopic;
}

/** The help topic a route opens (such as /main/settings), shown above its section with the help link. */
export function HelpTopicNote({ topic }: HelpTopicNoteProps) {
  const t = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useStyleSheets(ref, STYLES);
  return (
    <aside ref={ref} className="shell-help-topic" aria-labelledby={headingId} part="help-topic">
      <h2 id={headingId} className="shell-help-topic__title">
        {t("help.topic.title", { topic: t(HELP_TOPIC_TITLE_KEYS[topic]) })}
      </h2>
      <p className="shell-help-topic__text">{t("help.topic.text")}</p>
      <HelpLink topic={topic} />
    </aside>
  );
}
