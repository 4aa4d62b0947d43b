import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent } from "storybook/test";
import { proxyBase } from "../../../src/core/session/session.model";
import { ApiCallDisclosure } from "../../../src/ui/api-call/api-call-disclosure";
import { storyCanvas } from "../../support/story-canvas";

const meta = {
  title: "UI/Section kit/API call disclosure",
  component: ApiCallDisclosure,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          '"Show API call" under a confirmation: the REST call an action is about to send, with a curl line to script it. Actions declared with a request show it already; use it directly only in a dialog of a section\'s own that sends one call.',
      },
    },
  },
  args: {
    call: {
      api: "rest",
      method: "PUT",
      path: "/inventory/v1/desktop-pools/pool-1",
      body: { enabled: false },
    },
  },
  // As embedded under a portal's proxy path; later stories get the console's own paths back.
  beforeEach: () => {
    proxyBase.value = "/portal/console-api";
    return () => {
      proxyBase.value = "";
    };
  },
} satisfies Meta<typeof ApiCallDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Embedded under a portal's proxy path; the curl line has a token placeholder. */
export const UnderProxyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fireEvent.click(canvas.getByText("Show API call"));
    await expect(
      canvas.getByText("PUT /portal/console-api/rest/inventory/v1/desktop-pools/pool-1"),
    ).toBeVisible();
    await expect(canvas.getByLabelText("curl command")).toHaveTextContent("$VDC_TOKEN");
  },
};
