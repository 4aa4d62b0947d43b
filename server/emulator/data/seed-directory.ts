import type { AdUserOrGroupRecord } from "./inventory-types";
import type { Prng } from "./prng";

export const AD_DOMAIN_DNS = "example.com";
export const AD_DOMAIN_NETBIOS = "EXAMPLE";
const SID_PREFIX = "S-1-5-21-1004336348-1177238915-682003330";

/** The SID of a seeded directory account by relative id. */
export function sidFor(rid: number): string {
  return `${SID_PREFIX}-${rid}`;
}

/** The demo accounts (see demo-accounts.ts) as directory users with fixed SIDs. */
export const DEMO_USER_SIDS: Readonly<Record<string, string>> = {
  admin: sidFor(1101),
  readonly: sidFor(1102),
  helpdesk: sidFor(1103),
  inventory: sidFor(1104),
  custom: sidFor(1105),
  delegate: sidFor(1106),
};

/** A directory group with no permission of its own until an administrator grants one (delegation demo). */
export const DELEGATED_ADMINS_GROUP_SID = sidFor(1201);
const DOMAIN_USERS_GROUP_SID = sidFor(513);
const CONSOLE_ADMINS_GROUP_SID = sidFor(1200);

/** The directory groups a demo account belongs to: a permission granted to one applies to the account. */
export function demoGroupSids(username: string): string[] {
  const groups = [DOMAIN_USERS_GROUP_SID, CONSOLE_ADMINS_GROUP_SID];
  if (username === "delegate") groups.push(DELEGATED_ADMINS_GROUP_SID);
  return groups;
}

const DEMO_USER_NAMES: Readonly<Record<string, [string, string]>> = {
  admin: ["Ada", "Admin"],
  readonly: ["Rita", "Reader"],
  helpdesk: ["Hal", "Helpdesk"],
  inventory: ["Ivy", "Inventory"],
  custom: ["Cass", "Custom"],
  delegate: ["Dana", "Delegate"],
};

const FIRST_NAMES = [
  "Alice",
  "Bruno",
  "Chloé",
  "Dmitri",
  "Elena",
  "Farid",
  "Grace",
  "Hiroshi",
  "Ingrid",
  "Jamal",
  "Keiko",
  "Lars",
  "Maria",
  "Nikhil",
  "Olga",
  "Pedro",
  "Quinn",
  "Rosa",
  "Sven",
  "Tamara",
  "Umar",
  "Vera",
  "Wei",
  "Ximena",
  "Yusuf",
  "Zoë",
  "Ana",
  "Björn",
  "Carmen",
  "Diego",
  "Emma",
  "François",
  "Giulia",
  "Hannah",
  "Ivan",
  "Jana",
  "Kai",
  "Lena",
  "Mateo",
  "Nora",
  "Oscar",
  "Priya",
  "Rafael",
  "Sofia",
  "Tomás",
  "Uma",
  "Viktor",
  "Wen",
  "Yara",
  "Zain",
];
const LAST_NAMES = [
  "Smith",
  "Müller",
  "García",
  "Rossi",
  "Dubois",
  "Kowalski",
  "Nakamura",
  "Kim",
  "Chen",
  "Wang",
  "Novak",
  "Jensen",
  "Silva",
  "Ivanova",
  "Larsen",
  "O'Brien",
  "Fischer",
  "Martin",
  "Lopez",
  "Andersson",
  "Patel",
  "Singh",
  "Nguyen",
  "Haddad",
  "Yilmaz",
  "Schmidt",
  "Costa",
  "Petrov",
  "Sato",
  "Park",
  "Lin",
  "Moreau",
  "Bianchi",
  "Horvat",
  "Berg",
];
export const DEPARTMENTS = [
  "Sales",
  "Marketing",
  "Engineering",
  "Finance",
  "HR",
  "Support",
  "Legal",
  "Operations",
  "Design",
  "QA",
  "Research",
  "Training",
] as const;

function userRecord(rid: number, login: string, first: string, last: string, ou: string, withUpn: boolean) {
  const name = `${first} ${last}`;
  const record: AdUserOrGroupRecord = {
    id: sidFor(rid),
    guid: "",
    group: false,
    name,
    login_name: login,
    domain: AD_DOMAIN_DNS,
    display_name: `${AD_DOMAIN_DNS}\\${login}`,
    long_display_name: `${login}@${AD_DOMAIN_DNS} (${name})`,
    user_display_name: name,
    first_name: first,
    last_name: last,
    email: `${login}@${AD_DOMAIN_DNS}`,
    phone: `+1-555-${String(1000 + (rid % 9000)).padStart(4, "0")}`,
    description: `${ou} user`,
    distinguished_name: `CN=${escapeDn(name)},OU=${ou},OU=People,DC=example,DC=com`,
    container: `${AD_DOMAIN_DNS}/People/${ou}`,
    kiosk_user: false,
    member_ids: [],
    group_ids: [],
  };
  if (withUpn) record.user_principal_name = `${login}@${AD_DOMAIN_DNS}`;
  return record;
}

function escapeDn(value: string): string {
  return value.replace(/([,=+<>#;\\"])/g, "\\$1");
}

function groupRecord(rid: number, name: string, description: string): AdUserOrGroupRecord {
  return {
    id: sidFor(rid),
    guid: "",
    group: true,
    name,
    login_name: name,
    domain: AD_DOMAIN_DNS,
    display_name: `${AD_DOMAIN_DNS}\\${name}`,
    long_display_name: `${name}@${AD_DOMAIN_DNS}`,
    description,
    distinguished_name: `CN=${escapeDn(name)},OU=Groups,DC=example,DC=com`,
    container: `${AD_DOMAIN_DNS}/Groups`,
    kiosk_user: false,
    member_ids: [],
    group_ids: [],
  };
}

export interface SeededDirectory {
  users: AdUserOrGroupRecord[];
  groups: AdUserOrGroupRecord[];
  /** The "<Department> Users" group per department. */
  departmentGroups: Map<string, AdUserOrGroupRecord>;
  /** Users per department, for assigning sessions and dedicated machines. */
  departmentUsers: Map<string, AdUserOrGroupRecord[]>;
}

/** Seeds directory users and groups: the demo accounts, department groups and generated people. */
export function seedDirectory(rng: Prng, userCount: number, extraGroupCount: number): SeededDirectory {
  const users: AdUserOrGroupRecord[] = [];
  const groups: AdUserOrGroupRecord[] = [];
  const departmentGroups = new Map<string, AdUserOrGroupRecord>();
  const departmentUsers = new Map<string, AdUserOrGroupRecord[]>();

  const domainUsers = groupRecord(513, "Domain Users", "All domain users");
  const consoleAdmins = groupRecord(
    1200,
    "Console Administrators",
    "Administrators of the virtual desktop pod",
  );
  const delegatedAdmins = groupRecord(
    1201,
    "Delegated Administrators",
    "Administrators granted rights on one access group",
  );
  groups.push(domainUsers, consoleAdmins, delegatedAdmins);
  DEPARTMENTS.forEach((department, index) => {
    const group = groupRecord(1300 + index, `${department} Users`, `Members of the ${department} department`);
    groups.push(group);
    departmentGroups.set(department, group);
    departmentUsers.set(department, []);
  });
  for (let index = 0; index < extraGroupCount; index += 1) {
    groups.push(groupRecord(1400 + index, `Project-${String(index + 1).padStart(3, "0")}`, "Project team"));
  }

  for (const [login, sid] of Object.entries(DEMO_USER_SIDS)) {
    const [first, last] = DEMO_USER_NAMES[login] ?? [login, "User"];
    const rid = Number(sid.slice(sid.lastIndexOf("-") + 1));
    const user = userRecord(rid, login, first, last, "IT", true);
    user.description = "Demo console account";
    users.push(user);
    link(user, consoleAdmins);
    link(user, domainUsers);
    if (login === "delegate") link(user, delegatedAdmins);
  }

  const logins = new Set(users.map((user) => user.login_name));
  for (let index = 0; index < userCount; index += 1) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const base = (first.charAt(0) + last)
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z0-9]/g, "");
    let login = base;
    for (let suffix = 2; logins.has(login); suffix += 1) login = `${base}${suffix}`;
    logins.add(login);
    const department = DEPARTMENTS[index % DEPARTMENTS.length] ?? "Sales";
    // A few accounts lack a UPN, so the unauthenticated-access AD_USER_MUST_HAVE_UPN rule is reachable.
    const user = userRecord(10000 + index, login, first, last, department, index % 37 !== 5);
    if (index % 53 === 7) user.kiosk_user = true;
    users.push(user);
    link(user, domainUsers);
    const departmentGroup = departmentGroups.get(department);
    if (departmentGroup) link(user, departmentGroup);
    departmentUsers.get(department)?.push(user);
    if (extraGroupCount > 0 && rng.chance(0.3)) {
      const project = groups[3 + DEPARTMENTS.length + rng.int(0, extraGroupCount - 1)];
      if (project) link(user, project);
    }
  }
  for (const record of [...users, ...groups]) record.guid = rng.uuid().toUpperCase();
  return { users, groups, departmentGroups, departmentUsers };
}

function link(member: AdUserOrGroupRecord, group: AdUserOrGroupRecord): void {
  member.group_ids.push(group.id);
  group.member_ids.push(member.id);
}
