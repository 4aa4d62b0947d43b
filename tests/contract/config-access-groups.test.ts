import { beforeEach, describe, expect, it } from "vitest";
import { createEmulator } from "../../server/emulator/emulator";
import { EmulatorClient, type ViewSession } from "../../server/emulator/testing/emulator-client";
import { LOCAL_ROOT_ACCESS_GROUP_ID, SALES_ACCESS_GROUP_ID } from "../../server/emulator/data/access-groups";

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("access groups", () => {
  let client: EmulatorClient;
  let admin: ViewSession;

  beforeEach(async () => {
    client = new EmulatorClient(createEmulator());
    admin = await client.viewLogin("admin");
  });

  it("lists local access groups on REST with OpenAPI fields, and gets one", async () => {
    const { access_token } = await client.restLogin("readonly");
    const list = (await (
      await client.rest("GET", "/rest/config/v2/local-access-groups", access_token)
    ).json()) as {
      id: string;
      name: string;
      deletable: boolean;
    }[];
    expect(list[0]).toEqual({
      id: LOCAL_ROOT_ACCESS_GROUP_ID,
      name: "Root",
      description: "Local Root",
      deletable: false,
      permission_ids: expect.any(Array) as unknown,
    });
    expect(list.map((group) => group.name)).toContain("Sales");
    const one = await client.rest(
      "GET",
      `/rest/config/v2/local-access-groups/${SALES_ACCESS_GROUP_ID}`,
      access_token,
    );
    expect(await one.json()).toMatchObject({ id: SALES_ACCESS_GROUP_ID, name: "Sales", deletable: true });
    const v1 = (await (
      await client.rest("GET", "/rest/config/v1/local-access-groups", access_token)
    ).json()) as object[];
    expect(Object.keys(v1[0] ?? {}).sort()).toEqual(["deletable", "description", "id", "name"]);
    const sales = (await (
      await client.rest("GET", `/rest/config/v2/local-access-groups/${SALES_ACCESS_GROUP_ID}`, access_token)
    ).json()) as { permission_ids: string[] };
    expect(sales.permission_ids).toHaveLength(1);
    const missing = await client.rest("GET", "/rest/config/v2/local-access-groups/nope", access_token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, resource_id: "nope" });
  });

  it("creates an access group on the legacy API and refuses a duplicate name", async () => {
    const created = await client.view("POST", "AccessGroup/Create", admin, {
      body: { base: { name: "Labs", description: "Lab machines", parent: LOCAL_ROOT_ACCESS_GROUP_ID } },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location") ?? "";
    const id = location.split("/").pop() ?? "";
    expect(await created.json()).toEqual({ id });
    expect(id).not.toBe("");
    const got = await client.view("GET", `AccessGroup/Get?id=${id}`, admin);
    expect(await got.json()).toMatchObject({ id, base: { name: "Labs", description: "Lab machines" } });
    const list = (await (await client.view("GET", "AccessGroup/List", admin)).json()) as {
      base: { name: string };
    }[];
    expect(list.map((group) => group.base.name)).toContain("Labs");
    const duplicate = await client.view("POST", "AccessGroup/Create", admin, {
      body: { base: { name: "labs" } },
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({
      fault: "EntityAlreadyExists",
      errors: [{ error_key: "ACCESS_GROUP_NAME_ALREADY_USED" }],
    });
  });

  it("needs FOLDER_MANAGEMENT on the parent to create", async () => {
    const inventory = await client.viewLogin("inventory");
    const response = await client.view("POST", "AccessGroup/Create", inventory, {
      body: { base: { name: "Mine", parent: LOCAL_ROOT_ACCESS_GROUP_ID } },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ fault: "InsufficientPermission" });
    const underSales = await client.view("POST", "AccessGroup/Create", inventory, {
      body: { base: { name: "Mine", parent: SALES_ACCESS_GROUP_ID } },
    });
    expect(underSales.status).toBe(201);
  });

  it("answers an unknown access group id with EntityNotFound", async () => {
    const response = await client.view("GET", "AccessGroup/Get?id=nope", admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ fault: "EntityNotFound" });
  });

  it("lists category folders", async () => {
    const folders = (await (await client.view("GET", "CategoryFolder/List", admin)).json()) as {
      name: string;
    }[];
    expect(folders.map((folder) => folder.name)).toContain("Engineering\\Build");
  });
});

describe("domains and directory containers", () => {
  it("lists the domains before sign-in as a NetBIOS to DNS map", async () => {
    const client = new EmulatorClient(createEmulator());
    const response = await client.send("GET", "/rest/external/v1/domains");
    expect(await response.json()).toEqual({ EXAMPLE: "example.com" });
    const session = await client.viewLogin("admin");
    const list = (await (await client.view("GET", "ADDomain/List", session)).json()) as {
      netBiosName: string;
    }[];
    expect(list[0]?.netBiosName).toBe("EXAMPLE");
  });

  it("lists containers at the root, one level below an rdn, or the whole subtree", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    const path = "/rest/external/v1/ad-domains/EXAMPLE/ad-containers";
    const root = (await (await client.rest("GET", path, access_token)).json()) as { rdn: string }[];
    expect(root).toContainEqual({ rdn: "OU=Desktops" });
    expect(root.every((container) => !container.rdn.includes(","))).toBe(true);
    const children = (await (
      await client.rest("GET", `${path}?rdn=${base64Url("OU=RDS Hosts")}`, access_token)
    ).json()) as { rdn: string }[];
    expect(children).toEqual([{ rdn: "OU=Farm A,OU=RDS Hosts" }]);
    const subtree = (await (
      await client.rest("GET", `${path}?rdn=${base64Url("OU=Desktops")}&sub_tree_search=true`, access_token)
    ).json()) as { rdn: string }[];
    expect(subtree).toHaveLength(3);
    const byName = (await (
      await client.rest("GET", `${path}?container_name=${base64Url("sales")}`, access_token)
    ).json()) as { rdn: string }[];
    // Every container named like the text, wherever it is: the desktops' and the seeded users' Sales OUs.
    expect(byName.map((container) => container.rdn).sort()).toEqual([
      "OU=Sales,OU=Desktops",
      "OU=Sales,OU=People",
    ]);
    const single = await client.rest("GET", `${path}/${base64Url("OU=Finance,OU=Desktops")}`, access_token);
    expect(await single.json()).toEqual({ rdn: "OU=Finance,OU=Desktops" });
    const fallback = await client.rest("GET", `${path}/default`, access_token);
    expect(await fallback.json()).toEqual({ rdn: "CN=Computers" });
  });

  it("refuses a subtree search by container name with the spec's message", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    const response = await client.rest(
      "GET",
      `/rest/external/v1/ad-domains/EXAMPLE/ad-containers?container_name=${base64Url("x")}&sub_tree_search=true`,
      access_token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ error_message: "Subtree search not supported for container or OU name" }],
    });
  });

  it("answers unknown domains and containers with 404", async () => {
    const client = new EmulatorClient(createEmulator());
    const { access_token } = await client.restLogin("admin");
    expect(
      (await client.rest("GET", "/rest/external/v1/ad-domains/OTHER/ad-containers", access_token)).status,
    ).toBe(404);
    const missing = await client.rest(
      "GET",
      `/rest/external/v1/ad-domains/EXAMPLE/ad-containers/${base64Url("OU=Nowhere")}`,
      access_token,
    );
    expect(missing.status).toBe(404);
  });
});
