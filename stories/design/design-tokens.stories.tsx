import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { storyCanvas } from "../support/story-canvas";
import { designTokens, isPaint } from "./design-tokens";

function Swatch({ value }: { value: string }) {
  return (
    <span className="design-token__value">
      {isPaint(value) && (
        <span className="design-token__swatch" aria-hidden="true" style={{ background: value }} />
      )}
      <code>{value === "" ? "(set by the console)" : value}</code>
    </span>
  );
}

/**
 * Every `--vdc-*` custom property the console's stylesheets read, with its default in the light and dark
 * themes, read from the stylesheet sources. Set any of them on `:root` (or on one element) to theme it.
 */
function DesignTokens() {
  const tokens = designTokens();
  return (
    <>
      <style>{`
        .design-tokens { border-collapse: collapse; }
        .design-tokens th, .design-tokens td { padding: 0.375rem 0.75rem; border-bottom: 1px solid var(--_border); text-align: left; vertical-align: middle; }
        .design-token__value { display: inline-flex; align-items: center; gap: 0.5rem; }
        .design-token__swatch { display: inline-block; width: 2rem; height: 1.25rem; border: 1px solid var(--_border); border-radius: 3px; }
      `}</style>
      <table className="design-tokens">
        <caption>Design tokens ({tokens.length})</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Light</th>
            <th scope="col">Dark</th>
            <th scope="col">Read in</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.name}>
              <th scope="row">
                <code>{token.name}</code>
              </th>
              <td>
                <Swatch value={token.light} />
              </td>
              <td>
                <Swatch value={token.dark} />
              </td>
              <td>{token.files.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const meta = {
  title: "Design/Tokens",
  component: DesignTokens,
  tags: ["autodocs"],
} satisfies Meta<typeof DesignTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's colours differ per theme; the other tokens keep their default in both. */
export const AllTokens: Story = {
  name: "All tokens",
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const table = await canvas.findByRole("table", { name: /Design tokens/ });
    const accent = within(table).getByRole("row", { name: /--vdc-color-accent\b(?!-)/ });
    await expect(accent).toHaveTextContent("#0b63b6");
    await expect(accent).toHaveTextContent("#5aa9f0");
    await expect(within(table).getByRole("rowheader", { name: "--vdc-dialog-backdrop" })).toBeInTheDocument();
    await expect(within(table).getByRole("rowheader", { name: "--vdc-chart-ok" })).toBeInTheDocument();
  },
};
