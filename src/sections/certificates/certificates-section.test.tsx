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
  it("lists the connection server's certificates, the one in use first, with state and days left", async () => {
    await signedInEmulator("admin");
    render(<CertificatesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [inUse, kept] = bodyRows();
    expect(inUse).toHaveTextContent("Yes");
    expect(inUse).toHaveTextContent("Valid");
    expect(inUse).toHaveTextContent("CN=cs1.example.com");
    // The self-signed default it replaced is kept, untrusted.
    expect(kept).toHaveTextContent("No");
    expect(kept).toHaveTextContent("Invalid");
  });

  it("spec 000 §9 date formats: shows each certificate's end of validity as English writes it, MM/dd/yyyy", async () => {
    await signedInEmulator("admin");
    render(<CertificatesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    for (const row of bodyRows()) {
      const cells = within(row)
        .getAllByRole("gridcell")
        .map((cell) => cell.textContent ?? "");
      expect(cells.filter((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text))).toHaveLength(1);
    }
  });

  it("refuses a text that is not a certificate before sending the import", async () => {
    await signedInEmulator("admin");
    render(<CertificatesSection />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole("radio", { name: "Select row" }));
    // A single-select grid enables its actions a moment after the selection.
    const renew = () =>
      within(screen.getByRole("group", { name: "Certificate actions" })).getByRole("button", {
        name: "Renew",
      });
    await waitFor(() => expect(renew()).toBeEnabled());
    fireEvent.click(renew());
    const csr = await screen.findByRole("dialog", { name: /signing request/ });
    expect(within(csr).getByLabelText("Subject (CN=…)")).toHaveValue("CN=cs1.example.com, O=Example");
    fireEvent.change(within(csr).getByLabelText("DNS names (comma-separated)"), {
      target: { value: "cs1.example.com, horizon.example.com" },
    });
    fireEvent.click(within(csr).getByRole("button", { name: "Save" }));
    const importing = await screen.findByRole("dialog", { name: /: import/ });
    const request = within(importing).getByLabelText("Certificate signing request");
    expect((request as HTMLTextAreaElement).value).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
    const signed = within(importing).getByLabelText("Signed certificate (PEM)");
    fireEvent.change(signed, { target: { value: "hello" } });
    expect(within(importing).getByText(/Paste one certificate/)).toBeInTheDocument();
    // Save is pressable (decision 0031): it refuses the text at the field and keeps the dialog open.
    fireEvent.click(within(importing).getByRole("button", { name: "Save" }));
    expect(signed).toHaveAttribute("aria-invalid", "true");
    expect(signed).toHaveFocus();
    expect(screen.getByRole("dialog", { name: /: import/ })).toBeInTheDocument();
  });
});
