import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { isViewPath, reasonPhrase, restErrorBody, viewErrorBody } from "../emulator/http/errors";

/**
 * Largest request line plus header block accepted, like a Connection Server's front end (16 KiB). Node's
 * parser enforces it before any handler runs, so the answer is written on the socket here.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** A request-parsing failure as Node's http server reports it ('clientError'). */
interface ParseError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

const METHOD_LINE = /^[A-Z]{3,10} (\S*)/;

/** The request line of the packet Node was parsing, when the packet starts one. */
function requestLine(packet: Buffer | undefined): { path: string; length: number } | undefined {
  if (!packet) return undefined;
  const head = packet.subarray(0, MAX_HEADER_BYTES + 1024).toString("latin1");
  const match = METHOD_LINE.exec(head);
  if (!match) return undefined;
  const end = head.indexOf("\r\n");
  const target = match[1] ?? "/";
  let path = "/";
  try {
    path = new URL(target, "http://localhost").pathname;
  } catch {
    // A target that is not a URL leaves the generic path.
  }
  return { path, length: end === -1 ? head.length : end };
}

/** Status, error key and message for a request Node refused to parse. */
function refusal(error: ParseError): { status: number; errorKey: string; message: string; path: string } {
  const line = requestLine(error.rawPacket);
  const path = line?.path ?? "/";
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // The request line alone over the limit (or a packet that never reached its end) means the URL.
    const packetHasNoLineEnd = !line && error.rawPacket !== undefined && !error.rawPacket.includes("\r\n");
    if ((line && line.length >= MAX_HEADER_BYTES) || packetHasNoLineEnd)
      return {
        status: 414,
        errorKey: "request.uri.too_long",
        message: `The request URL is longer than ${MAX_HEADER_BYTES} bytes`,
        path,
      };
    return {
      status: 431,
      errorKey: "request.header.too_large",
      message: `The request line and headers are longer than ${MAX_HEADER_BYTES} bytes`,
      path,
    };
  }
  return { status: 400, errorKey: "request.malformed", message: "The request could not be parsed", path };
}

/**
 * Answers a request Node's parser refused with a JSON error in the emulator's shape instead of Node's
 * empty 400/431, then closes the connection (its framing is lost).
 */
export function answerClientError(error: ParseError, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, errorKey, message, path } = refusal(error);
  const body = JSON.stringify(
    isViewPath(path)
      ? viewErrorBody(errorKey, message, "InvalidRequest")
      : restErrorBody(status, path, errorKey, message),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\n` +
      "Content-Type: application/json; charset=UTF-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
  // Read what the client is still sending, so closing does not reset the connection before it reads the answer.
  socket.resume();
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Serves a web-standard handler on Node with the header limit and JSON answers to unparseable requests. */
export function startNodeServer(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname: string },
  onListening?: (address: AddressInfo) => void,
): ServerType {
  const server = serve(
    { fetch, ...options, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
    onListening,
  );
  server.on("clientError", answerClientError);
  return server;
}
