import { describe, expect, it } from "vitest";
import { ApiError, errorInSuccessBody, isApiError, parseBodyText } from "./api-error";

describe("ApiError.from a Response", () => {
  it("reads a REST error body: status, error_key, error_message", async () => {
    const response = Response.json(
      {
        status: 400,
        timestamp: 1,
        error: "Bad Request",
        path: "/rest/x",
        errors: [{ error_key: "auth.client_reference_id.find.error", error_message: "No such reference" }],
      },
      { status: 400, statusText: "Bad Request" },
    );
    const error = await ApiError.from(response, { url: "/rest/x", method: "POST" });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errorKey).toBe("auth.client_reference_id.find.error");
    expect(error.errorMessage).toBe("No such reference");
    expect(error.message).toBe("No such reference");
    expect(error.isNetworkError).toBe(false);
    expect(error.url).toBe("/rest/x");
    expect(error.method).toBe("POST");
  });

  it("recognises a first-generation fault name in errors[0]", async () => {
    const response = Response.json(
      { errors: [{ error_key: "InsufficientPermission", error_message: "Missing privilege ADMINISTRATOR" }] },
      { status: 403 },
    );
    const error = await ApiError.from(response);
    expect(error.faultName).toBe("InsufficientPermission");
  });

  it("recognises a fault name given as a field or inside the message", async () => {
    expect((await ApiError.from(Response.json({ fault: "EntityNotFound" }, { status: 400 }))).faultName).toBe(
      "EntityNotFound",
    );
    const inMessage = await ApiError.from(
      Response.json({ message: "com.example.EntityInUse: pool has sessions" }, { status: 400 }),
    );
    expect(inMessage.faultName).toBe("EntityInUse");
  });

  it("survives an HTML error page", async () => {
    const page = "<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>";
    const error = await ApiError.from(new Response(page, { status: 502, statusText: "Bad Gateway" }));
    expect(error.status).toBe(502);
    expect(error.isHtml).toBe(true);
    expect(error.body).toBeUndefined();
    expect(error.rawText).toBe(page);
    expect(error.message).toBe("Bad Gateway");
  });

  it("survives an empty body and truncated JSON", async () => {
    const empty = await ApiError.from(new Response(null, { status: 500 }));
    expect(empty.status).toBe(500);
    expect(empty.body).toBeUndefined();
    expect(empty.message).toBe("HTTP 500");
    const truncated = await ApiError.from(new Response('{"errors":[{"error_key":"x"', { status: 400 }));
    expect(truncated.body).toBeUndefined();
    expect(truncated.rawText).toBe('{"errors":[{"error_key":"x"');
    expect(truncated.errorKey).toBeUndefined();
  });

  it("turns a thrown fetch error into status 0, a network error", async () => {
    const error = await ApiError.from(new TypeError("Failed to fetch"));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("passes an ApiError through unchanged", async () => {
    const original = new ApiError({ status: 404 });
    expect(await ApiError.from(original)).toBe(original);
  });
});

describe("errorInSuccessBody", () => {
  it("treats a 201 whose body has category and message as a failure", () => {
    const failure = errorInSuccessBody(201, { category: "InvalidArgument", message: "Name too long" });
    expect(failure?.status).toBe(201);
    expect(failure?.message).toBe("Name too long");
    expect(failure?.category).toBe("InvalidArgument");
    expect(failure?.faultName).toBe("InvalidArgument");
  });

  it("accepts an ordinary success body", () => {
    expect(errorInSuccessBody(200, { id: "1", message: "hello" })).toBeUndefined();
    expect(errorInSuccessBody(200, [1, 2])).toBeUndefined();
    expect(errorInSuccessBody(204, undefined)).toBeUndefined();
  });
});

describe("parseBodyText and isApiError", () => {
  it("parses JSON and gives undefined for anything else", () => {
    expect(parseBodyText('{"a":1}')).toEqual({ a: 1 });
    expect(parseBodyText("plain words")).toBeUndefined();
    expect(parseBodyText(undefined)).toBeUndefined();
  });

  it("matches an ApiError by status", () => {
    const error = new ApiError({ status: 403 });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 403, 404)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
    expect(isApiError(new Error("x"))).toBe(false);
  });
});
