import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const TABS = [
  { id: "general", label: "General" },
  { id: "security", label: "Security" },
  { id: "clients", label: "Clients" },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]["id"]>("general");
  return (
    <Tabs label="Settings" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe("Tabs (WAI-ARIA tabs)", () => {
  it("is one tab stop whose arrows, Home and End select and focus the tabs, wrapping at the ends", () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole("tab", { name });
    expect(screen.getAllByRole("tab").filter((element) => element.tabIndex === 0)).toEqual([tab("General")]);
    tab("General").focus();
    fireEvent.keyDown(tab("General"), { key: "ArrowRight" });
    expect(tab("Security")).toHaveFocus();
    expect(tab("Security")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Security" })).toHaveTextContent("Panel of security");
    fireEvent.keyDown(tab("Security"), { key: "End" });
    expect(tab("Clients")).toHaveFocus();
    fireEvent.keyDown(tab("Clients"), { key: "ArrowRight" });
    expect(tab("General")).toHaveFocus();
    fireEvent.keyDown(tab("General"), { key: "ArrowLeft" });
    expect(tab("Clients")).toHaveFocus();
    fireEvent.keyDown(tab("Clients"), { key: "Home" });
    expect(tab("General")).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").filter((element) => element.tabIndex === 0)).toEqual([tab("General")]);
  });
});
