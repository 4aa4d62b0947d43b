import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { getAdDomains } from "../../core/directory/directory-search";
import { DIRECTORY_SEARCH_LIMIT } from "../../core/directory/search-ad-users";
import { DirectorySearchDialog } from "./directory-search-dialog";

function search(name: string, container: string, subTree = false) {
  const dialog = screen.getByRole("dialog", { name: "Find users" });
  fireEvent.change(within(dialog).getByLabelText("Name contains"), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText("Container (optional)"), { target: { value: container } });
  const box = within(dialog).getByLabelText("Include sub-containers");
  if ((box as HTMLInputElement).checked !== subTree) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole("button", { name: "Find" }));
  return dialog;
}

describe("DirectorySearchDialog", { timeout: 30_000 }, () => {
  it("narrows matches to a container by distinguished name, refuses a subtree search by name, and names a missing container", async () => {
    const { emulator } = await signedInEmulator("admin");
    const onAdd = vi.fn(() => Promise.resolve());
    render(
      <DirectorySearchDialog
        isOpen
        title="Find users"
        kind="users"
        onAdd={onAdd}
        onCancel={() => undefined}
      />,
    );
    let dialog = search("EXAMPLE\\a", "OU=Sales,OU=People");
    const grid = await within(dialog).findByRole("grid", { name: "Matching users and groups" });
    await waitFor(() => expect(within(grid).getAllByRole("row").length).toBeGreaterThan(1));
    const domains = within(grid)
      .getAllByRole("gridcell")
      .map((cell) => cell.textContent);
    expect(domains).toContain("example.com");
    const containerCalls = emulator.inspect
      .requests()
      .filter((request) => request.path.includes("/ad-containers/"));
    expect(containerCalls.length).toBeGreaterThan(0);

    dialog = search("a", "Sales", true);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Subtree search not supported for container or OU name.",
    );

    dialog = search("a", "OU=Nowhere");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No container was found.");

    dialog = search("a", "Nowhere at all");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No container was found.");
  });

  it("lists the containers of the domain by its SID, and says when a container search stopped at its limit", async () => {
    const { emulator } = await signedInEmulator("admin");
    const [domain] = await getAdDomains();
    render(
      <DirectorySearchDialog
        isOpen
        title="Find users"
        kind="users"
        onAdd={() => Promise.resolve()}
        onCancel={() => undefined}
      />,
    );
    const dialog = search("", "OU=People", true);
    expect(
      await within(dialog).findByText(
        `Showing the first ${DIRECTORY_SEARCH_LIMIT} matches: refine the search.`,
      ),
    ).toBeInTheDocument();
    const containerCalls = emulator.inspect
      .requests()
      .filter((request) => request.path.includes("/ad-containers"));
    expect(containerCalls.length).toBeGreaterThan(0);
    expect(
      containerCalls.every((request) =>
        request.path.startsWith(`/rest/external/v1/ad-domains/${encodeURIComponent(domain?.id ?? "none")}/`),
      ),
    ).toBe(true);
  });
});
