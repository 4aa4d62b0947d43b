/** The demo sign-in accounts, printed by `npm start` and listed in the README. */
export const DEMO_DOMAIN = "EXAMPLE";
export const DEMO_PASSWORD = "vdc-demo";

export interface DemoAccount {
  username: string;
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: "admin", role: "Administrators" },
  { username: "readonly", role: "Administrators (Read only)" },
  { username: "helpdesk", role: "Help Desk Administrators" },
  { username: "inventory", role: "Inventory Administrators (child access group)" },
  { username: "custom", role: "a custom role" },
  { username: "delegate", role: "none until granted (member of Delegated Administrators)" },
];
