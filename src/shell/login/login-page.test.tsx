import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmulator } from "../../../server/emulator/emulator";
import { endSignIn } from "../../core/auth/sign-in.model";
import { features } from "../../core/features/feature-flags";
import { setApiFetch } from "../../core/http/api-clients";
import { handlerFetch } from "../../core/http/api-fetch";
import { isEmbedded, smartCardLogout } from "../../core/session/session.model";
import { LoginPage } from "./login-page";

const PERMISSION_PATHS = [
  "/view-vlsi/rest/v1/AdminUserOrGroup/getloginview",
  "/rest/config/v1/admin-users-or-groups/permissions",
];

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
  endSignIn();
  smartCardLogout.value = null;
  isEmbedded.value = false;
  features.value = {};
  setApiFetch(handlerFetch(createEmulator().fetch));
});

afterEach(() => {
  endSignIn();
  smartCardLogout.value = null;
  isEmbedded.value = false;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("LoginPage", () => {
  it("shows progress while starting, then the form with the logo, version and copyright", async () => {
    render(<LoginPage isSessionTimeout={false} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "VDC Console" })).toBeInTheDocument();
    expect(screen.getByText(/^Version /)).toBeInTheDocument();
    expect(screen.getByText(/Copyright ©/)).toBeInTheDocument();
    expect(screen.queryByText("Your session timed out. Please sign in again.")).toBeNull();
  });

  it("asks to close the browser after a smart-card logout", async () => {
    smartCardLogout.value = true;
    render(<LoginPage isSessionTimeout={false} />);
    expect(
      await screen.findByText(
        "You signed out with a smart card. Close the browser to end the session completely.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("says the account may not operate the console when a smart-card sign-in gets no privileges", async () => {
    const emulator = createEmulator({ smartCard: { mode: "OPTIONAL", user: "admin" } });
    setApiFetch(
      handlerFetch(async (request) =>
        PERMISSION_PATHS.includes(new URL(request.url).pathname)
          ? Response.json({ errors: [{ error_key: "forbidden" }] }, { status: 403 })
          : emulator.fetch(request),
      ),
    );
    render(<LoginPage isSessionTimeout={false} />);
    expect(
      await screen.findByText("This account is not allowed to operate the console."),
    ).toBeInTheDocument();
  });

  it("is hidden when the console is embedded in a hosting portal", () => {
    isEmbedded.value = true;
    const { container } = render(<LoginPage isSessionTimeout />);
    expect(container).toBeEmptyDOMElement();
  });
});
