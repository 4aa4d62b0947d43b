// A stand-in for the console APIs inside the test page: the built elements call window.fetch, so the test
// answers their API requests and records what they sent (path, method, bearer token).

export interface RecordedRequest {
  path: string;
  method: string;
  authorization: string | null;
}

export type FakeAnswer = (request: RecordedRequest) => Response | undefined;

const API_PATH = /\/(rest|view-vlsi)\//;

/** Replaces window.fetch for API paths; other URLs (translation bundles) still load. Returns the log. */
export function installFakeApi(answer: FakeAnswer = () => undefined): {
  requests: RecordedRequest[];
  setAnswer(next: FakeAnswer): void;
  restore(): void;
} {
  const original = window.fetch;
  const requests: RecordedRequest[] = [];
  let current = answer;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!API_PATH.test(url.pathname)) return original(input, init);
    const recorded = {
      path: url.pathname,
      method: request.method,
      authorization: request.headers.get("Authorization"),
    };
    requests.push(recorded);
    return current(recorded) ?? Response.json(url.pathname.includes("monitor") ? [] : {});
  };
  return {
    requests,
    setAnswer: (next) => (current = next),
    restore: () => (window.fetch = original),
  };
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned JWT with the claims the console reads (the fake API does not verify signatures). */
export function fakeToken(subject: string, lifetimeSeconds = 1800): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({ sub: subject, iat, exp: iat + lifetimeSeconds });
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(payload)}.unsigned`;
}
