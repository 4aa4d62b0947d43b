/// <reference types="vite/client" />
import { ELEMENT_DESCRIPTIONS } from "../../elements/element-descriptions";
import { designTokens } from "../design/design-tokens";

// The widgets' sources, so the guide lists the part names the code renders, never a copied list.
const WIDGET_SOURCES = import.meta.glob<string>(["../../src/ui/**/*.tsx", "!../../src/ui/**/*.test.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** What each token group is for; a group the stylesheets start reading shows up without a note. */
const GROUP_NOTES: Readonly<Record<string, string>> = {
  color: "The theme: background, surfaces, text, borders, accent, status colours, focus ring.",
  font: "Type: family and base size.",
  radius: "Corner radius of controls and panels.",
  space: "The base spacing unit.",
  row: "Grid row height.",
  icon: "Icon size.",
  grid: "Grid layout limits (the column template and minimum width are set by the grid itself).",
  dialog: "Dialog widths and the backdrop behind a modal.",
  mask: "The progress mask's veil.",
  chart: "Dashboard chart colours.",
  dashboard: "Dashboard tiles.",
  login: "The sign-in screen's backdrop.",
};

/** The word after `--vdc-` that names a token's group. */
function groupOf(token: string): string {
  return token.replace(/^--vdc-/, "").split("-")[0] ?? "";
}

/** The `--vdc-*` tokens the stylesheets read, by group, with the count and names of each. */
export function TokenGroups() {
  const groups = new Map<string, string[]>();
  for (const { name } of designTokens()) {
    const group = groupOf(name);
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Group</th>
          <th scope="col">For</th>
          <th scope="col">Tokens</th>
        </tr>
      </thead>
      <tbody>
        {[...groups].map(([group, names]) => (
          <tr key={group}>
            <th scope="row">{group}</th>
            <td>{GROUP_NOTES[group] ?? ""}</td>
            <td>
              {names.map((name, index) => (
                <span key={name}>
                  {index > 0 && ", "}
                  <code>{name}</code>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every element's `::part` names with what each part is, from the element descriptions (custom-elements.json). */
export function ElementParts() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Element</th>
          <th scope="col">Parts</th>
        </tr>
      </thead>
      <tbody>
        {ELEMENT_DESCRIPTIONS.map((element) => (
          <tr key={element.tag}>
            <th scope="row">
              <code>{`<${element.tag}>`}</code>
            </th>
            <td>
              <ul>
                {element.cssParts.map((part) => (
                  <li key={part.name}>
                    <code>{part.name}</code>: {part.description}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The part names the shared widgets render, read from their sources, with the files that render them. */
export function widgetParts(): { name: string; files: string[] }[] {
  const parts = new Map<string, string[]>();
  for (const [path, source] of Object.entries(WIDGET_SOURCES)) {
    const file = path.replace(/^(\.\.\/)+/, "");
    for (const match of source.matchAll(/\bpart="([a-z0-9-]+)"/g)) {
      const name = match[1] ?? "";
      const files = parts.get(name) ?? [];
      if (!files.includes(file)) files.push(file);
      parts.set(name, files);
    }
  }
  return [...parts]
    .map(([name, files]) => ({ name, files }))
    .sort((first, second) => first.name.localeCompare(second.name));
}

/** The widgets' part names as a table. */
export function WidgetParts() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Rendered by</th>
        </tr>
      </thead>
      <tbody>
        {widgetParts().map((part) => (
          <tr key={part.name}>
            <th scope="row">
              <code>{part.name}</code>
            </th>
            <td>
              {part.files.map((file, index) => (
                <span key={file}>
                  {index > 0 && ", "}
                  <code>{file}</code>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
