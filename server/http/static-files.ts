import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
};

/**
 * Answers a GET for a file below `root`, or null when there is none. `relativePath` comes from the URL;
 * anything that would leave `root` is refused.
 */
export async function serveFile(root: string, relativePath: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const target = normalize(
    join(root, decoded.endsWith("/") || decoded === "" ? `${decoded}index.html` : decoded),
  );
  if (target !== root && !target.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(target);
    if (!info.isFile()) return null;
    const body = await readFile(target);
    const isHtml = target.endsWith(".html");
    return new Response(body, {
      headers: {
        "Content-Type": CONTENT_TYPES[extname(target)] ?? "application/octet-stream",
        // HTML is always revalidated so a new build is picked up; scripts carry the version in their URLs.
        "Cache-Control": isHtml ? "no-cache" : "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch {
    return null;
  }
}
