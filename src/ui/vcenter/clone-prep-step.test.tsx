import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { getIcDomainAccounts } from "../../core/directory/ic-domain-accounts";
import { restApi } from "../../core/http/api-clients";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { useDeclaredStep } from "../wizard/declared-step";
import { CLONE_PREP_STEP } from "./clone-prep-step";
import { EMPTY_CLONE_PREP, clonePrepSettingsOf, type ClonePrepEntries } from "./vcenter-entries";

/** The step as a wizard shows it, with whether Next would be enabled and what the create spec gets. */
function Step() {
  const [entries, setEntries] = useState<ClonePrepEntries>(EMPTY_CLONE_PREP);
  const step = useDeclaredStep(CLONE_PREP_STEP, {
    values: entries,
    setField: (field, value) => setEntries((current) => ({ ...current, [field]: value })),
  });
  return (
    <>
      {step.content}
      <output aria-label="Step">{step.isValid ? "valid" : "invalid"}</output>
      <output aria-label="Spec">{JSON.stringify(clonePrepSettingsOf(entries))}</output>
    </>
  );
}

// Spec 001 §3 / issue 22: instant clones need the domain account that joins them and their container.
describe("the ClonePrep step", { timeout: 30_000 }, () => {
  it("requires a domain account of the pod and sends it with the container", async () => {
    await signedInEmulator("admin");
    const [account] = await getIcDomainAccounts();
    render(<Step />);
    const choice = await screen.findByRole("radio", { name: account?.username ?? "" });
    expect(screen.getByRole("status", { name: "Step" })).toHaveTextContent("invalid");
    fireEvent.click(choice);
    expect(screen.getByRole("status", { name: "Step" })).toHaveTextContent("valid");
    expect(JSON.parse(screen.getByRole("status", { name: "Spec" }).textContent ?? "")).toEqual({
      instant_clone_domain_account_id: account?.id,
      ad_container_rdn: "CN=Computers",
    });
  });

  it("says so when the pod has no instant clone domain account, and stays invalid", async () => {
    await signedInEmulator("admin");
    for (const account of await getIcDomainAccounts())
      await restApi.delete(`/config/v1/ic-domain-accounts/${account.id}`).res();
    render(<Step />);
    expect(await screen.findByText(/No instant clone domain account exists/)).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Step" })).toHaveTextContent("invalid");
  });
});
