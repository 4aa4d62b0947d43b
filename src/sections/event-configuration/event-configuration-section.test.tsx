import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInEmulator } from "../../../tests/support/signed-in-emulator";
import { EventConfigurationSection } from "./event-configuration-section";

function card(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

// Each test drives a whole in-process pod emulator; allow for a slow machine.
describe("EventConfigurationSection", { timeout: 30_000 }, () => {
  it("shows the event database without its password, and a failed save keeps every typed value", async () => {
    const { emulator } = await signedInEmulator("admin");
    render(<EventConfigurationSection />);
    const database = await screen.findByRole("region", { name: "Event Database" });
    await within(database).findByText("eventdb.example.com");
    expect(within(database).getByText("PostgreSQL")).toBeInTheDocument();
    expect(within(database).getByText("Connected (2000 events)")).toBeInTheDocument();

    fireEvent.click(within(database).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Event Database" });
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveValue("********");
    type(within(dialog).getByLabelText("Database server"), "sql.example.com");
    fireEvent.change(within(dialog).getByLabelText("Database type"), { target: { value: "SQL_SERVER" } });
    type(within(dialog).getByLabelText("Port"), "99999");
    expect(within(dialog).getByText("Enter a port from 1 to 65535.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByLabelText("Port")).toHaveFocus();
    type(within(dialog).getByLabelText("Port"), "1433");
    fireEvent.focus(password);
    type(password, "new-secret");

    emulator.faults.failWith({ method: "PUT", path: "/rest/config/v1/event-database" }, 400, {
      body: {
        errors: [{ error_key: "event.database.unreachable", error_message: "Cannot reach sql.example.com" }],
      },
      times: 1,
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Cannot reach sql.example.com");
    expect(within(dialog).getByLabelText("Database server")).toHaveValue("sql.example.com");
    expect(within(dialog).getByLabelText("Database type")).toHaveValue("SQL_SERVER");
    expect(within(dialog).getByLabelText("Port")).toHaveValue("1433");
    expect(within(dialog).getByLabelText("Password")).toHaveValue("new-secret");

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(card("Event Database")).findByText("sql.example.com")).toBeInTheDocument();
    expect(within(card("Event Database")).getByText("Microsoft SQL Server")).toBeInTheDocument();
    expect(card("Event Database")).not.toHaveTextContent("new-secret");
  });

  it("clears the event database only once its name is typed", async () => {
    await signedInEmulator("admin");
    render(<EventConfigurationSection />);
    const database = await screen.findByRole("region", { name: "Event Database" });
    await within(database).findByText("horizon_events");
    fireEvent.click(within(database).getByRole("button", { name: "Clear" }));
    const confirm = await screen.findByRole("dialog", { name: "Clear Event Database" });
    const confirmButton = within(confirm).getByRole("button", { name: "Clear" });
    const typed = within(confirm).getByLabelText("Type the database name (horizon_events) to confirm");
    expect(confirmButton).toBeDisabled();
    type(typed, "horizon_event");
    expect(confirmButton).toBeDisabled();
    type(typed, "horizon_events");
    expect(confirmButton).toBeEnabled();
    fireEvent.click(confirmButton);
    expect(
      await within(card("Event Database")).findByText(/No event database is configured/),
    ).toBeInTheDocument();
    expect(within(card("Event Database")).getByRole("button", { name: "Configure" })).toBeEnabled();
  });

  it("lets a read-only administrator look but not change, and shows no permission without the view right", async () => {
    await signedInEmulator("readonly");
    const { unmount } = render(<EventConfigurationSection />);
    await waitFor(() =>
      expect(within(card("Event Database")).getByRole("button", { name: "Edit" })).toHaveAttribute(
        "aria-disabled",
        "true",
      ),
    );
    // OpenAPI 2212 has no syslog or event file call: a state of each card, never a failure.
    const syslog = screen.getByRole("region", { name: "Syslog" });
    expect(within(syslog).getByRole("status")).toHaveTextContent(
      "Syslog settings are not available on this pod.",
    );
    const files = screen.getByRole("region", { name: "Events to File" });
    expect(within(files).getByRole("status")).toHaveTextContent(
      "Event file settings are not available on this pod.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();

    await signedInEmulator("inventory");
    render(<EventConfigurationSection />);
    expect(
      await screen.findByText("You do not have permission to view the event configuration."),
    ).toBeInTheDocument();
  });
});
