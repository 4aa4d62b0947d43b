import { beforeEach, describe, expect, it } from "vitest";
import { errorKey, infrastructureEmulator } from "./infrastructure-support";

// Every certificate the pod uses (the emulator's own calls: docs/emulator.md).

const CERTIFICATES = "/rest/config/v1/certificates";
const PEM =
  "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUXr0d2nQ0bWFrZS1iZWxpZXZl\n-----END CERTIFICATE-----";
const DAY = 86_400_000;

type Certificate = {
  id: string;
  usage: string;
  owner_id: string;
  owner_name: string;
  state: string;
  days_left?: number;
  valid_until?: number;
  csr_pending: boolean;
};

describe("certificate management", () => {
  let setup: ReturnType<typeof infrastructureEmulator>;
  beforeEach(() => {
    setup = infrastructureEmulator();
  });
  const list = async () => (await (await setup.as("admin", "GET", CERTIFICATES)).json()) as Certificate[];

  it("lists every certificate with its state and days left, what expires first on top", async () => {
    const certificates = await list();
    expect(new Set(certificates.map((certificate) => certificate.usage))).toEqual(
      new Set(["CONNECTION_SERVER", "GATEWAY", "VIRTUAL_CENTER", "SAML_AUTHENTICATOR", "EVENT_DATABASE"]),
    );
    const states = certificates.map((certificate) => certificate.state);
    expect(states).toEqual(
      expect.arrayContaining(["EXPIRED", "ABOUT_TO_EXPIRED", "VALID", "INVALID", "NOT_SET"]),
    );
    const dated = certificates.filter((certificate) => certificate.valid_until !== undefined);
    expect(dated.map((certificate) => certificate.valid_until)).toEqual(
      [...dated.map((certificate) => certificate.valid_until)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(certificates[0]?.state).toBe("EXPIRED");
    expect(certificates.at(-1)?.state).toBe("NOT_SET");
    const expiring = certificates.find((certificate) => certificate.state === "ABOUT_TO_EXPIRED");
    expect(expiring?.days_left).toBe(12);
    // Days left follow the emulator's clock.
    setup.emulator.clock.advance(13 * DAY);
    expect((await list()).find((certificate) => certificate.id === expiring?.id)?.state).toBe("EXPIRED");
    expect((await setup.as("inventory", "GET", CERTIFICATES)).status).toBe(403);
  });

  it("renews the expired connection server certificate through a CSR and an import; the monitor follows", async () => {
    const [first] = await list();
    const base = `${CERTIFICATES}/${first?.id ?? ""}/action`;
    expect(await errorKey(await setup.as("admin", "POST", `${base}/import`, { certificate: PEM }))).toBe(
      "certificate.csr.missing",
    );
    expect((await setup.as("readonly", "POST", `${base}/generate-csr`, {})).status).toBe(403);
    const csr = await setup.as("admin", "POST", `${base}/generate-csr`, {
      organization: "Example",
      key_length: "4096",
    });
    expect(csr.status).toBe(200);
    expect(((await csr.json()) as { csr: string }).csr).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
    expect(
      await errorKey(await setup.as("admin", "POST", `${base}/generate-csr`, { key_length: "512" })),
    ).toBe("request.field.invalid");
    expect(
      await errorKey(await setup.as("admin", "POST", `${base}/import`, { certificate: "not a pem" })),
    ).toBe("certificate.pem.invalid");
    const imported = await setup.as("admin", "POST", `${base}/import`, { certificate: PEM });
    expect(imported.status).toBe(200);
    const renewed = (await imported.json()) as Certificate;
    expect(renewed).toMatchObject({ state: "VALID", days_left: 730, csr_pending: false });
    expect((await list()).at(0)?.id).not.toBe(first?.id);
    const monitor = (await (
      await setup.as("admin", "GET", "/rest/monitor/v3/connection-servers")
    ).json()) as {
      id: string;
      certificate: { valid: boolean };
      default_certificate: boolean;
    }[];
    expect(monitor.find((server) => server.id === first?.owner_id)).toMatchObject({
      certificate: { valid: true },
      default_certificate: false,
    });
    expect((await setup.as("admin", "GET", `${CERTIFICATES}/unknown`)).status).toBe(404);
  });
});
