import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { CertificatesSection } from "./certificates-section";

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole("grid", { name: "Certificates" }))
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("gridcell").length > 0);
}

describe("CertificatesSection", { timeout: 30_000 }, () => {
  it("lists what expires first on top with its state and days left", async () => {
    await signedInEmulator("admin");
    render(<CertificatesSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(4));
    const rows = bodyRows();
    expect(rows[0]).toHaveTextContent("Expired");
    expect(rows[1]).toHaveTextContent("About to expire");
    expect(rows[1]).toHaveTextContent("12");
    expect(rows.at(-1)).toHaveTextContent("Not set");
  });

  it("refuses a text that is not a certificate before sending the import", async () => {
    await signedInEmulator("admin");
    render(<CertificatesSection />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(4));
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole("radio", { name: "Select row" }));
    // A single-select grid enables its actions a moment after the selection.
    const renew = () =>
      within(screen.getByRole("group", { name: "Certificate actions" })).getByRole("button", {
        name: "Renew",
      });
    await waitFor(() => expect(renew()).toBeEnabled());
    fireEvent.click(renew());
    const csr = await screen.findByRole("dialog", { name: /signing request/ });
    fireEvent.change(within(csr).getByLabelText("Organization"), { target: { value: "Example" } });
    fireEvent.click(within(csr).getByRole("button", { name: "Save" }));
    const importing = await screen.findByRole("dialog", { name: /: import/ });
    const request = within(importing).getByLabelText("Certificate signing request");
    expect((request as HTMLTextAreaElement).value).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
    fireEvent.change(within(importing).getByLabelText("Signed certificate (PEM)"), {
      target: { value: "hello" },
    });
    expect(within(importing).getByText(/Paste one certificate/)).toBeInTheDocument();
    expect(within(importing).getByRole("button", { name: "Save" })).toBeDisabled();
  });
});
