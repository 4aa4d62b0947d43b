import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../core/http/api-error";
import { useEditForm } from "./use-edit-form";

interface Form {
  name: string;
  size: number;
}

const initial: Form = { name: "pool", size: 4 };
const validate = (values: Form) => ({
  ...(values.name === "" ? { name: "required" } : {}),
  ...(values.size > 10 ? { size: "tooLarge" } : {}),
});

describe("useEditForm", () => {
  it("offers Save only for a valid, changed form", () => {
    const { result } = renderHook(() => useEditForm({ initial, validate, save: vi.fn() }));
    expect(result.current.canSave).toBe(false);
    act(() => result.current.setField("size", 20));
    expect(result.current.errors).toEqual({ size: "tooLarge" });
    expect(result.current.canSave).toBe(false);
    act(() => result.current.setField("size", 8));
    expect(result.current.canSave).toBe(true);
    act(() => result.current.setField("size", 4));
    expect(result.current.isDirty).toBe(false);
  });

  it("keeps every typed value and the server's message after a failed save", async () => {
    const save = vi
      .fn<(values: Form) => Promise<void>>()
      .mockRejectedValueOnce(ApiError.fromText(409, JSON.stringify({ error_message: "Name in use" })))
      .mockResolvedValueOnce(undefined);
    const onSaved = vi.fn();
    const { result } = renderHook(() => useEditForm({ initial, validate, save, onSaved }));
    act(() => result.current.setField("name", "pool-2"));
    await act(() => result.current.save());
    // The console's words first; the server's own sentence stays behind "Details".
    expect(result.current.saveError).toBe("Unable to process the request.");
    expect(result.current.saveErrorDetails).toBe("Name in use");
    expect(result.current.values).toEqual({ name: "pool-2", size: 4 });
    expect(onSaved).not.toHaveBeenCalled();
    await act(() => result.current.save());
    expect(save).toHaveBeenLastCalledWith({ name: "pool-2", size: 4 });
    expect(result.current.saveError).toBeNull();
    expect(onSaved).toHaveBeenCalledOnce();
  });
});
