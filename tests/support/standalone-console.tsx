// The standalone console rendered in happy-dom against an in-process pod emulator, for the shell's tests:
// one way to serve the emulator, open a route, sign in through the form, and reset between tests.
import { cleanup, render, screen, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import type { Emulator } from "../../server/emulator/emulator";
import { endSignIn } from "../../src/core/auth/sign-in.model";
import { features } from "../../src/core/features/feature-flags";
import { setApiFetch } from "../../src/core/http/api-clients";
import { handlerFetch } from "../../src/core/http/api-fetch";
import { smartCardLogout } from "../../src/core/session/session.model";
import { ConsoleApp } from "../../src/shell/app/console-app";
import { handleCoreEvents } from "../../src/shell/app/shell-effects";
import { followHashChanges } from "../../src/shell/router/hash-location";

/** Replaces the pod's answer for matching requests (answers the emulator never gives, such as malformed bodies). */
export type AnswerOverride = (request: Request) => Response | undefined;

let stops: (() => void)[] = [];

/**
 * Lets the emulator's view API session cookie reach handlerFetch's cookie jar until the returned function
 * is called. The emulator runs in the page's realm here, and happy-dom's Response drops a Set-Cookie header
 * given to its constructor, as a browser hides it from a page's scripts: without this, every view API call
 * after a sign-in through the form is refused (401) and ends the session, as soon as that answer arrives.
 */
export function keepServerCookies(): () => void {
  const PageResponse = globalThis.Response;
  class ServerResponse extends PageResponse {
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      for (const cookie of init?.headers ? new Headers(init.headers).getSetCookie() : [])
        this.headers.append("Set-Cookie", cookie);
    }
  }
  globalThis.Response = ServerResponse;
  return () => {
    globalThis.Response = PageResponse;
  };
}

/** Hands the console's API clients to the emulator, with an optional override in front of it. */
export function serveEmulator(emulator: Emulator, override?: AnswerOverride): void {
  setApiFetch(handlerFetch(async (request) => override?.(request) ?? emulator.fetch(request)));
}

/** A signed-out console with every feature on; featureToggle.json is absent, as a static file would be. */
export function resetConsole(): void {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
  endSignIn();
  smartCardLogout.value = null;
  features.value = {};
}

/** Unmounts before ending the session, or the login page would start again against the real fetch. */
export function closeConsole(): void {
  cleanup();
  for (const stop of stops) stop();
  stops = [];
  endSignIn();
  smartCardLogout.value = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

/** Renders the console on a route, following the address bar and the core's expiry and not-found events. */
export function openConsole(route: string): RenderResult {
  window.history.replaceState(null, "", `#${route}`);
  stops.push(followHashChanges(), handleCoreEvents(document));
  return render(<ConsoleApp />);
}

/** Something to stop when the test ends (a subscription). */
export function stopAfterTest(stop: () => void): void {
  stops.push(stop);
}

/** Signs in through the login form (domain EXAMPLE), optionally ticking or clearing Remember user name. */
export async function signInThroughForm(
  username = "admin",
  password = "vdc-demo",
  options: { remember?: boolean } = {},
): Promise<UserEvent> {
  const user = userEvent.setup();
  const name = await screen.findByLabelText("User name");
  await user.clear(name);
  await user.type(name, username);
  await user.type(screen.getByLabelText("Password"), password);
  const domain = screen.getByLabelText("Domain");
  if (domain.tagName === "INPUT") {
    await user.clear(domain);
    await user.type(domain, "EXAMPLE");
  } else await user.selectOptions(domain, "EXAMPLE");
  const remember = screen.queryByLabelText<HTMLInputElement>("Remember user name");
  if (remember && options.remember !== undefined && remember.checked !== options.remember)
    await user.click(remember);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}
