import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, currentLocale, fetchBundleLoader, i18n } from "./i18n";

afterEach(async () => {
  await i18n.changeLanguage("en");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("console i18n", () => {
  it("is a private instance that has English text before anything loads", () => {
    expect(i18n.t("login.form.signIn")).toBe("Sign in");
  });

  it("switches locale with a loaded bundle and updates the locale signal", async () => {
    const locale = await changeLocale("de", async () => ({ "login.form.signIn": "Anmelden" }));
    expect(locale).toBe("de");
    expect(currentLocale.value).toBe("de");
    expect(i18n.t("login.form.signIn")).toBe("Anmelden");
  });

  it("logs 'Could not load bundles' and stays in English when a bundle cannot be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const locale = await changeLocale("ja", () => Promise.reject(new Error("offline")));
    expect(locale).toBe("en");
    expect(warn).toHaveBeenCalledWith("Could not load bundles", expect.any(Error));
    expect(i18n.t("login.form.signIn")).toBe("Sign in");
  });

  it("requests bundle_{lang}.json with a version suffix and Accept: application/json", async () => {
    const fetchMock = vi.fn(async () => Response.json({ greeting: "你好" }));
    vi.stubGlobal("fetch", fetchMock);
    const bundle = await fetchBundleLoader("https://console.example/locales/", "1.2.3")("zh-CN");
    expect(bundle).toEqual({ greeting: "你好" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe("https://console.example/locales/bundle_zh_CN.json?v=1.2.3");
    expect(new Headers(init.headers).get("Accept")).toBe("application/json");
  });

  it("rejects a bundle that is an HTML error page rather than JSON", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>oops</html>", { status: 200 }));
    await expect(fetchBundleLoader("https://console.example/", "1")("fr")).rejects.toThrow();
  });
});
