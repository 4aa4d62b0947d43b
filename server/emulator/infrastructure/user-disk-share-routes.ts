import { AD_DOMAIN_SID } from "../config/domain-routes";
import { DEMO_PASSWORD } from "../demo-accounts";
import {
  badRequest,
  EmulatorHttpError,
  optionalString,
  readJsonObject,
  requireString,
  TEXT_LIMITS,
} from "../http/errors";
import { bulkResult, readJsonBody, restError, stringList } from "../inventory/http-responses";
import type { RouteKit } from "../inventory/route-context";
import { passwordField } from "./ad-domain-routes";

const VIEW = "GLOBAL_CONFIG_VIEW";
const MANAGE = "GLOBAL_CONFIG_MANAGEMENT";
/** \\server\share[\path]. */
const UNC_PATH = /^\\\\[^\\/:*?"<>|\s]+\\[^\\/:*?"<>|]+(?:\\[^\\/:*?"<>|]+)*\\?$/;
/** A server name that answers no SMB request: the emulator's unreachable file server. */
const UNREACHABLE_SERVER = "offline";

interface UserDiskShare {
  id: string;
  path: string;
  ad_domain_id: string;
  username: string;
  password: string;
  capacity_mb: number;
  used_mb: number;
}

/**
 * The SMB shares that hold user disks (the emulator's own calls: the public API has none;
 * docs/emulator.md): `GET, POST /rest/config/v1/user-disk-shares`, `PUT, DELETE .../{id}` and
 * `POST .../action/test-access` (ids in, a result per id out). The domain account's password is write-only: the mask or nothing keeps
 * it. Access is granted to the demo password; a server named `offline` never answers.
 */
export function registerUserDiskShareRoutes(kit: RouteKit): void {
  const { app, deps } = kit;
  const { restGuard } = deps;
  let next = 3;
  const shares: UserDiskShare[] = [
    {
      id: "share-0001",
      path: "\\\\files1.example.com\\userdisks",
      ad_domain_id: AD_DOMAIN_SID,
      username: "svc-udisk",
      password: DEMO_PASSWORD,
      capacity_mb: 4_194_304,
      used_mb: 1_887_437,
    },
    {
      id: "share-0002",
      path: "\\\\files2.example.com\\userdisks\\engineering",
      ad_domain_id: AD_DOMAIN_SID,
      username: "svc-udisk-eng",
      password: "rotated",
      capacity_mb: 2_097_152,
      used_mb: 1_992_294,
    },
  ];
  const view = ({ password: _password, ...share }: UserDiskShare) => share;
  const shareOf = (id: string) => {
    const share = shares.find((candidate) => candidate.id === id);
    if (!share)
      throw new EmulatorHttpError(404, "user.disk.share.not.found", `No user disk share ${id}`, {
        resourceId: id,
      });
    return share;
  };
  const pathOf = (value: string, except?: string) => {
    const path = value.trim();
    if (!UNC_PATH.test(path))
      throw badRequest("path must be a UNC path \\\\server\\share[\\folder]", "user.disk.share.path.invalid");
    if (shares.some((share) => share.id !== except && share.path.toLowerCase() === path.toLowerCase()))
      throw new EmulatorHttpError(409, "user.disk.share.path.in.use", `${path} is already a user disk share`);
    return path;
  };
  const domainOf = (value: string | undefined) => {
    if (value !== undefined && value !== AD_DOMAIN_SID)
      throw badRequest(`Unknown domain ${value}`, "user.disk.share.domain.not.found");
    return AD_DOMAIN_SID;
  };

  app.get("/rest/config/v1/user-disk-shares", restGuard(VIEW), (c) => c.json(shares.map(view)));
  app.get("/rest/config/v1/user-disk-shares/:id", restGuard(VIEW), (c) =>
    c.json(view(shareOf(c.req.param("id")))),
  );

  app.post("/rest/config/v1/user-disk-shares", restGuard(MANAGE), async (c) => {
    const body = await readJsonObject(c);
    const share: UserDiskShare = {
      id: `share-${String(next++).padStart(4, "0")}`,
      path: pathOf(requireString(body, "path", { maxLength: 1024 })),
      ad_domain_id: domainOf(optionalString(body, "ad_domain_id", 256)),
      username: requireString(body, "username", { maxLength: TEXT_LIMITS.name }).trim(),
      password: passwordField(body),
      capacity_mb: 1_048_576,
      used_mb: 0,
    };
    shares.push(share);
    kit.changed();
    c.header("Location", `/rest/config/v1/user-disk-shares/${share.id}`);
    return c.json({ id: share.id }, 201);
  });

  app.put("/rest/config/v1/user-disk-shares/:id", restGuard(MANAGE), async (c) => {
    const share = shareOf(c.req.param("id"));
    const body = await readJsonObject(c);
    const path = pathOf(requireString(body, "path", { maxLength: 1024 }), share.id);
    const domain = domainOf(optionalString(body, "ad_domain_id", 256));
    const username = requireString(body, "username", { maxLength: TEXT_LIMITS.name }).trim();
    const given =
      body.password === undefined || body.password === "********" ? undefined : passwordField(body);
    Object.assign(share, { path, ad_domain_id: domain, username, password: given ?? share.password });
    kit.changed();
    return c.json(view(share));
  });

  app.delete("/rest/config/v1/user-disk-shares/:id", restGuard(MANAGE), (c) => {
    const share = shareOf(c.req.param("id"));
    if (share.used_mb > 0)
      return restError(c, 400, "user.disk.share.in.use", `${share.path} still holds user disks`);
    shares.splice(shares.indexOf(share), 1);
    kit.changed();
    return c.body(null, 204);
  });

  // A bulk action in the OpenAPI's style (a result per id), so one test or many read alike.
  app.post("/rest/config/v1/user-disk-shares/action/test-access", restGuard(MANAGE), async (c) => {
    const read = await readJsonBody(c);
    const ids = read.ok ? stringList(read.value) : null;
    if (!ids || ids.length === 0)
      return restError(c, 400, "invalid.request.body", "The body must be a list of user disk share ids");
    const now = deps.now();
    return c.json(
      ids.map((id) => {
        const share = shares.find((candidate) => candidate.id === id);
        if (!share)
          return bulkResult(id, now, {
            status: 404,
            key: "user.disk.share.not.found",
            message: `No user disk share ${id}`,
          });
        const server = share.path.slice(2).split("\\")[0]?.split(".")[0]?.toLowerCase();
        if (server === UNREACHABLE_SERVER)
          return bulkResult(id, now, {
            status: 400,
            key: "user.disk.share.unreachable",
            message: `${share.path} did not answer`,
          });
        if (share.password !== DEMO_PASSWORD)
          return bulkResult(id, now, {
            status: 400,
            key: "user.disk.share.access.denied",
            message: `${share.username} may not write to ${share.path}`,
          });
        return bulkResult(id, now);
      }),
    );
  });
}
