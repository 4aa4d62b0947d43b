/** A link into another console section; the shell or the element adapter decides where it leads. */
export interface SectionTarget {
  /** The section, named like its element without the prefix: "sessions", "machines", "events". */
  section: string;
  /** The item to open, for one-item sections. */
  id?: string;
  /** What the target list should show first, e.g. { state: "problem" } or { severity: "ERROR" }. */
  filter?: Readonly<Record<string, string>>;
}
