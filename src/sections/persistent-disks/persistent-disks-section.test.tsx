import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { PersistentDisksSection } from "./persistent-disks-section";

describe("PersistentDisksSection", () => {
  it("says the pod does not offer persistent disks, without calling for them", async () => {
    const { emulator } = await signedInEmulator("admin");
    const requested: string[] = [];
    setApiFetch(
      handlerFetch((request: Request) => {
        requested.push(new URL(request.url).pathname);
        return emulator.fetch(request);
      }),
    );
    render(<PersistentDisksSection tab="detached" />);
    expect(screen.getByRole("heading", { name: "Persistent Disks" })).toBeInTheDocument();
    const state = screen.getByRole("status");
    expect(state).toHaveTextContent("Persistent disks are not available on this pod.");
    expect(state).toHaveAttribute("data-state", "not-offered");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    // Nothing is asked of the pod: the public API has no call to ask with.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);
  });
});
