import { useId } from "react";
import { SectionState } from "../../../ui/section-page/section-page";

/** A group of settings the pod has no call for: its heading and the kit's not-offered state. */
export function NotOfferedCard({ title, message }: { title: string; message: string }) {
  const titleId = useId();
  return (
    <section className="vdc-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <SectionState status={{ kind: "notOffered", message }} />
    </section>
  );
}
